/** Scroll helpers (spec section 2): scroll to the top, and keep a position in localStorage. */

const KEY_PREFIX = 'scroll-position:';

interface StoredPosition {
  x: number;
  y: number;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function scrollToTop(options: { smooth?: boolean } = {}): void {
  const behavior: ScrollBehavior = options.smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
  window.scrollTo({ top: 0, left: 0, behavior });
}

/** Stores the current scroll position under `key` (one slot per key). */
export function saveScrollPosition(key = 'page'): void {
  const position: StoredPosition = { x: window.scrollX, y: window.scrollY };
  try {
    localStorage.setItem(KEY_PREFIX + key, JSON.stringify(position));
  } catch {
    // Storage can be full or disabled (private browsing); losing the position is harmless.
  }
}

/** Scrolls back to the position stored under `key`; returns false when there is none. */
export function restoreScrollPosition(key = 'page', options: { clear?: boolean } = {}): boolean {
  const position = readScrollPosition(key);
  if (!position) return false;
  window.scrollTo({ top: position.y, left: position.x, behavior: 'auto' });
  if (options.clear) clearScrollPosition(key);
  return true;
}

export function readScrollPosition(key = 'page'): StoredPosition | null {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (isPosition(value)) return value;
  } catch {
    // Unreadable storage or corrupt JSON: behave as if nothing was saved.
  }
  return null;
}

export function clearScrollPosition(key = 'page'): void {
  try {
    localStorage.removeItem(KEY_PREFIX + key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

function isPosition(value: unknown): value is StoredPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y);
}
