import { describe, expect, it } from '@jest/globals';
import {
  FAILURE_REASON_KEYS,
  FEE_KEYS,
  FEE_LABELS,
  LEG_CHOICE_KEYS,
  LEG_FAILURE_REASONS,
  LEG_TEXTS,
  cancellationPolicyTerms,
  describeCancellationPolicy,
  lateBookingWarning,
  lateBookingWarningTerm,
  legLineTerm,
  legStateKey,
  legStateLabel,
  legViewLine,
  passUseLine,
  passUseTerm,
  tripsLeftLabel,
  type Message,
} from '@luggage/contracts';
import { translate } from './translate.js';

// contracts' terms keys, said in English, read exactly as contracts' English functions write them: one sentence, two
// ways of reaching it (the admin screens and logs keep the functions, customers' pages and emails the keys).
const english = (term: Message) => translate('en-GB', term.key, term.params);
const policies = [
  { freeCancellationHours: 24, lateRefundPercent: 0 },
  { freeCancellationHours: 1, lateRefundPercent: 100 },
  { freeCancellationHours: 0, lateRefundPercent: 50 },
];

describe('the booking terms as keys', () => {
  it('say the cancellation policy and a late booking warning as describeCancellationPolicy and lateBookingWarning do', () => {
    for (const policy of policies) {
      expect(cancellationPolicyTerms(policy).map(english).join(' ')).toBe(describeCancellationPolicy(policy));
      expect(english(lateBookingWarningTerm(policy))).toBe(lateBookingWarning(policy));
    }
  });

  it('name fees, failure reasons, leg choices and leg states as the English labels do', () => {
    for (const [kind, label] of Object.entries(FEE_LABELS)) expect(translate('en-GB', FEE_KEYS[kind as keyof typeof FEE_KEYS])).toBe(label);
    for (const [reason, label] of Object.entries(LEG_FAILURE_REASONS)) {
      expect(translate('en-GB', FAILURE_REASON_KEYS[reason as keyof typeof FAILURE_REASON_KEYS])).toBe(label);
    }
    for (const [name, text] of Object.entries(LEG_TEXTS)) expect(translate('en-GB', LEG_CHOICE_KEYS[name as keyof typeof LEG_TEXTS])).toBe(text);
    for (const count of [1, 6]) expect(translate('en-GB', LEG_CHOICE_KEYS.tripsLeft, { count })).toBe(tripsLeftLabel(count));
    for (const direction of ['collection', 'return'] as const) {
      for (const state of ['booked', 'on_the_way', 'collected', 'delivered', 'failed'] as const) {
        expect(translate('en-GB', legStateKey(direction, state))).toBe(legStateLabel(direction, state));
      }
    }
  });

  it('write a leg and the pass use as legViewLine and passUseLine do', () => {
    const point = { id: 1, name: 'Bristol Bus Station', address: 'Marlborough St', time: '09:00' };
    const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };
    const legs = [
      { direction: 'collection', kind: 'point', date: '2026-12-03', point },
      { direction: 'collection', kind: 'address', date: '2026-12-03', address, window: { start: '08:00', end: '10:00' } },
      { direction: 'return', kind: 'address', date: '2026-12-05', address, window: { start: '16:00', end: '18:00' } },
    ] as const;
    for (const leg of legs) {
      const day = leg.date === '2026-12-03' ? 'Thu 3 Dec 2026' : 'Sat 5 Dec 2026';
      expect(english(legLineTerm(leg, day))).toBe(legViewLine(leg));
      expect(english(passUseTerm(leg, point.name))).toBe(passUseLine(leg));
    }
  });
});
