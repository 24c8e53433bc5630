// node scripts/parallel.mjs [--beside <npm script>] <npm script>...: runs the named npm scripts two at a time (this
// machine kind has two cores), prints each one's output whole when it ends, and fails when any of them failed.
// With --beside, that script runs meanwhile in the foreground (its output as it comes) and the others at the lowest
// CPU priority (nice 19), so that they use only the CPU it leaves idle. `npm test` runs the checks that need no
// database (types, lint, unit tests) beside the browser tier this way: Chromium leaves about a fifth of the two
// cores idle while it waits on the app, and the checks fill it (docs/decisions.md).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
const besideAt = args.indexOf('--beside');
const beside = besideAt >= 0 ? args[besideAt + 1] : undefined;
if (besideAt >= 0 && !beside) {
  console.error('--beside needs an npm script name');
  process.exit(2);
}
const scripts = besideAt >= 0 ? args.filter((_, i) => i !== besideAt && i !== besideAt + 1) : args;
const width = Math.max(1, Math.min(2, availableParallelism()));

/** `nice -n 19 npm …` where there is a `nice` (Linux, macOS); plain npm otherwise. */
function lowPriority(command, commandArgs) {
  return process.platform === 'win32' ? [command, commandArgs] : ['nice', ['-n', '19', command, ...commandArgs]];
}

function run(script, low) {
  return new Promise((resolve) => {
    const started = performance.now();
    const [command, commandArgs] = low ? lowPriority('npm', ['run', '--silent', script]) : ['npm', ['run', '--silent', script]];
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
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

function runInForeground(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n=== npm run ${script}: ${status} in ${seconds} s ===\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...scripts];
const results = await Promise.all([
  ...(beside ? [runInForeground(beside)] : []),
  ...Array.from({ length: width }, async () => {
    const passed = [];
    while (queue.length > 0) passed.push(await run(queue.shift(), beside !== undefined));
    return passed.every(Boolean);
  }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
