/**
 * Every address the SPA has a page for, as route patterns: ':name' is one path segment, a final '*' anything below.
 * The server answers these with index.html and 200, and any other page address with the same index.html and 404
 * (the SPA then shows its not-found page). A new page in frontend/src/app/router.tsx needs its pattern here too.
 */
export const SPA_ROUTES = [
  '/',
  '/selection',
  '/login',
  '/register',
  '/forgot-password',
  '/password-reset/:token',
  '/set-password/:token',
  '/user-dashboard',
  '/terms',
  '/privacy',
  '/admin-dashboard',
  '/admin-dashboard/*',
  '/manage/:token',
  '/find-booking',
  '/verify-email/:token',
  '/booking-confirmed/:reference',
  '/staff',
  '/driver',
  '/partner',
] as const;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function toPattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/')
    .replace(/^\/$/, '');
  // Case-insensitive with an optional trailing slash, as React Router matches.
  return new RegExp(`^${body.replace(/\/\.\*$/, '(?:/.*)?')}/?$`, 'i');
}

// Built on first use: no work at module load, which would make the SPA's bundler keep this in its first chunk.
let patterns: RegExp[] | undefined;

/** True when the SPA has a page at this path (no query string), e.g. '/password-reset/abc' or '/admin-dashboard/x'. */
export function isSpaRoute(path: string): boolean {
  patterns ??= SPA_ROUTES.map(toPattern);
  return patterns.some((pattern) => pattern.test(path));
}
