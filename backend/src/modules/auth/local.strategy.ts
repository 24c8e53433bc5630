import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { createValidationPipe } from '../../shared/validation/validation.pipe.js';
import { AuthService } from './auth.service.js';
import { deviceCookieOf } from './device-cookie.js';
import { LoginDto } from './dto/auth.dto.js';
import type { AuthUser } from './session.service.js';

export const LOCAL_STRATEGY = 'local';

/**
 * POST /login's credential check as passport-local: email + password through AuthService.login, which counts the
 * attempt against the login throttle first (429; the browser's device cookie spares the account-wide cap) and answers a wrong pair with the 422 on `email`. Those errors
 * pass through passport untouched. Only validation: the session itself is SessionService's (no req.logIn).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: FastifyRequest, email: string, password: string): Promise<AuthUser> {
    return this.auth.login({ email, password }, request.ip, deviceCookieOf(request));
  }
}

const loginBody = createValidationPipe();

/**
 * Guards run before pipes, so the body is validated here first: a missing or malformed field keeps the 422 per
 * field the ValidationPipe gives (passport-local alone would answer a bare 401 for missing credentials).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard(LOCAL_STRATEGY) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = await loginBody.transform(request.body ?? {}, { type: 'body', metatype: LoginDto });
    return (await super.canActivate(context)) as boolean;
  }
}
