import { describe, expect, it } from '@jest/globals';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher.js';

describe('password hashing (scrypt)', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse batterY')).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('refuses a stored value it cannot read, or one asking for absurd parameters', async () => {
    await expect(verifyPassword('plain text', 'plain text')).resolves.toBe(false);
    await expect(verifyPassword('$scrypt$ln=30,r=8,p=1$AAAA$AAAA', 'x')).resolves.toBe(false);
    expect(needsRehash('$scrypt$ln=14,r=8,p=1$AAAA$AAAA')).toBe(true);
  });
});
