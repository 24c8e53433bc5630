import { describe, expect, it } from '@jest/globals';
import { cappedBackoff } from './backoff.js';

describe('cappedBackoff', () => {
  const job = (delay: number) => ({ opts: { backoff: { type: 'capped-exponential', delay } } });

  it('doubles from the job delay and stops at five minutes', () => {
    expect([1, 2, 3, 4].map((attempt) => cappedBackoff(attempt, undefined, undefined, job(1000)))).toEqual([1000, 2000, 4000, 8000]);
    expect(cappedBackoff(9, undefined, undefined, job(1000))).toBe(256_000);
    expect(cappedBackoff(10, undefined, undefined, job(1000))).toBe(300_000);
    expect(cappedBackoff(299, undefined, undefined, job(1000))).toBe(300_000);
  });

  it('makes 300 attempts last about a day', () => {
    let total = 0;
    for (let attempt = 1; attempt < 300; attempt++) total += cappedBackoff(attempt, undefined, undefined, job(1000));
    expect(total / 3_600_000).toBeGreaterThan(23);
  });
});
