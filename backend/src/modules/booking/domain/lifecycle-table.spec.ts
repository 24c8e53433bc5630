import { describe, expect, it } from '@jest/globals';
import { BOOKING_STATUSES, canTransition, isPaid, LIFECYCLE, mayMove, movesFor, statusesLeadingTo } from './lifecycle-table.js';

describe('booking lifecycle table', () => {
  it.each([
    ['pending_payment', 'confirmed'],
    ['payment_failed', 'confirmed'],
    ['pending_payment', 'payment_failed'],
    ['payment_failed', 'pending_payment'],
    ['confirmed', 'collected'],
    ['collected', 'returned'],
    ['confirmed', 'cancelled'],
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
    ['pending_payment', 'cancelled'], // an unpaid checkout is abandoned, never cancelled with a refund
  ] as const)('refuses %s -> %s', (from, to) => expect(canTransition(from, to)).toBe(false));

  it('confirms only from the unpaid statuses', () => {
    expect(statusesLeadingTo('confirmed').sort()).toEqual(['payment_failed', 'pending_payment']);
  });

  it('counts confirmed, collected and returned as paid', () => {
    expect(BOOKING_STATUSES.filter(isPaid)).toEqual(['confirmed', 'collected', 'returned']);
  });

  it('lets a customer change or cancel only a confirmed booking, and never refund, collect or return', () => {
    expect(movesFor('confirmed', 'customer_link').sort()).toEqual(['cancel', 'change']);
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'confirmed')) {
      expect(mayMove(status, 'cancel', 'customer_link')).toBe(false);
      expect(mayMove(status, 'change', 'customer_link')).toBe(false);
    }
  });

  it('lets an operator refund any paid or cancelled booking, but only the provider confirm a payment', () => {
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'refund', 'admin'))).toEqual(['confirmed', 'collected', 'returned', 'cancelled']);
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'pay', 'admin'))).toEqual([]);
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'pay', 'payment_provider'))).toEqual(['pending_payment', 'payment_failed']);
  });

  it('names a move at most once per status', () => {
    for (const rules of Object.values(LIFECYCLE)) expect(new Set(rules.map((r) => r.move)).size).toBe(rules.length);
  });
});
