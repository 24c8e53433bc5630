/** Where a page starts: after a key (Next) or before it (Previous). The key is the list's sort key, in sort order. */
export interface KeysetCursor<K> {
  key: K;
  backwards: boolean;
}

type KeyPart = string | number;

/** Opaque to the client: base64url of the direction and the sort key's parts. Every keyset list (admin bookings, day lists) uses it. */
export function encodeKeysetCursor(backwards: boolean, parts: readonly KeyPart[]): string {
  return Buffer.from(JSON.stringify([backwards ? 'b' : 'a', ...parts])).toString('base64url');
}

/**
 * The cursor, or null when the text is not one this API gave (tampered, truncated, another list's). `toKey` checks the
 * parts (their count, types and shapes) and builds the key, or answers null.
 */
export function decodeKeysetCursor<K>(text: unknown, toKey: (parts: readonly unknown[]) => K | null): KeysetCursor<K> | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length < 2) return null;
  const [direction, ...parts] = parsed as unknown[];
  if (direction !== 'a' && direction !== 'b') return null;
  const key = toKey(parts);
  return key === null ? null : { key, backwards: direction === 'b' };
}
