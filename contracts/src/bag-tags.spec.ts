import { describe, expect, it } from '@jest/globals';
import { handBackCheck, MAX_TAGS, normaliseTag, tagCountDiffers, tagsProblem } from './bag-tags.js';

describe('bag tags', () => {
  it('normalises what staff type or a scanner reads to the stored upper case', () => {
    expect(normaliseTag('  t-0412 ')).toBe('T-0412');
  });

  it('accepts 1 to 32 letters, digits and dashes, starting with a letter or digit, each once', () => {
    expect(tagsProblem(['T-0412', '7', 'A'.repeat(32)])).toBeNull();
    expect(tagsProblem(undefined)).toEqual({ problem: 'required' });
    expect(tagsProblem([])).toEqual({ problem: 'required' });
    expect(tagsProblem('T-1')).toEqual({ problem: 'list' });
    expect(tagsProblem(['A'.repeat(33)])).toEqual({ problem: 'format', tag: 'A'.repeat(33) });
    expect(tagsProblem(['-T1'])).toEqual({ problem: 'format', tag: '-T1' });
    expect(tagsProblem(['T 1'])).toEqual({ problem: 'format', tag: 'T 1' });
    expect(tagsProblem(['t-1'])).toEqual({ problem: 'format', tag: 't-1' });
    expect(tagsProblem([5])).toEqual({ problem: 'format', tag: '5' });
    expect(tagsProblem(['T-1', 'T-1'])).toEqual({ problem: 'duplicate', tag: 'T-1' });
    expect(tagsProblem(Array.from({ length: MAX_TAGS + 1 }, (_, i) => `T-${i}`))).toEqual({ problem: 'tooMany' });
  });

  it('asks for a note when the tags are not one per bag booked', () => {
    const items = [{ amount: 1 }, { amount: 2 }];
    expect(tagCountDiffers(['A', 'B', 'C'], items)).toBe(false);
    expect(tagCountDiffers(['A', 'B'], items)).toBe(true);
    expect(tagCountDiffers(['A', 'B', 'C', 'D'], items)).toBe(true);
  });

  it("at the hand-back, names the tags read that are not the booking's and the booking's tags not read", () => {
    expect(handBackCheck(['A', 'B'], ['B', 'A'])).toEqual({ foreign: [], missing: [] });
    expect(handBackCheck(['A', 'B'], ['A', 'X'])).toEqual({ foreign: ['X'], missing: ['B'] });
    expect(handBackCheck(['A', 'B'], ['A'])).toEqual({ foreign: [], missing: ['B'] });
  });
});
