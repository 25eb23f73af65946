/**
 * The server's own backups (BACKUP_DIR, BACKUP_KEEP): one archive per day, fitgroup-YYYY-MM-DD.tar.gz, taken at
 * the first check after BACKUP_HOUR_UTC, the newest BACKUP_KEEP kept. The day comes from the runtime's clock, so a
 * test moves through days without waiting for them.
 */
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Runtime } from '../runtime';
import { takeBackup } from './backup';

/** Backups start at night, when few members write. */
export const BACKUP_HOUR_UTC = 3;
/** How often the server looks whether the day's backup is due. */
const CHECK_MS = 15 * 60_000;
const FIRST_CHECK_MS = 2 * 60_000;

const NAME = /^fitgroup-\d{4}-\d{2}-\d{2}\.tar\.gz$/;
const LOCK = '.nightly.lock';

export const nightlyFileName = (day: Date) => `fitgroup-${day.toISOString().slice(0, 10)}.tar.gz`;

/**
 * Takes the day's backup when it is due and nobody else is taking it (with WORKERS=N every worker checks; the
 * first takes a lock file in BACKUP_DIR); then removes the oldest beyond BACKUP_KEEP. Answers the file written.
 */
export async function takeNightlyBackup(rt: Runtime): Promise<string | null> {
  const settings = rt.config.backup;
  if (!settings) return null;
  const now = rt.clock.now();
  if (now.getUTCHours() < BACKUP_HOUR_UTC) return null;
  const file = path.join(settings.dir, nightlyFileName(now));
  if (existsSync(file)) return null;
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const lock = path.join(settings.dir, LOCK);
  if (!takeLock(lock)) return null;
  try {
    if (existsSync(file)) return null;
    const summary = await takeBackup(rt, file, () => undefined);
    const rows = summary.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    rt.log.info(
      { event: 'backup.taken', file, rows, pictures: summary.manifest.pictures.count, bytes: summary.bytes },
      'nightly backup taken',
    );
    const removed = await pruneBackups(settings.dir, settings.keep);
    if (removed.length > 0) rt.log.info({ event: 'backup.pruned', removed }, 'old backups removed');
    return file;
  } finally {
    unlinkSync(lock);
  }
}

/** Removes the nightly archives beyond the newest `keep`; answers their names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => NAME.test(n)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** The lock file names its pid: one left by a process that died is taken over. */
function takeLock(file: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) return false;
    if (pid === process.pid) return false;
    unlinkSync(file);
  }
  return false;
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
