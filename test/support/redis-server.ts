// A Redis server of the test's own on a loopback port, which the test can stop (SIGTERM) and start again on the
// same port: an outage the app cannot tell from a real one. No persistence, so a restart comes back empty.
import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { captureOutput, freePort, hasExited, sleep, stopChild } from './app-process.js';

const START_TIMEOUT_MS = 10_000;

export interface OwnRedis {
  url: string;
  port: number;
  /** SIGTERM; resolves once the process has exited (the port no longer answers). */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it answers PING. */
  start(): Promise<void>;
  output(): string;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let lines: string[] = [];
  const start = async () => {
    if (child && !hasExited(child)) throw new Error('This Redis is already running');
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    lines = captureOutput(child);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await answersPing(port))) {
      if (hasExited(child) || Date.now() > deadline) {
        const output = lines.slice(-20).join('\n');
        await stopChild(child);
        throw new Error(`redis-server on port ${port} did not start\n${output}`);
      }
      await sleep(50);
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: async () => {
      if (child) await stopChild(child);
    },
    output: () => lines.join('\n'),
  };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
