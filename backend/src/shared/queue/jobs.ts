import type { DomainEvents, EventName } from '../events/event-map.js';

/** Every background job, by name. A job's handler is registered by the module that owns the work. */
export enum JobName {
  BroadcastCatalogChange = 'catalog.broadcast-change',
  SendPasswordResetEmail = 'notifications.password-reset-email',
  SendEmailVerification = 'notifications.email-verification-email',
  ProcessPaymentEvent = 'payments.process-event',
  ConfirmPaidBooking = 'booking.confirm-paid',
  MarkBookingPaymentFailed = 'booking.mark-payment-failed',
  SendBookingConfirmation = 'notifications.booking-confirmation-email',
  ResendBookingConfirmation = 'notifications.booking-confirmation-resend-email',
  SendBookingCancelled = 'notifications.booking-cancelled-email',
  SendBookingChanged = 'notifications.booking-changed-email',
  SendManageLink = 'notifications.manage-link-email',
  SendRefundFailedAlert = 'notifications.refund-failed-email',
  ExecuteRefund = 'payments.execute-refund',
}

/** Which jobs each event starts. An event with no jobs is still recorded (it is history) and marked published. */
export const EVENT_JOBS: { [E in EventName]: JobName[] } = {
  CatalogChanged: [JobName.BroadcastCatalogChange],
  PasswordResetRequested: [JobName.SendPasswordResetEmail],
  EmailVerificationRequested: [JobName.SendEmailVerification],
  BookingRequested: [],
  BookingConfirmed: [JobName.SendBookingConfirmation],
  BookingPaymentFailed: [],
  PaymentEventReceived: [JobName.ProcessPaymentEvent],
  PaymentSucceeded: [JobName.ConfirmPaidBooking],
  PaymentFailed: [JobName.MarkBookingPaymentFailed],
  BookingCancelled: [JobName.SendBookingCancelled],
  BookingChanged: [JobName.SendBookingChanged],
  BookingConfirmationResent: [JobName.ResendBookingConfirmation],
  ManageLinkRequested: [JobName.SendManageLink],
  RefundRequested: [JobName.ExecuteRefund],
  RefundSucceeded: [],
  RefundFailed: [JobName.SendRefundFailedAlert],
};

export interface JobPayloads {
  [JobName.BroadcastCatalogChange]: DomainEvents['CatalogChanged'];
  [JobName.SendPasswordResetEmail]: DomainEvents['PasswordResetRequested'];
  [JobName.SendEmailVerification]: DomainEvents['EmailVerificationRequested'];
  [JobName.ProcessPaymentEvent]: DomainEvents['PaymentEventReceived'];
  [JobName.ConfirmPaidBooking]: DomainEvents['PaymentSucceeded'];
  [JobName.MarkBookingPaymentFailed]: DomainEvents['PaymentFailed'];
  [JobName.SendBookingConfirmation]: DomainEvents['BookingConfirmed'];
  [JobName.ResendBookingConfirmation]: DomainEvents['BookingConfirmationResent'];
  [JobName.SendBookingCancelled]: DomainEvents['BookingCancelled'];
  [JobName.SendBookingChanged]: DomainEvents['BookingChanged'];
  [JobName.SendManageLink]: DomainEvents['ManageLinkRequested'];
  [JobName.SendRefundFailedAlert]: DomainEvents['RefundFailed'];
  [JobName.ExecuteRefund]: DomainEvents['RefundRequested'];
}

export interface JobRequest {
  name: JobName;
  /** Deterministic, so a repeat of the same event's job is dropped by the queue. No colons (BullMQ). */
  id: string;
  data: object;
}

/** What a handler reports: 'skipped' when the work was already done or the record is gone. */
export type JobResult = 'done' | 'skipped';

export type JobHandler<N extends JobName> = (data: JobPayloads[N]) => Promise<JobResult>;

export const JOBS_QUEUE = 'jobs';
/** The Redis connection BullMQ uses, injectable for health checks. */
export const QUEUE_REDIS = Symbol('QUEUE_REDIS');
