import { describe, expect, it } from '@jest/globals';
import { signCheckInToken, verifyCheckInToken } from './check-in-token.js';

const SECRET = 'a-session-secret-of-enough-length-for-tests';

describe('check-in token', () => {
  it('names the booking and its version, and is short enough for a small QR code', () => {
    const token = signCheckInToken(SECRET, { bookingId: 123456, version: 3 });
    expect(token.length).toBeLessThanOrEqual(40);
    expect(verifyCheckInToken(SECRET, token)).toEqual({ bookingId: 123456, version: 3 });
  });

  it('tells a changed booking’s new pass from the old one', () => {
    const before = signCheckInToken(SECRET, { bookingId: 7, version: 0 });
    const after = signCheckInToken(SECRET, { bookingId: 7, version: 1 });
    expect(before).not.toBe(after);
    expect(verifyCheckInToken(SECRET, before)?.version).toBe(0);
    expect(verifyCheckInToken(SECRET, after)?.version).toBe(1);
  });

  it('refuses an altered token, another booking’s mac, another key and junk', () => {
    const token = signCheckInToken(SECRET, { bookingId: 7, version: 0 });
    const other = signCheckInToken(SECRET, { bookingId: 8, version: 0 });
    const [prefix, , version, mac] = token.split('.');
    expect(verifyCheckInToken(SECRET, [prefix, '8', version, mac].join('.'))).toBeNull();
    expect(verifyCheckInToken(SECRET, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).toBeNull();
    expect(verifyCheckInToken(SECRET, `${token.split('.').slice(0, 3).join('.')}.${other.split('.')[3]}`)).toBeNull();
    expect(verifyCheckInToken('another-secret-of-enough-length-for-tests', token)).toBeNull();
    for (const junk of ['', 'P1', 'P1.7.0', 'K7MX3QPA', `${token}.x`, 'P1.-7.0.AAAAAAAAAAAAAAAAAAAAAA']) expect(verifyCheckInToken(SECRET, junk)).toBeNull();
  });
});
