import type { AdminCancelRequest, AdminChangeRequest, AdminRefundRequest, BagProtectionRequest, CancellationPolicy, VatSettings } from '@luggage/contracts';
import { BAG_COVER_MAX, normaliseVatNumber, POLICY_LIMITS, UK_VAT_NUMBER_PATTERN, VAT_LIMITS } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';
import { ChangeBookingDto } from '../../booking/index.js';
import { Choice, Check, describedRule, OptionalFlag, OptionalWholeNumber, Pounds, RequiredText, rules, WholePercent } from '../../../shared/validation/rules.js';
import { message } from '../../../shared/i18n/message.js';

const REASON_MAX = 250;

/** PUT /api/admin/cancellation-policy */
export class CancellationPolicyDto implements CancellationPolicy {
  @WholePercent('free cancellation hours', 0, POLICY_LIMITS.hoursMax)
  freeCancellationHours!: number;

  @WholePercent('late cancellation refund', 0, POLICY_LIMITS.percentMax)
  lateRefundPercent!: number;
}

/** PUT /api/admin/bag-protection: the cover per bag in pounds, or null to state none. */
export class BagProtectionDto implements BagProtectionRequest {
  @rules(ValidateIf((dto: BagProtectionDto) => dto.coverPerBag !== null), Pounds('cover per bag', 1, BAG_COVER_MAX))
  coverPerBag!: number | null;
}

/** The business's UK VAT number, with or without spaces; null or blank: not registered. */
const ukVatNumberRule = describedRule(
  (value) => (value === null || (typeof value === 'string' && UK_VAT_NUMBER_PATTERN.test(value)) ? null : message('validation:form.ukVatNumber', { label: 'VAT number' })),
  { type: 'string', nullable: true, pattern: UK_VAT_NUMBER_PATTERN.source, description: 'GB and 9 or 12 digits; spaces are dropped; null: not registered.' },
);

const vatNumberOrNull = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  return normaliseVatNumber(value) || null;
};

/** PUT /api/admin/vat */
export class VatSettingsDto implements VatSettings {
  @rules(Transform(vatNumberOrNull), Check(ukVatNumberRule))
  vatNumber!: string | null;

  /** Prices include VAT; 20 when not given. */
  @OptionalWholeNumber('VAT rate', 0, VAT_LIMITS.ratePercentMax)
  ratePercent!: number;

  @RequiredText('legal name', VAT_LIMITS.legalNameMax)
  legalName!: string;

  @RequiredText('address', VAT_LIMITS.addressMax)
  address!: string;
}

/** POST /api/admin/bookings/{reference}/cancel */
export class AdminCancelDto implements AdminCancelRequest {
  @RequiredText('reason', REASON_MAX)
  reason!: string;

  @Choice(['full', 'none', 'amount'], 'refundChoice')
  refund!: 'full' | 'none' | 'amount';

  @rules(ValidateIf((dto: AdminCancelDto) => dto.refund === 'amount'), Pounds('amount', 0.01, 100_000))
  amount?: number;
}

/** POST /api/admin/bookings/{reference}/refund */
export class AdminRefundDto implements AdminRefundRequest {
  @Pounds('amount', 0.01, 100_000)
  amount!: number;

  @RequiredText('reason', REASON_MAX)
  reason!: string;
}

/** POST /api/admin/bookings/{reference}/change */
export class AdminChangeDto extends ChangeBookingDto implements AdminChangeRequest {
  @RequiredText('reason', REASON_MAX)
  reason!: string;

  @OptionalFlag('Waive the difference')
  waiveDifference?: boolean;
}
