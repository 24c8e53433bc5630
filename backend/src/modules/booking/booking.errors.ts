import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';

export class BookingNotFoundError extends NotFoundError {
  constructor() {
    super('BOOKING.NOT_FOUND', 'Booking not found.');
  }
}

export class BookingAlreadyPaidError extends DomainError {
  constructor() {
    super('BOOKING.ALREADY_PAID', 'conflict', 'This booking has already been paid.');
  }
}

export class BookingCancelledError extends DomainError {
  constructor() {
    super('BOOKING.CANCELLED', 'conflict', 'This booking has been cancelled.');
  }
}

export class PaymentNotSucceededError extends DomainError {
  constructor() {
    super('BOOKING.PAYMENT_NOT_SUCCEEDED', 'conflict', 'The payment has not succeeded yet.');
  }
}

/** The provider reports a payment that does not match the booking (amount or currency): never confirmed automatically. */
export class PaymentMismatchError extends DomainError {
  constructor() {
    super('BOOKING.PAYMENT_MISMATCH', 'conflict', 'The payment does not match this booking. Please contact us.');
  }
}

export class BookingTransitionError extends DomainError {
  constructor(from: string, to: string) {
    super('BOOKING.INVALID_TRANSITION', 'conflict', `A booking that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`);
  }
}
