import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { scratchDir } from '../support/scratch-dir.mjs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../backend/src/shared/database/embedded-postgres.js';

jest.setTimeout(60_000);

/** The socket inodes this process holds open. */
function ownSockets(): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/**
 * The TCP ports this process listens on, from the kernel's own tables (other test files run alongside and open
 * their own ports; only ours count).
 */
function listeningPorts(): Set<number> {
  const ports = new Set<number>();
  const own = ownSockets();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local, , state] = fields;
      if (state === '0A' && own.has(fields[9])) ports.add(parseInt(local.split(':').at(-1)!, 16));
    }
  }
  return ports;
}

describe('the embedded database (no DATABASE_URL)', () => {
  let dataDir: string;
  let before: Set<number>;
  let embedded: EmbeddedPostgres;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(scratchDir(), 'luggage-embedded-'));
    before = listeningPorts();
    embedded = await startEmbeddedPostgres(dataDir, 2);
  });
  afterAll(async () => {
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens no TCP port that any local process could reach without a password', () => {
    const opened = [...listeningPorts()].filter((port) => !before.has(port));
    expect(opened).toEqual([]);
    expect(new URL(embedded.url).searchParams.get('host')).toBe(embedded.socketDir);
  });

  it('listens on a socket file in a folder only its own user may open', () => {
    expect(embedded.socketDir).toBe(join(dataDir, 'run'));
    expect(statSync(embedded.socketDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(embedded.socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
  });

  it('answers the app through that socket', async () => {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    try {
      expect((await client.query('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
    } finally {
      await client.end();
    }
  });
});
