/**
 * manifest.json, the first entry of a backup archive: what the archive holds and what it was taken from, read by
 * a restore before anything else and checked against the database after loading.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SequenceState } from './catalog';
import type { SchemaVersion } from './schema-version';

export const MANIFEST_FILE = 'manifest.json';
export const FORMAT = 'fitgroup-backup';
/** Bumped when the archive's layout changes in a way an older restore cannot read. */
export const FORMAT_VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  app: { name: string; version: string };
  schema: SchemaVersion;
  /** When the database's snapshot was taken (ISO 8601, the server's clock). */
  takenAt: string;
  database: 'pglite' | 'postgres';
  /** Tables in load order (parents first), each with its rows. Each table is db/<name>.jsonl. */
  tables: Array<{ name: string; rows: number }>;
  sequences: SequenceState[];
  pictures: { count: number; bytes: number; missing: string[] };
  /** Whether secret.key is in the archive (the key came from DATA_DIR/secret.key, not from SECRET_KEY). */
  secretKey: { included: boolean; fingerprint: string };
}

export function tableFile(name: string): string {
  return `db/${name}.jsonl`;
}

export function pictureFile(key: string): string {
  return `pictures/${key}`;
}

export const SECRET_FILE = 'secret.key';

/** The app's name and version, from package.json. */
export function appVersion(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(path.resolve(process.cwd(), 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/** A manifest read from an archive, or an Error saying why it is not one of ours. */
export function parseManifest(text: string): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new Error('The archive has no readable manifest.json: it is not a FitGroup backup.');
  }
  if (
    value.format !== FORMAT ||
    !Array.isArray(value.tables) ||
    !value.schema ||
    !Array.isArray(value.sequences) ||
    typeof value.pictures?.count !== 'number' ||
    typeof value.secretKey?.fingerprint !== 'string'
  ) {
    throw new Error('The archive is not a FitGroup backup (manifest.json does not describe one).');
  }
  if ((value.formatVersion ?? 0) > FORMAT_VERSION) {
    throw new Error(
      `The archive is in backup format ${value.formatVersion}, newer than this version of FitGroup reads ` +
        `(${FORMAT_VERSION}): restore it with a newer FitGroup.`,
    );
  }
  return value as Manifest;
}
