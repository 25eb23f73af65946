/**
 * An unpacked archive checked against its manifest before the target is touched: a restore that replaces a
 * database (--force, or a schema wipe) must know the archive loads before it removes anything.
 */
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isValidKey } from '../storage/storage';
import { tableFile, type Manifest } from './manifest';

export interface CheckedArchive {
  /** The storage keys of the pictures to put back. */
  pictures: string[];
  /** Files under pictures/ whose names are no picture key (a .DS_Store from repacking on a Mac): skipped. */
  ignored: number;
}

/** Throws, naming the first disagreement, unless every table and picture the manifest lists is there. */
export async function checkArchive(manifest: Manifest, folder: string): Promise<CheckedArchive> {
  for (const table of manifest.tables) {
    const file = path.join(folder, tableFile(table.name));
    if (!existsSync(file)) throw disagree(`it has no ${tableFile(table.name)}`);
    const lines = await countLines(file);
    if (lines !== table.rows)
      throw disagree(`${tableFile(table.name)} holds ${lines} rows, the manifest says ${table.rows}`);
  }
  const { pictures, ignored } = await pictureKeys(path.join(folder, 'pictures'));
  if (pictures.length !== manifest.pictures.count) {
    throw disagree(`it holds ${pictures.length} pictures, the manifest says ${manifest.pictures.count}`);
  }
  return { pictures, ignored };
}

const disagree = (what: string) =>
  new Error(`The archive does not match its manifest (${what}): nothing was restored.`);

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (line) lines++;
  }
  return lines;
}

async function pictureKeys(folder: string): Promise<CheckedArchive> {
  if (!existsSync(folder)) return { pictures: [], ignored: 0 };
  const pictures: string[] = [];
  let ignored = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (isValidKey(key)) pictures.push(key);
    else ignored++;
  }
  return { pictures: pictures.sort(), ignored };
}
