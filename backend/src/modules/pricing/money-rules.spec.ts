import { describe, expect, it } from '@jest/globals';
import { type CancellationPolicy, freeCancellationUntil } from '@luggage/contracts';
import { localise } from '../../shared/i18n/message.js';
import { cancellationTerms, changeSettlement, changeWindow, refundable, type Terms } from './money-rules.js';

/** Why the terms refuse, in English (or null when they allow). */
const why = (terms: Terms<object>, language?: 'de') => (terms.allowed ? null : localise(terms.reason, language));

const handover = new Date('2026-11-25T09:00:00Z');
const minutesBefore = (minutes: number) => new Date(handover.getTime() - minutes * 60_000);
const policy = (freeCancellationHours: number, lateRefundPercent: number): CancellationPolicy => ({ freeCancellationHours, lateRefundPercent });
const paid = (totalPence: number, refundedPence = 0) => ({ totalPence, paidPence: totalPence, refundedPence });

describe('cancellationTerms', () => {
  it('refunds everything paid until the minute before the cut-off, and the late share from the cut-off minute itself', () => {
    const p = policy(24, 0);
    expect(cancellationTerms(p, paid(3645), handover, minutesBefore(24 * 60 + 1))).toEqual({ allowed: true, refundPence: 3645, late: false });
    expect(cancellationTerms(p, paid(3645), handover, minutesBefore(24 * 60))).toEqual({ allowed: true, refundPence: 0, late: true });
  });

  it('rounds a late percentage down to the penny when the pennies do not divide', () => {
    expect(cancellationTerms(policy(24, 33), paid(3645), handover, minutesBefore(60))).toMatchObject({ refundPence: 1202 });
    expect(cancellationTerms(policy(24, 50), paid(1), handover, minutesBefore(60))).toMatchObject({ refundPence: 0 });
  });

  it('counts refunds already made towards what a cancellation gives back', () => {
    expect(cancellationTerms(policy(24, 0), paid(3645, 500), handover, minutesBefore(48 * 60))).toMatchObject({ refundPence: 3145 });
    expect(cancellationTerms(policy(24, 50), paid(3645, 500), handover, minutesBefore(60))).toMatchObject({ refundPence: 1322 });
    expect(cancellationTerms(policy(24, 50), paid(3645, 3000), handover, minutesBefore(60))).toMatchObject({ refundPence: 0 });
  });

  it('refunds the changes paid on top of the first payment when cancelled in time', () => {
    const money = { totalPence: 5000, paidPence: 5000, refundedPence: 0 };
    expect(cancellationTerms(policy(24, 0), money, handover, minutesBefore(48 * 60))).toMatchObject({ refundPence: 5000 });
  });

  it('refuses once the handover time has come, saying why', () => {
    const terms = cancellationTerms(policy(24, 100), paid(3645), handover, handover);
    expect(terms.allowed).toBe(false);
    expect(why(terms)).toBe('Your collection time (Wed 25 Nov 2026, 09:00) has passed, so the booking can no longer be cancelled here. Please contact us.');
  });

  it('with a zero-hour policy, is free until the handover itself', () => {
    expect(cancellationTerms(policy(0, 0), paid(3645), handover, minutesBefore(1))).toMatchObject({ refundPence: 3645, late: false });
  });
});

describe('changeWindow', () => {
  it('is open until the minute before the cut-off and says until when after it', () => {
    expect(changeWindow(policy(24, 0), handover, minutesBefore(24 * 60 + 1))).toEqual({ allowed: true });
    const closed = changeWindow(policy(24, 0), handover, minutesBefore(24 * 60));
    expect(closed.allowed).toBe(false);
    expect(why(closed)).toBe('Changes were possible until Tue 24 Nov 2026, 09:00. Please contact us if you need help.');
  });

  it('puts the cut-off N hours before the handover', () => {
    expect(freeCancellationUntil(handover, policy(48, 0)).toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });
});

describe('changeSettlement', () => {
  it('asks a dearer change for the difference and refunds a cheaper one at once', () => {
    expect(changeSettlement(paid(3645), 4860)).toEqual({ differencePence: 1215, payPence: 1215, refundPence: 0 });
    expect(changeSettlement(paid(3645), 1000)).toEqual({ differencePence: -2645, payPence: 0, refundPence: 2645 });
    expect(changeSettlement(paid(3645), 3645)).toEqual({ differencePence: 0, payPence: 0, refundPence: 0 });
  });

  it('after a partial refund, refunds a cheaper change only what is left to refund', () => {
    expect(changeSettlement(paid(3645, 3000), 1000)).toEqual({ differencePence: -2645, payPence: 0, refundPence: 645 });
    expect(refundable(paid(3645, 3645))).toBe(0);
    expect(changeSettlement(paid(3645, 3645), 1000).refundPence).toBe(0);
  });
});
