import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, type Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';

const PRIVATE_ANSWERS_KEY = 'http:private-answers';

/** On a controller or route whose answers are one person's (a booking's secret link): never stored by a cache. */
export const PrivateAnswers = () => SetMetadata(PRIVATE_ANSWERS_KEY, true);

/** A guard class with this static flag marks every route it guards private: the session guard has it. */
export interface MarksAnswersPrivate {
  readonly privateAnswers: true;
}

/**
 * Sets `Cache-Control: no-store` on every answer of a private route (signed-in routes: admin, staff, account; and the
 * routes marked @PrivateAnswers()), refusals included. A global guard runs before the route's own guards, so a 401 or
 * 403 from them carries it too; it lets every request through.
 */
@Injectable()
export class PrivateAnswersGuard implements CanActivate {
  /** The answer per controller and handler, read once: their metadata is fixed, and the catalog GET paid the lookups on every request. */
  private readonly known = new WeakMap<object, WeakMap<object, boolean>>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.isPrivate(context)) void context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    return true;
  }

  private isPrivate(context: ExecutionContext): boolean {
    const controller = context.getClass();
    let handlers = this.known.get(controller);
    if (!handlers) this.known.set(controller, (handlers = new WeakMap()));
    let answer = handlers.get(context.getHandler());
    if (answer === undefined) handlers.set(context.getHandler(), (answer = this.readPrivate(context)));
    return answer;
  }

  private readPrivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(PRIVATE_ANSWERS_KEY, targets)) return true;
    const guards = targets.flatMap((target) => (this.reflector.get<unknown[] | undefined>(GUARDS_METADATA, target) ?? []) as Array<Partial<MarksAnswersPrivate> | Type>);
    return guards.some((guard) => (guard as Partial<MarksAnswersPrivate>).privateAnswers === true);
  }
}
