import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';

export class PaymentIntentNotFoundError extends NotFoundError {
  constructor() {
    super('PAYMENTS.INTENT_NOT_FOUND', message('errors:payments.intentNotFound'));
  }
}

/** The offline test provider's endpoints exist only while it is the active provider. */
export class TestPaymentsDisabledError extends NotFoundError {
  constructor() {
    super('PAYMENTS.TEST_PROVIDER_OFF', 'Not Found');
  }
}

/** Without Stripe (and its webhook secret) there is no webhook to receive. */
export class WebhookNotConfiguredError extends NotFoundError {
  constructor() {
    super('PAYMENTS.WEBHOOK_OFF', 'Not Found');
  }
}

export class WebhookSignatureError extends DomainError {
  constructor() {
    super('PAYMENTS.BAD_SIGNATURE', 'bad_request', 'The webhook signature is missing or not valid.');
  }
}

export class NotAwaitingAuthenticationError extends DomainError {
  constructor() {
    super('PAYMENTS.NOT_AWAITING_AUTHENTICATION', 'conflict', message('errors:payments.notAwaitingAuthentication'));
  }
}

/** The provider could not be reached or refused a call we expected to work. */
export class PaymentProviderUnavailableError extends DomainError {
  constructor() {
    super('PAYMENTS.PROVIDER_UNAVAILABLE', 'unavailable', message('errors:payments.providerUnavailable'));
  }
}
