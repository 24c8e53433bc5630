import { CHECK_IN_TEXTS, pinLocked, tooManyWrongPins } from '@luggage/contracts';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';

/** A cancelled or finished booking has no pass (its manage page still opens). */
export class PassNotFoundError extends NotFoundError {
  constructor() {
    super('OPERATIONS.NO_PASS', message('errors:booking.noPass'));
  }
}

/** A booking the signed-in staff member may not see (another point's), or none with that reference or pass. */
export class CheckInNotFoundError extends NotFoundError {
  constructor() {
    super('OPERATIONS.CHECK_IN_NOT_FOUND', CHECK_IN_TEXTS.notFound);
  }
}

/** A pass issued before the booking changed (other dates or point): the customer must show the current one. */
export class OldPassError extends DomainError {
  constructor() {
    super('OPERATIONS.OLD_PASS', 'conflict', CHECK_IN_TEXTS.oldPass);
  }
}

/** Five wrong PINs within ten minutes lock the reference for staff: 429 with Retry-After, the time it unlocks and who can unlock it. */
export class PinLockedError extends DomainError {
  constructor(until: Date, retryAfterSeconds: number) {
    super('OPERATIONS.PIN_LOCKED', 'throttled', pinLocked(londonClock(until), Math.max(1, Math.ceil(retryAfterSeconds / 60))), {}, retryAfterSeconds);
  }
}

/** One member of staff typed PIN_STAFF_FAILURES wrong PINs within the hour: 429 with Retry-After. */
export class StaffPinThrottledError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('OPERATIONS.STAFF_PIN_THROTTLED', 'throttled', tooManyWrongPins(Math.max(1, Math.ceil(retryAfterSeconds / 60))), {}, retryAfterSeconds);
  }
}

/** A step the booking's status or day does not allow now; the message says why. */
export class CheckInStepError extends DomainError {
  constructor(reason: string) {
    super('OPERATIONS.STEP_NOT_ALLOWED', 'conflict', reason);
  }
}

/** A staff member asking for the day's lists of a collection point they are not assigned to. */
export class NotYourPointError extends DomainError {
  constructor() {
    super('OPERATIONS.NOT_YOUR_POINT', 'forbidden', 'You do not work at this collection point.');
  }
}

let clock: Intl.DateTimeFormat | undefined;

/** '16:52' on London's clock. */
function londonClock(instant: Date): string {
  clock ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return clock.format(instant);
}
