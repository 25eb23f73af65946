import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../helpers/context';
import { freshConfig, openRuntime, tableChecksums } from '../helpers/backup';
import { takeBackup } from '../../src/server/backup/backup';
import { restoreBackup } from '../../src/server/backup/restore';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { createLogger } from '../../src/server/log';
import { seedDemo } from '../../src/server/operator/seed-demo';
import { accessLog, users } from '../../src/server/db/schema';

// The archive's database part is the same on both engines: a backup of PGlite restores onto PostgreSQL (the way
// an embedded install moves to a server) and a backup of that restores onto PGlite, every row as it was. Without
// DATABASE_URL the middle stop is a second PGlite folder: the archive still goes through a restore and a backup.

const postgres = Boolean(process.env['DATABASE_URL']);
const middle = postgres ? 'PostgreSQL' : 'PGlite';

let work: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const opened: Runtime[] = [];
const quiet = createLogger({ destination: { write: () => undefined }, level: 'silent' });

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'fitgroup-round-trip-'));
  scratch = await createScratchDatabase();
});

afterAll(async () => {
  for (const rt of opened) await rt.database.close();
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe(`a PGlite → ${middle} → PGlite round trip`, { timeout: 240_000 }, () => {
  let source: Runtime;
  let original: Awaited<ReturnType<typeof tableChecksums>>;
  let there: Awaited<ReturnType<typeof tableChecksums>>;
  let back: Awaited<ReturnType<typeof tableChecksums>>;
  let newId = 0;
  let highestId = 0;

  beforeAll(async () => {
    source = await createRuntime({ config: freshConfig(work), inMemory: true, log: quiet });
    opened.push(source);
    await seedDemo(source, { members: 8, weeks: 3, quiet: true });
    // The access log is append-only (a trigger refuses updates and deletes): its rows must still restore.
    const [staff] = await source.db.select().from(users).limit(1);
    await source.db.insert(accessLog).values([
      { memberId: staff!.id, staffId: staff!.id, staffName: staff!.fullName, kind: 'weeks' },
      { memberId: staff!.id, staffName: 'A Former Staff Member', kind: 'health_details', reason: 'a check' },
    ]);
    original = await tableChecksums(source.db);

    const first = path.join(work, 'from-pglite.tar.gz');
    await takeBackup(source, first, () => undefined);
    const middleConfig = freshConfig(work, scratch.url);
    await restoreBackup(middleConfig, first, { force: false }, () => undefined);
    const middleRt = await openRuntime(middleConfig);
    opened.push(middleRt);
    there = await tableChecksums(middleRt.db);

    const second = path.join(work, `from-${middle}.tar.gz`);
    await takeBackup(middleRt, second, () => undefined);
    const backConfig = freshConfig(work);
    await restoreBackup(backConfig, second, { force: false }, () => undefined);
    const backRt = await openRuntime(backConfig);
    opened.push(backRt);
    back = await tableChecksums(backRt.db);
    highestId = Math.max(...(await backRt.db.select({ id: accessLog.id }).from(accessLog)).map((r) => r.id));
    const inserted = await backRt.db
      .insert(accessLog)
      .values({ memberId: staff!.id, staffName: 'After The Move', kind: 'weeks' })
      .returning({ id: accessLog.id });
    newId = inserted[0]!.id;
  }, 240_000);

  it('holds rows in most tables (the comparison compares something)', () => {
    const filled = Object.values(original).filter((t) => t.rows > 0).length;
    expect(filled).toBeGreaterThanOrEqual(12);
    expect(original['access_log']!.rows).toBe(2);
  });

  it(`keeps every table's rows on ${middle}: the same counts and checksums`, () => {
    expect(there).toEqual(original);
  });

  it("keeps every table's rows back on PGlite: the same counts and checksums", () => {
    expect(back).toEqual(original);
  });

  it('gives the next new row an id after every restored one', () => {
    expect(newId).toBeGreaterThan(highestId);
  });
});
