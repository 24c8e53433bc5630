import { type DynamicModule, type ExecutionContext, Inject, Module, type OnApplicationBootstrap, type OnModuleDestroy, Optional } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerModuleOptions, type ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';
import { alsoCountedOf, rowNameOf, rowOf } from './rate-limit.guard.js';
import { RATE_LIMITS, type RateLimitName, subjectOf } from './rate-limit-table.js';

const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');

type Request = { body?: unknown; params?: unknown };
const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();

function subjectTracker(context: ExecutionContext): string | null {
  const by = rowOf(context)?.perSubject?.by;
  return by ? subjectOf(by, requestOf(context)) : null;
}

/** The other row a request also counts against: the route names one and the body carries its field (a non-blank string). */
function alsoRow(context: ExecutionContext): RateLimitName | null {
  const also = alsoCountedOf(context);
  if (!also) return null;
  const value = (requestOf(context).body as Record<string, unknown> | undefined)?.[also.whenBodyHas];
  return typeof value === 'string' && value.trim() !== '' ? also.row : null;
}

/**
 * Named throttlers read each route's row of RATE_LIMITS: 'client' (the guard's own tracker: request.ip, an
 * IPv6 address by its /64), 'subject' (the email, reference, manage link or payment intent the request names) and
 * 'also' (a second row's client count, for a request carrying the field the route names: a checkout's promo code).
 * Keys are `row:throttler:tracker`; the subject is hashed so no email or link secret sits in Redis.
 */
function throttlerOptions(enabled: boolean, storage: ThrottlerStorage | undefined): ThrottlerModuleOptions {
  const off = (context: ExecutionContext) => !enabled || rowNameOf(context) === undefined;
  return {
    setHeaders: false,
    storage,
    generateKey: (context, tracker, throttler) => `${rowNameOf(context)}:${throttler}:${tracker}`,
    throttlers: [
      {
        name: 'client',
        skipIf: off,
        limit: (context) => rowOf(context)!.perClient.limit,
        ttl: (context) => rowOf(context)!.perClient.seconds * 1000,
      },
      {
        name: 'subject',
        skipIf: (context) => off(context) || subjectTracker(context) === null,
        getTracker: (_request, context) => createHash('sha256').update(subjectTracker(context)!).digest('base64url').slice(0, 24),
        limit: (context) => rowOf(context)!.perSubject!.limit,
        ttl: (context) => rowOf(context)!.perSubject!.seconds * 1000,
      },
      {
        // A route's second row (RateLimit's `also`), keyed as that row's own 'client' count so both doors count together.
        name: 'also',
        skipIf: (context) => off(context) || alsoRow(context) === null,
        generateKey: (context, tracker) => `${alsoRow(context)}:client:${tracker}`,
        limit: (context) => RATE_LIMITS[alsoRow(context)!].perClient.limit,
        ttl: (context) => RATE_LIMITS[alsoRow(context)!].perClient.seconds * 1000,
      },
    ],
  };
}

/**
 * The abuse limits (rate-limit-table.ts) with @nestjs/throttler: counted in Redis when REDIS_URL is set, so every
 * API instance counts together, else in this process's memory. RATE_LIMITS=off skips them all.
 */
@Module({})
export class RateLimitsModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Optional() @Inject(RATE_LIMIT_REDIS) private readonly redis: Redis | null) {}

  static forRoot(config: AppConfig, role: 'api' | 'worker'): DynamicModule {
    // Fails fast like the API's queue connection: a request never waits for a Redis that is down.
    const redis = config.redisUrl && role === 'api' ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
    redis?.on('error', () => undefined);
    const storage = redis ? new RedisThrottlerStorage(redis, config.queuePrefix) : undefined;
    return {
      module: RateLimitsModule,
      imports: [ThrottlerModule.forRoot(throttlerOptions(config.rateLimits, storage))],
      providers: redis ? [{ provide: RATE_LIMIT_REDIS, useValue: redis }] : [],
    };
  }

  /** Starts counting from the first request when Redis is there; never holds the start longer than 2 s when it is not. */
  async onApplicationBootstrap(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
