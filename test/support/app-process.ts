// Runs the BUILT app (backend/dist/main.js) as its own process, the way a person or a server would.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { scratchDir } from './scratch-dir.mjs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(REPO_ROOT, 'backend', 'dist', 'main.js');
const START_TIMEOUT_MS = 100_000;
const POLL_MS = 200;
const STOP_GRACE_MS = 10_000;
const KEPT_LINES = 2_000;
/**
 * Test apps hash passwords at scrypt 2^10 instead of 2^17 (as Laravel's tests set BCRYPT_ROUNDS=4): the suite makes
 * hundreds of accounts and logins. auth.test.ts proves the default cost and the rehash to it on an app of its own.
 */
export const TEST_SCRYPT_LN = '10';

/** The test cost, except for an app started as production, which refuses it (and hashes at the default). */
export function testPasswordCost(env: Record<string, string> = {}): Record<string, string> {
  return env.NODE_ENV === 'production' ? {} : { PASSWORD_SCRYPT_LN: TEST_SCRYPT_LN };
}

// Services and outside-world settings a developer's shell may carry; a test names the ones it wants.
const INHERITED_BUT_DROPPED = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'GOOGLE_MAPS_KEY',
  'NODE_OPTIONS',
  // A shell set up for load tests must not lift the limits the browser tests prove.
  'RATE_LIMITS',
];

export interface StartAppOptions {
  env?: Record<string, string>;
  /**
   * Run an assembled release (scripts/assemble-release.sh) instead of the repository's build: that folder's
   * backend/dist/main.js, from that folder, on that folder's own Node (node_modules/.bin/node), with a PATH that
   * holds nothing of the repository's.
   */
  release?: string;
}

export interface RunningApp {
  pid: number;
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  output(): string;
}

export async function startApp(opts: StartAppOptions = {}): Promise<RunningApp> {
  const run = runnable(MAIN, opts.release);
  if (!existsSync(run.script)) throw new Error(opts.release ? `No ${run.script}: assemble the release first` : 'Build first: npm run build');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(scratchDir(), 'luggage-app-'));
  copyMigratedTemplate(dataDir, opts);
  const child = spawn(run.node, [run.script], {
    cwd: run.cwd,
    env: childEnv({ PORT: String(port), APP_URL: url, DATA_DIR: dataDir, NODE_ENV: 'test', ...testPasswordCost(opts.env), ...run.env }, opts.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = captureOutput(child);
  const stop = () => stopChild(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitUntilHealthy(url, child);
  } catch (err) {
    await stop();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`${reason}\n--- last 50 lines of the app's output ---\n${lines.slice(-50).join('\n')}`, { cause: err });
  }
  return { pid: child.pid!, url, port, dataDir, stop, output: () => lines.join('\n') };
}

/**
 * The test tiers migrate one embedded database first (TEST_TEMPLATE_DIR); an app on the embedded database starts
 * from a copy of it, as it would on its second `npm start`. An assembled release migrates its own: its first start
 * is what that test proves.
 */
export function copyMigratedTemplate(dataDir: string, opts: StartAppOptions): void {
  const template = process.env.TEST_TEMPLATE_DIR;
  if (!template || opts.release || opts.env?.DATABASE_URL) return;
  cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
}

/** How to run `repoScript` (a built file under REPO_ROOT): from the repository, or its copy in an assembled release. */
export function runnable(repoScript: string, release?: string): { node: string; script: string; cwd: string; env: Record<string, string> } {
  if (!release) return { node: process.execPath, script: repoScript, cwd: REPO_ROOT, env: {} };
  const bin = join(release, 'node_modules', '.bin');
  return { node: join(bin, 'node'), script: join(release, relative(REPO_ROOT, repoScript)), cwd: release, env: { PATH: `${bin}:/usr/bin:/bin` } };
}

export function childEnv(own: Record<string, string>, given: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_BUT_DROPPED) delete env[name];
  return { ...env, ...own, ...given };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function captureOutput(child: ChildProcess): string[] {
  const lines: string[] = [];
  const keep = (prefix: string) => {
    let partial = '';
    return (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.map((line) => `${prefix}${line}`));
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
    };
  };
  child.stdout?.on('data', keep(''));
  child.stderr?.on('data', keep('[stderr] '));
  return lines;
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`The app exited during start (code ${child.exitCode}, signal ${child.signalCode})`);
    if (await isHealthy(url)) return;
    await sleep(POLL_MS);
  }
  throw new Error(`The app did not answer 200 on GET ${url}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, then SIGKILL after the grace period; resolves once the process and its output have ended. */
export async function stopChild(child: ChildProcess): Promise<void> {
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  if (hasExited(child)) {
    // Its last lines may still be in the pipe; a grandchild holding the pipe must not hang us.
    await Promise.race([closed, sleep(1_000)]);
    return;
  }
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await closed;
  clearTimeout(timer);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
