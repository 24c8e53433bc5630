import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { AUTH_TEXTS, type AuthUserView, type StatusResponse } from '@luggage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticatedGuard, CurrentUser } from './auth.guards.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookie.js';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto.js';
import { requestLanguage } from '../../shared/i18n/translate.js';
import { RateLimit } from '../../shared/rate-limits/index.js';
import { LocalAuthGuard } from './local.strategy.js';
import { PasswordResetService } from './password-reset.service.js';
import { type AuthUser, SessionService } from './session.service.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiCsrfProtected, ApiRateLimited, ApiSignedIn, ApiValidated } from '../../shared/openapi/api-answers.js';

/** Sanctum's and Fortify's routes, at the paths the SPA calls (spec section 7). */
@ApiTags('accounts')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly resets: PasswordResetService,
    private readonly devices: DeviceCookies,
  ) {}

  @Get('sanctum/csrf-cookie')
  @HttpCode(204)
  @Header('Cache-Control', 'no-store')
  async csrfCookie(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.ensure(request, reply);
  }

  @Post('register')
  @RateLimit('register')
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  async register(@Body() dto: RegisterDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthUserView> {
    const user = await this.auth.register(dto, requestLanguage(request.headers));
    await this.sessions.start(request, reply, user);
    return user;
  }

  /** The credentials are checked by LocalAuthGuard (passport-local); the body parameter documents them. */
  @Post('login')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @UseGuards(LocalAuthGuard)
  async login(
    @Body() _credentials: LoginDto,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthUserView> {
    await this.sessions.start(request, reply, user);
    await this.devices.issue(reply, user.id);
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  @ApiCsrfProtected()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.destroy(request, reply);
  }

  @Post('forgot-password')
  @RateLimit('forgotPassword')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() request: FastifyRequest): Promise<StatusResponse> {
    await this.resets.requestLink(dto.email, requestLanguage(request.headers));
    return { status: AUTH_TEXTS.resetLinkSent };
  }

  @Post('reset-password')
  @RateLimit('resetPassword')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<StatusResponse> {
    await this.resets.reset(dto);
    return { status: AUTH_TEXTS.passwordReset };
  }

  @Get('api/user')
  @UseGuards(AuthenticatedGuard)
  @ApiSignedIn()
  user(@CurrentUser() user: AuthUser): AuthUserView {
    return user;
  }
}
