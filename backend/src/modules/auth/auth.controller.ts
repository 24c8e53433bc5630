import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { AUTH_TEXTS, type AuthUserView, type StatusResponse } from '@luggage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticatedGuard, CurrentUser } from './auth.guards.js';
import { AuthService } from './auth.service.js';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/auth.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { type AuthUser, SessionService } from './session.service.js';

/** Sanctum's and Fortify's routes, at the paths the SPA calls (spec section 7). */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly resets: PasswordResetService,
  ) {}

  @Get('sanctum/csrf-cookie')
  @HttpCode(204)
  @Header('Cache-Control', 'no-store')
  async csrfCookie(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.ensure(request, reply);
  }

  @Post('register')
  @HttpCode(201)
  async register(@Body() dto: RegisterDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthUserView> {
    const user = await this.auth.register(dto);
    await this.sessions.start(request, reply, user);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthUserView> {
    const user = await this.auth.login(dto, request.ip);
    await this.sessions.start(request, reply, user);
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.sessions.destroy(request, reply);
  }

  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<StatusResponse> {
    await this.resets.requestLink(dto.email);
    return { status: AUTH_TEXTS.resetLinkSent };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<StatusResponse> {
    await this.resets.reset(dto);
    return { status: AUTH_TEXTS.passwordReset };
  }

  @Get('api/user')
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  user(@CurrentUser() user: AuthUser): AuthUserView {
    return user;
  }
}
