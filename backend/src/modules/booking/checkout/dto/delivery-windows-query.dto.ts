import { addDays, compareDates, MAX_DAYS_AHEAD, MAX_NIGHTS, parseIso, todayInLondon, VALIDATION_KEYS } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { message } from '../../../../shared/i18n/message.js';
import { Check, describedRule, digitsAsNumber, type Rule, trimmed } from '../../../../shared/validation/rules.js';

const cityRule: Rule = describedRule(
  (value) => {
    if (value === undefined || value === '') return message('validation:city.required');
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? null : message('validation:city.invalid');
  },
  { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
);

const isoDateRule: Rule = describedRule(
  (value) => {
    if (value === undefined || value === '') return message('validation:date.required');
    const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseIso(value) : null;
    if (!day) return message('validation:date.iso');
    // A delivery can be as late as the last night of a stay that starts on the last day one can book.
    const tooFar = compareDates(day, addDays(todayInLondon(), MAX_DAYS_AHEAD + MAX_NIGHTS)) > 0;
    return tooFar ? message(VALIDATION_KEYS.collectionDateTooFar, { days: MAX_DAYS_AHEAD }) : null;
  },
  { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-12-03', description: 'A date written YYYY-MM-DD (London).' },
);

/** GET /api/delivery-windows?cityId=&date=YYYY-MM-DD */
export class DeliveryWindowsQueryDto {
  @Transform(digitsAsNumber)
  @Check(cityRule)
  cityId!: number;

  @Transform(trimmed)
  @Check(isoDateRule)
  date!: string;
}
