import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { mailOutbox, supportMessages } from '../../src/server/db/schema';
import { deliverDue, queueMail } from '../../src/server/mail/outbox';
import type { Mail } from '../../src/server/mail/mailer';

const message = (n: number) => ({
  name: 'Mia',
  email: 'mia@example.com',
  subject: `Question ${n}`,
  message: 'Where is my week?',
});

describe('support mail while the mail server is down', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it('still answers 201, stores the message once, and delivers the mail when the server is back', async () => {
    const m = await t.createMember();
    const delivered: Mail[] = [];
    const working = t.rt.mailer.send;
    t.rt.mailer.send = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    };
    const headers = { 'idempotency-key': 'support-retry' };
    const first = await t.request('POST', 'support/contact/', { token: m.access, body: message(1), headers });
    expect(first.status).toBe(201);
    // The member retries (say the answer was lost): nothing is stored twice.
    const retry = await t.request('POST', 'support/contact/', { token: m.access, body: message(1), headers });
    expect(retry.json).toEqual(first.json);
    expect(await t.rt.db.select().from(supportMessages).where(eq(supportMessages.userId, m.id))).toHaveLength(1);
    const [queued] = await t.rt.db.select().from(mailOutbox).where(eq(mailOutbox.to, t.config.supportEmail));
    expect(queued).toMatchObject({ sentAt: null, attempts: 1 });
    expect(queued!.lastError).toContain('ECONNREFUSED');
    // Replies go to the account's own address, not the one typed in the form.
    expect(queued!.replyTo).toBe(m.email);

    t.rt.mailer.send = async (mail) => {
      delivered.push(mail);
      await working(mail);
    };
    expect(await deliverDue(t.rt)).toBe(0); // not due yet: it waits a minute after a failure
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 60_000));
    expect(await deliverDue(t.rt)).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: t.config.supportEmail, replyTo: m.email });
    expect(await deliverDue(t.rt)).toBe(0);
  });
});

/** A send the test holds open: `started` once it begins, and it ends when the test calls `finish`. */
function gate() {
  let begin!: () => void;
  let finish!: () => void;
  const started = new Promise<void>((resolve) => (begin = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return { started, begin, finished, finish };
}

describe('two processes delivering the outbox (WORKERS, several nodes)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a mail once when a slow batch outlives its lease and another process claims the rest', async () => {
    const to = (n: number) => `outbox-${n}@example.com`;
    await queueMail(t.rt.db, t.clock.now(), ...[1, 2, 3].map((n) => ({ to: to(n), subject: `Mail ${n}`, text: 'Hi' })));
    await t.rt.db.update(mailOutbox).set({ nextAttemptAt: t.clock.now() }); // due now, not after the first try
    const minutes = (n: number) => t.clock.set(new Date(t.clock.now().getTime() + n * 60_000));
    const sent: string[] = [];
    // The SMTP server answers slowly: each of the first two mails takes 1.5 minutes (the test's clock). `started`
    // tells the test a send began; `finish` lets it end.
    const slow = new Map([1, 2].map((n) => [to(n), gate()]));
    t.rt.mailer.send = async (mail) => {
      sent.push(mail.to);
      const g = slow.get(mail.to);
      if (g) {
        g.begin();
        await g.finished;
      }
    };
    // Process A claims all three mails for two minutes.
    const processA = deliverDue(t.rt);
    await slow.get(to(1))!.started;
    minutes(1.5);
    slow.get(to(1))!.finish();
    await slow.get(to(2))!.started;
    minutes(1.5);
    // Three minutes on: the batch's lease is over for the third mail, which A has not reached yet. Process B sends it.
    expect(await deliverDue(t.rt)).toBe(1);
    slow.get(to(2))!.finish();
    // A finishes the second and leaves the third alone: it is no longer its claim.
    expect(await processA).toBe(2);
    expect(sent).toEqual([to(1), to(2), to(3)]);
    const rows = (await t.rt.db.select().from(mailOutbox)).filter((r) => r.to.startsWith('outbox-'));
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
  });
});

describe('a mail server that accepts connections and never answers', () => {
  let silent: net.Server;
  const sockets: net.Socket[] = [];
  let t: TestContext;
  beforeAll(async () => {
    silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    for (const s of sockets) s.destroy();
    silent.close();
  });

  it("is given up on after the 10 s greeting timeout, not nodemailer's minutes, and the request is not held", async () => {
    const m = await t.createMember();
    const res = await t.request('POST', 'support/contact/', { token: m.access, body: message(2) });
    expect(res.status).toBe(201);
    // The helper also waited for the background delivery: it gave up at the greeting timeout (nodemailer's own
    // default is 30 s, past this test's time limit), and the mail waits in the outbox for its retry.
    const [queued] = await t.rt.db.select().from(mailOutbox);
    expect(queued!.sentAt).toBeNull();
    expect(queued!.lastError).toMatch(/Greeting never received|timeout/i);
  }, 20_000);
});
