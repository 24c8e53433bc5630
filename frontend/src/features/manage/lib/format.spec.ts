import { describe, expect, it } from '@jest/globals';
import { londonDateTime, nightsText, pounds } from './format';

describe('manage page formats', () => {
  it('writes an instant on London’s clock, in winter and in summer', () => {
    expect(londonDateTime('2026-11-24T09:00:00Z')).toBe('Tue 24 Nov 2026, 09:00');
    expect(londonDateTime('2026-07-01T08:30:00Z')).toBe('Wed 1 Jul 2026, 09:30');
    expect(londonDateTime('not a time')).toBe('not a time');
  });

  it('writes money and nights as the rest of the site does', () => {
    expect(pounds(12.5)).toBe('£12.50');
    expect(nightsText(1)).toBe('1 night');
    expect(nightsText(3)).toBe('3 nights');
  });
});
