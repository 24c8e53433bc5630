import type { DomainEvents, EventName } from '../events/event-map.js';

/** Every background job, by name. A job's handler is registered by the module that owns the work. */
export enum JobName {
  BroadcastCatalogChange = 'catalog.broadcast-change',
  SendPasswordResetEmail = 'notifications.password-reset-email',
  SendStaffInvitation = 'notifications.staff-invitation-email',
  SendEmailVerification = 'notifications.email-verification-email',
  ProcessPaymentEvent = 'payments.process-event',
  ConfirmPaidBooking = 'booking.confirm-paid',
  ReleaseExpiredHold = 'booking.release-expired-hold',
  MarkBookingPaymentFailed = 'booking.mark-payment-failed',
  SendBookingConfirmation = 'notifications.booking-confirmation-email',
  ResendBookingConfirmation = 'notifications.booking-confirmation-resend-email',
  SendBookingCancelled = 'notifications.booking-cancelled-email',
  SendBookingChanged = 'notifications.booking-changed-email',
  SendManageLink = 'notifications.manage-link-email',
  SendRefundFailedAlert = 'notifications.refund-failed-email',
  ExecuteRefund = 'payments.execute-refund',
  ScheduleBookingReminders = 'operations.schedule-booking-reminders',
  SendBookingReminder = 'notifications.booking-reminder-email',
  MarkNoShow = 'operations.mark-no-show',
  ErasePersonalData = 'privacy.erase-personal-data',
  RollUpLedgerDays = 'admin.roll-up-ledger-days',
  SendDriverOnTheWay = 'notifications.driver-on-the-way-email',
  SendLegCollected = 'notifications.leg-collected-email',
  SendLegDelivered = 'notifications.leg-delivered-email',
  SendLegFailed = 'notifications.leg-failed-email',
  SendLegWindowChanged = 'notifications.leg-window-changed-email',
  SendPointClosed = 'notifications.point-closed-email',
  IssueBookingDocuments = 'invoicing.issue-documents',
  SendClaimEmail = 'claims.claim-email',
  IssuePartnerInvoices = 'invoicing.issue-partner-invoices',
}

/** Which jobs each event starts. An event with no jobs is still recorded (it is history) and marked published. */
export const EVENT_JOBS: { [E in EventName]: JobName[] } = {
  CatalogChanged: [JobName.BroadcastCatalogChange],
  PasswordResetRequested: [JobName.SendPasswordResetEmail],
  StaffInvited: [JobName.SendStaffInvitation],
  EmailVerificationRequested: [JobName.SendEmailVerification],
  BookingRequested: [],
  BookingHoldExpired: [JobName.ReleaseExpiredHold],
  // The confirmation's job schedules the reminders too (it has the booking read already).
  BookingConfirmed: [JobName.SendBookingConfirmation, JobName.IssueBookingDocuments],
  BookingPaymentFailed: [],
  PaymentEventReceived: [JobName.ProcessPaymentEvent],
  PaymentSucceeded: [JobName.ConfirmPaidBooking],
  PaymentFailed: [JobName.MarkBookingPaymentFailed],
  BookingCancelled: [JobName.SendBookingCancelled, JobName.IssueBookingDocuments],
  BookingChanged: [JobName.SendBookingChanged, JobName.ScheduleBookingReminders, JobName.IssueBookingDocuments],
  BookingConfirmationResent: [JobName.ResendBookingConfirmation],
  ManageLinkRequested: [JobName.SendManageLink],
  RefundRequested: [JobName.ExecuteRefund],
  // Each issues what the booking's ledger lacks: an invoice per payment, a credit note per refund made.
  RefundSucceeded: [JobName.IssueBookingDocuments],
  RefundFailed: [JobName.SendRefundFailedAlert],
  BookingReminderDue: [JobName.SendBookingReminder],
  CollectionDayEnded: [JobName.MarkNoShow],
  RetentionSweepDue: [JobName.ErasePersonalData],
  LedgerRollupDue: [JobName.RollUpLedgerDays],
  PartnerInvoicingDue: [JobName.IssuePartnerInvoices],
  DriverOnTheWay: [JobName.SendDriverOnTheWay],
  LegCollected: [JobName.SendLegCollected],
  LegDelivered: [JobName.SendLegDelivered],
  LegFailed: [JobName.SendLegFailed],
  LegStepUndone: [],
  LegWindowChanged: [JobName.SendLegWindowChanged],
  ClaimStepRecorded: [JobName.SendClaimEmail],
  PointClosedForBooking: [JobName.SendPointClosed],
};

export interface JobPayloads {
  [JobName.BroadcastCatalogChange]: DomainEvents['CatalogChanged'];
  [JobName.SendPasswordResetEmail]: DomainEvents['PasswordResetRequested'];
  [JobName.SendStaffInvitation]: DomainEvents['StaffInvited'];
  [JobName.SendEmailVerification]: DomainEvents['EmailVerificationRequested'];
  [JobName.ProcessPaymentEvent]: DomainEvents['PaymentEventReceived'];
  [JobName.ConfirmPaidBooking]: DomainEvents['PaymentSucceeded'];
  [JobName.ReleaseExpiredHold]: DomainEvents['BookingHoldExpired'];
  [JobName.MarkBookingPaymentFailed]: DomainEvents['PaymentFailed'];
  [JobName.SendBookingConfirmation]: DomainEvents['BookingConfirmed'];
  [JobName.ResendBookingConfirmation]: DomainEvents['BookingConfirmationResent'];
  [JobName.SendBookingCancelled]: DomainEvents['BookingCancelled'];
  [JobName.SendBookingChanged]: DomainEvents['BookingChanged'];
  [JobName.SendManageLink]: DomainEvents['ManageLinkRequested'];
  [JobName.SendRefundFailedAlert]: DomainEvents['RefundFailed'];
  [JobName.ExecuteRefund]: DomainEvents['RefundRequested'];
  [JobName.ScheduleBookingReminders]: DomainEvents['BookingChanged'];
  [JobName.SendBookingReminder]: DomainEvents['BookingReminderDue'];
  [JobName.MarkNoShow]: DomainEvents['CollectionDayEnded'];
  [JobName.ErasePersonalData]: DomainEvents['RetentionSweepDue'];
  [JobName.RollUpLedgerDays]: DomainEvents['LedgerRollupDue'];
  [JobName.SendDriverOnTheWay]: DomainEvents['DriverOnTheWay'];
  [JobName.SendLegCollected]: DomainEvents['LegCollected'];
  [JobName.SendLegDelivered]: DomainEvents['LegDelivered'];
  [JobName.SendLegFailed]: DomainEvents['LegFailed'];
  [JobName.SendLegWindowChanged]: DomainEvents['LegWindowChanged'];
  [JobName.SendPointClosed]: DomainEvents['PointClosedForBooking'];
  [JobName.IssueBookingDocuments]: { bookingId: number };
  [JobName.SendClaimEmail]: DomainEvents['ClaimStepRecorded'];
  [JobName.IssuePartnerInvoices]: DomainEvents['PartnerInvoicingDue'];
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
