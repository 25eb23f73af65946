import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';

let t: TestContext;
let member: Member;

beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember();
});
afterAll(async () => {
  await t.close();
});

const credentials = () => ({ email: member.email, password: member.password });

describe('JSON routes take JSON only', () => {
  it('refuses a form-encoded sign-in with 415', async () => {
    const res = await t.request('POST', 'user/token/', {
      body: new URLSearchParams(credentials()).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ detail: 'Unsupported media type. Send JSON.', code: 'unsupported_body' });
  });

  it('refuses a multipart sign-in with 415: unauthenticated routes never take multipart', async () => {
    const form = new FormData();
    form.set('email', member.email);
    form.set('password', member.password);
    const res = await t.request('POST', 'user/token/', { form });
    expect(res.status).toBe(415);
  });

  it('refuses a text/plain body with 415, not 400', async () => {
    const res = await t.request('POST', 'user/token/', {
      body: JSON.stringify(credentials()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
  });

  it('refuses a multipart body on a signed-in JSON route with 415', async () => {
    const form = new FormData();
    form.set('content', 'Hello');
    form.set('image', fileOf(await png(10, 10), 'a.png', 'image/png'));
    const res = await t.request('POST', 'community/', { token: member.access, form });
    expect(res.status).toBe(415);
  });

  it('refuses a multipart body on an idempotent route before hashing it', async () => {
    const form = new FormData();
    form.set('content', 'Hello');
    const res = await t.request('POST', 'community/', {
      token: member.access,
      form,
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(res.status).toBe(415);
    // The key was never claimed: the same key with a JSON body is a first request.
    const json = await t.request('POST', 'community/', {
      token: member.access,
      body: { content: 'Hello' },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(json.status).toBe(201);
  });

  it('refuses JSON over 64 KB with 413', async () => {
    const res = await t.request('POST', 'user/token/', { body: { ...credentials(), pad: 'x'.repeat(70 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('body_too_large');
  });

  it('takes a journal of 10,000 characters of four-byte letters', async () => {
    const paid = await t.createMember({ paid: true });
    const profile = await t.request('GET', 'user/profile/', { token: paid.access });
    const week = profile.json.weekly_logs[0];
    const res = await t.request('PATCH', `user/weekly-log/${week.id}/`, {
      token: paid.access,
      body: { journal: '😀'.repeat(5_000) },
    });
    expect(res.status).toBe(200);
  });

  it('still takes a body-less request without a content type', async () => {
    const res = await t.request('POST', 'user/logout/', { token: member.access });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(415);
  });
});

describe("the password change takes the spec's form data, within a small budget", () => {
  const change = (form: FormData) => t.request('POST', 'user/password-change/', { form });

  it('reads its text fields', async () => {
    const form = new FormData();
    for (const name of ['password', 'otp', 'uuidb64', 'refresh_token']) form.set(name, 'x');
    const res = await change(form);
    expect(res.status).toBe(400);
    expect(res.json.code).not.toBe('unsupported_body');
  });

  it('refuses a file part at once', async () => {
    const form = new FormData();
    form.set('password', 'x');
    form.set('otp', fileOf(await png(10, 10), 'a.png', 'image/png'));
    const res = await change(form);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('unexpected_part');
  });

  it('refuses a form past 8 KB', async () => {
    const form = new FormData();
    form.set('password', 'x'.repeat(9 * 1024));
    const res = await change(form);
    expect(res.status).toBe(413);
  });
});

describe('picture routes take one picture under its own name', () => {
  it('refuses a file under another name with 400 and keeps nothing on disk', async () => {
    const form = new FormData();
    form.set('occupation', 'Painter');
    form.set('attachment', fileOf(await png(10, 10), 'a.png', 'image/png'));
    const res = await t.request('PUT', 'user/profile/', { token: member.access, form });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('unexpected_part');
    expect(readdirSync(path.join(t.dataDir, 'uploading'))).toEqual([]);
  });

  it('refuses a file that does not start as a picture at its first bytes', async () => {
    const form = new FormData();
    form.set('image', fileOf(Buffer.from('<html>'.repeat(10_000)), 'a.jpg', 'image/jpeg'));
    const res = await t.request('PUT', 'user/profile/', { token: member.access, form });
    expect(res.status).toBe(415);
    expect(readdirSync(path.join(t.dataDir, 'uploading'))).toEqual([]);
  });

  it('removes the waiting file once the answer is made', async () => {
    const form = new FormData();
    form.set('image', fileOf(await png(20, 20), 'a.png', 'image/png'));
    expect((await t.request('PUT', 'user/profile/', { token: member.access, form })).status).toBe(200);
    expect(readdirSync(path.join(t.dataDir, 'uploading'))).toEqual([]);
  });
});

describe('the upload rate per member', () => {
  it('takes 20 pictures in 10 minutes, profile and weekly together, then answers 429 with Retry-After', async () => {
    const m = await t.createMember({ paid: true });
    const profile = await t.request('GET', 'user/profile/', { token: m.access });
    const week = profile.json.weekly_logs[0];
    const picture = fileOf(await png(12, 12), 'a.png', 'image/png');
    for (let i = 0; i < 20; i++) {
      const form = new FormData();
      const weekly = i % 2 === 1;
      form.set(weekly ? 'progress_picture' : 'image', picture);
      const res = await t.request('PUT', weekly ? `user/weekly-log/${week.id}/` : 'user/profile/', {
        token: m.access,
        form,
      });
      expect(res.status).toBe(200);
    }
    const form = new FormData();
    form.set('image', picture);
    const refused = await t.request('PUT', 'user/profile/', { token: m.access, form });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);

    // Changes without a picture are not held back.
    const text = await t.request('PATCH', 'user/profile/', { token: m.access, body: { occupation: 'Baker' } });
    expect(text.status).toBe(200);

    t.clock.set(new Date(t.clock.now().getTime() + 10 * 60_000 + 1_000));
    const again = new FormData();
    again.set('image', picture);
    expect((await t.request('PUT', 'user/profile/', { token: m.access, form: again })).status).toBe(200);
  });

  it("does not count one member's pictures against another", async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    const picture = fileOf(await png(12, 12), 'a.png', 'image/png');
    for (let i = 0; i < 21; i++) {
      const form = new FormData();
      form.set('image', picture);
      await t.request('PUT', 'user/profile/', { token: a.access, form });
    }
    const form = new FormData();
    form.set('image', picture);
    expect((await t.request('PUT', 'user/profile/', { token: b.access, form })).status).toBe(200);
  });
});
