import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { comments, posts, reports, supportMessages } from '../../src/server/db/schema';

let t: TestContext;
let author: Member;
let reader: Member;
beforeAll(async () => {
  t = await createTestContext();
  author = await t.createMember({ name: 'Ada Author' });
  reader = await t.createMember({ name: 'Rex Reader' });
});
afterAll(async () => {
  await t.close();
});

const rows = async (table: typeof posts | typeof comments | typeof reports | typeof supportMessages) =>
  (await t.rt.db.select({ n: count() }).from(table))[0]!.n;

const twice = async (path: string, token: string, body: unknown, key: string) => {
  const headers = { 'idempotency-key': key };
  const first = await t.request('POST', path, { token, body, headers });
  const retry = await t.request('POST', path, { token, body, headers });
  return { first, retry };
};

describe('a creation retried with the same Idempotency-Key', () => {
  it('refuses a multipart post with 415 before hashing it, so its key stays unused', async () => {
    const before = await rows(posts);
    const body = '--b\r\nContent-Disposition: form-data; name="content"\r\n\r\nSent as a form\r\n--b--\r\n';
    const headers = { 'idempotency-key': 'multipart-post-key', 'content-type': 'multipart/form-data; boundary=b' };
    const refused = await t.request('POST', 'community/', { token: author.access, body, headers });
    expect(refused.status).toBe(415);
    expect(await rows(posts)).toBe(before);
    const json = await t.request('POST', 'community/', {
      token: author.access,
      body: { content: 'Sent as JSON' },
      headers: { 'idempotency-key': 'multipart-post-key' },
    });
    expect(json.status).toBe(201);
  });

  it('creates one post and answers the retry with the first response', async () => {
    const before = await rows(posts);
    const { first, retry } = await twice('community/', author.access, { content: 'Leg day done' }, 'post-key-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await rows(posts)).toBe(before + 1);
  });

  it('creates one comment, one report and one support message', async () => {
    const post = await t.request('POST', 'community/', { token: author.access, body: { content: 'Rest day' } });
    const c = await twice('community/comment/', reader.access, { content: 'Enjoy', post: post.json.id }, 'comment-key');
    expect(c.retry.json).toEqual(c.first.json);
    expect((await t.rt.db.select().from(comments).where(eq(comments.postId, post.json.id))).length).toBe(1);

    const r = await twice(
      'report/',
      reader.access,
      {
        reported_user: author.id,
        content_type: 'post',
        content_id: post.json.id,
        report_type: 'spam',
        description: 'ads',
      },
      'report-key',
    );
    expect(r.first.status).toBe(201);
    expect(r.retry.json).toEqual(r.first.json);
    expect((await t.rt.db.select().from(reports).where(eq(reports.contentId, post.json.id))).length).toBe(1);

    const before = await rows(supportMessages);
    const s = await twice(
      'support/contact/',
      reader.access,
      { name: 'Rex', email: reader.email, subject: 'Help', message: 'Where is my log?' },
      'support-key',
    );
    expect(s.first.status).toBe(201);
    expect(s.retry.json).toEqual(s.first.json);
    expect(await rows(supportMessages)).toBe(before + 1);
  });

  it('is kept per member: another member with the same key creates their own post', async () => {
    const before = await rows(posts);
    await t.request('POST', 'community/', {
      token: author.access,
      body: { content: 'Mine' },
      headers: { 'idempotency-key': 'shared' },
    });
    const other = await t.request('POST', 'community/', {
      token: reader.access,
      body: { content: 'Mine too' },
      headers: { 'idempotency-key': 'shared' },
    });
    expect(other.status).toBe(201);
    expect(other.json.content).toBe('Mine too');
    expect(await rows(posts)).toBe(before + 2);
  });

  it('refuses the key reused for another endpoint, and a malformed key', async () => {
    const reused = await t.request('POST', 'community/comment/', {
      token: author.access,
      body: { content: 'x', post: 1 },
      headers: { 'idempotency-key': 'post-key-1' },
    });
    expect(reused.status).toBe(422);
    const bad = await t.request('POST', 'community/', {
      token: author.access,
      body: { content: 'x' },
      headers: { 'idempotency-key': 'has space' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses the same key with another body instead of dropping the new content', async () => {
    const headers = { 'idempotency-key': 'body-bound' };
    expect(
      (await t.request('POST', 'community/', { token: author.access, body: { content: 'First' }, headers })).status,
    ).toBe(201);
    const other = await t.request('POST', 'community/', { token: author.access, body: { content: 'Second' }, headers });
    expect(other.status).toBe(422);
  });

  it('lets a request refused for the moment (429) run again with its key', async () => {
    const before = await rows(posts);
    const headers = { 'idempotency-key': 'after-a-429' };
    // Use up the member's posting allowance (30 an hour), then retry the refused post once the window has passed.
    const poster = await t.createMember();
    for (let i = 0; i < 30; i++)
      await t.request('POST', 'community/', { token: poster.access, body: { content: `p${i}` } });
    expect(
      (await t.request('POST', 'community/', { token: poster.access, body: { content: 'Late' }, headers })).status,
    ).toBe(429);
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    const again = await t.request('POST', 'user/token/', { body: { email: poster.email, password: poster.password } });
    const retried = await t.request('POST', 'community/', {
      token: again.json.access,
      body: { content: 'Late' },
      headers,
    });
    expect(retried.status).toBe(201);
    expect(await rows(posts)).toBe(before + 31);
  });

  it('answers a retry a week later from the kept answer, and lets the key be used again after 8 days', async () => {
    const before = await rows(posts);
    const today = await t.request('POST', 'user/token/', { body: { email: author.email, password: author.password } });
    await t.request('POST', 'community/', {
      token: today.json.access,
      body: { content: 'Day one' },
      headers: { 'idempotency-key': 'daily' },
    });
    t.clock.set(new Date(t.clock.now().getTime() + 7 * 24 * 3_600_000));
    const weekLater = await t.request('POST', 'user/token/', {
      body: { email: author.email, password: author.password },
    });
    const retried = await t.request('POST', 'community/', {
      token: weekLater.json.access,
      body: { content: 'Day one' },
      headers: { 'idempotency-key': 'daily' },
    });
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await rows(posts)).toBe(before + 1);
    t.clock.set(new Date(t.clock.now().getTime() + 25 * 3_600_000));
    const signedIn = await t.request('POST', 'user/token/', {
      body: { email: author.email, password: author.password },
    });
    const later = await t.request('POST', 'community/', {
      token: signedIn.json.access,
      body: { content: 'Day two' },
      headers: { 'idempotency-key': 'daily' },
    });
    expect(later.json.content).toBe('Day two');
    expect(await rows(posts)).toBe(before + 2);
  });
});
