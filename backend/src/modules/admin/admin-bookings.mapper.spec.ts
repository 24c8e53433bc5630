import { describe, expect, it } from '@jest/globals';
import { actorLabel, adminActor, toAuditEntry } from './admin-bookings.mapper.js';

describe('audit trail wording', () => {
  it('records an admin by id, then name and email, within the column’s 120 characters', () => {
    expect(adminActor({ id: 7, name: 'Olivia Stone', email: 'olivia@example.com', role: 'admin', admin: true, emailVerified: true })).toBe('admin:7 Olivia Stone <olivia@example.com>');
    expect(adminActor({ id: 7, name: 'x'.repeat(200), email: 'o@example.com', role: 'admin', admin: true, emailVerified: true })).toHaveLength(120);
  });

  it.each([
    ['admin:7 Olivia Stone <olivia@example.com>', 'Olivia Stone <olivia@example.com>'],
    ['admin:12', 'Admin #12'],
    ['customer', 'Customer'],
    ['payment:stripe', 'Stripe (payment)'],
    ['payment:offline', 'Test card provider (payment)'],
    ['system', 'system'],
  ])('shows the actor %p as %p', (actor, label) => {
    expect(actorLabel(actor)).toBe(label);
  });

  it('says what happened, with the note when there is one', () => {
    const base = { fromStatus: 'pending_payment' as const, actor: 'payment:stripe', action: null, at: '2026-11-22T09:00:00.000Z' };
    expect(toAuditEntry({ ...base, toStatus: 'payment_failed', note: 'Your card was declined.' }).action).toBe('Payment failed: Your card was declined.');
    expect(toAuditEntry({ ...base, toStatus: 'confirmed', note: null })).toEqual({
      at: base.at,
      actor: 'Stripe (payment)',
      action: 'Payment confirmed',
      fromStatus: 'pending_payment',
      toStatus: 'confirmed',
    });
  });
});
