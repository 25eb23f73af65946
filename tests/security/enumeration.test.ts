import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { createTasks, type Tasks } from '../../src/server/tasks';
import { passwordResets, users } from '../../src/server/db/schema';
import type { Mail } from '../../src/server/mail/mailer';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const mails = (dir: string) => {
  const outbox = path.join(dir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return names.map((n) => readFileSync(path.join(outbox, n), 'utf8'));
};
const registration = (email: string, password = 'strong enough pass') => ({
  full_name: 'Casey Curious',
  email,
  password,
  password2: password,
});

describe('sign-up', () => {
  it('answers a taken email exactly like a new one, and tells the owner by mail instead', async () => {
    const owner = await t.createMember({ email: 'owner@example.com' });
    const fresh = await t.request('POST', 'user/register/', { body: registration('newcomer@example.com') });
    const taken = await t.request('POST', 'user/register/', {
      body: registration('Owner@Example.com', 'another strong one'),
    });
    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(201);
    expect(Object.keys(taken.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(taken.json).toEqual({ email: 'owner@example.com', full_name: 'Casey Curious' });
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));

    const sent = mails(t.dataDir);
    const notice = sent.find((m) => m.includes('To: owner@example.com'));
    expect(notice).toMatch(/Someone tried to create a .* account with your address/);
    expect(sent.find((m) => m.includes('To: newcomer@example.com'))).toContain('Welcome to');
    // The owner's account is unchanged.
    const [row] = await t.rt.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(row!.fullName).toBe(owner.fullName);
  });
});

describe('password-reset request', () => {
  it('answers at once, alike for a known and an unknown email: the lookup and mail happen after the response', async () => {
    // Hold every background task back: what the responses contain cannot depend on them.
    const held: Array<() => Promise<unknown>> = [];
    const real = createTasks(t.rt.log);
    const holding: Tasks = { run: (_name, work) => void held.push(work), idle: () => real.idle() };
    const gated = await createTestContext({}, { tasks: holding });
    try {
      const known = await gated.createMember({ email: 'known@example.com' });
      const a = await gated.request('GET', 'user/password-reset/known@example.com/');
      const b = await gated.request('GET', 'user/password-reset/unknown@example.com/');
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.text).toBe(b.text);
      expect(await gated.rt.db.select().from(passwordResets).where(eq(passwordResets.userId, known.id))).toHaveLength(
        0,
      );

      for (const work of held.splice(0)) await work();
      for (const work of held.splice(0)) await work(); // the mail delivery the reset queued
      expect(await gated.rt.db.select().from(passwordResets).where(eq(passwordResets.userId, known.id))).toHaveLength(
        1,
      );
      expect(mails(gated.dataDir).filter((m) => m.includes('To: known@example.com'))).toHaveLength(1);
      expect(mails(gated.dataDir).filter((m) => m.includes('unknown@example.com'))).toHaveLength(0);
    } finally {
      await gated.close();
    }
  });
});

describe('the work a reset request does after its answer', () => {
  /** The SQL statements (their text, not their values) `work` sends on `ctx`'s database. */
  async function statements(ctx: TestContext, work: () => Promise<unknown>): Promise<string[]> {
    type Logger = { logQuery(q: string, p: unknown[]): void };
    // A transaction's session takes its logger from the options: both are swapped.
    const session = (ctx.rt.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
    const original = { logger: session.logger, options: session.options };
    const seen: string[] = [];
    const spy: Logger = { logQuery: (query) => void seen.push(query) };
    session.logger = spy;
    session.options = { ...original.options, logger: spy };
    try {
      await work();
    } finally {
      session.logger = original.logger;
      session.options = original.options;
    }
    return seen;
  }

  it('is the same for a registered and an unknown email: the same statements, and the same tasks after them', async () => {
    const held: Array<() => Promise<unknown>> = [];
    const real = createTasks(t.rt.log);
    const holding: Tasks = { run: (_name, work) => void held.push(work), idle: () => real.idle() };
    const gated = await createTestContext({}, { tasks: holding });
    try {
      await gated.createMember({ email: 'registered@example.com' });
      const workOf = async (email: string) => {
        await gated.request('GET', `user/password-reset/${email}/`);
        const [lookup, ...others] = held.splice(0);
        expect(others).toEqual([]);
        const sql = await statements(gated, lookup!);
        const after = held.splice(0).length;
        return { sql, after };
      };
      const registered = await workOf('registered@example.com');
      const unknown = await workOf('unknown-one@example.com');
      expect(unknown.sql).toEqual(registered.sql);
      expect(unknown.after).toBe(registered.after);
      expect(registered.sql.some((q) => /insert into "mail_outbox"/.test(q))).toBe(true);
      // Only the registered one's link and mail were kept.
      const outbox = await gated.rt.db.execute('select to_address from mail_outbox');
      expect((outbox as unknown as { rows: Array<{ to_address: string }> }).rows.map((r) => r.to_address)).toEqual([
        'registered@example.com',
      ]);
    } finally {
      await gated.close();
    }
  });
});

describe('a forged reset link', () => {
  it('naming a user id past the integer range is an invalid link, not a server error', async () => {
    const res = await t.request('POST', 'user/password-change/', {
      body: {
        password: 'a brand new passphrase',
        otp: 'x',
        uuidb64: Buffer.from('9999999999').toString('base64url'),
        refresh_token: 'r',
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_reset_link');
  });
});

describe('password change', () => {
  it('mails the member a notice that their password was changed', async () => {
    const sent: Mail[] = [];
    const outbox = t.rt.mailer.send.bind(t.rt.mailer);
    t.rt.mailer.send = async (mail) => {
      sent.push(mail);
      await outbox(mail);
    };
    const m = await t.createMember({ email: 'changer@example.com' });
    await t.request('GET', 'user/password-reset/changer@example.com/');
    const link = new URL(sent.find((mail) => mail.to === 'changer@example.com')!.text.match(/https?:\/\/\S+/)![0]);
    const res = await t.request('POST', 'user/password-change/', {
      body: {
        password: 'a brand new passphrase',
        otp: link.searchParams.get('otp'),
        uuidb64: link.searchParams.get('uuidb64'),
        refresh_token: 'x',
      },
    });
    expect(res.status).toBe(200);
    const notice = sent.at(-1)!;
    expect(notice.to).toBe('changer@example.com');
    expect(notice.subject).toMatch(/^Your .* password was changed$/);
    expect((await t.request('GET', 'user/', { token: m.access })).status).toBe(401);
  });
});
