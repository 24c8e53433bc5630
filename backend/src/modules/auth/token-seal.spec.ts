import { describe, expect, it } from '@jest/globals';
import { openToken, sealToken } from './token-seal.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('sealToken / openToken', () => {
  it('round-trips a token without showing it', () => {
    const sealed = sealToken(SECRET, 'the-raw-token', 7);
    expect(sealed).not.toContain('the-raw-token');
    expect(openToken(SECRET, sealed, 7)).toBe('the-raw-token');
  });

  it('refuses another row id, another secret and any altered byte', () => {
    const sealed = sealToken(SECRET, 'the-raw-token', 7);
    expect(openToken(SECRET, sealed, 8)).toBeNull();
    expect(openToken(`${SECRET}x`, sealed, 7)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(openToken(SECRET, bytes.toString('base64url'), 7)).toBeNull();
    expect(openToken(SECRET, 'short', 7)).toBeNull();
  });

  it('keeps the purposes apart: a token sealed for verification does not open as a reset token', () => {
    const sealed = sealToken(SECRET, 'the-raw-token', 7, 'email-verification-token');
    expect(openToken(SECRET, sealed, 7, 'email-verification-token')).toBe('the-raw-token');
    expect(openToken(SECRET, sealed, 7)).toBeNull();
  });
});
