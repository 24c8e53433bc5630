import { describe, expect, it } from '@jest/globals';
import { reminderApplies, remindersFor } from './reminder-times.js';

type Booking = Parameters<typeof remindersFor>[0];
type Leg = Booking['legs'][number];

const point = { id: 1, name: 'Bristol Bus Station', address: 'Marlborough St', time: '09:00' };
const pointLeg = (direction: Leg['direction'], date: string): Leg => ({ direction, kind: 'point', date, point });
const addressLeg = (direction: Leg['direction'], date: string, start: string, end: string): Leg => ({ direction, kind: 'address', date, window: { start, end } });

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  status: 'confirmed',
  legs: [pointLeg('collection', '2026-10-24'), pointLeg('return', '2026-10-26')],
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

  it('times an address leg from its window: two hours before, or 18:00 the evening before an early window', () => {
    const legs = [addressLeg('collection', '2026-10-24', '08:00', '10:00'), addressLeg('return', '2026-10-26', '14:00', '16:00')];
    expect(remindersFor(booking({ legs }), new Date('2026-10-01T12:00:00Z'))).toEqual([
      { kind: 'collection', date: '2026-10-24', dueAt: new Date('2026-10-23T17:00:00Z') },
      { kind: 'return', date: '2026-10-26', dueAt: new Date('2026-10-26T12:00:00Z') },
    ]);
    const nine = [addressLeg('collection', '2026-10-24', '09:00', '11:00')];
    expect(remindersFor(booking({ legs: nine }), new Date('2026-10-01T12:00:00Z'))[0]!.dueAt).toEqual(new Date('2026-10-24T06:00:00Z'));
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
    expect(reminderApplies(booking({ legs: [pointLeg('collection', '2026-10-25'), pointLeg('return', '2026-10-26')] }), collection, evening)).toBe(false);
    expect(reminderApplies(booking(), collection, new Date('2026-10-24T08:30:00Z'))).toBe(false);
    const ret = { kind: 'return' as const, date: '2026-10-26' };
    expect(reminderApplies(booking({ status: 'collected' }), ret, new Date('2026-10-26T08:00:05Z'))).toBe(true);
    expect(reminderApplies(booking({ status: 'returned' }), ret, new Date('2026-10-26T08:00:05Z'))).toBe(false);
  });

  it('applies to an address leg until its window starts', () => {
    const legs = [pointLeg('collection', '2026-10-24'), addressLeg('return', '2026-10-26', '14:00', '16:00')];
    const ret = { kind: 'return' as const, date: '2026-10-26' };
    expect(reminderApplies(booking({ status: 'collected', legs }), ret, new Date('2026-10-26T13:59:00Z'))).toBe(true);
    expect(reminderApplies(booking({ status: 'collected', legs }), ret, new Date('2026-10-26T14:00:00Z'))).toBe(false);
  });
});

describe("a same-day stay's reminders", () => {
  const at = (time: string) => ({ ...point, time });
  const sameDay = (): Booking => ({
    status: 'confirmed',
    nights: 0,
    legs: [
      { direction: 'collection', kind: 'point', date: '2026-10-24', point: at('11:00') },
      { direction: 'return', kind: 'point', date: '2026-10-24', point: at('17:00') },
    ],
  });

  it('reminds of the pick-up an hour before it, and of the drop-off the evening before', () => {
    expect(remindersFor(sameDay(), new Date('2026-10-01T12:00:00Z'))).toEqual([
      { kind: 'collection', date: '2026-10-24', dueAt: new Date('2026-10-23T17:00:00Z') },
      { kind: 'return', date: '2026-10-24', dueAt: new Date('2026-10-24T15:00:00Z') },
    ]);
  });

  it('booked on the day, gets only the pick-up reminder', () => {
    expect(remindersFor(sameDay(), new Date('2026-10-24T09:30:00Z'))).toEqual([{ kind: 'return', date: '2026-10-24', dueAt: new Date('2026-10-24T15:00:00Z') }]);
  });

  it('skips an event due at another time than the booking’s reminder now (a later pick-up the same day rescheduled it)', () => {
    const dayStay = (time: string) => booking({ status: 'collected', nights: 0, legs: [pointLeg('collection', '2026-10-26'), { ...pointLeg('return', '2026-10-26'), point: { ...point, time } }] });
    const ret = { kind: 'return' as const, date: '2026-10-26' };
    const at = new Date('2026-10-26T16:00:05Z');
    expect(reminderApplies(dayStay('17:00'), { ...ret, dueAt: '2026-10-26T16:00:00+00:00' }, at)).toBe(true);
    expect(reminderApplies(dayStay('19:00'), { ...ret, dueAt: '2026-10-26T16:00:00+00:00' }, at)).toBe(false);
    expect(reminderApplies(dayStay('19:00'), { ...ret, dueAt: '2026-10-26T18:00:00+00:00' }, at)).toBe(true);
    expect(reminderApplies(dayStay('19:00'), ret, at)).toBe(true);
  });
});
