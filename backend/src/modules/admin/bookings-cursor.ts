import { parseIso } from '@luggage/contracts';
import { type BookingListKey, normaliseReference } from '../booking/index.js';

/** Where a page starts: after a key (Next) or before it (Previous). */
export interface ListCursor {
  key: BookingListKey;
  backwards: boolean;
}

/** Opaque to the client: base64url of the sort key and the direction. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.backwards ? 'b' : 'a', cursor.key.collectionDate, cursor.key.reference])).toString('base64url');
}

/** The cursor, or null when the text is not one this API gave (tampered, truncated, another format). */
export function decodeCursor(text: unknown): ListCursor | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [direction, date, reference] = parsed as unknown[];
  if ((direction !== 'a' && direction !== 'b') || typeof date !== 'string' || typeof reference !== 'string') return null;
  if (!parseIso(date) || normaliseReference(reference) !== reference) return null;
  return { key: { collectionDate: date, reference }, backwards: direction === 'b' };
}
