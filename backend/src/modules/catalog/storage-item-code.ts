/** Storage item codes are short upper-case tags ('SS' for Small Suitcase) that baskets and bookings carry. */
export const STORAGE_ITEM_CODE_MAX = 16;

/**
 * The code a new item would like: the initials of a title of several words ('Small Suitcase' -> 'SS'), or the
 * first two letters of a one-word title ('Backpack' -> 'BA'); 'ITEM' when the title has no letters or digits.
 */
export function baseCodeFor(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return 'ITEM';
  const base = words.length === 1 ? words[0].slice(0, 2) : words.map((word) => word[0]).join('');
  return base.slice(0, STORAGE_ITEM_CODE_MAX - 4);
}

/** The first free code: the base itself, then base2, base3, ... */
export function freeCode(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
