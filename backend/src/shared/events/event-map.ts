import type { Language } from '@luggage/contracts';
import type { Text } from '../i18n/message.js';

/** A claim's step that emails the customer (issue 42). */
export type ClaimStep = 'filed' | 'info_requested' | 'replied' | 'answered' | 'decided';

/**
 * Every domain event, named in the past tense, with a plain payload (ids and values) that serialises
 * unchanged to the outbox and to the queue. The module that owns the fact emits it.
 */
export interface DomainEvents {
  /** `id` is the row's; for a return fee, its from-city's. */
  CatalogChanged: {
    entity: 'storage_item' | 'discount' | 'collection_city' | 'collection_location' | 'delivery_zone' | 'delivery_window' | 'delivery_return_fee';
    id: number;
  };
  /**
   * `sealedToken` is the emailed token encrypted with AES-256-GCM (key from SESSION_SECRET): never plain text here.
   * `language`: the request's, which the email speaks (English when absent).
   */
  PasswordResetRequested: { tokenId: number; sealedToken: string; language?: Language };
  /** An admin invited a staff member: the set-password link is emailed; sealed like the reset token. */
  StaffInvited: { tokenId: number; sealedToken: string };
  /** An account asked to prove its email (registration, a resend, an email change); sealed like the reset token. */
  EmailVerificationRequested: { tokenId: number; sealedToken: string; language?: Language };
  /** A booking exists as pending_payment with its payment intent (made on the first checkout of a wizard run). */
  BookingRequested: { bookingId: number; reference: string; totalPence: number };
  /** Recorded at each checkout, due when the unpaid booking's hold on its bags ends (`expiresAt`, ISO). */
  BookingHoldExpired: { bookingId: number; expiresAt: string };
  /** Paid for, once: the confirmation email follows. */
  BookingConfirmed: { bookingId: number; reference: string };
  /** A payment attempt failed while the booking was pending (history: the customer may pay again). */
  BookingPaymentFailed: { bookingId: number; reference: string };
  /** A verified Stripe webhook delivery was stored (once per Stripe event id) and waits to be reconciled. */
  PaymentEventReceived: { paymentEventId: string };
  /** The provider says the intent succeeded: Stripe's webhook (after processing) or the offline test provider. */
  PaymentSucceeded: { provider: 'stripe' | 'offline'; paymentIntentId: string; amountPence: number; currency: string; occurredAt: string };
  PaymentFailed: { provider: 'stripe' | 'offline'; paymentIntentId: string; reason: string | null; occurredAt: string };
  /**
   * Cancelled (by the customer or an operator), with the refund it asked for (0 for none). `reason`: why the service
   * cancelled it itself (a payment that came after its hold ended, for bags that no longer fit), told to the customer.
   */
  BookingCancelled: { bookingId: number; reference: string; refundPence: number; reason?: Text };
  /** Dates, point, nights or items changed after payment; the change email follows. */
  BookingChanged: {
    bookingId: number;
    reference: string;
    version: number;
    /** What this change took from the card and what it refunded (the change email says it); absent on older events. */
    chargedPence?: number;
    refundedPence?: number;
  };
  /** An operator asked for the confirmation email again; `requestId` keys that one email. */
  BookingConfirmationResent: { bookingId: number; requestId: string };
  /** "Find my booking" matched: the manage link is emailed; `requestId` keys that one email. */
  ManageLinkRequested: { bookingId: number; requestId: string };
  /** A refund row was written; a job asks the provider for it. */
  RefundRequested: { refundId: number; bookingId: number };
  RefundSucceeded: { refundId: number; bookingId: number };
  /** The provider refused or reversed a refund: operators are told. */
  RefundFailed: { refundId: number; bookingId: number };
  /** Timed (recorded with its due time): remind the customer of the handover (`date` is the collection day) or the return. */
  BookingReminderDue: {
    bookingId: number;
    kind: 'collection' | 'return';
    /** YYYY-MM-DD */
    date: string;
    /** ISO 8601: when it was due (events recorded before this field have none). */
    dueAt?: string;
  };
  /** Timed, due at the end of the booking's collection day (London); `collectionDate` 'YYYY-MM-DD' as it was then. */
  CollectionDayEnded: { bookingId: number; reference: string; collectionDate: string };
  /** A driver started the run of a window (delivery): the customer is told, with the window and the driver's first name. */
  DriverOnTheWay: { legId: number; bookingId: number; driverFirstName: string };
  /** A driver collected the bags from the address, `bags` counted. */
  LegCollected: { legId: number; bookingId: number; bags: number };
  /** A driver delivered the bags at `at` (ISO): to the receiver the customer named (`receivedBy`), or with the PIN (null). */
  LegDelivered: { legId: number; bookingId: number; receivedBy: string | null; at: string };
  /** A driver could not collect or deliver; the leg holds the reason. */
  LegFailed: { legId: number; bookingId: number };
  /** A driver took back a step made by mistake (`undone`, the move taken back): history only, the customer is not told. */
  LegStepUndone: { legId: number; bookingId: number; undone: string };
  /** An admin moved a stop to another window (`date` 'YYYY-MM-DD', the window's start and end): the customer is told. */
  LegWindowChanged: { legId: number; bookingId: number; date: string; windowStart: string; windowEnd: string };
  /**
   * A claim's step (issue 42): filed by the customer, a message from the team (a reply, or a request for information),
   * the customer's answer, the decision. Each is emailed to the customer once (`messageId` names the message of a step).
   */
  ClaimStepRecorded: { claimId: number; bookingId: number; step: ClaimStep; messageId?: number };
  /** An admin closed the booking's point on a day of the booking at short notice: the customer is told and offered a rescue (`offerId`). */
  PointClosedForBooking: { offerId: number; bookingId: number };
  /** Timed, due at 03:00 London on `day` ('YYYY-MM-DD'): erase what is past RETENTION_MONTHS as of that day. */
  RetentionSweepDue: { day: string };
  /** Timed, due at 00:30 London on `day` ('YYYY-MM-DD'): roll up the reports' ended days (every one before `day`). */
  LedgerRollupDue: { day: string };
  /** Timed, due at 02:00 London on the first day after the month `month` ('YYYY-MM-01'): its partners' invoices. */
  PartnerInvoicingDue: { month: string };
}

export type EventName = keyof DomainEvents;
