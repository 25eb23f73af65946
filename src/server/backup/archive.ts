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

/** Unpacks `file` into `folder` (tar refuses absolute paths and `..` in entry names). */
export async function extractArchive(file: string, folder: string): Promise<void> {
  await pipeline(createReadStream(file), createGunzip(), tar.extract({ cwd: folder, strict: true }));
}

/** manifest.json's text, read without unpacking the rest; null when the archive has none. */
export async function readManifestText(file: string): Promise<string | null> {
  let text: string | null = null;
  const chunks: Buffer[] = [];
  await pipeline(
    createReadStream(file),
    createGunzip(),
    tar.list({
      filter: (entry) => entry.replace(/^\.\//, '') === MANIFEST_FILE,
      onReadEntry: (entry) => {
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
      },
    }),
  );
  return text;
}
