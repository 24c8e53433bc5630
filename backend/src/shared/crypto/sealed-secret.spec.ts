import { describe, expect, it } from '@jest/globals';
import { hashSecret, newSecret, openSecret, sealSecret } from './sealed-secret.js';

const key = 'k'.repeat(32);

describe('sealed secrets', () => {
  it('makes secrets of at least 128 bits, different each time', () => {
    const a = newSecret();
    expect(Buffer.from(a, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(newSecret()).not.toBe(a);
  });

  it('opens a sealed secret with the same key, purpose and context only', () => {
    const sealed = sealSecret(key, 'manage-link', 'the secret', 'K7MX3QPA');
    expect(sealed).not.toContain('the secret');
    expect(openSecret(key, 'manage-link', sealed, 'K7MX3QPA')).toBe('the secret');
    expect(openSecret(key, 'manage-link', sealed, 'OTHERREF')).toBeNull();
    expect(openSecret(key, 'other-purpose', sealed, 'K7MX3QPA')).toBeNull();
    expect(openSecret('x'.repeat(32), 'manage-link', sealed, 'K7MX3QPA')).toBeNull();
    expect(openSecret(key, 'manage-link', `${sealed.slice(0, -2)}AA`, 'K7MX3QPA')).toBeNull();
  });

  it('hashes to a fixed-length hex digest that does not contain the secret', () => {
    expect(hashSecret('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret('abc')).toBe(hashSecret('abc'));
  });
});
