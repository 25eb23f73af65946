import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { idempotencyKeys } from '../../src/server/db/schema';
import { KEPT_ANSWERS_PER_MEMBER } from '../../src/server/services/idempotency';
import { fileOf, png } from '../fixtures/profile/images';

/**
 * What Idempotency-Keys may cost the server (attacker review of issue 30, F1 and F2): a member's kept answers are
 * bounded, and only a kept answer to the same picture lets a form be read past the picture limit.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const keptRows = async (member: Member) =>
  (await t.rt.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, member.id)))[0]!.n;

const keyKept = async (member: Member, key: string) =>
  (
    await t.rt.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, member.id), eq(idempotencyKeys.key, key)))
  ).length === 1;

/** A day save of a day that is not the member's: answered 404, an answer kept like any other. */
const missingDay = (member: Member, key: string) =>
  t.request('PUT', 'daily-log/999999/', {
    token: member.access,
    body: { weekly_log: 1 },
    headers: { 'idempotency-key': key },
  });

const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

describe("a member's kept answers", () => {
  it(`keeps at most ${KEPT_ANSWERS_PER_MEMBER} answers per member: the oldest go first`, async () => {
    const member = await t.createMember({ paid: true });
    const other = await t.createMember({ paid: true });
    expect((await missingDay(other, 'other-member')).status).toBe(404);
    for (let i = 0; i < KEPT_ANSWERS_PER_MEMBER + 5; i++) {
      expect((await missingDay(member, `key-${i}`)).status).toBe(404);
      later(1_000);
    }
    expect(await keptRows(member)).toBe(KEPT_ANSWERS_PER_MEMBER);
    for (let i = 0; i < 5; i++) expect(await keyKept(member, `key-${i}`)).toBe(false);
    expect(await keyKept(member, 'key-5')).toBe(true);
    // Another member's answers are theirs to keep.
    expect(await keyKept(other, 'other-member')).toBe(true);
  });

  it('answers a forgotten key by running the request again, and a kept one from its answer', async () => {
    const member = await t.createMember({ paid: true });
    for (let i = 0; i < KEPT_ANSWERS_PER_MEMBER + 1; i++) {
      await missingDay(member, `again-${i}`);
      later(1_000);
    }
    const forgotten = await missingDay(member, 'again-0');
    expect(forgotten.status).toBe(404);
    expect(forgotten.headers.get('idempotent-replayed')).toBeNull();
    const kept = await missingDay(member, `again-${KEPT_ANSWERS_PER_MEMBER}`);
    expect(kept.headers.get('idempotent-replayed')).toBe('true');
    expect(await keptRows(member)).toBe(KEPT_ANSWERS_PER_MEMBER);
  });
});

const JPEG = readFileSync('tests/fixtures/weekly/progress.jpg');

function weekPicture(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('progress_picture', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'week.jpg');
  return form;
}

/**
 * Sends `form` from a stream that counts what the server takes from it (1 KB at a time, nothing before it is
 * asked): `read` is 0 when the request was refused before its body was read.
 */
async function upload(member: Member, method: string, path: string, form: FormData, key: string) {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let read = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = bytes.subarray(read, read + 1024);
        if (chunk.length === 0) return controller.close();
        read += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const res = await t.app.request(`/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${member.access}`,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(bytes.length),
      'idempotency-key': key,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const code = ((await res.json()) as { code?: string }).code;
  return { status: res.status, code, read, size: bytes.length, replayed: res.headers.get('idempotent-replayed') };
}

/** A paid member and their first week, having sent all the pictures the window allows. */
async function memberAtPictureLimit() {
  const member = await t.createMember({ paid: true });
  const week = (await t.request('GET', 'user/profile/', { token: member.access })).json.weekly_logs[0];
  const picture = fileOf(await png(12, 12), 'a.png', 'image/png');
  const profilePicture = () => {
    const form = new FormData();
    form.set('image', picture);
    return t.request('PUT', 'user/profile/', { token: member.access, form });
  };
  for (let i = 0; i < 20; i++) expect((await profilePicture()).status).toBe(200);
  expect((await profilePicture()).status).toBe(429);
  return { member, week: week as { id: number } };
}

describe('the picture limit and kept answers', () => {
  it('a member at the picture limit who sends a new picture with a key kept for another request is refused with 429, unread', async () => {
    const { member, week } = await memberAtPictureLimit();
    expect((await missingDay(member, 'kept-elsewhere')).status).toBe(404);
    const sent = await upload(member, 'PUT', `user/weekly-log/${week.id}/`, weekPicture(), 'kept-elsewhere');
    expect(sent.status).toBe(429);
    expect(sent.code).toBe('rate_limited');
    expect(sent.read).toBe(0);
  });

  it('refuses with 429, unread, a picture sent with a key kept for a JSON save of the same week', async () => {
    const { member, week } = await memberAtPictureLimit();
    const json = await t.request('PUT', `user/weekly-log/${week.id}/`, {
      token: member.access,
      body: { journal: 'Text only' },
      headers: { 'idempotency-key': 'kept-json' },
    });
    expect(json.status).toBe(200);
    const sent = await upload(member, 'PUT', `user/weekly-log/${week.id}/`, weekPicture(), 'kept-json');
    expect(sent.status).toBe(429);
    expect(sent.read).toBe(0);
  });

  it('refuses with 429, unread, a picture sent with a key kept for a picture sent by another method', async () => {
    const member = await t.createMember({ paid: true });
    const week = (await t.request('GET', 'user/profile/', { token: member.access })).json.weekly_logs[0];
    const first = await upload(member, 'PUT', `user/weekly-log/${week.id}/`, weekPicture(), 'kept-picture');
    expect(first).toMatchObject({ status: 200, read: first.size });
    const picture = fileOf(await png(12, 12), 'a.png', 'image/png');
    for (let i = 0; i < 19; i++) {
      const form = new FormData();
      form.set('image', picture);
      expect((await t.request('PUT', 'user/profile/', { token: member.access, form })).status).toBe(200);
    }
    const patch = await upload(member, 'PATCH', `user/weekly-log/${week.id}/`, weekPicture(), 'kept-picture');
    expect(patch).toMatchObject({ status: 429, read: 0 });
    // The same picture sent again as it was first sent is answered from its kept answer.
    const replay = await upload(member, 'PUT', `user/weekly-log/${week.id}/`, weekPicture(), 'kept-picture');
    expect(replay).toMatchObject({ status: 200, replayed: 'true' });
  });

  it('reads another form sent with a kept picture’s key past the limit once (422), then holds that key to the limit (429, unread)', async () => {
    const member = await t.createMember({ paid: true });
    const week = (await t.request('GET', 'user/profile/', { token: member.access })).json.weekly_logs[0];
    const path = `user/weekly-log/${week.id}/`;
    const kept = () => weekPicture({ journal: 'Kept' });
    expect((await upload(member, 'PUT', path, kept(), 'kept-once')).status).toBe(200);
    const picture = fileOf(await png(12, 12), 'a.png', 'image/png');
    for (let i = 0; i < 19; i++) {
      const form = new FormData();
      form.set('image', picture);
      expect((await t.request('PUT', 'user/profile/', { token: member.access, form })).status).toBe(200);
    }
    const other = () => weekPicture({ journal: 'Another' });
    const first = await upload(member, 'PUT', path, other(), 'kept-once');
    expect(first).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect(await upload(member, 'PUT', path, other(), 'kept-once')).toMatchObject({ status: 429, read: 0 });
    expect(await upload(member, 'PUT', path, kept(), 'kept-once')).toMatchObject({ status: 429, read: 0 });
    // Once the window has passed, the picture the key was kept for is still answered from its kept answer.
    later(10 * 60_000 + 1_000);
    const replay = await upload(member, 'PUT', path, kept(), 'kept-once');
    expect(replay).toMatchObject({ status: 200, replayed: 'true' });
    expect(await upload(member, 'PUT', path, other(), 'kept-once')).toMatchObject({ status: 422 });
  });
});
