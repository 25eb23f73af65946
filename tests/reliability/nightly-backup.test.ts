import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { readManifestText } from '../../src/server/backup/archive';
import { parseManifest } from '../../src/server/backup/manifest';
import { takeNightlyBackup } from '../../src/server/backup/nightly';

// The server's own backups: BACKUP_DIR and BACKUP_KEEP, one archive a day from 03:00 UTC, by the runtime's clock
// (a test clock here, moved through the days).

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
    writeFileSync(path.join(dir, '.nightly.lock'), '999999999');
    expect(await takeNightlyBackup(t.rt)).toBe(path.join(dir, 'fitgroup-2026-11-05.tar.gz'));
    expect(existsSync(path.join(dir, '.nightly.lock'))).toBe(false);
  });
});
