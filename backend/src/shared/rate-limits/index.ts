export { RateLimitsModule } from './rate-limits.module.js';
export { RateLimit } from './rate-limit.guard.js';
export { RATE_LIMITS, type RateLimitName, type RateLimitRow } from './rate-limit-table.js';
