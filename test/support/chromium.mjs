// How the browser tier starts Debian's Chromium: one shared server per run (browser-global-setup.mjs), and a browser
// of its own for a page that needs flags of its own (test/support/browser.ts).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium (Playwright's own browser download does not work here), or CHROMIUM_PATH. Its old headless shell
 * (package chromium-headless-shell) when installed: the same engine without the full browser's windowing and UI
 * layers, at about 40 % of the full browser's CPU on the browser tier (docs/decisions.md).
 */
export function chromiumPath() {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  const executablePath = candidates.find((path) => existsSync(path));
  if (!executablePath) {
    throw new Error(
      `Chromium not found at ${candidates.join(' or ')}: install it with \`apt-get install -y chromium chromium-headless-shell\` (or run .ci/run, which does), or set CHROMIUM_PATH`,
    );
  }
  return executablePath;
}
