import { parseIso } from '@luggage/contracts';
import { type BookingListKey, normaliseReference } from '../booking/index.js';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from '../../shared/paging/keyset-cursor.js';

/** Where a page of the operator's list starts: after a key (Next) or before it (Previous). */
export type ListCursor = KeysetCursor<BookingListKey>;

export function encodeCursor(cursor: ListCursor): string {
  return encodeKeysetCursor(cursor.backwards, [cursor.key.collectionDate, cursor.key.reference]);
}

/** The cursor, or null when the text is not one this list gave (tampered, truncated, another format). */
export function decodeCursor(text: unknown): ListCursor | null {
  return decodeKeysetCursor(text, (parts) => {
    if (parts.length !== 2) return null;
    const [date, reference] = parts;
    if (typeof date !== 'string' || typeof reference !== 'string') return null;
    if (!parseIso(date) || normaliseReference(reference) !== reference) return null;
    return { collectionDate: date, reference };
  });
}
