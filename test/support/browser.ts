// Debian's Chromium driven by playwright-core (Playwright's own browser download does not work here).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

const RESULTS_DIR = fileURLToPath(new URL('../../test-results/', import.meta.url));

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** A page that remembers what went wrong while it was open, so a test can assert that nothing did. */
export type TrackedPage = Page & {
  /** console.error calls and uncaught exceptions (Chromium's notes on 4xx answers are left out: see failedRequests). */
  consoleErrors: string[];
  /** Requests to the app's origin that failed on the network or were answered with a 5xx. */
  failedRequests: string[];
};

export interface NewPageOptions {
  baseURL: string;
  viewport?: { width: number; height: number };
  /** Chromium flags of this page's browser only (a fake camera, say). */
  args?: string[];
  /** The browser's language (navigator.language, Accept-Language), e.g. 'de-DE'; Playwright's default otherwise. */
  locale?: string;
}

/**
 * The file's browser: a connection to the Chromium the tier shares (TEST_BROWSER_WS_ENDPOINT, from the global setup),
 * or a Chromium of its own for extra flags or outside the tier. Closing a connection closes its contexts only.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const shared = process.env.TEST_BROWSER_WS_ENDPOINT;
  if (shared && extraArgs.length === 0) return chromium.connect(shared, { timeout: 60_000 });
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs], timeout: 60_000 });
}

const ownBrowsers = new Set<Browser>();

/** Closes the browsers of pages with flags of their own that a test left open (run after each test file). */
export async function closePageBrowsers(): Promise<void> {
  await Promise.all([...ownBrowsers].map((browser) => browser.close().catch(() => undefined)));
  ownBrowsers.clear();
}

/**
 * Opens a page in a context of its own: no cookies, storage or other pages of an earlier test. A context a closed page
 * leaves is wiped (cookies, permissions, the origin's storage, other pages) and kept for the next page with the same
 * options in the file's browser: its warm HTTP and code caches save Chromium about half the CPU of a new context.
 * A page that needs Chromium flags of its own (a fake camera) gets a browser of its own, closed with it.
 */
export async function newPage(fileBrowser: Browser, opts: NewPageOptions): Promise<TrackedPage> {
  const own = opts.args?.length ? await launchBrowser(opts.args) : null;
  if (own) {
    ownBrowsers.add(own);
    own.on('disconnected', () => ownBrowsers.delete(own));
  }
  const contextOptions = { baseURL: opts.baseURL, viewport: opts.viewport ?? DESKTOP, locale: opts.locale };
  const kept = own ? null : keptContexts(fileBrowser, contextOptions);
  const context = kept?.pop() ?? (await (own ?? fileBrowser).newContext(contextOptions));
  const page: TrackedPage = Object.assign(await context.newPage(), {
    consoleErrors: [],
    failedRequests: [],
  });
  const origin = new URL(opts.baseURL).origin;
  page.on('console', (msg) => recordConsole(page, msg));
  page.on('pageerror', (err) => page.consoleErrors.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => recordFailure(page, origin, req));
  page.on('response', (res) => recordServerError(page, origin, res));
  const quiet = () => undefined;
  if (own) page.on('close', () => void context.close().catch(quiet).finally(() => own.close().catch(quiet)));
  else keepWhenClosed(page, context, origin, kept!);
  return page;
}

const contextPools = new WeakMap<Browser, Map<string, BrowserContext[]>>();

function keptContexts(browser: Browser, options: object): BrowserContext[] {
  const pools = contextPools.get(browser) ?? new Map<string, BrowserContext[]>();
  contextPools.set(browser, pools);
  const key = JSON.stringify(options);
  const pool = pools.get(key) ?? [];
  pools.set(key, pool);
  return pool;
}

/**
 * Closing the page wipes its context and returns it to the pool; a context that cannot be wiped is closed instead.
 * The page is closed only after the wipe, so a test that awaits page.close() finds the context clean for its next page.
 */
function keepWhenClosed(page: Page, context: BrowserContext, origin: string, pool: BrowserContext[]): void {
  const close = page.close.bind(page);
  page.close = async (options) => {
    if (page.isClosed()) return;
    try {
      await wipeContext(context, page, origin);
      await close(options);
      pool.push(context);
    } catch {
      await context.close().catch(() => undefined);
    }
  };
}

async function wipeContext(context: BrowserContext, page: Page, origin: string): Promise<void> {
  await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // The app origin's localStorage, from a page on that origin (sessionStorage goes with the page).
  if (!page.url().startsWith(`${origin}/`)) await page.goto(`${origin}/api/health`, { timeout: 15_000 });
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await context.clearPermissions();
}

/** Everything the page recorded as wrong, one line each; an empty list means a clean run. */
export function pageProblems(page: TrackedPage): string[] {
  return [...page.consoleErrors.map((e) => `console: ${e}`), ...page.failedRequests.map((r) => `request: ${r}`)];
}

/** Opens a page with `opts`, runs `run` on it, expects it to have had no problems (pageProblems) and closes it. */
export async function onCleanPage(fileBrowser: Browser, opts: NewPageOptions, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  const page = await newPage(fileBrowser, opts);
  try {
    await run(page);
    expect(pageProblems(page)).toEqual([]);
  } finally {
    await page.close();
  }
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// Chromium reports every 4xx answer as a console error; a 401 from /api/user for a visitor is normal.
const CLIENT_ERROR_NOTE = /^Failed to load resource: the server responded with a status of 4\d\d/;

function recordConsole(page: TrackedPage, msg: ConsoleMessage): void {
  if (msg.type() !== 'error' || CLIENT_ERROR_NOTE.test(msg.text())) return;
  const where = msg.location().url;
  page.consoleErrors.push(where ? `${msg.text()} (${where})` : msg.text());
}

function recordFailure(page: TrackedPage, origin: string, req: Request): void {
  const reason = req.failure()?.errorText ?? 'failed';
  // A navigation that replaces a page aborts the old page's requests: that is not a fault.
  if (!sameOrigin(req.url(), origin) || reason === 'net::ERR_ABORTED') return;
  page.failedRequests.push(`${req.method()} ${req.url()}: ${reason}`);
}

function recordServerError(page: TrackedPage, origin: string, res: Response): void {
  if (res.status() < 500 || !sameOrigin(res.url(), origin)) return;
  page.failedRequests.push(`${res.request().method()} ${res.url()}: ${res.status()}`);
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
