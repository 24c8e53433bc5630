import type { CheckInFindRequest, CheckInScanRequest, CheckInStepRequest } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { rules } from '../../shared/validation/rules.js';

/* Staff and driver screens are English only: their messages stay English words, not catalogue keys. */

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** POST /api/check-in/scan */
export class CheckInScanDto implements CheckInScanRequest {
  @rules(trimmed(), IsNotEmpty({ message: 'Scan the QR code of the pass.' }), IsString({ message: 'Scan the QR code of the pass.' }), MaxLength(100, { message: 'This QR code is not a pass of ours.' }))
  token!: string;
}

/** POST /api/check-in/find */
export class CheckInFindDto implements CheckInFindRequest {
  @rules(
    trimmed(),
    IsNotEmpty({ message: 'The reference field is required.' }),
    IsString({ message: 'The reference must be text.' }),
    MaxLength(20, { message: 'The reference must not be longer than 20 characters.' }),
  )
  reference!: string;

  @rules(trimmed(), IsNotEmpty({ message: 'The PIN field is required.' }), IsString({ message: 'The PIN must be text.' }), Matches(/^\d{4}$/, { message: 'The PIN is 4 digits.' }))
  pin!: string;
}

/** POST /api/check-in/{reference}/collected and …/returned: the reason of an admin's override. */
export class CheckInStepDto implements CheckInStepRequest {
  @rules(trimmed(), IsOptional(), IsString({ message: 'The reason must be text.' }), MaxLength(250, { message: 'The reason must not be longer than 250 characters.' }))
  reason?: string;
}
