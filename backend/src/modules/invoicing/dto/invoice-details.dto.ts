import { type InvoiceDetailsRequest, normaliseVatNumber, VAT_LIMITS, VAT_NUMBER_PATTERN } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { message } from '../../../shared/i18n/message.js';
import { IsOptional } from 'class-validator';
import { Check, describedRule, rules, type Rule, trimmed } from '../../../shared/validation/rules.js';

const textRule = (field: 'companyName' | 'companyAddress', max: number): Rule =>
  describedRule(
    (value) => {
      if (typeof value !== 'string' || value === '') return message(`validation:invoiceDetails.${field}.required`);
      return value.length > max ? message(`validation:invoiceDetails.${field}.tooLong`, { max }) : null;
    },
    { type: 'string', minLength: 1, maxLength: max },
  );

/** A customer's own VAT number, of any country, written with or without spaces; blank or null: none. */
const customerVatNumberRule: Rule = describedRule(
  (value) => (value === null || (typeof value === 'string' && VAT_NUMBER_PATTERN.test(value)) ? null : message('validation:invoiceDetails.vatNumber.invalid')),
  { type: 'string', nullable: true, pattern: VAT_NUMBER_PATTERN.source, description: "The customer's VAT number: two letters and 2 to 13 letters or digits; spaces are dropped." },
);

/** A business's VAT number that may be left out (kept as it is), or blank or null (none). */
export const OptionalVatNumber = () =>
  rules(
    Transform(({ value }: { value: unknown }) => (value === undefined ? undefined : vatNumberOrNull({ value }))),
    IsOptional(),
    Check(customerVatNumberRule),
  );

function vatNumberOrNull({ value }: { value: unknown }): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const normalised = normaliseVatNumber(value);
  return normalised === '' ? null : normalised;
}

/** PUT /api/manage/{token}/invoice-details */
export class InvoiceDetailsDto implements InvoiceDetailsRequest {
  @rules(Transform(trimmed), Check(textRule('companyName', VAT_LIMITS.companyNameMax)))
  companyName!: string;

  @rules(Transform(trimmed), Check(textRule('companyAddress', VAT_LIMITS.companyAddressMax)))
  companyAddress!: string;

  @rules(Transform(vatNumberOrNull), Check(customerVatNumberRule))
  vatNumber!: string | null;
}
