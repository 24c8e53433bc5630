import { type DriverCollectedRequest, type DriverDeliveredRequest, type DriverFailedRequest, LEG_FAILURE_REASONS, type LegFailureReason, type MoveStopRequest, type MoveStopWindowRequest } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { rules } from '../../shared/validation/rules.js';

/* Staff and driver screens are English only: their messages stay English words, not catalogue keys. */

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const pin = () =>
  rules(trimmed(), IsOptional(), IsString({ message: 'The PIN must be text.' }), Matches(/^\d{4}$/, { message: 'The PIN is 4 digits.' }));

/** POST /api/driver/stops/{legId}/collected */
export class DriverCollectedDto implements DriverCollectedRequest {
  @rules(trimmed(), IsOptional(), IsString({ message: 'Scan the QR code of the pass.' }), MaxLength(100, { message: 'This QR code is not a pass of ours.' }))
  token?: string;

  @pin()
  pin?: string;

  @rules(
    IsNotEmpty({ message: 'Count the bags.' }),
    IsInt({ message: 'The bag count must be a whole number.' }),
    Min(1, { message: 'The bag count must be at least 1.' }),
    Max(99, { message: 'The bag count must not be more than 99.' }),
  )
  bagCount!: number;
}

/** POST /api/driver/stops/{legId}/delivered */
export class DriverDeliveredDto implements DriverDeliveredRequest {
  @pin()
  pin?: string;

  @rules(trimmed(), IsOptional(), IsString({ message: 'The name must be text.' }), MaxLength(100, { message: 'The name must not be longer than 100 characters.' }))
  receivedBy?: string;
}

/** POST /api/driver/stops/{legId}/failed */
export class DriverFailedDto implements DriverFailedRequest {
  @rules(
    IsNotEmpty({ message: 'Choose a reason.' }),
    IsIn(Object.keys(LEG_FAILURE_REASONS), { message: `The reason must be one of: ${Object.values(LEG_FAILURE_REASONS).join(', ')}.` }),
  )
  reason!: LegFailureReason;
}

const digitsAsNumber = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value));

/** GET /api/admin/run-sheet?cityId=&date=YYYY-MM-DD */
export class RunSheetQueryDto {
  @rules(digitsAsNumber(), IsNotEmpty({ message: 'The cityId field is required.' }), IsInt({ message: 'The city is invalid.' }), Min(1, { message: 'The city is invalid.' }), Max(2_147_483_647, { message: 'The city is invalid.' }))
  cityId!: number;

  @rules(trimmed(), IsNotEmpty({ message: 'The date field is required.' }), IsString({ message: 'The date must be a real date written YYYY-MM-DD.' }), Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The date must be a real date written YYYY-MM-DD.' }))
  date!: string;
}

/** POST /api/admin/run-sheet/stops/{legId}/driver */
export class MoveStopDto implements MoveStopRequest {
  @rules(IsNotEmpty({ message: 'Choose a driver.' }), IsInt({ message: 'Choose a driver.' }), Min(1, { message: 'Choose a driver.' }), Max(2_147_483_647, { message: 'Choose a driver.' }))
  driverUserId!: number;

  @rules(trimmed(), IsNotEmpty({ message: 'Give a reason.' }), IsString({ message: 'The reason must be text.' }), MaxLength(250, { message: 'The reason must not be longer than 250 characters.' }))
  reason!: string;
}

/** POST /api/admin/run-sheet/stops/{legId}/window */
export class MoveStopWindowDto implements MoveStopWindowRequest {
  @rules(IsNotEmpty({ message: 'Choose a window.' }), IsInt({ message: 'Choose a window.' }), Min(1, { message: 'Choose a window.' }), Max(2_147_483_647, { message: 'Choose a window.' }))
  windowId!: number;

  @rules(trimmed(), IsNotEmpty({ message: 'The date field is required.' }), IsString({ message: 'The date must be a real date written YYYY-MM-DD.' }), Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The date must be a real date written YYYY-MM-DD.' }))
  date!: string;

  @rules(trimmed(), IsNotEmpty({ message: 'Give a reason.' }), IsString({ message: 'The reason must be text.' }), MaxLength(250, { message: 'The reason must not be longer than 250 characters.' }))
  reason!: string;
}
