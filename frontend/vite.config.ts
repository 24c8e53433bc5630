import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.BACKEND_ORIGIN ?? 'http://localhost:3000';

// /login, /register, ... are both SPA pages (GET) and Sanctum-style auth endpoints (POST):
// a browser asking for a page gets index.html, everything else goes to the API.
const spaPageOnGet = (req: IncomingMessage): string | undefined => {
  const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.headers.accept?.includes('text/html');
  return wantsPage ? '/index.html' : undefined;
};

const authEndpoints: ProxyOptions = { target: backend, bypass: spaPageOnGet };

// Writes .br and .gz beside every text asset once at build time, so the server sends them without compressing per request.
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (fileName.startsWith('.vite/') || !/\.(js|css|svg|html|json)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The libraries every page needs, in one long-cached chunk. */
const FRAMEWORK_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store)[\\/]/;
/**
 * Small modules of our own that the landing page and the lazy pages both import. Left to Rolldown, each became a chunk
 * of its own: three more files for the landing page to fetch, about 0.9 KB gzipped. They rarely change.
 */
const LANDING_SHARED = /[\\/](contracts[\\/]src[\\/](money|dates|i18n[\\/]languages)|frontend[\\/]src[\\/]lib[\\/]i18n[\\/]active-language)\.ts$/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    // Compile the shared contracts from source: no separate build step for the SPA.
    alias: [
      {
        find: /^@luggage\/contracts$/,
        replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the page-budget test to know what the first page loads.
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload"> (Safari since 17, Firefox since 115); where one does not,
    // chunks still load, just without the early fetch. The polyfill would cost the landing page a quarter of a KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The `postcode` package has no side effects but does not say so (no sideEffects flag): without this rule
      // contracts' barrel would put it in the first page's JavaScript instead of the pages that use it.
      treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]postcode[\\/]/, sideEffects: false }] },
      // The libraries every page needs in one long-cached chunk: split among the chunks that share them (Rolldown's
      // default here) the landing page fetched seven files and about 2.5 KB more gzipped JavaScript.
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: (id) => FRAMEWORK_LIBRARIES.test(id) || LANDING_SHARED.test(id) }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend },
      '/sanctum': { target: backend },
      '^/(login|logout|register|forgot-password|reset-password)(\\?.*)?$': authEndpoints,
    },
  },
});
