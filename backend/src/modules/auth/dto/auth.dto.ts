import type {
  ChangeEmailRequest,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@luggage/contracts';
import { IsOptional } from 'class-validator';
import { CurrentPasswordField, EmailField, NameField, NewPasswordField, TokenField } from '../../../shared/validation/rules.js';

export class LoginDto implements LoginRequest {
  @EmailField()
  email!: string;

  @CurrentPasswordField()
  password!: string;
}

export class RegisterDto implements RegisterRequest {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @NewPasswordField()
  password!: string;

  /** Checked by the password field's `confirmed` rule; kept so the whitelist does not strip it first. */
  @IsOptional()
  password_confirmation!: string;
}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @EmailField()
  email!: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @TokenField()
  token!: string;

  @EmailField()
  email!: string;

  @NewPasswordField()
  password!: string;

  @IsOptional()
  password_confirmation!: string;
}

export class VerifyEmailDto implements VerifyEmailRequest {
  @TokenField()
  token!: string;
}

export class ChangeEmailDto implements ChangeEmailRequest {
  @EmailField()
  email!: string;

  /** The current password, as for a login. */
  @CurrentPasswordField()
  password!: string;
}

export class DeleteAccountDto implements DeleteAccountRequest {
  /** The current password, typed again. */
  @CurrentPasswordField()
  password!: string;
}
