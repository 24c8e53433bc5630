import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/** Shape of @nestjs/throttler's ThrottlerStorageRecord (imported as a type it clashes with its symbol of that name). */
interface StorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/**
 * One round trip, atomic: a blocked key answers blocked without counting; else the hit is counted in a window that
 * starts at the first hit, and going over the limit blocks the key for blockDuration.
 * KEYS: counter, block. ARGV: window ms, limit, block ms. Returns hits, window ms left, blocked (0/1), block ms left.
 */
const HIT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or ARGV[2]) + 1, math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockLeft }
end
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return { hits, left, 1, tonumber(ARGV[3]) }
end
return { hits, left, 0, 0 }
`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The limits' counts in Redis, under QUEUE_PREFIX, so every API instance counts together. When Redis does not
 * answer, requests go through (logged): a Redis outage must not stop bookings, and the outbox keeps their events.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<StorageRecord> {
    const counter = `${this.prefix}:rate-limit:${key}`;
    try {
      const [hits, left, blocked, blockLeft] = (await this.redis.eval(HIT, 2, counter, `${counter}:blocked`, ttl, limit, blockDuration)) as number[];
      return { totalHits: hits, timeToExpire: seconds(left), isBlocked: blocked === 1, timeToBlockExpire: blocked === 1 ? seconds(blockLeft) : 0 };
    } catch (error) {
      this.warnNowAndThen(error);
      return { totalHits: 0, timeToExpire: seconds(ttl), isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  private warnNowAndThen(error: unknown): void {
    if (Date.now() - this.lastWarning < 60_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(`Rate limits not counted (Redis did not answer: ${(error as Error).message}); requests go through`);
  }
}
