import { applyDecorators, type CanActivate, createParamDecorator, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NotAdminError, UnauthenticatedError } from './auth.errors.js';
import { type AuthUser, SessionService } from './session.service.js';

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>();

/** The user of the request's session as seen by the guards; kept on the request for @CurrentUser(). */
const USER = Symbol('authUser');
type WithUser = FastifyRequest & { [USER]?: AuthUser };

/** 401 `{ message: 'Unauthenticated.' }` unless the request carries a signed-in session. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request: WithUser = requestOf(context);
    const user = await this.sessions.userOf(request);
    if (!user) throw new UnauthenticatedError();
    request[USER] = user;
    return true;
  }
}

/** 401 without a signed-in session, 403 `{ message: 'This action is unauthorized.' }` for a customer. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request: WithUser = requestOf(context);
    const user = await this.sessions.userOf(request);
    if (!user) throw new UnauthenticatedError();
    if (!user.admin) throw new NotAdminError();
    request[USER] = user;
    return true;
  }
}

/** On an admin controller or route: only a signed-in admin gets through (401 / 403 otherwise). */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard));

/** The signed-in user, in a handler behind AuthenticatedGuard, AdminGuard or @AdminOnly(). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = (requestOf(context) as WithUser)[USER];
  if (!user) throw new Error('@CurrentUser() needs AuthenticatedGuard, AdminGuard or @AdminOnly() on the route');
  return user;
});
