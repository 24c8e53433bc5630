import { createCipheriv, createDecipheriv, createHash, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';

/**
 * Secrets the app must hand out again later (a booking's manage link goes in every email about it) but never keeps
 * in plain text: a SHA-256 hash to find the row by, and the secret sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET and the purpose, bound to its row (`context`), so a copy of the database alone opens nothing.
 * Format of a sealed value: base64url(iv | tag | data).
 */
export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Derived once per secret and purpose: a key made from raw bytes on every call cost more than the cipher itself. */
const keys = new Map<string, KeyObject>();
function keyFor(sessionSecret: string, purpose: string): KeyObject {
  const name = `${purpose}:${sessionSecret}`;
  let key = keys.get(name);
  if (!key) {
    key = createSecretKey(createHash('sha256').update(name).digest());
    keys.set(name, key);
  }
  return key;
}

export function sealSecret(sessionSecret: string, purpose: string, secret: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(sessionSecret, purpose), iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The secret, or null when the sealed value was altered, belongs to another context, or was sealed with another key. */
export function openSecret(sessionSecret: string, purpose: string, sealed: string, context: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(sessionSecret, purpose), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
