import type { DriverCitiesRequest, InviteStaffRequest, StaffLocationsRequest, TeamRole } from '@luggage/contracts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, STAFF_TEXTS, TEAM_ROLES } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { RequiredText } from '../../../shared/validation/form-rules.js';
import { rules } from '../../../shared/validation/rules.js';

/** A list of ids checked to be whole positive numbers; the controller checks them against the catalog. */
const IdList = (label: string, message: string) =>
  rules(
    IsArray({ message: `The ${label} must be a list.` }),
    ArrayMaxSize(500, { message }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
  );

export class InviteStaffDto implements InviteStaffRequest {
  @RequiredText('name', NAME_MAX_LENGTH)
  name!: string;

  @RequiredText('email', EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'The email must be a valid email address.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  email!: string;

  @rules(IsOptional(), IsIn([...TEAM_ROLES], { message: 'The role must be staff or driver.' }))
  role?: TeamRole;

  /** A driver's cities (required for a driver, at least one: the controller says so by field). */
  @rules(IsOptional(), IdList('cities', STAFF_TEXTS.unknownCity))
  cityIds?: number[];
}

export class StaffLocationsDto implements StaffLocationsRequest {
  @IdList('collection points', STAFF_TEXTS.unknownLocation)
  locationIds!: number[];
}

export class DriverCitiesDto implements DriverCitiesRequest {
  @IdList('cities', STAFF_TEXTS.unknownCity)
  cityIds!: number[];
}
