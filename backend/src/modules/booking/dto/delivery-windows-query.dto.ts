import { parseIso } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { message } from '../../../shared/i18n/message.js';
import { Check, describedRule, type Rule, trimmed } from '../../../shared/validation/field-rules.js';

const digitsAsNumber = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value);

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
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIso(value) ? null : message('validation:date.iso');
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
