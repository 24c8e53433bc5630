import { describe, expect, it } from '@jest/globals';
import { returnDateOf } from './dates';

describe('booking dates', () => {
  it('returns the collection date plus the nights', () => {
    expect(returnDateOf('2026-02-27', 3)).toEqual({ year: 2026, month: 3, day: 2 });
    expect(returnDateOf(null, 1)).toBeNull();
  });
});
