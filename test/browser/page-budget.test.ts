import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@luggage/contracts';

// Deterministic page budget: what index.html loads before anything is lazy-loaded, read from Vite's manifest, plus the
// landing catalogues of the visitor's language, which the first render waits for when it is not English (English's
// are in the entry). The landing page paints from its prerendered HTML without any of it; this is what hydrating it
// takes. What React DOM (63.6 KB), React Router (13.5), i18next (15.3), react-i18next (2.8), React (3.0) and our
// entry (17.0) need, measured part by part with `npm run landing-parts`: 114.8 KB in Chinese once the route table named
// the operator's money pages and the partner's page (each lazy, but each a name in the entry's table), within a budget
// set with 0.2 KB to spare.
const DIST = join(process.cwd(), 'frontend', 'dist');
const BUDGET_KB = 115.0;
const LANDING_NAMESPACES = ['common', 'landing'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const path = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error('Build first: npm run build (frontend/dist/.vite/manifest.json is missing)');
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The entry chunk and everything it imports statically: the JavaScript the landing page waits for. */
function initialChunks(manifest: Record<string, ManifestChunk>): ManifestChunk[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('No entry in the Vite manifest');
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.set(key, manifest[key]);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entry[0]);
  return [...seen.values()];
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;

/** Per language, the lazily loaded catalogue chunks the first render of / awaits (none for English: bundled). */
function landingCatalogues(manifest: Record<string, ManifestChunk>): { language: string; files: string[] }[] {
  return LANGUAGES.map((language) => ({
    language,
    files: LANDING_NAMESPACES.map((ns) => manifest[`../contracts/locales/${language}/${ns}.json`]?.file).filter((f): f is string => !!f),
  }));
}

describe('page budget of the landing page', () => {
  const manifest = readManifest();
  const initial = initialChunks(manifest);
  const initialFiles = new Set(initial.map((chunk) => chunk.file));

  it(`loads at most ${BUDGET_KB} KB of gzipped JavaScript before the landing page is hydrated, in every language`, () => {
    const sizes = initial.map((chunk) => ({ file: chunk.file, gzipKb: Number(gzipKb(chunk.file).toFixed(1)) }));
    const entryTotal = sizes.reduce((sum, s) => sum + s.gzipKb, 0);
    const perLanguage = landingCatalogues(manifest).map(({ language, files }) => ({
      language,
      total: Number((entryTotal + files.reduce((sum, file) => sum + gzipKb(file), 0)).toFixed(1)),
    }));
    console.log(
      `Initial JavaScript for /: ${entryTotal.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)\n${sizes.map((s) => `  ${s.file}: ${s.gzipKb} KB`).join('\n')}\n` +
        `With the language's landing catalogues: ${perLanguage.map((l) => `${l.language} ${l.total} KB`).join(', ')}`,
    );
    // Every language but English waits for its catalogue chunks: if one were missing, its first paint would be English.
    expect(perLanguage.filter((l) => l.language !== DEFAULT_LANGUAGE && l.total === Number(entryTotal.toFixed(1)))).toEqual([]);
    for (const { language, total } of perLanguage) expect({ language, total, withinBudget: total <= BUDGET_KB }).toEqual({ language, total, withinBudget: true });
  });

  it('keeps the maps script, the payment script and the admin code out of the first load', () => {
    const initialCode = initial.map((chunk) => readFileSync(join(DIST, chunk.file), 'utf8')).join('\n');
    expect(initialCode).not.toContain('maps.googleapis.com');
    expect(initialCode).not.toContain('js.stripe.com');
    const lazyOnly = Object.entries(manifest).filter(([key]) => /features\/(admin|booking)\//.test(key));
    expect(lazyOnly.length).toBeGreaterThan(0);
    for (const [key, chunk] of lazyOnly) {
      expect({ key, initial: initialFiles.has(chunk.file) }).toEqual({ key, initial: false });
    }
  });
});
