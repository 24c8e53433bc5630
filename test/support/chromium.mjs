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

/** Debian's Chromium (Playwright's own browser download does not work here), or CHROMIUM_PATH. */
export function chromiumPath() {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it with \`apt-get install -y chromium\` (or run .ci/run, which does), or set CHROMIUM_PATH`,
    );
  }
  return executablePath;
}
