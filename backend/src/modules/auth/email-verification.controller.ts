import { Body, Controller, Header, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { AUTH_TEXTS, type AuthUserView, type StatusResponse } from '@luggage/contracts';
import { AuthenticatedGuard, CurrentUser } from './auth.guards.js';
import { AuthService } from './auth.service.js';
import { ChangeEmailDto, VerifyEmailDto } from './dto/auth.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import type { AuthUser } from './session.service.js';

/** Proving the account's email address (the emailed /verify-email/{token} link), asking again, and changing it. */
@Controller('api')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly auth: AuthService,
  ) {}

  /** Open to visitors: the link may be opened on another device than the one signed in. */
  @Post('email/verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async verify(@Body() dto: VerifyEmailDto): Promise<StatusResponse> {
    await this.verification.verify(dto.token);
    return { status: AUTH_TEXTS.emailVerified };
  }

  @Post('email/verification-notification')
  @HttpCode(202)
  @UseGuards(AuthenticatedGuard)
  async resend(@CurrentUser() user: AuthUser): Promise<StatusResponse> {
    await this.verification.resend(user);
    return { status: AUTH_TEXTS.verificationSent };
  }

  @Put('user/email')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  changeEmail(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto): Promise<AuthUserView> {
    return this.auth.changeEmail(user, dto);
  }
}
