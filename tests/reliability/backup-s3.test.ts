import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createScratchDatabase, createTestContext, type TestContext } from '../helpers/context';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { fileOf, png } from '../fixtures/profile/images';
import { freshConfig } from '../helpers/backup';
import { takeBackup } from '../../src/server/backup/backup';
import { restoreBackup } from '../../src/server/backup/restore';
import { createStorage } from '../../src/server/storage';
import { profiles } from '../../src/server/db/schema';

// Pictures on S3-compatible storage are read from the bucket into the archive, and put into the bucket of the
// install the archive is restored to (here a second s3rver: another bucket, another place).

let from: S3Server;
let to: S3Server;
let t: TestContext;
let work: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

beforeAll(async () => {
  from = await startS3Server({ bucket: 'old-media' });
  to = await startS3Server({ bucket: 'new-media' });
  t = await createTestContext({ ...from.env });
  work = mkdtempSync(path.join(tmpdir(), 'fitgroup-backup-s3-'));
  scratch = await createScratchDatabase();
});

afterAll(async () => {
  await t?.close();
  await from?.close();
  await to?.close();
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a backup of an install with its pictures on S3', { timeout: 180_000 }, () => {
  it('carries every picture from one bucket to another', async () => {
    const member = await t.createMember();
    const form = new FormData();
    form.append('image', fileOf(await png(80, 80), 'me.png', 'image/png'));
    expect((await t.request('PUT', 'user/profile/', { token: member.access, form })).status).toBe(200);
    const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, member.id));
    const key = profile!.imageKey!;

    const file = path.join(work, 's3.tar.gz');
    const lines: string[] = [];
    await takeBackup(t.rt, file, (line) => lines.push(line));
    expect(lines).toContainEqual(expect.stringMatching(/^Pictures: 1 \(/));

    const config = freshConfig(work, scratch.url, to.env);
    await restoreBackup(config, file, { force: false }, () => undefined);
    expect(to.keys()).toEqual([key]);
    const target = await createStorage(config);
    expect(await target.get(key)).toEqual(await t.rt.storage.get(key));
  });
});
