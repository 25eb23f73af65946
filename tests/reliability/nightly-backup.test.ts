import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { readManifestText } from '../../src/server/backup/archive';
import { parseManifest } from '../../src/server/backup/manifest';
import { takeNightlyBackup } from '../../src/server/backup/nightly';

// The server's own backups: BACKUP_DIR and BACKUP_KEEP, one archive a day from 03:00 UTC, by the runtime's clock
// (a test clock here, moved through the days).

const postgres = Boolean(process.env['DATABASE_URL']);
let t: TestContext;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fitgroup-nightly-'));
  t = await createTestContext({ BACKUP_DIR: dir, BACKUP_KEEP: '2' });
  await t.createMember({ name: 'Nightly Member' });
});

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const archives = () =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.tar.gz'))
    .sort();
const at = (iso: string) => (t.clock as unknown as { set(d: Date): void }).set(new Date(iso));

describe('the nightly backup', { timeout: 120_000 }, () => {
  it("takes the day's backup at the first check after 03:00 UTC, with the clock's time in its manifest", async () => {
    at('2026-11-02T02:50:00Z');
    expect(await takeNightlyBackup(t.rt)).toBeNull();
    at('2026-11-02T03:05:00Z');
    const file = await takeNightlyBackup(t.rt);
    expect(file).toBe(path.join(dir, 'fitgroup-2026-11-02.tar.gz'));
    const manifest = parseManifest((await readManifestText(file!))!);
    expect(manifest.takenAt).toBe('2026-11-02T03:05:00.000Z');
    expect(manifest.tables.find((x) => x.name === 'users')?.rows).toBe(1);
    expect(t.events('backup.taken')).toHaveLength(1);
  });

  it('takes one a day, however often it checks', async () => {
    at('2026-11-02T23:59:00Z');
    expect(await takeNightlyBackup(t.rt)).toBeNull();
    expect(archives()).toEqual(['fitgroup-2026-11-02.tar.gz']);
  });

  it('keeps the newest BACKUP_KEEP archives and removes older ones', async () => {
    at('2026-11-03T03:00:00Z');
    await takeNightlyBackup(t.rt);
    at('2026-11-04T04:00:00Z');
    await takeNightlyBackup(t.rt);
    expect(archives()).toEqual(['fitgroup-2026-11-03.tar.gz', 'fitgroup-2026-11-04.tar.gz']);
    expect(t.events('backup.pruned')).toHaveLength(1);
  });

  it('leaves the day to the process that holds the lock, and takes over a lock whose process is gone', async () => {
    at('2026-11-05T03:00:00Z');
    writeFileSync(path.join(dir, '.nightly.lock'), String(process.ppid));
    expect(await takeNightlyBackup(t.rt)).toBeNull();
    expect(t.events('backup.skipped_locked')).toHaveLength(1);
    writeFileSync(path.join(dir, '.nightly.lock'), '999999999');
    expect(await takeNightlyBackup(t.rt)).toBe(path.join(dir, 'fitgroup-2026-11-05.tar.gz'));
    expect(existsSync(path.join(dir, '.nightly.lock'))).toBe(false);
  });

  it('takes over a lock holding its own pid when no backup runs in this process (a restart kept the pid)', async () => {
    at('2026-11-06T03:00:00Z');
    writeFileSync(path.join(dir, '.nightly.lock'), String(process.pid));
    expect(await takeNightlyBackup(t.rt)).toBe(path.join(dir, 'fitgroup-2026-11-06.tar.gz'));
  });

  it('takes over a lock older than two hours even when a live process holds its pid', async () => {
    at('2026-11-07T03:00:00Z');
    const lock = path.join(dir, '.nightly.lock');
    writeFileSync(lock, String(process.ppid));
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000);
    utimesSync(lock, threeHoursAgo, threeHoursAgo);
    expect(await takeNightlyBackup(t.rt)).toBe(path.join(dir, 'fitgroup-2026-11-07.tar.gz'));
  });

  it('removes the staging folders and partial archives that cut-short backups left a day ago, not newer ones', async () => {
    at('2026-11-08T03:00:00Z');
    const old = ['.fitgroup-backup-cut', 'fitgroup-2026-11-01.tar.gz.partial-4242'];
    const recent = 'fitgroup-2026-11-08.tar.gz.partial-4343';
    mkdirSync(path.join(dir, old[0]!));
    writeFileSync(path.join(dir, old[0]!, 'users.jsonl'), '{}\n');
    writeFileSync(path.join(dir, old[1]!), 'half');
    writeFileSync(path.join(dir, recent), 'half');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const name of old) utimesSync(path.join(dir, name), twoDaysAgo, twoDaysAgo);
    expect(await takeNightlyBackup(t.rt)).toBe(path.join(dir, 'fitgroup-2026-11-08.tar.gz'));
    for (const name of old) expect(existsSync(path.join(dir, name))).toBe(false);
    expect(existsSync(path.join(dir, recent))).toBe(true);
    rmSync(path.join(dir, recent));
  });

  it('catches a missed backup up after a daytime restart only on PostgreSQL; the embedded database waits for the night', async () => {
    at('2026-11-09T14:00:00Z');
    const taken = await takeNightlyBackup(t.rt);
    if (postgres) expect(taken).toBe(path.join(dir, 'fitgroup-2026-11-09.tar.gz'));
    else expect(taken).toBeNull();
    at('2026-11-10T03:15:00Z');
    expect(await takeNightlyBackup(t.rt)).toBe(path.join(dir, 'fitgroup-2026-11-10.tar.gz'));
  });

  it.runIf(postgres)('leaves the day to another node that holds the PostgreSQL advisory lock', async () => {
    at('2026-11-11T03:00:00Z');
    const other = new pg.Client({ connectionString: t.rt.config.databaseUrl! });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(727276)');
      const before = t.events('backup.skipped_locked').length;
      expect(await takeNightlyBackup(t.rt)).toBeNull();
      expect(t.events('backup.skipped_locked')).toHaveLength(before + 1);
    } finally {
      await other.end();
    }
    expect(await takeNightlyBackup(t.rt)).toBe(path.join(dir, 'fitgroup-2026-11-11.tar.gz'));
  });
});
