// Where the test tiers keep the files they write: every test app's embedded database is a copy of a migrated
// template (41 MB, 1,144 files) that the app then writes to, and on this machine's virtual disk such a copy costs
// 0.6 s of kernel time against 0.06 s on tmpfs. The tier scripts make one scratch root for a run on /dev/shm when it
// has room (TEST_SCRATCH_DIR) and remove it at the end; without one, files go to the system's temp dir as before.
import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TMPFS = '/dev/shm';
const TMPFS_MAGIC = 0x01021994;
// A run keeps a few dozen apps' databases at most at once; a container's default 64 MB /dev/shm is left alone.
const ROOM_NEEDED = 4 * 1024 ** 3;
const PREFIX = 'luggage-tests-';

/** The directory a test puts its temporary files in: the run's scratch root, or the system's temp dir. */
export function scratchDir() {
  return process.env.TEST_SCRATCH_DIR || tmpdir();
}

/** A scratch root for this run on tmpfs, or null when there is none with room; roots of dead runs are removed. */
export function createScratchRoot() {
  try {
    const fs = statfsSync(TMPFS);
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < ROOM_NEEDED) return null;
    removeDeadRunsRoots();
    return mkdtempSync(join(TMPFS, `${PREFIX}${process.pid}-`));
  } catch {
    return null;
  }
}

export function removeScratchRoot(root) {
  if (root) rmSync(root, { recursive: true, force: true });
}

// A run killed before its cleanup would otherwise hold its files in memory until the machine restarts.
function removeDeadRunsRoots() {
  for (const name of readdirSync(TMPFS)) {
    const pid = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length).split('-')[0]) : NaN;
    if (Number.isInteger(pid) && !existsSync(`/proc/${pid}`)) rmSync(join(TMPFS, name), { recursive: true, force: true });
  }
}
