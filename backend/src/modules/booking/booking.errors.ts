import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { message, type Text } from '../../shared/i18n/message.js';

const booking = (key: string) => message(`errors:booking.${key}`);

export class BookingNotFoundError extends NotFoundError {
  constructor() {
    super('BOOKING.NOT_FOUND', booking('notFound'));
  }
}

export class BookingAlreadyPaidError extends DomainError {
  constructor() {
    super('BOOKING.ALREADY_PAID', 'conflict', booking('alreadyPaid'));
  }
}

export class BookingCancelledError extends DomainError {
  constructor() {
    super('BOOKING.CANCELLED', 'conflict', booking('cancelled'));
  }
}

/** Another browser's checkout: its booking token or payment intent is not a key to it. */
export class CheckoutOfAnotherSessionError extends DomainError {
  constructor() {
    super('BOOKING.ANOTHER_SESSION', 'forbidden', booking('anotherSession'));
  }
}

export class PaymentNotSucceededError extends DomainError {
  constructor() {
    super('BOOKING.PAYMENT_NOT_SUCCEEDED', 'conflict', booking('paymentNotSucceeded'));
  }
}

/** The provider reports a payment that does not match the booking (amount or currency): never confirmed automatically. */
export class PaymentMismatchError extends DomainError {
  constructor() {
    super('BOOKING.PAYMENT_MISMATCH', 'conflict', booking('paymentMismatch'));
  }
}

export class BookingTransitionError extends DomainError {
  constructor(from: string, to: string) {
    super('BOOKING.INVALID_TRANSITION', 'conflict', `A booking that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
  }
}

export class ManageLinkNotFoundError extends NotFoundError {
  constructor() {
    super('BOOKING.LINK_NOT_FOUND', booking('linkNotFound'));
  }
}

/** A move the lifecycle table or the policy does not allow now; the message says why. */
export class MoveNotAllowedError extends DomainError {
  constructor(reason: Text) {
    super('BOOKING.MOVE_NOT_ALLOWED', 'conflict', reason);
  }
}

/** The customer agreed to other figures than those that hold now (the cut-off passed, the catalog changed). */
export class TermsChangedError extends DomainError {
  constructor(message: Text) {
    super('BOOKING.TERMS_CHANGED', 'conflict', message);
  }
}

export class ChangeNotFoundError extends NotFoundError {
  constructor() {
    super('BOOKING.CHANGE_NOT_FOUND', booking('changeNotFound'));
  }
}

/** The payment came after the booking's hold ended and its bags no longer fit: it is refunded, and the customer emailed. */
export class PaidTooLateError extends DomainError {
  constructor() {
    super('BOOKING.PAID_AFTER_HOLD', 'conflict', booking('paidTooLate'));
  }
}

/** A checkout the hold rule did not protect was paid when its bags no longer fitted: it is refunded, and the customer emailed. */
export class NoRoomLeftError extends DomainError {
  constructor() {
    super('BOOKING.NO_ROOM_LEFT', 'conflict', booking('noRoomLeft'));
  }
}

/** The booking has no closed-point offer open now (none was made, or its day is over). */
export class ClosureOfferNotFoundError extends NotFoundError {
  constructor() {
    super('BOOKING.CLOSURE_OFFER_NOT_FOUND', message('errors:closure.none'));
  }
}

/** A closed point's offer is taken once: after one choice, the others are gone. */
export class ClosureOfferTakenError extends DomainError {
  constructor() {
    super('BOOKING.CLOSURE_OFFER_TAKEN', 'conflict', message('errors:closure.taken'));
  }
}
