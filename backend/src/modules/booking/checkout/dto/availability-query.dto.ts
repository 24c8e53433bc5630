import { type AvailabilityQuery, MAX_AVAILABILITY_DAYS, parseDayMonthYear } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { message } from '../../../../shared/i18n/message.js';
import { Check, digitsAsNumber, type Rule, trimmed } from '../../../../shared/validation/rules.js';

/** A basket's most bags (20 lines of 5 at most). */
const MAX_BAGS_ASKED = 100;

/** `field` names the keys validation:query.<field>.required, .notWhole and .outOfRange ({ min, max }). */
const wholeNumberRule =
  (field: 'location' | 'days' | 'bags', min: number, max: number): Rule =>
  (value) => {
    if (value === undefined || value === null || value === '') return message(`validation:query.${field}.required`);
    if (typeof value !== 'number' || !Number.isInteger(value)) return message(`validation:query.${field}.notWhole`);
    return value < min || value > max ? message(`validation:query.${field}.outOfRange`, { min, max }) : null;
  };

/** `rule`, for a parameter that may be left out. */
const optional =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined ? null : rule(value);

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

  /** Optional: the bags of the stay being chosen, for each day's full hours. */
  @Transform(digitsAsNumber)
  @Check(optional(wholeNumberRule('bags', 1, MAX_BAGS_ASKED)))
  bags?: number;
}
