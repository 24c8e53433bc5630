import { DRIVER_TEXTS } from '@luggage/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';

/** A stop outside the signed-in driver's cities, or another driver's. */
export class NotYourStopError extends DomainError {
  constructor(message: string = DRIVER_TEXTS.notYourCity) {
    super('DELIVERY.NOT_YOUR_STOP', 'forbidden', message);
  }
}

/** A step the stop's state (or its day) does not allow now; the message says why. */
export class DriverStepError extends DomainError {
  constructor(message: string) {
    super('DELIVERY.STEP_NOT_ALLOWED', 'conflict', message);
  }
}
