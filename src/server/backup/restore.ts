/**
 * Restoring an archive into an empty DATA_DIR or PostgreSQL database (or, with --force, over one that holds
 * data): check the manifest, bring the database to the archive's schema, load the rows, migrate to the newest
 * schema, put the pictures back, and the secret key the archive was taken with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { createStorage } from '../storage';
import { extractArchive, readManifestText } from './archive';
import { checkArchive } from './archive-check';
import { keyFingerprint } from './backup';
import { parseManifest, SECRET_FILE, type Manifest } from './manifest';
import { holdsFiles, openTarget, prepareSchema, rowsHeld } from './restore-target';
import { knownMigrations, schemaVersionOf } from './schema-version';
import { loadTables } from './table-load';

export interface RestoreOptions {
  /** Replace a database or folder that holds data. */
  force: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Refuses an archive whose schema this version of FitGroup does not know (a newer one). */
export function checkSchema(manifest: Manifest): void {
  const known = knownMigrations();
  const newest = known[known.length - 1]!;
  const own = known.find((m) => m.when === manifest.schema.when);
  if (manifest.schema.when > newest.when || !own) {
    throw new Error(
      `The archive's schema (${manifest.schema.migration}) is newer than this version of FitGroup knows ` +
        `(${newest.tag}): upgrade FitGroup, then restore.`,
    );
  }
}

export async function restoreBackup(
  config: Config,
  from: string,
  options: RestoreOptions,
  say: (line: string) => void,
) {
  const started = performance.now();
  const text = await readManifestText(from).catch((err: Error) => {
    throw new Error(`Cannot read ${from} as a .tar.gz archive: ${err.message}`);
  });
  if (text === null) throw new Error(`${from} has no manifest.json: it is not a FitGroup backup.`);
  const manifest = parseManifest(text);
  checkSchema(manifest);
  say(
    `Archive: taken ${manifest.takenAt} from ${manifest.database} at schema ${manifest.schema.migration}, ` +
      `FitGroup ${manifest.app.version}`,
  );

  const uploads = config.s3 ? null : path.join(config.dataDir, 'uploads');
  const target = await openTarget(config);
  let staging: string | null = null;
  try {
    // Nodes still running would write into a database being replaced, then serve a mix of old and new rows.
    const others = await target.otherSessions();
    if (others > 0) {
      throw new Error(
        `${others} other sessions are connected to ${target.where}: stop every FitGroup node (and any other ` +
          'client of that database), then restore.',
      );
    }
    const held = await rowsHeld(target.db);
    const files = uploads ? await holdsFiles(uploads) : false;
    if ((held > 0 || files) && !options.force) {
      const what = held > 0 ? `${held} rows in ${target.where}` : `pictures in ${uploads}`;
      throw new Error(`The target holds data (${what}): restore into an empty one, or give --force to replace it.`);
    }

    // The whole archive is unpacked and checked before the target is touched: a bad one removes nothing.
    staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
    await extractArchive(from, staging);
    const checked = await checkArchive(manifest, staging);

    await prepareSchema(target, manifest.schema);
    const rows = await loadTables(target.db, manifest, staging);
    say(
      `Database: ${manifest.tables.length} tables, ${rows} rows into ${target.kind}, counts match the manifest ` +
        `(${seconds(performance.now() - started)})`,
    );
    await target.migrate();
    const now = await schemaVersionOf(target.db);
    if (now && now.when !== manifest.schema.when) {
      say(`Schema: migrated from ${manifest.schema.migration} to ${now.migration}`);
    }

    if (uploads && options.force) await rm(uploads, { recursive: true, force: true });
    await putPictures(config, path.join(staging, 'pictures'), checked.pictures);
    const pictures = checked.pictures.length;
    say(
      `Pictures: ${pictures} restored to ${config.s3 ? `bucket ${config.s3.bucket}` : uploads}` +
        (checked.ignored ? `, ${checked.ignored} ignored (files under pictures/ that are not pictures)` : ''),
    );

    for (const line of await restoreSecretKey(config, manifest, staging)) say(line);
    return { manifest, rows, pictures, ms: performance.now() - started };
  } finally {
    await target.close();
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

async function putPictures(config: Config, folder: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const storage = await createStorage(config);
  for (const key of keys) await storage.put(key, await readFile(path.join(folder, key)), 'image/jpeg');
}

/**
 * Two-step sign-in secrets and recovery codes are sealed with the secret key: without the same key they no longer
 * open. The archive's key replaces a DATA_DIR/secret.key; a SECRET_KEY from the environment is the operator's, and
 * only checked.
 */
async function restoreSecretKey(config: Config, manifest: Manifest, staging: string): Promise<string[]> {
  const keyFile = path.join(config.dataDir, SECRET_FILE);
  const fromFolder = existsSync(keyFile) && readFileSync(keyFile, 'utf8').trim() === config.secretKey;
  const archived = path.join(staging, SECRET_FILE);
  if (manifest.secretKey.included && fromFolder && existsSync(archived)) {
    await writeFile(keyFile, await readFile(archived), { mode: 0o600 });
    return [`Secret key: restored to ${keyFile}`];
  }
  if (keyFingerprint(config.secretKey) === manifest.secretKey.fingerprint) return [];
  return [
    'Warning: SECRET_KEY is not the key this backup was taken with: two-step sign-in and recovery codes will not ' +
      'work until it is (or members set them up again).',
  ];
}

/** The one line printed at the end. */
export function describeRestore(from: string, result: Awaited<ReturnType<typeof restoreBackup>>): string {
  return (
    `Restored ${from}: ${result.manifest.tables.length} tables, ${result.rows} rows, ${result.pictures} pictures ` +
    `in ${seconds(result.ms)}.`
  );
}
