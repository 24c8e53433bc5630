import { type DayListKey, normaliseReference } from '../booking/index.js';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from '../../shared/paging/keyset-cursor.js';

/** Where a page of one side of the day lists starts. Opaque to the client, encoded as the admin list's cursor is. */
export type DayListCursor = KeysetCursor<DayListKey>;

export function encodeDayListCursor(cursor: DayListCursor): string {
  return encodeKeysetCursor(cursor.backwards, [cursor.key.pointId, cursor.key.reference]);
}

/** The cursor, or null when the text is not one the day lists gave (the admin list's cursor included). */
export function decodeDayListCursor(text: unknown): DayListCursor | null {
  return decodeKeysetCursor(text, (parts) => {
    if (parts.length !== 2) return null;
    const [pointId, reference] = parts;
    if (typeof pointId !== 'number' || !Number.isSafeInteger(pointId) || pointId < 1 || pointId > 2_147_483_647) return null;
    if (typeof reference !== 'string' || normaliseReference(reference) !== reference) return null;
    return { pointId, reference };
  });
}
