import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createScratchDatabase, createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';
import { freshConfig, openRuntime } from '../helpers/backup';
import { takeBackup } from '../../src/server/backup/backup';
import { restoreBackup } from '../../src/server/backup/restore';
import { posts, profiles, users } from '../../src/server/db/schema';
import { createUser } from '../../src/server/services/accounts';
import type { Runtime } from '../../src/server/runtime';

// A backup is one instant of the database: what was written before it is in the archive, what was written after
// is not, and the pictures the archived rows point at are in it. With DATABASE_URL set (npm run test:pg) the
// source and the restore are PostgreSQL; otherwise PGlite.

let t: TestContext;
let work: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let restored: Runtime;

interface Written {
  member: Member;
  postId: number;
  picture: string;
}

async function writeMemberWithPostAndPicture(name: string): Promise<Written> {
  const member = await t.createMember({ name, paid: true });
  const posted = await t.request('POST', 'community/', { token: member.access, body: { content: `${name} was here` } });
  expect(posted.status).toBe(201);
  const form = new FormData();
  form.append('image', fileOf(await png(64, 64), 'me.png', 'image/png'));
  const uploaded = await t.request('PUT', 'user/profile/', { token: member.access, form });
  expect(uploaded.status).toBe(200);
  const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, member.id));
  return { member, postId: posted.json.id, picture: profile!.imageKey! };
}

beforeAll(async () => {
  t = await createTestContext();
  work = mkdtempSync(path.join(tmpdir(), 'fitgroup-backup-writes-'));
  scratch = await createScratchDatabase();
}, 120_000);

afterAll(async () => {
  await restored?.database.close();
  await t?.close();
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a backup taken while the server takes writes', { timeout: 180_000 }, () => {
  const before: Written[] = [];
  const after: Written[] = [];
  const file = () => path.join(work, 'while-writing.tar.gz');

  beforeAll(async () => {
    for (const name of ['Ada Before', 'Ben Before', 'Cy Before'])
      before.push(await writeMemberWithPostAndPicture(name));
    let backupDone = false;
    const backup = takeBackup(t.rt, file(), () => undefined).finally(() => (backupDone = true));
    // Writes keep coming while the backup runs: each lands before or after its snapshot, never half in it.
    let n = 0;
    const during = (async () => {
      while (!backupDone) await writeMemberWithPostAndPicture(`During ${++n}`);
    })();
    await backup;
    await during;
    for (const name of ['Dee After', 'Eli After']) after.push(await writeMemberWithPostAndPicture(name));
    const config = freshConfig(work, scratch.url);
    await restoreBackup(config, file(), { force: false }, () => undefined);
    restored = await openRuntime(config);
  }, 180_000);

  it('restores into a fresh folder with every member, post and picture from before it', async () => {
    const ids = before.map((w) => w.member.id);
    const members = await restored.db.select().from(users).where(inArray(users.id, ids));
    expect(members.map((m) => m.email).sort()).toEqual(before.map((w) => w.member.email).sort());
    const restoredPosts = await restored.db.select().from(posts).where(inArray(posts.userId, ids));
    expect(restoredPosts.map((p) => p.id).sort()).toEqual(before.map((w) => w.postId).sort());
    for (const w of before) {
      const original = await t.rt.storage.get(w.picture);
      expect(original).not.toBeNull();
      expect(await restored.storage.get(w.picture)).toEqual(original);
    }
  });

  it('restores nothing written after it', async () => {
    const emails = after.map((w) => w.member.email);
    expect(await restored.db.select().from(users).where(inArray(users.email, emails))).toEqual([]);
    const postIds = after.map((w) => w.postId);
    expect(await restored.db.select().from(posts).where(inArray(posts.id, postIds))).toEqual([]);
    for (const w of after) expect(await restored.storage.get(w.picture)).toBeNull();
  });

  it('keeps every post with its author, and the restored members sign in with their passwords', async () => {
    const orphans = (await restored.db.select().from(posts)).filter((p) => p.userId === null);
    expect(orphans).toEqual([]);
    const { verifyPassword } = await import('../../src/server/auth/passwords');
    const [ada] = await restored.db.select().from(users).where(eq(users.id, before[0]!.member.id));
    expect(await verifyPassword(ada!.passwordHash, before[0]!.member.password)).toEqual({ ok: true, value: true });
  });

  it('gives new rows fresh ids after the restore', async () => {
    const highest = Math.max(...(await restored.db.select({ id: users.id }).from(users)).map((u) => u.id));
    const created = await createUser(restored, {
      email: 'new-after-restore@example.com',
      password: 'a long member password',
      fullName: 'New After Restore',
    });
    expect(created.ok).toBe(true);
    if (created.ok) expect(created.value.id).toBeGreaterThan(highest);
  });
});
