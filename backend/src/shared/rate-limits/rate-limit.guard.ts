import { applyDecorators, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { RATE_LIMITS, type RateLimitName, type RateLimitRow } from './rate-limit-table.js';
import { TooManyAttemptsError } from './too-many-attempts.error.js';

const RATE_LIMIT_ROW = 'rate-limit:row';

/** @nestjs/throttler's guard, answering our 429 (Retry-After and the message in words) instead of its own. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new TooManyAttemptsError(detail.timeToBlockExpire);
  }
}

/** Counts every request of this route against its row of RATE_LIMITS (rate-limit-table.ts). */
export const RateLimit = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT_ROW, name), UseGuards(RateLimitGuard));

export function rowNameOf(context: ExecutionContext): RateLimitName | undefined {
  return Reflect.getMetadata(RATE_LIMIT_ROW, context.getHandler()) as RateLimitName | undefined;
}

export function rowOf(context: ExecutionContext): RateLimitRow | undefined {
  const name = rowNameOf(context);
  return name ? RATE_LIMITS[name] : undefined;
}
