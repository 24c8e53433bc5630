import { describe, expect, it } from '@jest/globals';
import { reminderApplies, remindersFor } from './reminder-times.js';

const booking = (overrides: Partial<Parameters<typeof remindersFor>[0]> = {}) => ({
  status: 'confirmed' as const,
  collectionDate: '24-10-2026',
  returnDate: '26-10-2026',
  location: { id: 1, name: 'Bristol Bus Station', address: 'Marlborough St', time: '09:00', returnTime: '09:00' },
  ...overrides,
});

describe('reminder times', () => {
  it('falls at 18:00 London the evening before the handover and 08:00 on the return day, in BST and in GMT', () => {
    const due = remindersFor(booking(), new Date('2026-10-01T12:00:00Z'));
    expect(due).toEqual([
      { kind: 'collection', date: '2026-10-24', dueAt: new Date('2026-10-23T17:00:00Z') },
      { kind: 'return', date: '2026-10-26', dueAt: new Date('2026-10-26T08:00:00Z') },
    ]);
  });

  it('gives none whose time had come when the booking was made', () => {
    expect(remindersFor(booking(), new Date('2026-10-23T17:00:00Z')).map((r) => r.kind)).toEqual(['return']);
    expect(remindersFor(booking(), new Date('2026-10-26T08:30:00Z'))).toEqual([]);
  });

  it('applies only to the booking’s current date, while it is confirmed (or collected, for the return), before the moment', () => {
    const evening = new Date('2026-10-23T17:00:05Z');
    const collection = { kind: 'collection' as const, date: '2026-10-24' };
    expect(reminderApplies(booking(), collection, evening)).toBe(true);
    expect(reminderApplies(booking({ status: 'cancelled' }), collection, evening)).toBe(false);
    expect(reminderApplies(booking({ collectionDate: '25-10-2026' }), collection, evening)).toBe(false);
    expect(reminderApplies(booking(), collection, new Date('2026-10-24T08:30:00Z'))).toBe(false);
    const ret = { kind: 'return' as const, date: '2026-10-26' };
    expect(reminderApplies(booking({ status: 'collected' }), ret, new Date('2026-10-26T08:00:05Z'))).toBe(true);
    expect(reminderApplies(booking({ status: 'returned' }), ret, new Date('2026-10-26T08:00:05Z'))).toBe(false);
  });
});
