import { type AvailabilityQuery, MAX_AVAILABILITY_DAYS, parseDayMonthYear } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { Check, type Rule, trimmed } from './field-rules.js';

/** A query parameter of digits becomes its number; anything else stays as it came, for the rule to name. */
const digitsAsNumber = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value);

const wholeNumberRule =
  (label: string, min: number, max: number, outOfRange: string): Rule =>
  (value) => {
    if (value === undefined || value === null || value === '') return `The ${label} field is required.`;
    if (typeof value !== 'number' || !Number.isInteger(value)) return `The ${label} must be a whole number.`;
    return value < min || value > max ? outOfRange : null;
  };

const realDate: Rule = (value) => {
  if (value === undefined || value === null || value === '') return 'The from field is required.';
  return typeof value === 'string' && parseDayMonthYear(value) !== null ? null : 'The date must be a real date written DD-MM-YYYY.';
};

/** GET /api/availability?locationId=&from=DD-MM-YYYY&days=N */
export class AvailabilityQueryDto implements AvailabilityQuery {
  @Transform(digitsAsNumber)
  @Check(wholeNumberRule('location', 1, 2_147_483_647, 'The location is invalid.'))
  locationId!: number;

  @Transform(trimmed)
  @Check(realDate)
  from!: string;

  @Transform(digitsAsNumber)
  @Check(wholeNumberRule('days', 1, MAX_AVAILABILITY_DAYS, `The days must be between 1 and ${MAX_AVAILABILITY_DAYS}.`))
  days!: number;
}
