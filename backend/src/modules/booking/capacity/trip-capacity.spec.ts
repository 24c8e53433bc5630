import { describe, expect, it } from '@jest/globals';
import { type Trip, type TripLoad, tripsVerdict } from './trip-capacity.js';

const morning: Trip = { windowId: 1, date: '2026-12-02', start: '08:00', end: '10:00' };
const evening: Trip = { windowId: 2, date: '2026-12-05', start: '18:00', end: '20:00' };
const load = (trip: Trip, counted: number, held: number, capacity: number | null = 4): TripLoad => ({ window_id: trip.windowId, day: trip.date, counted, held, capacity });

describe('tripsVerdict', () => {
  it('protects a checkout whose every trip keeps the holds within half the window', () => {
    expect(tripsVerdict([morning, evening], [load(morning, 1, 1), load(evening, 0, 0)])).toEqual({ verdict: { kind: 'protected' } });
  });

  it('leaves the whole checkout unprotected when one trip would hold more than half', () => {
    expect(tripsVerdict([morning, evening], [load(morning, 2, 2), load(evening, 0, 0)])).toEqual({ verdict: { kind: 'unprotected' } });
  });

  it('refuses with the first trip that does not fit, a window gone counting as none left', () => {
    expect(tripsVerdict([morning, evening], [load(morning, 1, 0), load(evening, 4, 0)])).toMatchObject({ verdict: { kind: 'refused' }, trip: evening });
    expect(tripsVerdict([morning], [load(morning, 0, 0, null)])).toMatchObject({ verdict: { kind: 'refused' }, trip: morning });
  });
});
