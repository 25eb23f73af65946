import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { posts, profiles } from '../../src/server/db/schema';

let t: TestContext;
let viewer: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestContext();
  viewer = await t.createMember({ name: 'Vera Viewer' });
  member = await t.createMember({ name: 'Mona Member', email: 'mona.private@example.com' });
  await t.rt.db
    .update(profiles)
    .set({
      phoneNumber: '555-0100-secret',
      address: '1 Hidden Lane',
      medicalHistory: 'asthma-secret',
      emergencyContact: '555-0199-secret',
      emergencyContactName: 'Emergency Ed',
      age: 41,
      weight: '180.50',
      occupation: 'Secret Agent',
    })
    .where(eq(profiles.userId, member.id));
});
afterAll(async () => {
  await t.close();
});

const view = (who: Member, id: number | string, query = '') =>
  t.request('GET', `user/profile/${id}/${query}`, { token: who.access });

describe("another member's profile", () => {
  it('shows the public profile, their posts with comments, and the block flags', async () => {
    const p = (await t.request('POST', 'community/', { token: member.access, body: { content: 'Hello from Mona' } }))
      .json;
    await t.request('POST', 'community/comment/', { token: viewer.access, body: { post: p.id, content: 'Hi Mona' } });
    await t.request('POST', 'community/', { token: viewer.access, body: { content: 'Not on her page' } });

    const res = await view(viewer, member.id);
    expect(res.status).toBe(200);
    expect(res.json.profile).toEqual({ user_id: member.id, full_name: 'Mona Member', image: null, date: '2026-11-01' });
    expect(res.json.posts.map((x: { content: string }) => x.content)).toEqual(['Hello from Mona']);
    expect(res.json.posts[0].comments[0]).toMatchObject({
      content: 'Hi Mona',
      user_id: viewer.id,
      profile_name: 'Vera Viewer',
    });
    expect(res.json).toMatchObject({ is_blocked_by_me: false, is_blocking_me: false, can_comment: true });
  });

  it('never leaks email, phone, address, medical, emergency or body data', async () => {
    const res = await view(viewer, member.id);
    for (const secret of [
      'mona.private',
      '555-0100',
      'Hidden Lane',
      'asthma',
      '555-0199',
      'Emergency Ed',
      '180.5',
      'Secret Agent',
    ]) {
      expect(res.text).not.toContain(secret);
    }
    expect(Object.keys(res.json.profile).sort()).toEqual(['date', 'full_name', 'image', 'user_id']);
  });

  it('reports the block state both ways, and can_comment false when the member blocks the viewer', async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    await t.request('POST', 'block/', { token: a.access, body: { blocked: b.id } });
    expect((await view(a, b.id)).json).toMatchObject({
      is_blocked_by_me: true,
      is_blocking_me: false,
      can_comment: true,
    });
    expect((await view(b, a.id)).json).toMatchObject({
      is_blocked_by_me: false,
      is_blocking_me: true,
      can_comment: false,
    });
    await t.request('DELETE', `unblock/${b.id}/`, { token: a.access });
    expect((await view(b, a.id)).json).toMatchObject({ is_blocking_me: false, can_comment: true });
  });

  it('gives a signed picture link, never the storage key', async () => {
    await t.rt.db
      .update(profiles)
      .set({ imageKey: 'profile/abcdefghijklmnop1234.jpg' })
      .where(eq(profiles.userId, member.id));
    const res = await view(viewer, member.id);
    await t.rt.db.update(profiles).set({ imageKey: null }).where(eq(profiles.userId, member.id));
    expect(res.json.profile.image).toMatch(/^\/api\/v1\/media\/.+\?exp=\d+&sig=/);
    expect(res.json.posts[0].profile_picture).toBe(res.json.profile.image);
  });

  it('keeps to the keys of the spec, and pages their posts through headers like the feed', async () => {
    const writer = await t.createMember({ name: 'Paula Prolific' });
    const base = t.clock.now().getTime();
    await t.rt.db.insert(posts).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: writer.id,
        content: `entry ${i + 1}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );

    const first = await view(viewer, writer.id);
    expect(Object.keys(first.json).sort()).toEqual([
      'can_comment',
      'is_blocked_by_me',
      'is_blocking_me',
      'posts',
      'profile',
    ]);
    expect(first.json.posts).toHaveLength(50);
    expect(first.json.posts[0].content).toBe('entry 55');
    expect(first.headers.get('x-has-more')).toBe('true');
    const cursor = first.headers.get('x-next-before');
    expect(cursor).toBe(String(first.json.posts[49].id));
    expect(first.headers.get('link')).toBe(`</api/v1/user/profile/${writer.id}/?before=${cursor}>; rel="next"`);

    const rest = await view(viewer, writer.id, `?before=${cursor}`);
    expect(rest.json.posts.map((p: { content: string }) => p.content)).toEqual([
      'entry 5',
      'entry 4',
      'entry 3',
      'entry 2',
      'entry 1',
    ]);
    expect(rest.json.profile.full_name).toBe('Paula Prolific');
    expect(rest.headers.get('x-has-more')).toBe('false');
    expect(rest.headers.get('x-next-before')).toBeNull();

    expect((await view(viewer, writer.id, '?limit=3')).json.posts).toHaveLength(3);
    expect((await view(viewer, writer.id, '?before=abc')).status).toBe(400);
  });

  it("answers 404 'User not found.' for an unknown member, and 404 for an id that is not a number", async () => {
    const unknown = await view(viewer, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: 'User not found.', code: 'member_not_found' });
    expect((await view(viewer, 'abc')).status).toBe(404);
    expect((await view(viewer, '12abc')).status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('GET', `user/profile/${member.id}/`)).status).toBe(401);
  });

  it('leaves the own-profile path without an id to the profile endpoint', async () => {
    const own = await t.request('GET', 'user/profile/', { token: viewer.access });
    expect(own.status).toBe(200);
    expect(own.json.full_name).toBe('Vera Viewer');
    expect(own.json.profile).toBeUndefined();
  });
});
