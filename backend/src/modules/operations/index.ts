export { OperationsModule } from './operations.module.js';
/** For check-in: `verifyScan(token)` -> the booking id and version a QR code names; `verifyPin(reference, pin)` -> booking id. */
export { PassService, type BookingPass } from './pass.service.js';
export type { CheckInClaim } from './check-in-token.js';
export { calendarFileName, calendarMimeType, hasPass } from './booking-pass.js';
export { reminderApplies, REMINDER_TIMES, type ReminderKind } from './reminder-times.js';
/** `scheduleFor(booking)`: a confirmed booking's reminders, once; `remindersPart(booking)` the same in the confirmation email job's statement. */
export { ReminderScheduler } from './reminder-scheduler.js';
export { DayListsService } from './day-lists.service.js';
/** Wrong check-in PINs: `lockedUntil(reference)`, and `unlock(tx, reference)` for an admin. */
export { PinLock } from './pin-lock.js';
/** The bags' tags (`latest(bookingId, point)` for the manage page and pass) and the hand-backs' incidents, for admins. */
export { BagTagStore } from './custody/bag-tags.js';
/** The hand-back judged by the tags read, at the point or by a driver at the door (one rule for both). */
export { judgeHandBack, type HandBack, onceReported } from './custody/hand-back.js';
export { isTagTaken } from './custody/bag-tags.js';
