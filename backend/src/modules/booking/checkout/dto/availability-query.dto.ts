import { type AvailabilityQuery, MAX_AVAILABILITY_DAYS, parseDayMonthYear } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { message } from '../../../../shared/i18n/message.js';
import { Check, digitsAsNumber, type Rule, trimmed } from '../../../../shared/validation/rules.js';

/** `field` names the keys validation:query.<field>.required, .notWhole and .outOfRange ({ min, max }). */
const wholeNumberRule =
  (field: 'location' | 'days', min: number, max: number): Rule =>
  (value) => {
    if (value === undefined || value === null || value === '') return message(`validation:query.${field}.required`);
    if (typeof value !== 'number' || !Number.isInteger(value)) return message(`validation:query.${field}.notWhole`);
    return value < min || value > max ? message(`validation:query.${field}.outOfRange`, { min, max }) : null;
  };

const realDate: Rule = (value) => {
  if (value === undefined || value === null || value === '') return message('validation:from.required');
  return typeof value === 'string' && parseDayMonthYear(value) !== null ? null : message('validation:date.dayMonthYear');
};

/** GET /api/availability?locationId=&from=DD-MM-YYYY&days=N */
export class AvailabilityQueryDto implements AvailabilityQuery {
  @Transform(digitsAsNumber)
  @Check(wholeNumberRule('location', 1, 2_147_483_647))
  locationId!: number;

  @Transform(trimmed)
  @Check(realDate)
  from!: string;

  @Transform(digitsAsNumber)
  @Check(wholeNumberRule('days', 1, MAX_AVAILABILITY_DAYS))
  days!: number;
}
