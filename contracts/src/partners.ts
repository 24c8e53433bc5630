/**
 * Partners (issue 41, part 5): hotels and hosts who book for their guests, invited by an admin like staff. What the
 * admin's partners page, the partner's page and their API agree on. Money in pence in answers, as the reports'.
 */
import type { BookingStatus } from './booking.js';
import type { PaymentIntentRequest } from './booking.js';
import type { DocumentKind } from './vat.js';

/** A partner's short link code: `/?partner=CODE`. Upper-case letters and digits, drawn by the server. */
export const PARTNER_CODE_PATTERN = /^[A-Z0-9]{6,8}$/;
/** The partner's own reference for a booking (a room number, their booking id). */
export const PARTNER_REFERENCE_MAX_LENGTH = 40;

/**
 * VAT inside every price, as a percentage: the one constant the partners' statement takes net amounts by. The VAT
 * settings (issue 41, part 2) replace it with the admin's rate when they land.
 */
export const PARTNER_STATEMENT_VAT_PERCENT = 20;

/** How a partner's booking is paid: the guest's card as today, or put on the partner's account (invoiced monthly). */
export const PARTNER_PAYMENTS = ['card', 'account'] as const;
export type PartnerPayment = (typeof PARTNER_PAYMENTS)[number];

/** POST /api/admin/partners: an invitation (a set-password email), like staff. Percentages are whole numbers. */
export interface InvitePartnerRequest {
  /** The business's name. */
  name: string;
  email: string;
  /** The person at the business the invitation greets; the business's name when left out. */
  contactName?: string;
  /** The partner's share of each booking's net (ex VAT, after refunds), 0 to 100. */
  sharePercent: number;
  /** Taken off the storage of bookings made through the partner's link; 0 or left out: none. */
  discountPercent?: number;
  /** Whether the partner may put bookings on its account (invoiced monthly). */
  onAccount: boolean;
  /** The business's address and VAT number, as its monthly invoices name it; left out or blank: none. */
  companyAddress?: string;
  vatNumber?: string | null;
}

/**
 * PUT /api/admin/partners/{id}: every field the admin may change. The company address and VAT number left out stay
 * as they are; blank clears them.
 */
export interface UpdatePartnerRequest {
  sharePercent: number;
  discountPercent: number;
  onAccount: boolean;
  active: boolean;
  companyAddress?: string;
  vatNumber?: string | null;
}

/** GET /api/admin/partners: one partner. */
export interface PartnerView {
  id: number;
  userId: number;
  name: string;
  email: string;
  contactName: string;
  code: string;
  sharePercent: number;
  discountPercent: number;
  onAccount: boolean;
  active: boolean;
  invitationPending: boolean;
  companyAddress: string | null;
  vatNumber: string | null;
  /** Bookings counted for the partner this month (London), confirmed and not cancelled since. */
  bookingsThisMonth: number;
}

/** GET /api/partner-links/{code}: an active partner's link, for the wizard to price as the checkout will. */
export interface PartnerLinkView {
  code: string;
  discountPercent: number;
}

/** GET /api/partner/me: the signed-in partner's own terms, for its page. */
export interface PartnerSelfView {
  name: string;
  code: string;
  sharePercent: number;
  discountPercent: number;
  onAccount: boolean;
}

/**
 * POST /api/partner/bookings: the wizard's checkout (fullName and email are the guest's) plus the partner's own
 * reference, how it is paid, and optionally the guest's language for the emails (else the request's).
 * `bookingToken` makes it idempotent: asking again with it answers the same booking.
 */
export interface PartnerBookingRequest extends PaymentIntentRequest {
  partnerReference?: string;
  payment: PartnerPayment;
  guestLanguage?: string;
}

/** The answer of POST /api/partner/bookings. `card`: the guest's card is taken with the intent's client secret. */
export interface PartnerBookingResponse {
  reference: string;
  status: BookingStatus;
  payment: PartnerPayment;
  /** Card only: the intent the payment form confirms, then POST /api/booking. */
  clientSecret: string | null;
  paymentIntentId: string | null;
}

/** GET /api/partner/bookings: one of the partner's bookings. */
export interface PartnerBookingView {
  reference: string;
  guestName: string;
  partnerReference: string | null;
  /** DD-MM-YYYY */
  collectionDate: string;
  returnDate: string;
  nights: number;
  locationName: string;
  status: BookingStatus;
  totalPence: number;
  payment: PartnerPayment;
  /** Through the partner's link (the guest booked) rather than on the partner's page. */
  viaLink: boolean;
}

/** One booking of a month's statement. */
export interface PartnerStatementLine {
  reference: string;
  guestName: string;
  partnerReference: string | null;
  /** DD-MM-YYYY: the day it was confirmed (London), which month it counts in. */
  confirmedOn: string;
  status: BookingStatus;
  payment: PartnerPayment;
  /** Paid by card (or owed on account), VAT included. */
  grossPence: number;
  refundedPence: number;
  /** (gross - refunded) without VAT. */
  netPence: number;
  sharePence: number;
  /** On account: what the partner owes for it, VAT included (0 once cancelled). */
  owedPence: number;
}

/** GET /api/partner/statement?month=MM-YYYY and GET /api/admin/partners/{id}/statement?month=MM-YYYY. */
export interface PartnerStatement {
  partner: { id: number; name: string; code: string; sharePercent: number };
  /** MM-YYYY */
  month: string;
  vatPercent: number;
  lines: PartnerStatementLine[];
  totals: { grossPence: number; refundedPence: number; netPence: number; sharePence: number; owedPence: number };
}

/**
 * A document of a monthly invoice's booking after it was issued: a credit note (the booking cancelled, or changed to a
 * cheaper one: the difference) or a supplementary invoice (changed to a dearer one: the difference).
 */
export interface PartnerCreditView {
  id: number;
  kind: DocumentKind;
  number: string;
  /** DD-MM-YYYY */
  issueDate: string;
  bookingReference: string;
  /** Why it was issued: the booking cancelled, or changed. */
  cause: 'cancelled' | 'changed';
  /** VAT included: a credit note's negative, a supplementary invoice's positive. */
  grossPence: number;
}

/** The admin's record that a partner's payment was recorded by mistake. DD-MM-YYYY days. */
export interface PartnerPaymentVoidView {
  paidOn: string;
  amountPence: number;
  voidedOn: string;
  voidedBy: string;
  reason: string;
  /** A further payment voided (the latest payment is voided first), not the invoice's payment. */
  further: boolean;
}

/** Money given back to the partner by bank transfer, or paid by it further. paidOn DD-MM-YYYY. */
export interface PartnerRefundView {
  paidOn: string;
  amountPence: number;
}

/**
 * GET /api/partner/invoices and GET /api/admin/partners/{id}/invoices: one monthly invoice (a receipt while the
 * business has no VAT number) of the partner's bookings on account, its credit notes, what is due and its payment.
 */
export interface PartnerInvoiceView {
  id: number;
  kind: DocumentKind;
  /** 'INV-000042': the same series as the bookings' invoices. */
  number: string;
  /** MM-YYYY: the month whose bookings it bills. */
  month: string;
  /** DD-MM-YYYY */
  issueDate: string;
  netPence: number;
  vatPence: number;
  grossPence: number;
  bookings: number;
  credits: PartnerCreditView[];
  /** Supplementary invoices of its bookings changed to dearer ones after it was issued. */
  supplements: PartnerCreditView[];
  /** The gross with its supplementary invoices, less its credit notes: what the partner pays. */
  duePence: number;
  /** Recorded by the admin; null while unpaid. paidOn DD-MM-YYYY. */
  payment: { paidOn: string; amountPence: number } | null;
  /** Credit notes issued after the payment: what was paid beyond what is due, less the refunds made (0: nothing). */
  owedToPartnerPence: number;
  refunds: PartnerRefundView[];
  /**
   * Supplementary invoices issued after the payment: what is due beyond what was paid (the payment and further
   * payments) and given back (0: nothing). Recorded by POST .../further-payment.
   */
  stillDuePence: number;
  /** The partner's further payments of what was still due, oldest first. */
  furtherPayments: PartnerRefundView[];
  /** Payments voided as recorded by mistake, oldest first. */
  voids: PartnerPaymentVoidView[];
}

/** POST /api/admin/partner-invoices/{id}/payment/void: the payment was recorded by mistake. */
export interface VoidPartnerPaymentRequest {
  reason: string;
}

/** POST /api/admin/partner-invoices/{id}/refund: money owed to the partner given back by bank transfer. */
export interface RecordPartnerRefundRequest {
  /** DD-MM-YYYY, not in the future. */
  paidOn: string;
  /** Pounds and pence: at most what is owed. */
  amount: number;
}

/** POST /api/admin/partner-invoices/{id}/further-payment: the partner paid what a later supplementary invoice made still due. */
export interface RecordPartnerFurtherPaymentRequest {
  /** DD-MM-YYYY, not in the future nor before the supplementary invoice. */
  paidOn: string;
  /** Pounds and pence: exactly what is still due. */
  amount: number;
}

/** POST /api/admin/partners/{id}/invoices: issues the month's invoice (a month that has ended), or finds it issued. */
export interface IssuePartnerInvoiceRequest {
  /** MM-YYYY */
  month: string;
}

/** POST /api/admin/partner-invoices/{id}/payment: the partner paid the invoice; the amount must be what is due. */
export interface RecordPartnerPaymentRequest {
  /** DD-MM-YYYY, not in the future. */
  paidOn: string;
  /** Pounds and pence. */
  amount: number;
}

export const PARTNER_TEXTS = {
  notPartner: 'No partner has this id.',
  alreadyPartner: 'This person is already a partner.',
  otherRole: 'This account has another role: it cannot be a partner.',
  notYourBooking: 'This booking is not one of yours.',
  invoiceNotFound: 'No monthly invoice has this id.',
} as const;
