/**
 * Taking a backup: the database (database-dump.ts), then the pictures the snapshot refers to, then the secret key
 * when it lives in DATA_DIR, all described by manifest.json, packed into one .tar.gz.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Runtime } from '../runtime';
import { writeArchive } from './archive';
import { dumpDatabase } from './database-dump';
import {
  appVersion,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_FILE,
  pictureFile,
  SECRET_FILE,
  tableFile,
  type Manifest,
} from './manifest';

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  bytes: number;
  ms: number;
}

/** A short fingerprint of the secret key: enough to tell two keys apart, nothing to recover one from. */
export function keyFingerprint(secretKey: string): string {
  return createHash('sha256').update(`fitgroup key fingerprint\u0000${secretKey}`).digest('hex').slice(0, 16);
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Writes the backup archive to `file` (absolute), a line on `output` per stage. */
export async function takeBackup(
  rt: Pick<Runtime, 'db' | 'database' | 'storage' | 'config' | 'clock'>,
  file: string,
  say: (line: string) => void,
): Promise<BackupSummary> {
  const started = performance.now();
  await mkdir(path.dirname(file), { recursive: true });
  // Staged beside the archive rather than in /tmp: pictures can be larger than a memory-backed /tmp.
  const staging = await mkdtemp(path.join(path.dirname(file), '.fitgroup-backup-'));
  try {
    const takenAt = rt.clock.now().toISOString();
    const dump = await dumpDatabase(rt.db, staging);
    const rows = dump.tables.reduce((sum, t) => sum + t.rows, 0);
    say(
      `Database: ${dump.tables.length} tables, ${rows} rows at schema ${dump.schema.migration} ` +
        `(${seconds(performance.now() - started)})`,
    );

    const pictures: Manifest['pictures'] = { count: 0, bytes: 0, missing: [] };
    for (const key of dump.pictureKeys) {
      const data = await rt.storage.get(key);
      // Deleted after the snapshot (a member replaced it): the restored row points at nothing, as it would have.
      if (!data) {
        pictures.missing.push(key);
        continue;
      }
      const target = path.join(staging, pictureFile(key));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data, { mode: 0o600 });
      pictures.count++;
      pictures.bytes += data.length;
    }
    say(
      `Pictures: ${pictures.count} (${mb(pictures.bytes)})` +
        (pictures.missing.length ? `, ${pictures.missing.length} gone since the snapshot` : ''),
    );

    const keyFile = path.join(rt.config.dataDir, SECRET_FILE);
    const included = existsSync(keyFile) && readFileSync(keyFile, 'utf8').trim() === rt.config.secretKey;
    if (included) await writeFile(path.join(staging, SECRET_FILE), `${rt.config.secretKey}\n`, { mode: 0o600 });

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      app: appVersion(),
      schema: dump.schema,
      takenAt,
      database: rt.database.kind,
      tables: dump.tables,
      sequences: dump.sequences,
      pictures,
      secretKey: { included, fingerprint: keyFingerprint(rt.config.secretKey) },
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const entries = [
      MANIFEST_FILE,
      ...dump.tables.map((t) => tableFile(t.name)),
      ...dump.pictureKeys.filter((k) => !pictures.missing.includes(k)).map(pictureFile),
      ...(included ? [SECRET_FILE] : []),
    ];
    await writeArchive(staging, entries, file);
    const bytes = (await stat(file)).size;
    const ms = performance.now() - started;
    say(`Archive: ${mb(bytes)}`);
    return { file, manifest, bytes, ms };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The one line printed at the end. */
export function describeBackup(summary: BackupSummary): string {
  const rows = summary.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  return (
    `Backup written to ${summary.file}: ${summary.manifest.tables.length} tables, ${rows} rows, ` +
    `${summary.manifest.pictures.count} pictures, ${mb(summary.bytes)} in ${seconds(summary.ms)}.`
  );
}
