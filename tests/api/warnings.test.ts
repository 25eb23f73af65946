import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { moderationActions } from '../../src/server/db/schema';

let t: TestContext;
let staff: Member;

async function warn(target: Member, reason: string): Promise<number> {
  const res = await t.request('POST', 'admin/moderation-action/', {
    token: staff.access,
    body: { target_user: target.id, action_type: 'warning', reason },
  });
  expect(res.status).toBe(201);
  return res.json.id;
}

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true });
});
afterAll(async () => {
  await t.close();
});

describe('GET user/warnings/', () => {
  it('shows a warned member their open warnings with the reason, oldest first', async () => {
    const m = await t.createMember();
    const first = await warn(m, 'Please keep the feed on topic.');
    const second = await warn(m, 'No advertising, please.');
    const res = await t.request('GET', 'user/warnings/', { token: m.access });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { id: first, reason: 'Please keep the feed on topic.', created_at: t.clock.now().toISOString() },
      { id: second, reason: 'No advertising, please.', created_at: t.clock.now().toISOString() },
    ]);
  });

  it('shows nothing to a member who was not warned, and needs a sign-in', async () => {
    const m = await t.createMember();
    expect((await t.request('GET', 'user/warnings/', { token: m.access })).json).toEqual([]);
    expect((await t.request('GET', 'user/warnings/')).status).toBe(401);
  });

  it('does not show other kinds of moderation as warnings', async () => {
    const m = await t.createMember();
    await t.request('POST', 'admin/set-paid/', {
      token: staff.access,
      body: { user: m.id, has_paid: true, reason: 'Paid in cash' },
    });
    expect((await t.request('GET', 'user/warnings/', { token: m.access })).json).toEqual([]);
  });
});

describe('POST user/warnings/{id}/dismiss/', () => {
  it('hides the warning from then on and keeps the log row, only acknowledged', async () => {
    const m = await t.createMember();
    const id = await warn(m, 'Be kind.');
    const res = await t.request('POST', `user/warnings/${id}/dismiss/`, { token: m.access });
    expect(res.status).toBe(204);
    expect((await t.request('GET', 'user/warnings/', { token: m.access })).json).toEqual([]);
    const [row] = await t.rt.db.select().from(moderationActions).where(eq(moderationActions.id, id));
    expect(row).toMatchObject({ actionType: 'warning', reason: 'Be kind.', actorId: staff.id, targetUserId: m.id });
    expect(row!.acknowledgedAt!.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("answers 404 for someone else's warning, a dismissed one, or one that does not exist", async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    const id = await warn(m, 'Be kind.');
    expect((await t.request('POST', `user/warnings/${id}/dismiss/`, { token: other.access })).status).toBe(404);
    expect((await t.request('GET', 'user/warnings/', { token: m.access })).json).toHaveLength(1);
    expect((await t.request('POST', `user/warnings/${id}/dismiss/`, { token: m.access })).status).toBe(204);
    expect((await t.request('POST', `user/warnings/${id}/dismiss/`, { token: m.access })).status).toBe(404);
    const missing = await t.request('POST', 'user/warnings/999999/dismiss/', { token: m.access });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ detail: 'Warning not found.', code: 'warning_not_found' });
    expect((await t.request('POST', 'user/warnings/abc/dismiss/', { token: m.access })).status).toBe(404);
  });
});
