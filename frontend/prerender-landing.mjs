// After `vite build`: renders the landing page (/) into dist/landing/<language>.html for each language, from the built
// index.html, so the server can send / already painted in the visitor's language (backend/src/shared/http/spa.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = join(root, 'dist');
// Inside the workspace, so that the server bundle finds react, react-dom and i18next in node_modules.
const serverDir = join(root, 'node_modules', '.landing-prerender');

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: {
      output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      // Every landing catalogue is bundled here, the browser's lazy ones too: that is the point, not a mistake.
      onLog: (level, log, handler) => log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT' && handler(level, log),
    },
  },
});

try {
  const { LANGUAGES, landingPage } = await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href);
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  mkdirSync(join(dist, 'landing'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  for (const language of LANGUAGES) {
    const page = scriptsAfterPaint(await landingPage(shell, language)).replace('</head>', `${cataloguePreloads(manifest, language)}</head>`);
    const file = join(dist, 'landing', `${language}.html`);
    writeFileSync(file, page);
    // Compressed here, as Vite's precompress step does for index.html, so the server need not at start.
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  console.log(`Prerendered / in ${LANGUAGES.join(', ')} into dist/landing/`);
} finally {
  rmSync(serverDir, { recursive: true, force: true });
}

/** The language's landing catalogues (lazy chunks but English's), fetched with the entry instead of after it has run. */
function cataloguePreloads(manifest, language) {
  return ['common', 'landing']
    .map((namespace) => manifest[`../contracts/locales/${language}/${namespace}.json`]?.file)
    .filter(Boolean)
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
}

/**
 * The prerendered page paints from its HTML and CSS alone: its scripts (the entry and the chunks Vite preloads) are
 * fetched at low priority, so on a slow connection the stylesheet is not sharing the line with 100 KB of JavaScript.
 */
function scriptsAfterPaint(page) {
  return page.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 fetchpriority="low" crossorigin ');
}
