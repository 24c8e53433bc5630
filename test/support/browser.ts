// Debian's Chromium driven by playwright-core (Playwright's own browser download does not work here).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, ConsoleMessage, Page, Request, Response } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it with \`apt-get install -y chromium\` (or run .ci/run, which does), or set CHROMIUM_PATH`,
    );
  }
  // Chromium sometimes dies while starting on a loaded 2-core machine; a fresh start is the honest remedy.
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs], timeout: 60_000 });
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

const pageBrowsers = new Set<Browser>();

/** Closes the browsers of pages a test left open (run after each test file, see browser-retries.ts). */
export async function closePageBrowsers(): Promise<void> {
  await Promise.all([...pageBrowsers].map((browser) => browser.close().catch(() => undefined)));
  pageBrowsers.clear();
}

/**
 * Opens a page in a Chromium of its own (own cookies and storage); closing the page closes that browser. On a
 * loaded 2-core machine Chromium now and then dies under a test; with one browser per page such a crash stays
 * in its test, which then runs once more (test/support/browser-retries.ts), instead of failing every later
 * test of the file. The file's `browser` is kept by the callers for launching checks and closing.
 */
export async function newPage(_fileBrowser: Browser, opts: NewPageOptions): Promise<TrackedPage> {
  const browser = await launchBrowser(opts.args);
  pageBrowsers.add(browser);
  browser.on('disconnected', () => pageBrowsers.delete(browser));
  const context = await browser.newContext({ baseURL: opts.baseURL, viewport: opts.viewport ?? DESKTOP, locale: opts.locale });
  const page: TrackedPage = Object.assign(await context.newPage(), {
    consoleErrors: [],
    failedRequests: [],
  });
  const origin = new URL(opts.baseURL).origin;
  page.on('console', (msg) => recordConsole(page, msg));
  page.on('pageerror', (err) => page.consoleErrors.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => recordFailure(page, origin, req));
  page.on('response', (res) => recordServerError(page, origin, res));
  // closePageBrowsers (after a file's last test) may be closing this browser at the same moment: either closing is
  // enough, and the loser's "Target page, context or browser has been closed" must not fail the test that just ended.
  const quiet = () => undefined;
  page.on('close', () => void context.close().catch(quiet).finally(() => browser.close().catch(quiet)));
  return page;
}

/** Everything the page recorded as wrong, one line each; an empty list means a clean run. */
export function pageProblems(page: TrackedPage): string[] {
  return [...page.consoleErrors.map((e) => `console: ${e}`), ...page.failedRequests.map((r) => `request: ${r}`)];
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
