import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite cannot be opened by two processes. An API on the embedded database leaves its pid in DATA_DIR/api.pid
 * while it runs, so `npm run create-admin` can refuse to open the same files instead of corrupting them.
 */
const markerFile = (dataDir: string) => join(dataDir, 'api.pid');

export function markEmbeddedApiRunning(dataDir: string): void {
  writeFileSync(markerFile(dataDir), String(process.pid));
}

export function clearEmbeddedApiMarker(dataDir: string): void {
  const file = markerFile(dataDir);
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
}

/** The pid of a live API process using this DATA_DIR's embedded database, or null. */
export function runningEmbeddedApi(dataDir: string): number | null {
  const file = markerFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is alive; ESRCH: a stale marker.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
