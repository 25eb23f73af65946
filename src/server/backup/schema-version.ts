/**
 * Which migration a database has reached, named by its journal tag (drizzle/meta/_journal.json): the schema
 * version a backup records, and what a restore compares with the migrations this version of FitGroup knows.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from '../db/client';
import { rowsOf } from './sql-rows';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface SchemaVersion {
  /** The newest applied migration's tag, e.g. "0012_privacy". */
  migration: string;
  /** Its journal timestamp: what drizzle records in drizzle.__drizzle_migrations.created_at. */
  when: number;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder = MIGRATIONS_DIR): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations this version of FitGroup knows, oldest first. */
export function knownMigrations(): JournalEntry[] {
  return [...readJournal().entries].sort((a, b) => a.when - b.when);
}

/** The schema version a database is at, or null when it has no migrations (a new, empty database). */
export async function schemaVersionOf(db: Db): Promise<SchemaVersion | null> {
  const present = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!present[0]?.present) return null;
  const newest = rowsOf<{ when: string | null }>(
    await db.execute(sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`),
  )[0]?.when;
  if (newest == null) return null;
  const when = Number(newest);
  const entry = knownMigrations().find((e) => e.when === when);
  return { migration: entry?.tag ?? `unknown (${when})`, when };
}

/**
 * A copy of the migrations folder whose journal stops at `version`: drizzle's migrator applies every migration of
 * the journal it is given, and an archive's rows fit the schema of the migration it was taken at, not the newest.
 * The caller removes the folder (`cleanup`).
 */
export function migrationsUpTo(version: SchemaVersion): { folder: string; cleanup(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'fitgroup-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journal = readJournal(folder);
  journal.entries = journal.entries.filter((e) => e.when <= version.when);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  return { folder, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}
