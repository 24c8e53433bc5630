import { describe, expect, it } from '@jest/globals';
import { encodeKeysetCursor } from '../../shared/paging/keyset-cursor.js';
import { decodeDayListCursor, encodeDayListCursor } from './day-list-cursor.js';

describe('the day list cursor', () => {
  it('gives back the key and the direction it was made from', () => {
    for (const backwards of [false, true]) {
      const cursor = { key: { pointId: 4, reference: 'K7MX3QPA' }, backwards };
      expect(decodeDayListCursor(encodeDayListCursor(cursor))).toEqual(cursor);
    }
  });

  it.each([
    ['the admin list’s cursor', encodeKeysetCursor(false, ['2026-12-31', 'K7MX3QPA'])],
    ['a point that is not one', Buffer.from('["a",0,"K7MX3QPA"]').toString('base64url')],
    ['a point as text', Buffer.from('["a","4","K7MX3QPA"]').toString('base64url')],
    ['a fractional point', Buffer.from('["a",1.5,"K7MX3QPA"]').toString('base64url')],
    ['a reference that is not one', Buffer.from('["a",4,"k7mx3qpa"]').toString('base64url')],
    ['a missing part', Buffer.from('["a",4]').toString('base64url')],
    ['not base64', 'not a cursor!'],
  ])('refuses %s', (_what, text) => {
    expect(decodeDayListCursor(text)).toBeNull();
  });
});
