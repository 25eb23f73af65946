import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isValidKey, type Storage } from './storage';

export function localStorage(root: string): Storage {
  const fileFor = (key: string) => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(tmp, data, { mode: 0o600 });
        await rename(tmp, file);
      } catch (err) {
        // A full disk (ENOSPC) or a failed rename would otherwise leave the temporary file behind.
        await rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return await readFile(fileFor(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await rm(fileFor(key), { force: true });
    },
  };
}
