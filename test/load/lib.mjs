// Small helpers shared by the load scripts: processes, ports, a loopback SMTP sink, cookie-keeping visitors.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import pg from 'pg';
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

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th, in clock ticks (100/s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Pids of the processes whose command name is `name` (PostgreSQL's backends, say). */
export function pidsNamed(name) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
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

/** Keep-alive connections shared by every visitor: a browser would not open a connection per request either. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A visitor with its own cookies, doing what the SPA does (CSRF cookie, X-XSRF-TOKEN on writes). Plain node:http
 * rather than fetch: fetch costs the load generator several times the CPU per request, CPU the app under test
 * would otherwise have on this 2-core machine.
 */
export class Visitor {
  cookies = new Map();

  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }

  request(method, path, body) {
    const headers = { Accept: 'application/json', Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    return new Promise((resolve, reject) => {
      const request = http.request(new URL(path, this.baseUrl), { method, headers, agent }, (response) => {
        for (const cookie of response.headers['set-cookie'] ?? []) {
          const [pair] = cookie.split(';');
          const at = pair.indexOf('=');
          this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: parseBody(text) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(payload);
    });
  }
}

function parseBody(text) {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The URL of a database named `name` on the server of `serverUrl` (a scratch database a bench creates and drops). */
export function databaseUrlNamed(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection; its rows. */
export async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
