// npm run landing-parts: what the landing page's first JavaScript is made of, gzipped, part by part. Builds the SPA once
// more into a scratch directory with each library in a chunk of its own (the real build puts them together in one
// `framework` chunk; a library listed first keeps the libraries it needs out of the ones after it), then gzips each
// chunk the entry loads. The parts add up to a little more than the real build's total (each chunk's own gzip
// dictionary and import lines); page-budget.test.ts asserts the real total.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from './lib.mjs';

const PARTS = [
  ['react', /[\\/]node_modules[\\/]react[\\/]/],
  ['react-dom (and scheduler)', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/],
  ['react-router', /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
  ['i18next', /[\\/]node_modules[\\/]i18next[\\/]/],
  ['react-i18next', /[\\/]node_modules[\\/](react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]/],
];
const LANDING_NAMESPACES = ['common', 'landing'];

const outDir = mkdtempSync(join(tmpdir(), 'landing-parts-'));
try {
  await build({
    root: join(ROOT, 'frontend'),
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: PARTS.map(([name, test], index) => ({ name: name.split(' ')[0], test: (id) => test.test(id), priority: PARTS.length - index })) } },
      },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file))).length / 1024;
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);
  const partOf = (file) => PARTS.find(([name]) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '') === name.split(' ')[0])?.[0];
  const rows = {};
  for (const key of seen) {
    const file = manifest[key].file;
    const part = partOf(file) ?? 'our code (the entry: app, landing, i18n start, English catalogues)';
    rows[part] = (rows[part] ?? 0) + gzipKb(file);
  }
  for (const language of ['fr', 'de', 'es', 'zh-Hans']) {
    const files = LANDING_NAMESPACES.map((namespace) => manifest[`../contracts/locales/${language}/${namespace}.json`]?.file).filter(Boolean);
    rows[`${language} landing catalogues (instead of English's, which are in the entry)`] = files.reduce((sum, file) => sum + gzipKb(file), 0);
  }
  const total = Object.entries(rows)
    .filter(([part]) => !part.includes('landing catalogues'))
    .reduce((sum, [, kb]) => sum + kb, 0);
  console.table(Object.fromEntries(Object.entries(rows).map(([part, kb]) => [part, { 'gzipped KB': Number(kb.toFixed(1)) }])));
  console.log(`English total: ${total.toFixed(1)} KB gzipped (separate chunks; the real build's single framework chunk is smaller)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
