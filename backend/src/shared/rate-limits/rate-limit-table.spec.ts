import { describe, expect, it } from '@jest/globals';
import { RATE_LIMITS, subjectOf } from './rate-limit-table.js';

describe('subjectOf', () => {
  it('reads an email without case or surrounding spaces, and a reference without spaces, dashes or case', () => {
    expect(subjectOf('email', { body: { email: '  Ann@Example.COM ' } })).toBe('ann@example.com');
    expect(subjectOf('bookingReference', { body: { reference: 'ab12-cd 34' } })).toBe('AB12CD34');
  });

  it('reads the manage link and the payment intent from the path', () => {
    expect(subjectOf('manageLink', { params: { token: 'abc' } })).toBe('abc');
    expect(subjectOf('paymentIntent', { params: { intentId: 'pi_1' } })).toBe('pi_1');
  });

  it('answers null when the request names nothing (validation then answers it): no body, blank, or not text', () => {
    expect(subjectOf('email', {})).toBeNull();
    expect(subjectOf('email', { body: { email: '   ' } })).toBeNull();
    expect(subjectOf('email', { body: { email: ['a@b.c'] } })).toBeNull();
    expect(subjectOf('bookingReference', { body: 'not an object' })).toBeNull();
  });
});

describe('RATE_LIMITS', () => {
  it('gives every row a positive limit and window, and a per-name limit no larger than its per-address one', () => {
    for (const row of Object.values(RATE_LIMITS)) {
      expect(row.perClient.limit).toBeGreaterThan(0);
      expect(row.perClient.seconds).toBeGreaterThan(0);
      if ('perSubject' in row) expect(row.perSubject.limit).toBeLessThanOrEqual(row.perClient.limit);
    }
  });
});
