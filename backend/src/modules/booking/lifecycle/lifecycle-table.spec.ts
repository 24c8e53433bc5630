import { describe, expect, it } from '@jest/globals';
import { localise } from '../../../shared/i18n/message.js';
import { BOOKING_STATUSES, canTransition, isPaid, LIFECYCLE, mayMove, movesFor, statusesMoving, statusReason } from './lifecycle-table.js';

describe('booking lifecycle table', () => {
  it.each([
    ['pending_payment', 'confirmed'],
    ['payment_failed', 'confirmed'],
    ['pending_payment', 'payment_failed'],
    ['payment_failed', 'pending_payment'],
    ['confirmed', 'collected'],
    ['collected', 'returned'],
    ['confirmed', 'cancelled'],
    ['confirmed', 'no_show'],
    ['no_show', 'confirmed'],
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
    ['collected', 'no_show'],
    ['cancelled', 'no_show'],
    ['pending_payment', 'no_show'],
    ['no_show', 'collected'], // an admin undoes the no show first, then marks it collected
    ['no_show', 'cancelled'],
  ] as const)('refuses %s -> %s', (from, to) => expect(canTransition(from, to)).toBe(false));

  it('confirms a payment only from the unpaid statuses, and undoes only a no show', () => {
    expect(statusesMoving('pay', 'confirmed').sort()).toEqual(['payment_failed', 'pending_payment']);
    expect(statusesMoving('undo_no_show', 'confirmed')).toEqual(['no_show']);
  });

  it('counts confirmed, collected, returned and no show as paid', () => {
    expect(BOOKING_STATUSES.filter(isPaid)).toEqual(['confirmed', 'collected', 'returned', 'no_show']);
  });

  it('lets only the scheduler mark a no show, and only of a confirmed booking; only an admin undoes or refunds one', () => {
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'mark_no_show', 'scheduler'))).toEqual(['confirmed']);
    for (const actor of ['admin', 'customer_link', 'customer_account', 'payment_provider'] as const) expect(mayMove('confirmed', 'mark_no_show', actor)).toBe(false);
    expect(movesFor('no_show', 'admin').sort()).toEqual(['refund', 'undo_no_show']);
    expect(movesFor('no_show', 'customer_link')).toEqual([]);
    expect(movesFor('no_show', 'scheduler')).toEqual([]);
    expect(localise(statusReason('no_show'))).toBe('Nobody handed over luggage on the collection day, so this booking was marked as a no show. Please contact us.');
  });

  it('lets a customer change or cancel only a confirmed booking, extend it while the bags are at the point too, and never refund, collect or return', () => {
    expect(movesFor('confirmed', 'customer_link').sort()).toEqual(['cancel', 'change', 'closure_rescue', 'extend']);
    expect(movesFor('collected', 'customer_link').sort()).toEqual(['book_redelivery', 'closure_rescue', 'extend']);
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'extend', 'staff'))).toEqual(['confirmed', 'collected']);
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'confirmed')) {
      expect(mayMove(status, 'cancel', 'customer_link')).toBe(false);
      expect(mayMove(status, 'change', 'customer_link')).toBe(false);
    }
  });

  it('lets an operator refund any paid or cancelled booking, but only the provider confirm a payment', () => {
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'refund', 'admin'))).toEqual(['confirmed', 'collected', 'returned', 'cancelled', 'no_show']);
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'pay', 'admin'))).toEqual([]);
    expect(BOOKING_STATUSES.filter((s) => mayMove(s, 'pay', 'payment_provider'))).toEqual(['pending_payment', 'payment_failed']);
  });

  it('names a move at most once per status', () => {
    for (const rules of Object.values(LIFECYCLE)) expect(new Set(rules.map((r) => r.move)).size).toBe(rules.length);
  });
});
