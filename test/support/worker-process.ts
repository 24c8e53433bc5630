// Runs the BUILT worker (backend/dist/worker.js) as its own process, so a test can SIGKILL or SIGTERM it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { scratchDir } from './scratch-dir.mjs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureOutput, childEnv, hasExited, runnable, sleep, stopChild } from './app-process.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORKER = join(REPO_ROOT, 'backend', 'dist', 'worker.js');
const START_TIMEOUT_MS = 60_000;
/** What worker.ts logs once its BullMQ consumer and relay are running. */
const READY_LINE = 'Worker started';

export interface StartWorkerOptions {
  /** DATABASE_URL, REDIS_URL, QUEUE_PREFIX, SESSION_SECRET, SMTP_URL, ... */
  env: Record<string, string>;
  /** Run an assembled release's worker on its own Node instead of the repository's build (see StartAppOptions). */
  release?: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningWorker {
  pid: number;
  /** Sends a signal (SIGTERM for a graceful stop, SIGKILL for a crash). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves when the process has exited and its output is read. */
  exited: Promise<Exit>;
  /** SIGTERM, then SIGKILL after a grace period; removes its DATA_DIR. Safe to call after it exited. */
  stop(): Promise<void>;
  output(): string;
}

export async function startWorker(opts: StartWorkerOptions): Promise<RunningWorker> {
  const run = runnable(WORKER, opts.release);
  if (!existsSync(run.script)) throw new Error(opts.release ? `No ${run.script}: assemble the release first` : 'Build first: npm run build');
  const dataDir = mkdtempSync(join(scratchDir(), 'luggage-worker-'));
  const child = spawn(run.node, [run.script], {
    cwd: run.cwd,
    env: childEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', ...run.env }, opts.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = captureOutput(child);
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  const stop = () => stopChild(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!lines.some((line) => line.includes(READY_LINE))) {
    if (hasExited(child) || Date.now() > deadline) {
      await stop();
      const why = hasExited(child) ? `exited (code ${child.exitCode}, signal ${child.signalCode})` : `did not log "${READY_LINE}" in time`;
      throw new Error(`The worker ${why}\n--- last 50 lines of its output ---\n${lines.slice(-50).join('\n')}`);
    }
    await sleep(100);
  }
  return { pid: child.pid!, kill: (signal) => child.kill(signal), exited, stop, output: () => lines.join('\n') };
}
