import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localStorage } from '../../src/server/storage/local';

// The real fs, with writeFile and rename spied on so a test can make one call fail as a full disk would.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, writeFile: vi.fn(actual.writeFile), rename: vi.fn(actual.rename) };
});

const actual = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');

function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
}

let root: string;
const KEY = 'profile/abcdefghijklmnopqrstuvwx.jpg';

/** Every file under root, relative. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fitgroup-storage-'));
});
afterEach(() => {
  vi.mocked(fs.writeFile).mockReset().mockImplementation(actual.writeFile);
  vi.mocked(fs.rename).mockReset().mockImplementation(actual.rename);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('local storage on a failing disk', () => {
  it('stores a file normally, leaving no temporary file', async () => {
    const storage = localStorage(root);
    await storage.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(filesUnder(root)).toEqual([KEY]);
    expect(readFileSync(path.join(root, KEY), 'utf8')).toBe('jpeg bytes');
    await storage.delete(KEY);
  });

  it('removes the temporary file when the write fails (ENOSPC) and passes the error on', async () => {
    // As a full disk does: the file is created, then the write fails with nothing (or part) in it.
    vi.mocked(fs.writeFile).mockImplementationOnce(async (file) => {
      await actual.writeFile(file as string, '');
      throw enospc();
    });
    const storage = localStorage(root);
    await expect(storage.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(vi.mocked(fs.writeFile)).toHaveBeenCalledTimes(1);
    expect(filesUnder(root)).toEqual([]);
    expect(await storage.get(KEY)).toBeNull();
  });

  it('removes the temporary file when the rename fails and passes the error on', async () => {
    vi.mocked(fs.rename).mockImplementationOnce(async () => {
      throw enospc();
    });
    const storage = localStorage(root);
    await expect(storage.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg')).rejects.toThrow(/ENOSPC/);
    expect(vi.mocked(fs.rename)).toHaveBeenCalledTimes(1);
    expect(filesUnder(root)).toEqual([]);
  });

  it('keeps the earlier file when replacing it fails', async () => {
    const storage = localStorage(root);
    await storage.put(KEY, Buffer.from('first'), 'image/jpeg');
    vi.mocked(fs.writeFile).mockImplementationOnce(async (file) => {
      await actual.writeFile(file as string, 'fir');
      throw enospc();
    });
    await expect(storage.put(KEY, Buffer.from('second'), 'image/jpeg')).rejects.toThrow(/ENOSPC/);
    expect(filesUnder(root)).toEqual([KEY]);
    expect((await storage.get(KEY))?.toString()).toBe('first');
    await storage.delete(KEY);
  });
});
