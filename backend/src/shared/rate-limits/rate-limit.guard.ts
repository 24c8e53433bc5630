import { applyDecorators, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { RATE_LIMITS, type RateLimitName, type RateLimitRow } from './rate-limit-table.js';
import { TooManyAttemptsError } from './too-many-attempts.error.js';

const RATE_LIMIT_ROW = 'rate-limit:row';
const ALSO_COUNTED = 'rate-limit:also';

/** A second row a route's request also counts against (per client address) when its body carries `whenBodyHas`. */
export interface AlsoCounted {
  row: RateLimitName;
  whenBodyHas: string;
}

/** @nestjs/throttler's guard, answering our 429 (Retry-After and the message in words) instead of its own. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyAttemptsError(detail.timeToBlockExpire);
  }
}

/**
 * Counts every request of this route against its row of RATE_LIMITS (rate-limit-table.ts); with `also`, a request
 * whose body carries that field counts against the other row too, sharing its counts with that row's own routes.
 */
export const RateLimit = (name: RateLimitName, also?: AlsoCounted) =>
  applyDecorators(SetMetadata(RATE_LIMIT_ROW, name), ...(also ? [SetMetadata(ALSO_COUNTED, also)] : []), UseGuards(RateLimitGuard));

export function alsoCountedOf(context: ExecutionContext): AlsoCounted | undefined {
  return Reflect.getMetadata(ALSO_COUNTED, context.getHandler()) as AlsoCounted | undefined;
}

export function rowNameOf(context: ExecutionContext): RateLimitName | undefined {
  return Reflect.getMetadata(RATE_LIMIT_ROW, context.getHandler()) as RateLimitName | undefined;
}

export function rowOf(context: ExecutionContext): RateLimitRow | undefined {
  const name = rowNameOf(context);
  return name ? RATE_LIMITS[name] : undefined;
}
