/**
 * The manage links this browser was given when it booked: booking reference -> the secret of /manage/{token}.
 * Kept in localStorage so the confirmation page (/booking-confirmed/{reference}) survives a reload and a later visit
 * from the same browser. Another browser has no entry and is sent to "Find my booking".
 */

export const MANAGE_LINKS_KEY = 'manage-links:v1';

/** The newest links kept; older bookings are still reachable from their email. */
export const MANAGE_LINKS_MAX = 20;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

interface StoredLink {
  reference: string;
  token: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const REFERENCE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

const browserStorage = (): StorageLike | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Storage disabled (some private modes throw on access).
  }
};

function readLinks(storage: StorageLike): StoredLink[] {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(MANAGE_LINKS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is StoredLink =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.reference === 'string' &&
      REFERENCE_PATTERN.test(entry.reference) &&
      typeof entry.token === 'string' &&
      TOKEN_PATTERN.test(entry.token),
  );
}

const sameReference = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Keeps the link of a booking this browser has just made (the newest first; a full store drops the oldest). */
export function rememberManageLink(reference: string, token: string, storage: StorageLike | null = browserStorage()): void {
  if (!storage || !REFERENCE_PATTERN.test(reference) || !TOKEN_PATTERN.test(token)) return;
  const links = [{ reference, token }, ...readLinks(storage).filter((link) => !sameReference(link.reference, reference))];
  try {
    storage.setItem(MANAGE_LINKS_KEY, JSON.stringify(links.slice(0, MANAGE_LINKS_MAX)));
  } catch {
    // Full or disabled storage: the confirmation email still carries the link.
  }
}

/** The manage token this browser keeps for `reference`, or null. */
export function manageTokenFor(reference: string, storage: StorageLike | null = browserStorage()): string | null {
  if (!storage) return null;
  return readLinks(storage).find((link) => sameReference(link.reference, reference))?.token ?? null;
}
