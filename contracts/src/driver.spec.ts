import { describe, expect, it } from '@jest/globals';
import { runStartOf } from './driver.js';

const summerRun = { date: '2026-07-01', windowStart: '14:00', windowEnd: '16:00' };

describe('runStartOf', () => {
  it('opens the run the lead before its window and closes it at its end, on London summer time', () => {
    const at = (iso: string) => runStartOf(summerRun, 60, new Date(iso));
    expect(at('2026-07-01T11:59:00Z')).toEqual({ from: '2026-07-01T12:00:00.000Z', until: '2026-07-01T15:00:00.000Z', refusal: 'This run can start from 13:00.' });
    expect(at('2026-07-01T12:00:00Z').refusal).toBeNull();
    expect(at('2026-07-01T14:59:00Z').refusal).toBeNull();
    expect(at('2026-07-01T15:00:00Z').refusal).toBe('This window has ended.');
  });

  it("says another day's stop is not today's, and follows the city's lead", () => {
    expect(runStartOf(summerRun, 60, new Date('2026-06-29T13:00:00Z')).refusal).toBe("This stop is not today's.");
    expect(runStartOf({ date: '2026-11-25', windowStart: '08:00', windowEnd: '10:00' }, 90, new Date('2026-11-25T06:00:00Z')).refusal).toBe('This run can start from 06:30.');
    expect(runStartOf({ date: '2026-11-25', windowStart: '08:00', windowEnd: '10:00' }, 0, new Date('2026-11-25T07:59:00Z')).refusal).toBe('This run can start from 08:00.');
  });
});
