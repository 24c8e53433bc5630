// npm run check:fast-refresh: shows React Fast Refresh at work in `vite dev`. Starts the built API (embedded defaults)
// and Vite's dev server in front of it, opens / on a phone-sized Chromium page, opens the menu drawer (state), then
// edits the header's brand name in frontend/src/app/brand-logo.tsx and waits for the edit on the page: the same
// document (no reload) with the drawer still open. The file is put back however the check ends. Not part of
// `npm test`: it edits a source file, which a test run must not do.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test/support/chromium.mjs';
import { freePort, ROOT, startProcess, stopProcess } from '../test/load/lib.mjs';

const BRAND = '<span className="brand__name">{SITE.name}</span>';
const EDITED = '<span className="brand__name">{SITE.name} (edited)</span>';
const file = join(ROOT, 'frontend/src/app/brand-logo.tsx');
const original = readFileSync(file, 'utf8');
if (!original.includes(BRAND)) throw new Error(`${file} no longer has ${BRAND}: update this check`);

const [apiPort, vitePort] = [await freePort(), await freePort()];
const apiBase = `http://127.0.0.1:${apiPort}`;
const viteBase = `http://127.0.0.1:${vitePort}`;
const env = { NODE_ENV: 'production', PORT: String(apiPort), APP_URL: viteBase, DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-refresh-')) };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'GOOGLE_MAPS_KEY']) env[name] = '';
const api = await startProcess('app', 'backend/dist/main.js', env, async () => (await fetch(`${apiBase}/api/health`)).ok);
const vite = spawn(join(ROOT, 'node_modules/.bin/vite'), ['--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'], {
  cwd: join(ROOT, 'frontend'),
  env: { ...process.env, BACKEND_ORIGIN: apiBase },
  stdio: 'ignore',
});
let browser = null;
try {
  await viteReady();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const problems = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  await page.goto(viteBase, { timeout: 60_000 });
  await page.locator('.city').first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => Object.assign(globalThis, { beforeTheEdit: true }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();

  writeFileSync(file, original.replace(BRAND, EDITED));
  await page.getByText('Bristol & Bath Luggage (edited)').first().waitFor({ timeout: 30_000 });
  const result = {
    'edit shown': true,
    'same document, no reload': await page.evaluate(() => 'beforeTheEdit' in globalThis),
    'drawer still open (state kept)': await page.locator('dialog#site-menu').evaluate((dialog) => dialog.open),
    'console errors and warnings': problems,
  };
  console.log(result);
  const passed = result['same document, no reload'] && result['drawer still open (state kept)'] && problems.length === 0;
  console.log(passed ? 'Fast Refresh works: the edit showed without a reload and the page kept its state.' : 'Fast Refresh check FAILED.');
  process.exitCode = passed ? 0 : 1;
} finally {
  writeFileSync(file, original);
  await browser?.close();
  vite.kill();
  await stopProcess(api);
}

async function viteReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (vite.exitCode !== null) throw new Error(`vite exited with ${vite.exitCode}`);
    if (await fetch(viteBase).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('vite dev did not start within a minute');
}
