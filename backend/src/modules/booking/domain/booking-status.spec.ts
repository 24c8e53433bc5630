import { describe, expect, it } from '@jest/globals';
import { BOOKING_STATUSES, canTransition, isPaid, statusesLeadingTo } from './booking-status.js';

describe('booking lifecycle', () => {
  it.each([
    ['pending_payment', 'confirmed'],
    ['payment_failed', 'confirmed'],
    ['pending_payment', 'payment_failed'],
    ['payment_failed', 'pending_payment'],
    ['confirmed', 'collected'],
    ['collected', 'returned'],
    ['confirmed', 'cancelled'],
    ['pending_payment', 'cancelled'],
  ] as const)('allows %s -> %s', (from, to) => expect(canTransition(from, to)).toBe(true));

  it.each([
    ['confirmed', 'payment_failed'], // a stale failure never downgrades a paid booking
    ['confirmed', 'pending_payment'],
    ['confirmed', 'confirmed'], // confirming twice is a no-op, never a second event
    ['pending_payment', 'collected'],
    ['confirmed', 'returned'],
    ['returned', 'collected'],
    ['cancelled', 'confirmed'],
    ['collected', 'cancelled'],
  ] as const)('refuses %s -> %s', (from, to) => expect(canTransition(from, to)).toBe(false));

  it('confirms only from the unpaid statuses', () => {
    expect(statusesLeadingTo('confirmed').sort()).toEqual(['payment_failed', 'pending_payment']);
  });

  it('counts confirmed, collected and returned as paid', () => {
    expect(BOOKING_STATUSES.filter(isPaid)).toEqual(['confirmed', 'collected', 'returned']);
  });
});
