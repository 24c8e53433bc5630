import {
  type InvitePartnerRequest,
  type IssuePartnerInvoiceRequest,
  type RecordPartnerFurtherPaymentRequest,
  type RecordPartnerPaymentRequest,
  type RecordPartnerRefundRequest,
  type VoidPartnerPaymentRequest,
  isLanguage,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PARTNER_PAYMENTS,
  PARTNER_REFERENCE_MAX_LENGTH,
  type PartnerBookingRequest,
  type PartnerPayment,
  type UpdatePartnerRequest,
} from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { message } from '../../../shared/i18n/message.js';
import { Check, DayMonthYear, describedRule, EmailAddress, Flag, OptionalText, Pounds, RequiredText, rules, trimmed, WholePercent } from '../../../shared/validation/rules.js';
import { PaymentIntentRequestDto } from '../../booking/index.js';
import { OptionalVatNumber } from '../../invoicing/index.js';

/** A business's address, as its invoices name it. */
const COMPANY_ADDRESS_MAX_LENGTH = 300;

/** A business's name: longer than a person's. */
const BUSINESS_NAME_MAX_LENGTH = 150;

export class InvitePartnerDto implements InvitePartnerRequest {
  @RequiredText('name', BUSINESS_NAME_MAX_LENGTH)
  name!: string;

  @EmailAddress('email')
  email!: string;

  @OptionalText('contact name', NAME_MAX_LENGTH)
  contactName?: string;

  @WholePercent('share', 0, 100)
  sharePercent!: number;

  @rules(IsOptional(), WholePercent('discount', 0, 100))
  discountPercent?: number;

  @Flag('On account')
  onAccount!: boolean;

  @OptionalText('company address', COMPANY_ADDRESS_MAX_LENGTH)
  companyAddress?: string;

  @OptionalVatNumber()
  vatNumber?: string | null;
}

export class UpdatePartnerDto implements UpdatePartnerRequest {
  @WholePercent('share', 0, 100)
  sharePercent!: number;

  @WholePercent('discount', 0, 100)
  discountPercent!: number;

  @Flag('On account')
  onAccount!: boolean;

  @Flag('Active')
  active!: boolean;

  @OptionalText('company address', COMPANY_ADDRESS_MAX_LENGTH)
  companyAddress?: string;

  @OptionalVatNumber()
  vatNumber?: string | null;
}

const referenceRule = describedRule(
  (value) => (typeof value === 'string' && value.length <= PARTNER_REFERENCE_MAX_LENGTH ? null : message('validation:partner.reference', { max: PARTNER_REFERENCE_MAX_LENGTH })),
  { type: 'string', maxLength: PARTNER_REFERENCE_MAX_LENGTH },
);
const paymentRule = describedRule((value) => ((PARTNER_PAYMENTS as readonly unknown[]).includes(value) ? null : message('validation:partner.payment')), {
  type: 'string',
  enum: [...PARTNER_PAYMENTS],
});
const languageRule = describedRule((value) => (isLanguage(value) ? null : message('validation:partner.language')), { type: 'string', enum: [...LANGUAGES] });

/** POST /api/partner/bookings: the wizard's checkout (the guest's name and email) and the partner's own fields. */
export class PartnerBookingDto extends PaymentIntentRequestDto implements PartnerBookingRequest {
  @Transform(trimmed)
  @rules(IsOptional(), Check(referenceRule))
  partnerReference?: string;

  @Check(paymentRule)
  payment!: PartnerPayment;

  @rules(IsOptional(), Check(languageRule))
  guestLanguage?: string;
}

/** MM-YYYY */
export const MONTH_PATTERN = /^(0[1-9]|1[0-2])-(\d{4})$/;

const monthRule = describedRule((value) => (typeof value === 'string' && MONTH_PATTERN.test(value) ? null : message('validation:partner.month')), { type: 'string', pattern: MONTH_PATTERN.source });

export class StatementQueryDto {
  @Transform(trimmed)
  @Check(monthRule)
  month!: string;
}

/** POST /api/admin/partners/{id}/invoices */
export class IssuePartnerInvoiceDto implements IssuePartnerInvoiceRequest {
  @Transform(trimmed)
  @Check(monthRule)
  month!: string;
}

/** The most a monthly invoice's payment can be, in pounds: far above any month's bookings. */
const PAYMENT_MAX_POUNDS = 1_000_000;

/** POST /api/admin/partner-invoices/{id}/payment */
export class RecordPartnerPaymentDto implements RecordPartnerPaymentRequest {
  @DayMonthYear('date paid')
  paidOn!: string;

  @Pounds('amount', 0, PAYMENT_MAX_POUNDS)
  amount!: number;
}

/** POST /api/admin/partner-invoices/{id}/payment/void */
export class VoidPartnerPaymentDto implements VoidPartnerPaymentRequest {
  @RequiredText('reason', 500)
  reason!: string;
}

/** POST /api/admin/partner-invoices/{id}/refund */
export class RecordPartnerRefundDto implements RecordPartnerRefundRequest {
  @DayMonthYear('date paid')
  paidOn!: string;

  @Pounds('amount', 0.01, PAYMENT_MAX_POUNDS)
  amount!: number;
}

/** POST /api/admin/partner-invoices/{id}/further-payment */
export class RecordPartnerFurtherPaymentDto implements RecordPartnerFurtherPaymentRequest {
  @DayMonthYear('date paid')
  paidOn!: string;

  @Pounds('amount', 0.01, PAYMENT_MAX_POUNDS)
  amount!: number;
}
