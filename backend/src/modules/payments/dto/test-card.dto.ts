import type { TestCardAuthenticateRequest, TestCardConfirmRequest } from '@luggage/contracts';
import { Flag, RawText } from '../../../shared/validation/rules.js';

/** Only the shape is checked here: the card's own problems are the provider's answer (a validation_error result). */
export class TestCardConfirmDto implements TestCardConfirmRequest {
  @RawText('client secret', 200)
  clientSecret!: string;

  @RawText('card number', 30)
  cardNumber!: string;

  @RawText('expiry', 10)
  expiry!: string;

  @RawText('CVC', 10)
  cvc!: string;
}

export class TestCardAuthenticateDto implements TestCardAuthenticateRequest {
  @RawText('client secret', 200)
  clientSecret!: string;

  @Flag('Approve')
  approve!: boolean;
}
