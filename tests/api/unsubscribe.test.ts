import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { mailOutbox } from '../../src/server/db/schema';
import { deliverDue } from '../../src/server/mail/outbox';
import { notify } from '../../src/server/services/notifications';
import { setLanguage } from '../../src/server/services/language';
import { oneClickUnsubscribeWarning } from '../../src/server/mail/notification-mail';

let t: TestContext;

const settingsOf = async (m: Member) =>
  (await t.request('GET', 'user/notification-settings/', { token: m.access })).json;

/** A coach's answer to the member's week, as helper code would tell of it: the mail it queues, with its link. */
async function answerWeekOf(m: Member) {
  await notify(t.rt, t.clock.now(), {
    userId: m.id,
    actorId: null,
    kind: 'coach_feedback',
    params: { author: 'Coach Carla' },
    link: '/weekly-log',
  });
  const mails = await t.rt.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email)).orderBy(mailOutbox.id);
  return mails.at(-1);
}

/** The path of the link under the API, for the in-process app. */
const pathOf = (url: string) => new URL(url).pathname;

const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
  t.app.request(pathOf(url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('the mail of a notification', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post headers, and the same link in its body', async () => {
    const m = await t.createMember({ name: 'Mia' });
    const queued = await answerWeekOf(m);
    expect(queued!.subject).toBe('FitGroup: Coach Carla answered your check-in');
    expect(queued!.text).toContain('Coach Carla answered your check-in.');
    expect(queued!.text).toContain('http://localhost:4321/weekly-log');
    expect(queued!.text).toContain(`To stop these emails, open ${queued!.listUnsubscribe}`);

    await deliverDue(t.rt);
    const dir = path.join(t.dataDir, 'outbox');
    const files = (await readdir(dir)).sort();
    // Long headers are folded (RFC 5322): unfolded, they read as one line.
    const eml = (await readFile(path.join(dir, files.at(-1)!), 'utf8')).replace(/\r?\n(?=[ \t])/g, '');
    expect(eml).toContain(`List-Unsubscribe: <${queued!.listUnsubscribe}>`);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('is not queued once the member turned that mail off, though the notification is there', async () => {
    const m = await t.createMember();
    await t.request('PUT', 'user/notification-settings/', {
      token: m.access,
      body: { email_coach_feedback: false, email_messages: true, email_comments: false },
    });
    expect(await answerWeekOf(m)).toBeUndefined();
    expect((await t.request('GET', 'notifications/', { token: m.access })).json.unread).toBe(1);
  });

  it("is written in the member's stored language", async () => {
    const m = await t.createMember();
    await setLanguage(t.rt.db, m.id, 'de');
    const queued = await answerWeekOf(m);
    expect(queued!.subject).toBe('FitGroup: Coach Carla hat auf Ihren Check-in geantwortet');
  });
});

describe('the one-click unsubscribe link (RFC 8058)', () => {
  it('turns that mail off on a POST with List-Unsubscribe=One-Click, with no sign-in', async () => {
    const m = await t.createMember();
    const link = (await answerWeekOf(m))!.listUnsubscribe!;
    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await res.text()).toContain('You will no longer get emails about answers to your check-ins.');
    expect(await settingsOf(m)).toEqual({ email_coach_feedback: false, email_messages: true, email_comments: false });
    // Twice is the same.
    expect((await oneClick(link)).status).toBe(200);
  });

  it('only asks on a GET (mail scanners open links), with a button that posts the one-click form', async () => {
    const m = await t.createMember();
    const link = (await answerWeekOf(m))!.listUnsubscribe!;
    const res = await t.app.request(pathOf(link));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Its link to the account settings must not hand the token on.
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain('Stop the emails about answers to your check-ins?');
    expect(html).toContain('<form method="post">');
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await settingsOf(m)).email_coach_feedback).toBe(true);
  });

  it("answers its page in the member's stored language", async () => {
    const m = await t.createMember();
    await setLanguage(t.rt.db, m.id, 'fr');
    const link = (await answerWeekOf(m))!.listUnsubscribe!;
    const html = await (await t.app.request(pathOf(link))).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Ne plus recevoir d’e-mails quand on répond à vos bilans ?');
  });

  it('refuses a link whose signature was changed: another member or another mail cannot be turned off', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    const link = (await answerWeekOf(m))!.listUnsubscribe!;
    const forged = [
      link.replace(`/${m.id}.`, `/${other.id}.`),
      link.replace('email_coach_feedback', 'email_messages'),
      link.replace(/\.[A-Za-z0-9_-]+\/$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/'),
    ];
    for (const url of forged) {
      const res = await oneClick(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This unsubscribe link is not valid.');
    }
    expect((await settingsOf(other)).email_coach_feedback).toBe(true);
    expect((await settingsOf(m)).email_messages).toBe(true);
    expect((await settingsOf(m)).email_coach_feedback).toBe(true);
  });

  it('takes no large body: a form-encoded POST is read up to 1 KB', async () => {
    const m = await t.createMember();
    const link = (await answerWeekOf(m))!.listUnsubscribe!;
    expect((await oneClick(link, `List-Unsubscribe=One-Click&pad=${'x'.repeat(2048)}`)).status).toBe(413);
  });
});

describe('the start-up warning about one-click unsubscribe', () => {
  const warning = (publicUrl: string, smtpUrl: string | null) => oneClickUnsubscribeWarning({ publicUrl, smtpUrl });

  it('is given when mail goes out over SMTP and the site’s address is not https', () => {
    expect(warning('http://gym.example', 'smtp://mail.example:587')).toMatch(/PUBLIC_URL is not https/);
  });

  it('is not given for an https address, nor when no mail is sent over SMTP (the outbox folder of development)', () => {
    expect(warning('https://gym.example', 'smtp://mail.example:587')).toBeNull();
    expect(warning('http://localhost:4321', null)).toBeNull();
  });
});
