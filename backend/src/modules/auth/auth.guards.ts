import { applyDecorators, createParamDecorator, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { NotAdminError, UnauthenticatedError } from './auth.errors.js';
import type { UserRole } from './roles.js';
import type { AuthUser } from './session.service.js';
import { SESSION_STRATEGY } from './session.strategy.js';

/** Passport puts the validated user here (AuthGuard's default `property`). */
type WithUser = FastifyRequest & { user?: AuthUser };
const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<WithUser>();

export const ROLES_KEY = 'auth:roles';

/** The roles a route takes, from its handler or else its controller; undefined: any signed-in user. */
export function rolesOf(reflector: Reflector, context: ExecutionContext): readonly UserRole[] | undefined {
  return reflector.getAllAndOverride<readonly UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
}

/**
 * The session check as a passport strategy (SESSION_STRATEGY over the `session` table): 401 `{ message:
 * 'Unauthenticated.' }` without a signed-in session; with @Roles() on the route, 403 `{ message: 'This action is
 * unauthorized.' }` for a user of another role.
 */
@Injectable()
export class AuthenticatedGuard extends AuthGuard(SESSION_STRATEGY) {
  /** Everything behind a sign-in is one person's: PrivateAnswersGuard answers it `Cache-Control: no-store`. */
  static readonly privateAnswers = true;

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const roles = rolesOf(this.reflector, context);
    if (roles && !roles.includes(requestOf(context).user!.role)) throw new NotAdminError();
    return true;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}

/** On a controller or route: only signed-in users of these roles get through (401 / 403 otherwise). */
export const Roles = (...roles: [UserRole, ...UserRole[]]) => applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(AuthenticatedGuard));

/** Admin-only routes: the catalog, settings and bookings admin. */
export const AdminOnly = () => Roles('admin');

/** The signed-in user, in a handler behind AuthenticatedGuard, @Roles() or @AdminOnly(). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = requestOf(context).user;
  if (!user) throw new Error('@CurrentUser() needs AuthenticatedGuard, @Roles() or @AdminOnly() on the route');
  return user;
});
