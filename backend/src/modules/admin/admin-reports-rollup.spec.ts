import { describe, expect, it } from '@jest/globals';
import { nextRollupDay, rollupDayAfter, rollupDueAt } from './admin-reports-rollup.js';

describe('the nightly rollup’s times', () => {
  it('is due at 00:30 London, in summer (BST) and in winter (GMT)', () => {
    expect(rollupDueAt('2026-06-21').toISOString()).toBe('2026-06-20T23:30:00.000Z');
    expect(rollupDueAt('2026-12-01').toISOString()).toBe('2026-12-01T00:30:00.000Z');
  });

  it('runs next tonight before 00:30 London, and tomorrow night after it', () => {
    expect(nextRollupDay(new Date('2026-12-01T00:29:00Z'))).toBe('2026-12-01');
    expect(nextRollupDay(new Date('2026-12-01T00:31:00Z'))).toBe('2026-12-02');
    expect(nextRollupDay(new Date('2026-06-20T23:29:00Z'))).toBe('2026-06-21');
  });

  it('schedules the night after a run, or the next night still to come when the run was late', () => {
    expect(rollupDayAfter('2026-06-20', new Date('2026-06-19T23:31:00Z'))).toBe('2026-06-21');
    expect(rollupDayAfter('2026-06-20', new Date('2026-06-25T10:00:00Z'))).toBe('2026-06-26');
  });
});
