import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.BACKEND_ORIGIN ?? 'http://localhost:3000';

// /login, /register, ... are both SPA pages (GET) and Sanctum-style auth endpoints (POST):
// a browser asking for a page gets index.html, everything else goes to the API.
const spaPageOnGet = (req: IncomingMessage): string | undefined => {
  const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.headers.accept?.includes('text/html');
  return wantsPage ? '/index.html' : undefined;
};

const authEndpoints: ProxyOptions = { target: backend, bypass: spaPageOnGet };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
  },
  server: {
    proxy: {
      '/api': { target: backend },
      '/sanctum': { target: backend },
      '^/(login|logout|register|forgot-password|reset-password)(\\?.*)?$': authEndpoints,
    },
  },
});
