// Development: contracts and the API recompile on every change (tsc --watch), the API restarts when its compiled
// code changes (node --watch on backend/dist/main.js, which follows every file it imports), and Vite's dev server
// serves the SPA with hot reload on :5173, proxying the API on :3000.
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('node', ['scripts/ensure-built.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [];
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
}

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', stop);
  return child;
}

/** tsc in watch mode; `onWatching` runs once its first compilation is written. */
function compileOnChange(project, onWatching = () => {}) {
  const tsc = run('tsc', ['-p', project, '--watch', '--preserveWatchOutput'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let watching = false;
  tsc.stdout.on('data', (chunk) => {
    process.stdout.write(`[tsc ${project}] ${chunk}`);
    if (!watching && chunk.toString().includes('Watching for file changes')) {
      watching = true;
      onWatching();
    }
  });
}

compileOnChange('contracts');
// The API starts once tsc has written its first build, so that build does not restart it at once.
compileOnChange('backend/tsconfig.build.json', () => run('node', ['--watch', '--watch-preserve-output', 'backend/dist/main.js']));
run('vite', ['--port', '5173'], { cwd: 'frontend' });

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
