/**
 * One process at a time on a DATA_DIR with the embedded database: PGlite is a single-process Postgres, and a
 * second process opening DATA_DIR/db works on a copy of its own that is lost. The holder (the server, or a
 * manage command run locally) keeps DATA_DIR/server.lock, which names its pid; the file is created atomically,
 * taken over when its process is gone, and removed when the holder exits.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

export type LockHolder = 'server' | 'cli';

export interface LockOwner {
  pid: number;
  holder: LockHolder;
  /** The manage command, for a CLI holder. */
  command?: string;
  since: string;
  /** The process's start time (Linux /proc), so a pid reused by another process is not mistaken for it. */
  started?: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; safe to call more than once. */
  release(): void;
}

/** DATA_DIR is held by another live process. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      owner.holder === 'server'
        ? `Another server (pid ${owner.pid}) is using DATA_DIR ${dataDir}; stop it first or use another DATA_DIR.`
        : `A manage command (pid ${owner.pid}) is using DATA_DIR ${dataDir}; wait for it to finish.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

/** The locks this process holds (a second acquire in the same process is refused, not a takeover). */
const held = new Set<string>();

/** Takes the lock on DATA_DIR for this process; throws DataDirBusyError while another live process holds it. */
export function acquireDataDirLock(dataDir: string, holder: LockHolder, command?: string): DataDirLock {
  const file = lockFile(dataDir);
  const me: LockOwner = { pid: process.pid, holder, ...(command ? { command } : {}), since: new Date().toISOString() };
  const started = processStartTime(process.pid);
  if (started) me.started = started;
  const content = JSON.stringify(me) + '\n';

  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o644 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = readLock(file);
    if (current === null) continue; // removed meanwhile: try again
    if (current.owner && isAlive(current.owner, file)) throw new DataDirBusyError(dataDir, current.owner);
    if (attempt >= 5) throw new Error(`Cannot take the lock ${file}: it keeps changing.`);
    // Stale (its process is gone) or unreadable: remove it, unless another process replaced it meanwhile.
    removeIf(file, current.raw);
  }

  held.add(file);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(file)) return;
    removeIf(file, content);
  };
  // process.exit() anywhere (a failed start, the end of a CLI command) still leaves DATA_DIR free.
  process.on('exit', release);
  return { file, release };
}

/** The live process holding DATA_DIR, or null when it is free (or held only by a stale file). */
export function lockOwner(dataDir: string): LockOwner | null {
  const file = lockFile(dataDir);
  const current = readLock(file);
  return current?.owner && isAlive(current.owner, file) ? current.owner : null;
}

/**
 * The lock file's text and owner; null when there is no file. A file just created by `wx` may still be empty for
 * an instant: it is read again for up to half a second before it counts as unreadable (owner null).
 */
function readLock(file: string): { raw: string; owner: LockOwner | null } | null {
  let raw = '';
  for (let i = 0; i < 25; i++) {
    try {
      raw = readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    const owner = parseOwner(raw);
    if (owner) return { raw, owner };
    sleepSync(20);
  }
  return { raw, owner: null };
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    if (value.holder !== 'server' && value.holder !== 'cli') return null;
    return value as LockOwner;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner, file: string): boolean {
  // Our own pid in a file we do not hold: a previous process with the same pid (a restarted container).
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTime(owner.pid);
  return !(owner.started && started && started !== owner.started);
}

/** The start time of a process in clock ticks since boot (Linux), or null where /proc is not available. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses and may hold spaces): state is field 3, starttime 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function removeIf(file: string, expected: string): void {
  try {
    if (readFileSync(file, 'utf8') === expected) unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
