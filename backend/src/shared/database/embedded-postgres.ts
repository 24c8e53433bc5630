import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** The folder holding the socket file (0700: only this user can reach the database). */
  socketDir: string;
  stop(): Promise<void>;
}

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;
const SOCKET_FILE = '.s.PGSQL.5432';

/**
 * PGlite (Postgres in WebAssembly, files under DATA_DIR/pgdata) behind the Postgres wire protocol, so MikroORM's
 * ordinary postgresql driver, migrations and queries run unchanged. PGlite's server asks for no password, so it
 * listens on no TCP port at all: only on a socket file in a folder only this user may open (DATA_DIR/run, or a
 * private temporary folder when that path is too long for a socket). The URL names the folder as `?host=`, as
 * libpq and node-postgres do.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const dir = join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const socketDir = privateSocketDir(dataDir);
  const socketPath = join(socketDir, SOCKET_FILE);
  // Left by a process that died: nothing listens on it any more.
  if (existsSync(socketPath)) rmSync(socketPath);
  // The extensions the migrations create must be loaded each time the files are opened.
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  return {
    url: embeddedUrl(socketDir),
    socketDir,
    async stop() {
      await server.stop();
      await db.close();
      rmSync(socketPath, { force: true });
    },
  };
}

export const embeddedUrl = (socketDir: string) => `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;

function privateSocketDir(dataDir: string): string {
  let socketDir = join(dataDir, 'run');
  if (join(socketDir, SOCKET_FILE).length > MAX_SOCKET_PATH) socketDir = mkdtempSync(join(tmpdir(), 'luggage-pg-'));
  mkdirSync(socketDir, { recursive: true });
  chmodSync(socketDir, 0o700);
  return socketDir;
}

/**
 * MikroORM reads host and port from a `clientUrl` itself and would ignore `?host=`, so a socket URL becomes explicit
 * connection options; a server URL stays a clientUrl.
 */
export function connectionOptions(url: string): { clientUrl: string } | { host: string; user: string; dbName: string } {
  const parsed = new URL(url);
  const socketDir = parsed.searchParams.get('host');
  if (!socketDir) return { clientUrl: url };
  return { host: socketDir, user: decodeURIComponent(parsed.username) || 'postgres', dbName: parsed.pathname.slice(1) || 'postgres' };
}
