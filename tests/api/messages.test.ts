import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { messages, notifications, users } from '../../src/server/db/schema';
import { tokensFor } from '../../src/server/services/sessions';
import { LIMITS } from '../../src/server/services/rate-limits';
import { writeAsMember } from '../../src/server/services/messages';
import { COACH_TEXT_MAX } from '../../src/lib/contracts/coaching';

// One conversation per member with the staff (issue 29): who wrote what, read and unread, pages, and who may write.
let t: TestContext;
let stella: Member;
let sam: Member;

const fresh = async (m: Member) => (await tokensFor(t.rt, m.id)).access;
const minutesLater = (n: number) => t.clock.set(new Date(t.clock.now().getTime() + n * 60_000));

const memberWrites = async (m: Member, text: unknown) =>
  t.request('POST', 'messages/', { token: await fresh(m), body: { text } });
const memberReads = async (m: Member, query = '') => t.request('GET', `messages/${query}`, { token: await fresh(m) });
const staffWrites = async (s: Member, m: Member, text: unknown) =>
  t.request('POST', `admin/members/${m.id}/messages/`, { token: await fresh(s), body: { text } });
const staffReads = async (s: Member, m: Member, query = '') =>
  t.request('GET', `admin/members/${m.id}/messages/${query}`, { token: await fresh(s) });
const threads = async (s: Member) => t.request('GET', 'admin/messages/', { token: await fresh(s) });

beforeAll(async () => {
  t = await createTestContext();
  stella = await t.createMember({ staff: true, name: 'Stella Staff' });
  sam = await t.createMember({ staff: true, name: 'Sam Second' });
});
afterAll(async () => {
  await t.close();
});

describe('a member’s conversation', () => {
  it('holds the member’s messages and any staff member’s answers, oldest first, each with who wrote it', async () => {
    const m = await t.createMember({ name: 'Mia Member' });
    const first = await memberWrites(m, '  Can I swap squats for lunges?  ');
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.any(Number),
      text: 'Can I swap squats for lunges?',
      author_name: 'Mia Member',
      from_staff: false,
      created_at: t.clock.now().toISOString(),
      read: false,
    });
    minutesLater(5);
    expect((await staffWrites(stella, m, 'Yes, for two weeks.')).status).toBe(201);
    minutesLater(5);
    expect((await staffWrites(sam, m, 'And stretch after.')).status).toBe(201);

    const res = await memberReads(m);
    expect(res.status).toBe(200);
    expect(res.json.map((x: Record<string, unknown>) => [x['author_name'], x['from_staff'], x['text']])).toEqual([
      ['Mia Member', false, 'Can I swap squats for lunges?'],
      ['Stella Staff', true, 'Yes, for two weeks.'],
      ['Sam Second', true, 'And stretch after.'],
    ]);
    expect(res.headers.get('X-Has-More')).toBe('false');
  });

  it('is read when the other side opens it: staff opening reads the member’s, the member opening reads staff’s and their bell', async () => {
    const m = await t.createMember();
    await memberWrites(m, 'Hello?');
    await staffWrites(stella, m, 'Hi!');
    const notes = () =>
      t.rt.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, m.id), eq(notifications.kind, 'message')));
    expect(await notes()).toMatchObject([{ params: { author: 'Stella Staff' }, link: '/messages', readAt: null }]);

    // The staff member's own GET read the member's message; the staff message waits for the member.
    const staffSide = await staffReads(sam, m);
    expect(staffSide.json.map((x: Record<string, unknown>) => x['read'])).toEqual([true, false]);
    const memberSide = await memberReads(m);
    expect(memberSide.json.map((x: Record<string, unknown>) => x['read'])).toEqual([true, true]);
    expect((await notes())[0]!.readAt).not.toBeNull();
  });

  it('is paged like the feed: the newest page first, each oldest first, ?before for older ones', async () => {
    const m = await t.createMember();
    for (let i = 1; i <= 5; i++) await memberWrites(m, `Message ${i}`);
    const newest = await memberReads(m, '?limit=2');
    expect(newest.json.map((x: Record<string, unknown>) => x['text'])).toEqual(['Message 4', 'Message 5']);
    expect(newest.headers.get('X-Has-More')).toBe('true');
    const before = newest.headers.get('X-Next-Before');
    expect(Number(before)).toBe(newest.json[0].id);
    expect(newest.headers.get('Link')).toBe(`</api/v1/messages/?limit=2&before=${before}>; rel="next"`);
    const older = await memberReads(m, `?limit=2&before=${before}`);
    expect(older.json.map((x: Record<string, unknown>) => x['text'])).toEqual(['Message 2', 'Message 3']);
    const oldest = await staffReads(stella, m, `?limit=2&before=${older.headers.get('X-Next-Before')}`);
    expect(oldest.json.map((x: Record<string, unknown>) => x['text'])).toEqual(['Message 1']);
    expect(oldest.headers.get('X-Has-More')).toBe('false');
  });

  it('is opened by its newest page only: an older page (?before) marks nothing read, on either side', async () => {
    const m = await t.createMember();
    await memberWrites(m, 'Question one');
    await staffWrites(stella, m, 'Answer one');
    await memberWrites(m, 'Question two');
    await staffWrites(stella, m, 'Answer two');
    const unreadBell = async () => (await t.request('GET', 'notifications/', { token: await fresh(m) })).json.unread;
    const before = (await t.rt.db.select().from(messages).where(eq(messages.memberId, m.id))).at(-1)!.id;

    const memberOlder = await memberReads(m, `?before=${before}`);
    expect(memberOlder.json.map((x: Record<string, unknown>) => [x['text'], x['read']])).toEqual([
      ['Question one', false],
      ['Answer one', false],
      ['Question two', false],
    ]);
    const staffOlder = await staffReads(sam, m, `?before=${before}`);
    expect(staffOlder.json.map((x: Record<string, unknown>) => x['read'])).toEqual([false, false, false]);
    expect(await unreadBell()).toBe(2);

    await memberReads(m);
    expect(await unreadBell()).toBe(0);
    const staffNewest = await staffReads(sam, m);
    expect(staffNewest.json.map((x: Record<string, unknown>) => x['read'])).toEqual([true, true, true, true]);
  });

  it('is another member’s own: a member sees only theirs, and cannot reach staff’s paths', async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    await memberWrites(a, 'Only for the coaches');
    expect((await memberReads(b)).json).toEqual([]);
    expect((await staffReads(b, a)).status).toBe(403);
    expect((await staffWrites(b, a, 'Sneaky')).status).toBe(403);
    expect((await threads(b)).status).toBe(403);
    expect((await t.request('GET', 'messages/')).status).toBe(401);
  });

  it('takes text only, 1 to 2,000 characters after trimming', async () => {
    const m = await t.createMember();
    expect((await memberWrites(m, '   ')).json.text).toEqual(['This field may not be blank.']);
    expect((await memberWrites(m, 'x'.repeat(COACH_TEXT_MAX + 1))).status).toBe(400);
    expect((await memberWrites(m, 42)).status).toBe(400);
    expect((await staffWrites(stella, m, '')).status).toBe(400);
    expect((await memberWrites(m, 'x'.repeat(COACH_TEXT_MAX))).status).toBe(201);
  });

  it('has no staff thread: staff cannot write to themselves nor to a colleague, and an unknown member is 404', async () => {
    const own = await memberWrites(stella, 'Note to self');
    expect(own.status).toBe(403);
    expect(own.json.code).toBe('staff_thread');
    expect((await staffWrites(stella, sam, 'Hi colleague')).status).toBe(404);
    const nobody = await t.request('POST', 'admin/members/999999/messages/', {
      token: await fresh(stella),
      body: { text: 'Anyone?' },
    });
    expect(nobody.status).toBe(404);
  });

  it('cannot be written by a suspended or banned member', async () => {
    const m = await t.createMember();
    const token = await fresh(m);
    const res = await t.request('POST', 'admin/suspend-user/', {
      token: await fresh(stella),
      body: { user: m.id, reason: 'Spam', end_date: new Date(t.clock.now().getTime() + 86_400_000).toISOString() },
    });
    expect(res.status).toBe(200);
    const refused = await t.request('POST', 'messages/', { token, body: { text: 'Let me in' } });
    expect(refused.status).toBe(401);
    await t.rt.db.update(users).set({ status: 'banned' }).where(eq(users.id, m.id));
    expect((await t.request('GET', 'messages/', { token })).status).toBe(401);
    // Whatever brought the request: the service itself refuses a member who is not active.
    const writer = { id: m.id, fullName: m.fullName, isStaff: false, status: 'banned' };
    expect(await writeAsMember(t.rt, writer, 'Through another door')).toMatchObject({
      ok: false,
      reason: 'cannot_write',
    });
  });

  it('is rate-limited per writer', async () => {
    const m = await t.createMember();
    const token = await fresh(m);
    for (let i = 0; i < LIMITS.messages.limit; i++) {
      const res = await t.request('POST', 'messages/', { token, body: { text: `n${i}` } });
      expect(res.status).toBe(201);
    }
    const over = await t.request('POST', 'messages/', { token, body: { text: 'one more' } });
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('staff’s list of threads', () => {
  it('shows every thread newest activity first, with the member’s name, unread count and newest message', async () => {
    const t2 = await createTestContext();
    try {
      const staff = await t2.createMember({ staff: true });
      const older = await t2.createMember({ name: 'Olga Older' });
      const newer = await t2.createMember({ name: 'Nina Newer' });
      const token = (await tokensFor(t2.rt, staff.id)).access;
      const write = (m: Member, text: string) => t2.request('POST', 'messages/', { token: m.access, body: { text } });
      await write(older, 'One');
      await write(newer, 'Two');
      await write(older, 'Three');
      await write(newer, 'Four');
      await t2.request('POST', `admin/members/${newer.id}/messages/`, { token, body: { text: 'Answered' } });

      const list = await t2.request('GET', 'admin/messages/', { token });
      expect(list.status).toBe(200);
      expect(
        list.json.map((x: { member: { full_name: string }; unread: number; last_message: { text: string } }) => [
          x.member.full_name,
          x.unread,
          x.last_message.text,
        ]),
      ).toEqual([
        // Writing in a thread is not opening it: Nina's two messages are still unread.
        ['Nina Newer', 2, 'Answered'],
        ['Olga Older', 2, 'Three'],
      ]);
      await t2.request('GET', `admin/members/${newer.id}/messages/`, { token });
      const after = await t2.request('GET', 'admin/messages/?limit=1', { token });
      expect(after.json).toMatchObject([{ member: { id: newer.id }, unread: 0 }]);
      expect(after.headers.get('X-Has-More')).toBe('true');
      const next = await t2.request('GET', `admin/messages/?limit=1&before=${after.headers.get('X-Next-Before')}`, {
        token,
      });
      expect(next.json).toMatchObject([{ member: { id: older.id }, unread: 2 }]);
      expect(next.headers.get('X-Has-More')).toBe('false');
    } finally {
      await t2.close();
    }
  });
});
