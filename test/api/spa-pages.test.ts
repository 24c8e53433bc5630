// The built SPA's pages as the server answers them: 200 for the addresses the SPA has a page at (contracts'
// SPA_ROUTES), 404 with the same index.html for any other (the SPA then shows its not-found page), JSON for the API.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isSpaRoute } from '@luggage/contracts';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ROUTER = new URL('../../frontend/src/app/router.tsx', import.meta.url);
/** The admin's routes, a lazy chunk of their own mounted at 'admin-dashboard/*'. */
const ADMIN_ROUTER = new URL('../../frontend/src/app/admin-routes.tsx', import.meta.url);

/** Every full path the router declares ('password-reset/:token' inside no parent, 'bookings' inside 'admin-dashboard'). */
function routerPaths(source: string): string[] {
  const paths: string[] = [];
  const parents: (string | null)[] = [];
  // A <Route …> tag whose attributes may hold JSX in braces (element={<Layout />}), or a closing </Route>.
  for (const [tag] of source.matchAll(/<Route\b(?:[^>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*>|<\/Route>/g)) {
    if (tag === '</Route>') {
      parents.pop();
      continue;
    }
    const own = /\bpath="([^"]*)"/.exec(tag)?.[1] ?? null;
    const base = parents.filter((p): p is string => p !== null).join('/');
    const full = own === null ? null : `${base ? `${base}/` : ''}${own}`;
    if (full !== null) paths.push(`/${full}`);
    if (!tag.endsWith('/>')) parents.push(own);
  }
  return paths;
}

describe('SPA pages', () => {
  let t: TestApp;
  let indexHtml: string;

  beforeAll(async () => {
    t = await createTestApp();
    // The built shell: every page but the landing page, which is prerendered (below).
    indexHtml = readFileSync(new URL('../../frontend/dist/index.html', import.meta.url), 'utf8');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    '/selection',
    '/selection?step=where-when',
    '/login',
    '/register',
    '/forgot-password',
    '/password-reset/abc123',
    '/user-dashboard',
    '/terms',
    '/admin-dashboard',
    '/admin-dashboard/bookings/ABCD2345',
    '/manage/some-token',
    '/find-booking',
    '/verify-email/some-token',
    '/booking-confirmed/ABCD2345',
    '/driver',
  ])('answers %s with the page and 200', async (path) => {
    const response = await t.request().get(path).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toBe(indexHtml);
  });

  it.each(['/no-such-page', '/selection/extra', '/password-reset', '/terms/old', '/admin'])(
    'answers the unknown page %s with the same page and 404, compressed and never cached like any page',
    async (path) => {
      const response = await t.request().get(path).expect(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(indexHtml);
      const compressed = await t.request().get(path).set('Accept-Encoding', 'br').expect(404);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.text).toBe(indexHtml);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', '', 'fr', 'Comment ça marche'],
    ['de', '', 'de', 'So funktioniert’s'],
    ['zh-CN', '', 'zh-Hans', '使用流程'],
    ['ja', '', 'en-GB', 'How it works'],
    ['de', 'language=es', 'es', 'Cómo funciona'],
  ])('answers / (Accept-Language %s, cookie "%s") with the landing page prerendered in %s', async (acceptLanguage, cookie, language, howItWorks) => {
    const request = t.request().get('/').set('Accept-Language', acceptLanguage);
    const response = await (cookie ? request.set('Cookie', cookie) : request).expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(response.text).toContain(`<html lang="${language}"`);
    expect(response.text).toContain(howItWorks);
    // The same scripts as every other page, which hydrate it.
    expect(/<script type="module"[^>]* src="([^"]+)"/.exec(response.text)?.[1]).toBe(/<script type="module"[^>]* src="([^"]+)"/.exec(indexHtml)?.[1]);
  });

  it('keeps the JSON 404 for unknown API paths and missing files', async () => {
    expect((await t.request().get('/api/no-such-thing').expect(404)).body).toEqual({ message: 'Not Found' });
    expect((await t.request().get('/assets/missing.js').expect(404)).body).toEqual({ message: 'Not Found' });
  });

  it('lists every route the SPA’s router declares, so none of its pages answers 404', () => {
    const adminPaths = ['/admin-dashboard', ...routerPaths(readFileSync(ADMIN_ROUTER, 'utf8')).map((path) => `/admin-dashboard${path}`)];
    const paths = [...routerPaths(readFileSync(ROUTER, 'utf8')), ...adminPaths].filter((path) => !path.endsWith('*'));
    expect(paths).toEqual(expect.arrayContaining(['/selection', '/password-reset/:token', '/admin-dashboard/bookings/:reference']));
    const concrete = paths.map((path) => path.replace(/:[^/]+/g, 'x').replace(/\/+$/, '') || '/');
    expect(concrete.filter((path) => !isSpaRoute(path))).toEqual([]);
  });
});
