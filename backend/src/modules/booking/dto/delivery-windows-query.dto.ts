import { parseIso } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { Check, describedRule, type Rule, trimmed } from './field-rules.js';

const digitsAsNumber = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value);

const cityRule: Rule = describedRule(
  (value) => {
    if (value === undefined || value === '') return 'The cityId field is required.';
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? null : 'The city is invalid.';
  },
  { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
);

const isoDateRule: Rule = describedRule(
  (value) => {
    if (value === undefined || value === '') return 'The date field is required.';
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIso(value) ? null : 'The date must be a real date written YYYY-MM-DD.';
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
