// node scripts/parallel.mjs <npm script>...: runs the named npm scripts two at a time (this machine kind has two
// cores), prints each one's output whole when it ends, and fails when any of them failed. `npm test` runs the
// checks that need no database (types, lint, unit tests) this way.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const width = Math.max(1, Math.min(2, availableParallelism()));

function run(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n=== npm run ${script}: ${status} in ${seconds} s ===\n${Buffer.concat(chunks).toString('utf8')}`);
      resolve(code === 0);
    });
  });
}

const queue = [...scripts];
const results = [];
await Promise.all(
  Array.from({ length: width }, async () => {
    while (queue.length > 0) results.push(await run(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
