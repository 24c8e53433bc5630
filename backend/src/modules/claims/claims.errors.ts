import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';

/** No claim of this booking has that id (a claim of another booking's link is one of them). */
export class ClaimNotFoundError extends NotFoundError {
  constructor() {
    super('CLAIM.NOT_FOUND', { key: 'errors:claims.notFound' });
  }
}

/** Before the bags were handed over, after the window past the return, or on a booking that never held bags. */
export class ClaimWindowClosedError extends DomainError {
  constructor() {
    super('CLAIM.WINDOW_CLOSED', 'conflict', { key: 'errors:claims.windowClosed' });
  }
}

/** The customer answers only a claim the team asked more of. */
export class ClaimNotAwaitingAnswerError extends DomainError {
  constructor() {
    super('CLAIM.NOT_AWAITING_ANSWER', 'conflict', { key: 'errors:claims.notAwaitingAnswer' });
  }
}

/** A decided claim takes no more replies or decisions (the second of two decisions at once meets this). Admins' words. */
export class ClaimDecidedError extends DomainError {
  constructor(status: string) {
    super('CLAIM.ALREADY_DECIDED', 'conflict', `This claim is already decided (${status.replace('_', ' ')}).`);
  }
}

/** No booking this member of staff, driver or admin may photograph has this reference (staff screens: English). */
export class ClaimBookingNotFoundError extends NotFoundError {
  constructor() {
    super('CLAIM.BOOKING_NOT_FOUND', 'No booking of yours matches.');
  }
}
