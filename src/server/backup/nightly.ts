/**
 * The server's own backups (BACKUP_DIR, BACKUP_KEEP): one archive per day, fitgroup-YYYY-MM-DD.tar.gz, taken at
 * the first check after BACKUP_HOUR_UTC, the newest BACKUP_KEEP kept. The day comes from the runtime's clock, so a
 * test moves through days without waiting for them.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Runtime } from '../runtime';
import { takeBackup } from './backup';
import { rowsOf } from './sql-rows';

/** Backups start at night, when few members write. */
export const BACKUP_HOUR_UTC = 3;
/**
 * On the embedded database a backup holds the one connection every request needs for its database stage: a day's
 * backup missed by a restart is taken only if the restart falls in the few night hours after BACKUP_HOUR_UTC, else
 * the next night's stands in for it, rather than stalling the site in daytime. PostgreSQL reads it on a connection
 * of its own, so a missed backup is taken at any hour.
 */
const EMBEDDED_WINDOW_HOURS = 4;
/** How often the server looks whether the day's backup is due. */
const CHECK_MS = 15 * 60_000;
const FIRST_CHECK_MS = 2 * 60_000;
/**
 * A lock older than this was left by a backup cut short (SIGKILL, the stop timeout): a process that died leaves
 * its lock behind, and after a restart in a container the same pid often comes back.
 */
const STALE_LOCK_MS = 2 * 3_600_000;
/** Staging folders and partial archives this old belong to no running backup: they are removed. */
const LEFTOVER_MS = 24 * 3_600_000;
/** Any number of ours: only one node backs up at a time (a session advisory lock on PostgreSQL). */
const BACKUP_LOCK = 727_276;

const NAME = /^fitgroup-\d{4}-\d{2}-\d{2}\.tar\.gz$/;
const LEFTOVER = /^\.fitgroup-backup-|\.partial-\d+$/;
const LOCK = '.nightly.lock';

export const nightlyFileName = (day: Date) => `fitgroup-${day.toISOString().slice(0, 10)}.tar.gz`;

/** Whether this process is taking a backup right now: a lock holding our own pid is otherwise a leftover. */
let running = false;

/**
 * Takes the day's backup when it is due and nobody else is taking it (with WORKERS=N every worker checks; the
 * first takes a lock file in BACKUP_DIR, and on PostgreSQL an advisory lock, which holds across nodes); then
 * removes the oldest beyond BACKUP_KEEP and what backups cut short left behind. Answers the file written.
 */
export async function takeNightlyBackup(rt: Runtime): Promise<string | null> {
  const settings = rt.config.backup;
  if (!settings) return null;
  const now = rt.clock.now();
  const hour = now.getUTCHours();
  if (hour < BACKUP_HOUR_UTC) return null;
  if (rt.database.kind === 'pglite' && hour >= BACKUP_HOUR_UTC + EMBEDDED_WINDOW_HOURS) return null;
  const file = path.join(settings.dir, nightlyFileName(now));
  if (existsSync(file)) return null;
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const lock = path.join(settings.dir, LOCK);
  const holder = takeLock(lock);
  if (holder !== null) {
    rt.log.warn({ event: 'backup.skipped_locked', lock, holder }, 'nightly backup skipped: the lock is held');
    return null;
  }
  running = true;
  try {
    const taken = await whileNodeLocked(rt, () => backUpOnce(rt, file));
    if (taken === undefined) {
      rt.log.warn(
        { event: 'backup.skipped_locked', lock: 'advisory' },
        'nightly backup skipped: another node takes it',
      );
      return null;
    }
    return taken;
  } finally {
    running = false;
    rmSync(lock, { force: true });
  }
}

async function backUpOnce(rt: Runtime, file: string): Promise<string | null> {
  const settings = rt.config.backup!;
  if (existsSync(file)) return null;
  const leftovers = await removeLeftovers(settings.dir);
  if (leftovers.length > 0) {
    rt.log.info({ event: 'backup.leftovers_removed', removed: leftovers }, 'what cut-short backups left removed');
  }
  const summary = await takeBackup(rt, file, () => undefined);
  const rows = summary.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  rt.log.info(
    { event: 'backup.taken', file, rows, pictures: summary.manifest.pictures.count, bytes: summary.bytes },
    'nightly backup taken',
  );
  const removed = await pruneBackups(settings.dir, settings.keep);
  if (removed.length > 0) rt.log.info({ event: 'backup.pruned', removed }, 'old backups removed');
  return file;
}

/**
 * Runs `work` holding PostgreSQL's advisory lock (a transaction-level one on a pool connection of its own, kept open
 * for the backup's length); undefined when another node holds it. PGlite has one process per DATA_DIR: the file lock
 * is enough, and a second transaction there would wait on the first.
 */
async function whileNodeLocked<T>(rt: Runtime, work: () => Promise<T>): Promise<T | undefined> {
  if (rt.database.kind !== 'postgres') return work();
  return rt.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [lock] = rowsOf<{ locked: boolean }>(
      await t.execute(sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`),
    );
    if (!lock?.locked) return undefined;
    return work();
  });
}

/** Removes the nightly archives beyond the newest `keep`; answers their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => NAME.test(n)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** Staging folders (a plaintext copy of the tables) and partial archives of cut-short backups; answers their names. */
async function removeLeftovers(dir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of (await readdir(dir)).filter((n) => LEFTOVER.test(n))) {
    const where = path.join(dir, name);
    // Files' ages by the wall clock their times were written with (the runtime's clock may be a test's).
    if (Date.now() - (await stat(where)).mtimeMs < LEFTOVER_MS) continue;
    await rm(where, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Takes the lock file (it names its pid); answers null when taken, or the pid holding it. A lock is taken over when
 * its process is gone, when it is ours but no backup runs here, or when it is older than STALE_LOCK_MS.
 */
function takeLock(file: string): number | null {
  let holder = 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    holder = Number(readFileSync(file, 'utf8'));
    if (!isStale(file, holder)) return holder;
    rmSync(file, { force: true });
  }
  return holder;
}

function isStale(file: string, pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return !running;
  if (!isAlive(pid)) return true;
  // A live pid on another node (shared BACKUP_DIR) or a reused one: only the lock's age tells.
  return Date.now() - statSync(file).mtimeMs > STALE_LOCK_MS;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts the checks (none without BACKUP_DIR); answers a function that stops them. */
export function startNightlyBackups(rt: Runtime): () => void {
  if (!rt.config.backup) return () => undefined;
  const check = () => rt.tasks.run('backup', () => takeNightlyBackup(rt));
  const first = setTimeout(check, FIRST_CHECK_MS);
  const every = setInterval(check, CHECK_MS);
  for (const timer of [first, every]) timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
