// Issue 13, section 1: the image's recipe, tested where Docker is not. scripts/assemble-release.sh (the one script
// the Dockerfile's stages call) assembles a release into an empty folder; the API and the worker then run FROM THAT
// FOLDER, on its own Node, over PostgreSQL + Redis, and a visitor's booking sends its confirmation email.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts). The repository is already built (scripts/test-api.mjs
// sees to that), so only the assembly runs: npm installs the production dependencies from its cache.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { scratchDir } from '../support/scratch-dir.mjs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv, freePort, type RunningApp } from '../support/app-process.js';
import { confirmationJobId, type ProcessStack, startProcessStack } from '../support/process-stack.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { RunningWorker } from '../support/worker-process.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(REPO_ROOT, 'scripts', 'assemble-release.sh');
const WORKSPACES = ['contracts', 'backend', 'frontend'];
/** The build and test tools, which must never reach the image. */
const TOOLCHAIN = ['typescript', 'jest', '@swc/core', '@swc/jest', 'vite', '@vitejs/plugin-react', 'supertest', 'playwright-core', 'lighthouse'];

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command to its end, keeping its output (stdout and stderr together). */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const devDependencies = (dir: string) =>
  ['.', ...WORKSPACES].flatMap((w) => Object.keys((readJson(join(dir, w, 'package.json')).devDependencies as object | undefined) ?? {}));

/** The Dockerfile's stages, each a list of instructions with continuation lines joined. */
function dockerStages(): { from: string; instructions: string[] }[] {
  const text = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const stages: { from: string; instructions: string[] }[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (/^FROM\s/i.test(line)) stages.push({ from: line, instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

describe('a release assembled by scripts/assemble-release.sh (the image recipe)', () => {
  let release: string;
  let assembly: Run;
  let assemblySeconds: number;
  let releaseNode: string;
  let smtp: SmtpCatcher;
  let stack: ProcessStack;
  let api: RunningApp;
  let worker: RunningWorker;

  beforeAll(async () => {
    release = mkdtempSync(join(scratchDir(), 'luggage-release-'));
    releaseNode = join(release, 'node_modules', '.bin', 'node');
    const started = Date.now();
    assembly = await run('bash', [SCRIPT, 'assemble', release], { cwd: REPO_ROOT, env: childEnv({}) });
    assemblySeconds = (Date.now() - started) / 1000;
    console.log(`release assembled in ${assemblySeconds.toFixed(1)} s`);
    if (assembly.code !== 0) throw new Error(`assemble-release.sh exited ${assembly.code}:\n${assembly.output}`);
    smtp = await startSmtpCatcher();
    // The image's settings (Dockerfile ENV): NODE_ENV=production.
    stack = await startProcessStack({ release, env: { SMTP_URL: smtp.url, NODE_ENV: 'production' } });
    [api, worker] = await Promise.all([stack.startApi(), stack.startWorker()]);
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
    if (release) rmSync(release, { recursive: true, force: true });
  });

  it('holds the package files, the built output and the production dependencies, nothing else', () => {
    expect(readdirSync(release).sort()).toEqual(['backend', 'contracts', 'frontend', 'node_modules', 'package-lock.json', 'package.json']);
    // contracts also brings the message catalogues the server reads at start (contracts/locales).
    for (const workspace of WORKSPACES) {
      expect(readdirSync(join(release, workspace)).sort()).toEqual(workspace === 'contracts' ? ['dist', 'locales', 'package.json'] : ['dist', 'package.json']);
    }
    expect(existsSync(join(release, 'contracts', 'locales', 'fr', 'emails.json'))).toBe(true);
    for (const file of ['contracts/dist/index.js', 'backend/dist/main.js', 'backend/dist/worker.js', 'frontend/dist/index.html']) {
      expect(existsSync(join(release, file))).toBe(true);
    }

    const modules = join(release, 'node_modules');
    expect(TOOLCHAIN.filter((name) => existsSync(join(modules, name)))).toEqual([]);
    // The SPA's own dependencies are inside its bundle.
    expect(existsSync(join(modules, 'react'))).toBe(false);
    // A devDependency may be there only because a production package needs it (stripe needs @types/node).
    const installed = readJson(join(modules, '.package-lock.json')).packages as Record<string, Record<string, Record<string, string>>>;
    const neededBy = (name: string) =>
      Object.keys(installed).filter((path) => ['dependencies', 'optionalDependencies', 'peerDependencies'].some((kind) => installed[path][kind]?.[name]));
    const present = devDependencies(REPO_ROOT).filter((name) => existsSync(join(modules, name)));
    expect(present.filter((name) => neededBy(name).length === 0)).toEqual([]);
    // The workspace packages are links to the release's own folders.
    expect(realpathSync(join(modules, '@luggage', 'contracts'))).toBe(realpathSync(join(release, 'contracts')));
    expect(realpathSync(join(modules, '@luggage', 'backend'))).toBe(realpathSync(join(release, 'backend')));
  });

  it('brings its own Node 24', async () => {
    const version = await run(releaseNode, ['--version'], { cwd: release, env: { PATH: '/usr/bin:/bin' } });
    expect(version.output.trim()).toMatch(/^v24\./);
  });

  it('runs the API and the worker from the release folder on its own Node', () => {
    const node = realpathSync(releaseNode);
    for (const pid of [api.pid, worker.pid]) {
      expect(realpathSync(`/proc/${pid}/exe`)).toBe(node);
      expect(realpathSync(`/proc/${pid}/cwd`)).toBe(realpathSync(release));
    }
  });

  it('serves the built SPA from the release', async () => {
    const page = await fetch(`${api.url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(join(release, 'frontend/dist/index.html'), 'utf8'))![1];
    expect(html).toContain(script);
    const asset = await fetch(`${api.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('takes a paid booking and the worker emails its confirmation', async () => {
    const email = 'release.visitor@example.com';
    const visitor = new ProcessSession(api.url);
    const checkout = await payWith4242(visitor, await bristolBusStationAt(api.url), { email });
    const booked = await visitor.post('/api/booking', checkout.booking);
    expect(booked.status).toBe(200);
    const reference = (booked.body as { bookingReference: string }).bookingReference;

    const mail = await smtp.waitFor((m) => m.subject.includes(reference), 30_000);
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe(`Booking confirmed: ${reference}`);
    expect(mail.text).toContain(reference);

    // Sent by the worker process through BullMQ, not by the API in-process.
    const [row] = await stack.sql<{ job_key: string }>(
      `select o.job_key from outbox_event o join booking b on b.id = (o.payload->>'bookingId')::int where o.name = 'BookingConfirmed' and b.reference = $1`,
      [reference],
    );
    const job = await stack.queue().getJob(confirmationJobId(row.job_key));
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toBe('done');
  });

  it("answers the image's health check, which fails when nothing answers", async () => {
    const [runtime] = dockerStages().slice(-1);
    const healthcheck = runtime.instructions.find((i) => /^HEALTHCHECK\s/i.test(i))!;
    const command = JSON.parse(/\bCMD\s+(\[.*\])\s*$/.exec(healthcheck)![1]) as string[];
    expect(command[0]).toBe('node');
    const check = (port: number) => run(releaseNode, command.slice(1), { cwd: release, env: { PATH: '/usr/bin:/bin', PORT: String(port) } });
    expect(await check(api.port)).toEqual({ code: 0, output: '' });
    expect((await check(await freePort())).code).toBe(1);
  });

  it('.env.example lists every documented setting, with the default the release really uses', async () => {
    const example = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const section = (file: string, heading: string) => readFileSync(join(REPO_ROOT, file), 'utf8').split(heading)[1].split(/\n## /)[0];
    const readme = section('README.md', '## Configuration').split('\n').filter((l) => l.startsWith('| `')).map((l) => l.split('|')[1]);
    const operations = section('docs/operations.md', '## Environment variables').split('\n').filter((l) => l.startsWith('- `')).map((l) => l.split(':')[0]);
    const documented = [...readme, ...operations].flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    expect(documented.length).toBeGreaterThan(20);
    expect([...new Set(documented)].filter((name) => !listed.has(name))).toEqual([]);

    // Uncommenting every line of the example changes nothing: its values are the defaults (PORT 3000 makes APP_URL's).
    // Both runs in one folder, as an operator's would be: relative paths and the generated session secret agree.
    const dir = mkdtempSync(join(scratchDir(), 'luggage-env-'));
    const config = async (name: string, envFile: string) => {
      writeFileSync(join(dir, name), envFile);
      const script = `const { loadConfig } = await import(${JSON.stringify(join(release, 'backend/dist/config/app-config.js'))}); console.log(JSON.stringify(loadConfig(process.env)));`;
      const result = await run(releaseNode, [`--env-file=${name}`, '--input-type=module', '-e', script], { cwd: dir, env: { PATH: '/usr/bin:/bin' } });
      if (result.code !== 0) throw new Error(result.output);
      return JSON.parse(result.output) as Record<string, unknown>;
    };
    try {
      const uncommented = example.replace(/^# ([A-Z][A-Z0-9_]*=)/gm, '$1');
      expect(uncommented).not.toMatch(/^# [A-Z][A-Z0-9_]*=/m);
      const defaults = await config('empty.env', '');
      expect(defaults).toMatchObject({ port: 3000, dataDir: join(realpathSync(dir), 'data'), databaseUrl: null, stripe: null });
      expect(await config('example.env', uncommented)).toEqual(defaults);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is what the Dockerfile builds: its stages call this script, and the image runs what this test ran', () => {
    const stages = dockerStages();
    expect(stages).toHaveLength(2);
    const [build, runtime] = stages;
    expect(build.from).toMatch(/^FROM node:24[\w.-]* AS build$/i);
    const runs = build.instructions.filter((i) => /^RUN\s/i.test(i)).map((i) => i.replace(/^RUN\s+(--mount=\S+\s+)*/i, ''));
    expect(runs).toEqual(['scripts/assemble-release.sh install', 'scripts/assemble-release.sh build', 'scripts/assemble-release.sh assemble /release']);

    const copies = runtime.instructions.filter((i) => /^COPY\s/i.test(i));
    expect(copies).toEqual(['COPY --from=build /release /app']);
    expect(runtime.instructions).toContain('WORKDIR /app');
    expect(runtime.instructions.find((i) => /^ENV\s/i.test(i))).toMatch(/PATH=\/app\/node_modules\/\.bin:/);
    const user = runtime.instructions.find((i) => /^USER\s/i.test(i))!.split(/\s+/)[1];
    expect(['root', '0']).not.toContain(user);
    expect(runtime.instructions.at(-1)).toBe('CMD ["node", "backend/dist/main.js"]');
    const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain('command: ["node", "backend/dist/worker.js"]');
  });
});
