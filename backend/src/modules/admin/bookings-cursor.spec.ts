import { describe, expect, it } from '@jest/globals';
import { decodeCursor, encodeCursor } from './bookings-cursor.js';

describe('the list cursor', () => {
  it('gives back the key and the direction it was made from', () => {
    for (const backwards of [false, true]) {
      const cursor = { key: { collectionDate: '2026-12-31', reference: 'K7MX3QPA' }, backwards };
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it.each([
    ['not base64', 'not a cursor!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['an object', Buffer.from('{"d":"2026-12-31"}').toString('base64url')],
    ['another direction', Buffer.from('["x","2026-12-31","K7MX3QPA"]').toString('base64url')],
    ['a date that is not one', Buffer.from('["a","2026-02-30","K7MX3QPA"]').toString('base64url')],
    ['a reference that is not one', Buffer.from('["a","2026-12-31","k7mx3qpa"]').toString('base64url')],
    ['SQL in the reference', Buffer.from(`["a","2026-12-31","' or 1=1"]`).toString('base64url')],
    ['far too long', 'A'.repeat(201)],
    ['not text', 42],
  ])('refuses %s', (_what, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
