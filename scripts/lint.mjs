// npm run lint: ESLint (eslint.config.js) over the sources, tests and scripts, then dependency-cruiser
// (.dependency-cruiser.cjs) for the layers of docs/architecture.md. `--layers` runs only the second: the
// planted-violation test (test/lint/layers.test.ts) runs it on a scratch copy of the sources.
import { spawnSync } from 'node:child_process';

const SOURCES = ['backend/src', 'frontend/src', 'contracts/src'];
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

let status = 0;
if (!process.argv.includes('--layers')) {
  // The cache keeps a second run to the files that changed (results are keyed by content and config).
  const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'];
  status = run('eslint', [...cache, '--max-warnings', '0', ...SOURCES, 'test', 'scripts']);
}
status = run('depcruise', [...SOURCES, '--config', '.dependency-cruiser.cjs']) || status;
process.exit(status);
