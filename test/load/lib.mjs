// Small helpers shared by the load scripts: processes, ports, a loopback SMTP sink, cookie-keeping visitors.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const ROOT = new URL('../../', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` with env; resolves once `ready()` passes. */
export async function startProcess(name, script, env, ready, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const keep = (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean).slice(-200));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited:\n${lines.slice(-30).join('\n')}`);
    if (await Promise.resolve(ready(lines)).catch(() => false)) return { child, lines, rssMb: () => rssMb(child.pid) };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not become ready:\n${lines.slice(-30).join('\n')}`);
}

export function stopProcess(proc) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.child.once('exit', resolve);
    proc.child.kill('SIGTERM');
    setTimeout(() => proc.child.kill('SIGKILL'), 10_000).unref();
  });
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP server on loopback that notes when each message arrived and its subject and body. */
export async function startSmtpSink() {
  const received = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({ at: performance.now(), raw });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received, close: () => new Promise((r) => server.close(r)) };
}

/** A visitor with its own cookies, doing what the SPA does (CSRF cookie, X-XSRF-TOKEN on writes). */
export class Visitor {
  cookies = new Map();

  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  async request(method, path, body) {
    const headers = { Accept: 'application/json', Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const response = await fetch(this.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, body: json };
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
