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
};

export interface JobPayloads {
  [JobName.BroadcastCatalogChange]: DomainEvents['CatalogChanged'];
  [JobName.SendPasswordResetEmail]: DomainEvents['PasswordResetRequested'];
  [JobName.SendEmailVerification]: DomainEvents['EmailVerificationRequested'];
  [JobName.ProcessPaymentEvent]: DomainEvents['PaymentEventReceived'];
  [JobName.ConfirmPaidBooking]: DomainEvents['PaymentSucceeded'];
  [JobName.MarkBookingPaymentFailed]: DomainEvents['PaymentFailed'];
  [JobName.SendBookingConfirmation]: DomainEvents['BookingConfirmed'];
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
