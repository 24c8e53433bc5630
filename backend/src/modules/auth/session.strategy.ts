import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import passport from 'passport';
import { type AuthUser, SessionService } from './session.service.js';

export const SESSION_STRATEGY = 'db-session';

type Verify = (request: FastifyRequest, done: (error: unknown, user?: AuthUser | false) => void) => void;

/**
 * A passport strategy that authenticates a request by its session cookie (passport's own 'session' strategy
 * needs express-session and req.logIn, which this Fastify app does not use). The verify callback decides.
 */
class SessionCookieStrategy extends passport.Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(request: unknown): void {
    this.verify(request as FastifyRequest, (error, user) => {
      if (error) this.error(error as Error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

/** The signed-in user of the request's server-side session (the `session` table), or a failure: no session. */
@Injectable()
export class SessionStrategy extends PassportStrategy(SessionCookieStrategy, SESSION_STRATEGY) {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async validate(request: FastifyRequest): Promise<AuthUser | false> {
    return (await this.sessions.userOf(request)) ?? false;
  }
}
