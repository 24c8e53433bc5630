import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { PhotoStore } from './photo-store.js';

/** Photos as files under one folder (DATA_DIR/photos by default), written whole then renamed so no reader sees half a file. */
export class LocalPhotoStore extends PhotoStore {
  constructor(private readonly dir: string) {
    super();
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are ours, never a user's; the check keeps even a wrong one inside the folder. */
  private pathOf(key: string): string {
    const root = resolve(this.dir);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Photo key outside the store: ${key}`);
    return path;
  }
}
