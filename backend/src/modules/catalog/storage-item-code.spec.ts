import { describe, expect, it } from '@jest/globals';
import { baseCodeFor, freeCode } from './storage-item-code.js';

describe('storage item codes', () => {
  it.each([
    ['Small Suitcase', 'SS'],
    ['Extra large suitcase', 'ELS'],
    ['Backpack', 'BA'],
    ['  ski-boot bag ', 'SBB'],
    ['Crème brûlée box', 'CBB'],
    ['🎒', 'ITEM'],
    ['A b c d e f g h i j k l m n o p q r s', 'ABCDEFGHIJKL'],
  ])('makes a base code for %s', (title, code) => {
    expect(baseCodeFor(title)).toBe(code);
  });

  it('adds the first free number when the base is taken', () => {
    expect(freeCode('SS', new Set(['MS']))).toBe('SS');
    expect(freeCode('SS', new Set(['SS', 'SS2']))).toBe('SS3');
  });
});
