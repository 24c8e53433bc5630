// Builds the app when a build output is missing or older than its sources, so `npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = ['contracts/dist/index.js', 'backend/dist/main.js', 'frontend/dist/index.html', 'frontend/dist/landing/en-GB.html'];
const sources = ['contracts/src', 'backend/src', 'frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/prerender-landing.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

const missing = outputs.filter((file) => !existsSync(file));
const built = missing.length ? 0 : Math.min(...outputs.map((file) => statSync(file).mtimeMs));
if (missing.length || sources.some((source) => newestMtime(source) > built)) {
  console.log(missing.length ? 'Building the app (first start)...' : 'Sources changed since the last build: rebuilding...');
  execSync('npm run build', { stdio: 'inherit' });
}
