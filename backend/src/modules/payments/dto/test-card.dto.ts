import type { TestCardAuthenticateRequest, TestCardConfirmRequest } from '@luggage/contracts';
import { IsBoolean, IsString, MaxLength } from 'class-validator';

/** Only the shape is checked here: the card's own problems are the provider's answer (a validation_error result). */
export class TestCardConfirmDto implements TestCardConfirmRequest {
  @IsString()
  @MaxLength(200)
  clientSecret!: string;

  @IsString()
  @MaxLength(30)
  cardNumber!: string;

  @IsString()
  @MaxLength(10)
  expiry!: string;

  @IsString()
  @MaxLength(10)
  cvc!: string;
}

export class TestCardAuthenticateDto implements TestCardAuthenticateRequest {
  @IsString()
  @MaxLength(200)
  clientSecret!: string;

  @IsBoolean()
  approve!: boolean;
}
