import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { blocks, profiles } from '../../src/server/db/schema';

let t: TestContext;
let a: Member;
let b: Member;
beforeAll(async () => {
  t = await createTestContext();
  a = await t.createMember();
  b = await t.createMember();
});
afterAll(async () => {
  await t.close();
});

const block = (who: Member, blocked: unknown) => t.request('POST', 'block/', { token: who.access, body: { blocked } });
const rows = () =>
  t.rt.db
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, a.id), eq(blocks.blockedId, b.id)));

describe('blocking', () => {
  it('blocks a member (201), and blocking again is harmless', async () => {
    const first = await block(a, b.id);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ blocker: a.id, blocked: b.id });
    expect((await block(a, String(b.id))).status).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it('rejects blocking yourself', async () => {
    const res = await block(a, a.id);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'You cannot block yourself.', code: 'self_block' });
  });

  it('rejects an unknown or missing member', async () => {
    expect((await block(a, 999999)).status).toBe(400);
    expect((await block(a, undefined)).json).toHaveProperty('blocked');
    expect((await block(a, 'someone')).status).toBe(400);
  });

  it('unblocks (204), also when there was no block, and 404s a non-numeric id', async () => {
    await block(a, b.id);
    const res = await t.request('DELETE', `unblock/${b.id}/`, { token: a.access });
    expect(res.status).toBe(204);
    expect(await rows()).toHaveLength(0);
    expect((await t.request('DELETE', `unblock/${b.id}`, { token: a.access })).status).toBe(204);
    expect((await t.request('DELETE', 'unblock/abc/', { token: a.access })).status).toBe(404);
  });

  it('lets the blocked member comment again after an unblock', async () => {
    const p = (await t.request('POST', 'community/', { token: a.access, body: { content: 'Open again' } })).json;
    await block(a, b.id);
    const refused = await t.request('POST', 'community/comment/', {
      token: b.access,
      body: { post: p.id, content: 'hi' },
    });
    expect(refused.status).toBe(403);
    await t.request('DELETE', `unblock/${b.id}/`, { token: a.access });
    const allowed = await t.request('POST', 'community/comment/', {
      token: b.access,
      body: { post: p.id, content: 'hi' },
    });
    expect(allowed.status).toBe(201);
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('GET', 'block/')).status).toBe(401);
    expect((await t.request('POST', 'block/', { body: { blocked: b.id } })).status).toBe(401);
    expect((await t.request('DELETE', `unblock/${b.id}/`)).status).toBe(401);
  });
});

describe('the list of blocked members (GET block/)', () => {
  const list = (who: Member, path = 'block/') => t.request('GET', path, { token: who.access });

  it("lists blocks newest first with name, signed picture link and since; only one's own; gone after unblock", async () => {
    const viewer = await t.createMember({ name: 'Vera Viewer' });
    const first = await t.createMember({ name: 'First Blocked' });
    const second = await t.createMember({ name: 'Second Blocked' });
    const bystander = await t.createMember({ name: 'Bystander' });
    await t.rt.db
      .update(profiles)
      .set({ imageKey: 'profile/abcdefghijklmnop0123.jpg' })
      .where(eq(profiles.userId, second.id));
    expect((await list(viewer)).json).toEqual([]);

    await block(viewer, first.id);
    const firstAt = t.clock.now().toISOString();
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    await block(viewer, second.id);
    const secondAt = t.clock.now().toISOString();
    // Another member's block is not listed to this one.
    await block(bystander, first.id);

    const res = await list(viewer);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: second.id,
        full_name: 'Second Blocked',
        image: expect.stringMatching(/^\/api\/v1\/media\/profile\/abcdefghijklmnop0123\.jpg\?exp=/),
        since: secondAt,
      },
      { id: first.id, full_name: 'First Blocked', image: null, since: firstAt },
    ]);
    // Without the trailing slash too; personal, so never cached.
    expect((await list(viewer, 'block')).json).toHaveLength(2);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    // The picture link opens for the member who got it.
    const picture = await t.request('GET', res.json[0].image, { token: viewer.access });
    expect(picture.status).not.toBe(403);
    expect((await list(bystander)).json.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect((await list(first)).json).toEqual([]);

    expect((await t.request('DELETE', `unblock/${second.id}/`, { token: viewer.access })).status).toBe(204);
    expect((await list(viewer)).json.map((m: { id: number }) => m.id)).toEqual([first.id]);
    await t.request('DELETE', `unblock/${first.id}/`, { token: viewer.access });
    expect((await list(viewer)).json).toEqual([]);
    expect((await list(bystander)).json).toHaveLength(1);
  });
});
