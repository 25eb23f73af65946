/**
 * The archive file: a tar of a staging folder, gzipped by node:zlib. Written to a temporary name beside its
 * destination and renamed at the end, so an interrupted backup never leaves a half archive under the real name.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar';
import { MANIFEST_FILE } from './manifest';

/** Packs `entries` (paths relative to `folder`, manifest first) into `file`. */
export async function writeArchive(folder: string, entries: string[], file: string): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    await pipeline(
      tar.create({ cwd: folder, portable: true }, entries),
      createGzip({ level: 6 }),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** The most manifest.json a restore reads: a real one is a few kilobytes, a crafted one must not fill memory. */
export const MANIFEST_MAX_BYTES = 1_048_576;

/**
 * Unpacks `file` into `folder` (tar refuses absolute paths and `..` in entry names). Only files and folders: a
 * link, even one that stays inside the folder, would let the restore read what it points at.
 */
export async function extractArchive(file: string, folder: string): Promise<void> {
  await pipeline(
    createReadStream(file),
    createGunzip(),
    tar.extract({
      cwd: folder,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    }),
  );
}

/** manifest.json's text, read without unpacking the rest; null when the archive has none. */
export async function readManifestText(file: string): Promise<string | null> {
  let text: string | null = null;
  let tooLarge = false;
  const chunks: Buffer[] = [];
  await pipeline(
    createReadStream(file),
    createGunzip(),
    tar.list({
      filter: (entry) => entry.replace(/^\.\//, '') === MANIFEST_FILE,
      onReadEntry: (entry) => {
        if ((entry.size ?? 0) > MANIFEST_MAX_BYTES) {
          tooLarge = true;
          entry.resume();
          return;
        }
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
      },
    }),
  );
  if (tooLarge)
    throw new Error(`${MANIFEST_FILE} is larger than ${MANIFEST_MAX_BYTES} bytes: it is not a FitGroup backup.`);
  return text;
}
