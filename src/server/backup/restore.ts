/**
 * Restoring an archive into an empty DATA_DIR or PostgreSQL database (or, with --force, over one that holds
 * data): check the manifest, bring the database to the archive's schema, load the rows, migrate to the newest
 * schema, put the pictures back, and the secret key the archive was taken with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { createStorage } from '../storage';
import { extractArchive, readManifestText } from './archive';
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
    const held = await rowsHeld(target.db);
    const files = uploads ? await holdsFiles(uploads) : false;
    if ((held > 0 || files) && !options.force) {
      const what = held > 0 ? `${held} rows in ${target.where}` : `pictures in ${uploads}`;
      throw new Error(`The target holds data (${what}): restore into an empty one, or give --force to replace it.`);
    }
    await prepareSchema(target, manifest.schema);

    staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
    await extractArchive(from, staging);
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
    const pictures = await putPictures(config, path.join(staging, 'pictures'));
    say(`Pictures: ${pictures} restored to ${config.s3 ? `bucket ${config.s3.bucket}` : uploads}`);

    for (const line of await restoreSecretKey(config, manifest, staging)) say(line);
    return { manifest, rows, pictures, ms: performance.now() - started };
  } finally {
    await target.close();
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

async function putPictures(config: Config, folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const storage = await createStorage(config);
  let count = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file).split(path.sep).join('/');
    await storage.put(key, await readFile(file), 'image/jpeg');
    count++;
  }
  return count;
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
