// npm run lighthouse: Lighthouse (mobile settings) in Debian's Chromium against the built app, embedded defaults.
// `npm run lighthouse -- --languages` scores / once per language instead, each in a Chromium whose language is that one
// (as a visitor's browser would be), so the landing page loads that language's catalogues.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startProcess, stopProcess } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/selection', '/login'];
const LANGUAGES = ['en-GB', 'fr', 'de', 'es', 'zh-Hans'];
// `--languages` for all of them, `--languages=fr,zh-Hans` for some.
const languagesArg = process.argv.find((arg) => arg === '--languages' || arg.startsWith('--languages='));
const chosen = languagesArg?.includes('=') ? languagesArg.split('=')[1].split(',') : LANGUAGES;
const runs = languagesArg ? chosen.map((language) => ({ page: '/', language })) : PAGES.map((page) => ({ page, language: null }));
// LIGHTHOUSE_REPORTS=dir keeps each run's whole report (JSON) there, to see what a score is made of.
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH`);
  process.exit(1);
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { NODE_ENV: 'production', PORT: String(port), APP_URL: base, DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-lh-')) };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'GOOGLE_MAPS_KEY']) env[name] = '';
const app = await startProcess('app', 'backend/dist/main.js', env, async () => (await fetch(`${base}/api/health`)).ok);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const launch = (language) =>
  chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: language ? [...CHROME_FLAGS, `--lang=${language}`, `--accept-lang=${language}`] : CHROME_FLAGS });
let chrome = await launch(runs[0].language);
const rows = [];
let belowTarget = 0;
try {
  for (const { page, language } of runs) {
    if (language && language !== runs[0].language) {
      await chrome.kill();
      chrome = await launch(language);
    }
    const { lhr } = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const row = language ? { page, language } : { page };
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `${(language ?? page).replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
    }
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      row[id] = `${score}${score < target ? ` (< ${target})` : ''}`;
      if (score < target) belowTarget += 1;
    }
    const thirdParty = lhr.audits['network-requests']?.details?.items?.filter((r) => !r.url.startsWith(base) && !r.url.startsWith('data:')) ?? [];
    row['third-party requests'] = thirdParty.length;
    // A browser in another language fetches that language's landing catalogue (English's is in the entry chunk).
    if (language) {
      row['LCP ms'] = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      row['TBT ms'] = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      row.CLS = Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
    }
    if (language) row['catalogue chunks'] = lhr.audits['network-requests']?.details?.items?.filter((r) => /\/assets\/(common|landing)-[\w-]+\.js$/.test(r.url)).length ?? 0;
    rows.push(row);
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices', 'seo'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)));
    if (failing.length) console.log(`${page}: audits below full marks: ${failing.map((a) => a.id).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await stopProcess(app);
}
console.log(`\nLighthouse ${new Date().toISOString()}, mobile settings, targets ${JSON.stringify(TARGETS)}`);
console.table(rows);
console.log(belowTarget === 0 ? 'Every score meets its target.' : `${belowTarget} score(s) below target.`);
