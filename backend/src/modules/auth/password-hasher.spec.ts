import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

describe('password hashing (scrypt)', () => {
  const hasher = new PasswordHasher();

  it('verifies the password it hashed at the default 2^17, and nothing else', async () => {
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    await expect(hasher.verify(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'correct horse batterY')).resolves.toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('refuses a stored value it cannot read, or one asking for absurd parameters', async () => {
    await expect(hasher.verify('plain text', 'plain text')).resolves.toBe(false);
    await expect(hasher.verify('$scrypt$ln=30,r=8,p=1$AAAA$AAAA', 'x')).resolves.toBe(false);
    expect(hasher.needsRehash('$scrypt$ln=14,r=8,p=1$AAAA$AAAA')).toBe(true);
  });

  it('verifies a hash made at another cost with that cost, and asks for it to be rehashed at its own', async () => {
    const cheap = new PasswordHasher(10);
    const stored = await cheap.hash('correct horse battery');
    expect(stored).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    await expect(hasher.verify(stored, 'correct horse battery')).resolves.toBe(true);
    expect(hasher.needsRehash(stored)).toBe(true);
    expect(cheap.needsRehash(stored)).toBe(false);
  });
});
