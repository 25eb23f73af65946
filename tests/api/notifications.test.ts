import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { mailOutbox, notifications } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';
import { notify } from '../../src/server/services/notifications';

let t: TestContext;
let staff: Member;

const fresh = async (m: Member) => (await tokensFor(t.rt, m.id)).access;
const list = async (m: Member, query = '', headers: Record<string, string> = {}) =>
  t.request('GET', `notifications/${query}`, { token: await fresh(m), headers });
const markRead = async (m: Member, body: unknown) =>
  t.request('POST', 'notifications/read/', { token: await fresh(m), body });
const mailsTo = (email: string) =>
  t.rt.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

async function postBy(m: Member): Promise<number> {
  const res = await t.request('POST', 'community/', { token: await fresh(m), body: { content: 'My first 5k!' } });
  expect(res.status).toBe(201);
  return res.json.id;
}
async function commentBy(m: Member, post: number) {
  const res = await t.request('POST', 'community/comment/', {
    token: await fresh(m),
    body: { content: 'Well done', post },
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Coach Carla' });
});
afterAll(async () => {
  await t.close();
});

describe('a comment on my post', () => {
  it('tells the author who commented, with a link to the post, unread', async () => {
    const author = await t.createMember();
    const friend = await t.createMember({ name: 'Frank Friend' });
    const post = await postBy(author);
    await commentBy(friend, post);
    const res = await list(author);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      unread: 1,
      results: [
        {
          id: expect.any(Number),
          kind: 'comment_on_my_post',
          text: 'Frank Friend commented on your post.',
          link: `/community#post-${post}`,
          created_at: t.clock.now().toISOString(),
          read: false,
        },
      ],
    });
  });

  it('tells no one of a comment on their own post', async () => {
    const author = await t.createMember();
    await commentBy(author, await postBy(author));
    expect((await list(author)).json).toEqual({ unread: 0, results: [] });
  });

  it('is not mailed unless the author turned comment mail on', async () => {
    const author = await t.createMember();
    const friend = await t.createMember();
    const post = await postBy(author);
    await commentBy(friend, post);
    expect(await mailsTo(author.email)).toHaveLength(0);

    await t.request('PUT', 'user/notification-settings/', {
      token: await fresh(author),
      body: { email_coach_feedback: true, email_messages: true, email_comments: true },
    });
    await markRead(author, { all: true }); // an unread one would hold the mail back (see "mail" below)
    await commentBy(friend, post);
    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`FitGroup: ${friend.fullName} commented on your post`);
    expect(mails[0]!.text).toContain(`http://localhost:4321/community#post-${post}`);
    expect(mails[0]!.listUnsubscribe).toMatch(/^http:\/\/localhost:4321\/api\/v1\/notifications\/unsubscribe\/.+\/$/);
    expect(mails[0]!.text).toContain(mails[0]!.listUnsubscribe!);
  });
});

describe('mail', () => {
  it('goes once while the member has an unread notification of that kind: three quick messages are one mail', async () => {
    const m = await t.createMember({ paid: true });
    const write = async (text: string) =>
      t.request('POST', `admin/members/${m.id}/messages/`, { token: await fresh(staff), body: { text } });
    for (const text of ['One', 'Two', 'Three']) expect((await write(text)).status).toBe(201);
    expect(await mailsTo(m.email)).toHaveLength(1);
    expect((await list(m)).json.unread).toBe(3);

    // Reading the thread reads its notifications: the next message is mailed again.
    await t.request('GET', 'messages/', { token: await fresh(m) });
    await write('Four');
    expect(await mailsTo(m.email)).toHaveLength(2);
    // Another kind waits on its own unread notifications, not on the message's.
    const [week] = (await t.request('GET', 'user/profile/', { token: await fresh(m) })).json.weekly_logs;
    await t.request('POST', `admin/weekly-log/${week.id}/feedback/`, {
      token: await fresh(staff),
      body: { text: 'Hi' },
    });
    expect(await mailsTo(m.email)).toHaveLength(3);
  });
});

describe('a notification that names someone', () => {
  it('goes with the account of the member it names: a name does not outlive its member', async () => {
    const author = await t.createMember();
    const leaver = await t.createMember({ name: 'Leo Leaving' });
    const stayer = await t.createMember({ name: 'Stay Stanley' });
    const post = await postBy(author);
    await commentBy(leaver, post);
    await commentBy(stayer, post);
    const res = await t.request('POST', 'user/delete-account/', {
      token: await fresh(leaver),
      body: { password: leaver.password, confirmation: 'DELETE MY ACCOUNT', email: leaver.email },
    });
    expect(res.status).toBeLessThan(300);
    expect((await list(author)).json.results.map((n: { text: string }) => n.text)).toEqual([
      'Stay Stanley commented on your post.',
    ]);
  });
});

describe('GET notifications/', () => {
  it('writes the text in the language the member reads in', async () => {
    const author = await t.createMember();
    const friend = await t.createMember({ name: 'Fanny' });
    await commentBy(friend, await postBy(author));
    const fr = await list(author, '', { 'accept-language': 'fr' });
    expect(fr.json.results[0].text).toBe('Fanny a commenté votre publication.');
    const de = await list(author, '', { 'accept-language': 'de' });
    expect(de.json.results[0].text).toBe('Fanny hat Ihren Beitrag kommentiert.');
  });

  it('pages newest first like the feed, with the unread count of all of them', async () => {
    const m = await t.createMember();
    for (const author of ['A', 'B', 'C'])
      await notify(t.rt, t.clock.now(), {
        userId: m.id,
        actorId: null,
        kind: 'message',
        params: { author },
        link: '/messages',
      });
    const first = await list(m, '?limit=2');
    expect(first.json.unread).toBe(3);
    expect(first.json.results.map((n: { text: string }) => n.text)).toEqual([
      'C sent you a message.',
      'B sent you a message.',
    ]);
    expect(first.headers.get('x-has-more')).toBe('true');
    const before = first.headers.get('x-next-before');
    expect(before).toBe(String(first.json.results[1].id));
    const second = await list(m, `?limit=2&before=${before}`);
    expect(second.json.results.map((n: { text: string }) => n.text)).toEqual(['A sent you a message.']);
    expect(second.headers.get('x-has-more')).toBe('false');
  });

  it('shows a member only their own notifications, and needs a sign-in', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    await notify(t.rt, t.clock.now(), {
      userId: other.id,
      actorId: null,
      kind: 'message',
      params: { author: 'X' },
      link: '/messages',
    });
    expect((await list(m)).json).toEqual({ unread: 0, results: [] });
    expect((await t.request('GET', 'notifications/')).status).toBe(401);
  });
});

describe('POST notifications/read/', () => {
  async function threeFor(m: Member): Promise<number[]> {
    for (const author of ['A', 'B', 'C'])
      await notify(t.rt, t.clock.now(), {
        userId: m.id,
        actorId: null,
        kind: 'message',
        params: { author },
        link: '/messages',
      });
    return (await list(m)).json.results.map((n: { id: number }) => n.id);
  }

  it('marks the ones named read and answers what is left unread', async () => {
    const m = await t.createMember();
    const [newest, middle] = await threeFor(m);
    const res = await markRead(m, { ids: [newest, middle] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unread: 1 });
    const after = await list(m);
    expect(after.json.results.map((n: { read: boolean }) => n.read)).toEqual([true, true, false]);
  });

  it('marks every one read with all: true', async () => {
    const m = await t.createMember();
    await threeFor(m);
    expect((await markRead(m, { all: true })).json).toEqual({ unread: 0 });
  });

  it("ignores another member's ids", async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    await notify(t.rt, t.clock.now(), {
      userId: m.id,
      actorId: null,
      kind: 'message',
      params: { author: 'M' },
      link: '/messages',
    });
    const [theirs] = await threeFor(other);
    // The answer counts the asker's own notification, still unread: not the other member's three.
    expect((await markRead(m, { ids: [theirs] })).json).toEqual({ unread: 1 });
    const [row] = await t.rt.db.select().from(notifications).where(eq(notifications.id, theirs!));
    expect(row!.readAt).toBeNull();
  });

  it('asks for ids when given neither ids nor all', async () => {
    const m = await t.createMember();
    const res = await markRead(m, {});
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ ids: ['This field is required.'], codes: { ids: [{ code: 'fields.required' }] } });
    expect((await markRead(m, { ids: ['x'] })).status).toBe(400);
  });
});

describe('sanctions and appeal decisions', () => {
  it('notify the member beside the sanction mail, which stays the one mail', async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'admin/moderation-action/', {
      token: await fresh(staff),
      body: { target_user: m.id, action_type: 'warning', reason: 'Be kind.' },
    });
    expect(res.status).toBe(201);
    const page = await list(m);
    expect(page.json.results).toEqual([
      expect.objectContaining({
        kind: 'sanction',
        text: 'You received a warning from our team.',
        link: '/account-settings',
      }),
    ]);
    expect(await mailsTo(m.email)).toHaveLength(1);

    const appeal = await t.request('POST', 'user/appeals/', {
      token: await fresh(m),
      body: { sanction_id: res.json.id, text: 'I was kind.' },
    });
    expect(appeal.status).toBe(201);
    const decided = await t.request('POST', `admin/appeals/${appeal.json.id}/reject/`, {
      token: await fresh(staff),
      body: { reply: 'The warning stands.' },
    });
    expect(decided.status).toBe(200);
    const after = await list(m);
    expect(after.json.results[0]).toEqual(
      expect.objectContaining({ kind: 'appeal_decided', text: 'Your appeal was rejected.', link: '/account-settings' }),
    );
    // The warning, the appeal's receipt, the decision: one mail each.
    expect(await mailsTo(m.email)).toHaveLength(3);
  });
});
