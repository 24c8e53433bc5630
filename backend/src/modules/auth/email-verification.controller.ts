import { Body, Controller, Header, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import { AUTH_TEXTS, type AuthUserView, type StatusResponse } from '@luggage/contracts';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedGuard, CurrentUser } from './auth.guards.js';
import { requestLanguage } from '../../shared/i18n/translate.js';
import { RateLimit } from '../../shared/rate-limits/index.js';
import { AuthService } from './auth.service.js';
import { ChangeEmailDto, VerifyEmailDto } from './dto/auth.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import type { AuthUser } from './session.service.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiCsrfProtected, ApiRateLimited, ApiSignedIn, ApiValidated } from '../../shared/openapi/api-answers.js';

/** Proving the account's email address (the emailed /verify-email/{token} link), asking again, and changing it. */
@ApiTags('accounts')
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
  @ApiCsrfProtected()
  @ApiValidated()
  async verify(@Body() dto: VerifyEmailDto): Promise<StatusResponse> {
    await this.verification.verify(dto.token);
    return { status: AUTH_TEXTS.emailVerified };
  }

  @Post('email/verification-notification')
  @RateLimit('resendVerification')
  @HttpCode(202)
  @UseGuards(AuthenticatedGuard)
  @ApiSignedIn()
  @ApiCsrfProtected()
  @ApiRateLimited()
  async resend(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<StatusResponse> {
    await this.verification.resend(user, requestLanguage(request.headers));
    return { status: AUTH_TEXTS.verificationSent };
  }

  @Put('user/email')
  @RateLimit('emailChange')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiSignedIn()
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  changeEmail(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto, @Req() request: FastifyRequest): Promise<AuthUserView> {
    return this.auth.changeEmail(user, dto, requestLanguage(request.headers));
  }
}
