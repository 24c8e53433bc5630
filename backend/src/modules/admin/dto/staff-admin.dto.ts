import type { InviteStaffRequest, StaffLocationsRequest } from '@luggage/contracts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, STAFF_TEXTS } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsInt, Min } from 'class-validator';
import { RequiredText, rules } from './rules.js';

export class InviteStaffDto implements InviteStaffRequest {
  @RequiredText('name', NAME_MAX_LENGTH)
  name!: string;

  @RequiredText('email', EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  email!: string;
}

export class StaffLocationsDto implements StaffLocationsRequest {
  @rules(
    IsArray({ message: 'The collection points must be a list.' }),
    ArrayMaxSize(500, { message: STAFF_TEXTS.unknownLocation }),
    IsInt({ each: true, message: STAFF_TEXTS.unknownLocation }),
    Min(1, { each: true, message: STAFF_TEXTS.unknownLocation }),
  )
  locationIds!: number[];
}
