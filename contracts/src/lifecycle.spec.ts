import { describe, expect, it } from '@jest/globals';
import { lateBookingWarning, pastFreeChanges } from './lifecycle.js';

const handover = new Date('2026-11-25T09:00:00Z');
const minutesBefore = (minutes: number) => new Date(handover.getTime() - minutes * 60_000);

describe('pastFreeChanges', () => {
  it('is false until the minute before the cut-off and true from the cut-off minute on', () => {
    const policy = { freeCancellationHours: 24, lateRefundPercent: 0 };
    expect(pastFreeChanges(policy, handover, minutesBefore(24 * 60 + 1))).toBe(false);
    expect(pastFreeChanges(policy, handover, minutesBefore(24 * 60))).toBe(true);
    expect(pastFreeChanges(policy, handover, minutesBefore(60))).toBe(true);
  });

  it('with no free hours, stays free until the handover itself', () => {
    expect(pastFreeChanges({ freeCancellationHours: 0, lateRefundPercent: 0 }, handover, minutesBefore(1))).toBe(false);
  });
});

describe('lateBookingWarning', () => {
  it('says a booking without a late refund cannot be changed or refunded', () => {
    expect(lateBookingWarning({ freeCancellationHours: 24, lateRefundPercent: 0 })).toBe("This booking can't be changed or refunded once paid");
  });

  it('names the late refund percentage the policy gives', () => {
    expect(lateBookingWarning({ freeCancellationHours: 24, lateRefundPercent: 50 })).toBe(
      "This booking can't be changed once paid; cancelling before the collection time is refunded 50% of the price",
    );
    expect(lateBookingWarning({ freeCancellationHours: 24, lateRefundPercent: 100 })).toContain('refunded in full');
  });

  it('names another subject for the Terms', () => {
    expect(lateBookingWarning({ freeCancellationHours: 24, lateRefundPercent: 0 }, 'A late booking')).toBe("A late booking can't be changed or refunded once paid");
  });
});
