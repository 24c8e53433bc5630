import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for an emailed token (password reset, email verification) on its way through the outbox and the
 * queue, keyed from SESSION_SECRET and the token's purpose and bound to the token's row id, so the plain token is
 * never stored anywhere and a token sealed for one table cannot be opened for another. Format:
 * base64url(iv | tag | data).
 */
export type TokenPurpose = 'password-reset-token' | 'email-verification-token';

const key = (secret: string, purpose: TokenPurpose) => createHash('sha256').update(`${purpose}:${secret}`).digest();

export function sealToken(secret: string, token: string, tokenId: number, purpose: TokenPurpose = 'password-reset-token'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret, purpose), iv);
  cipher.setAAD(Buffer.from(String(tokenId)));
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The token, or null when the sealed value was altered, belongs to another row, or was sealed with another secret. */
export function openToken(secret: string, sealed: string, tokenId: number, purpose: TokenPurpose = 'password-reset-token'): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret, purpose), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(String(tokenId)));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
