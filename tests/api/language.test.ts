import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import type { Mail } from '../../src/server/mail/mailer';
import { users } from '../../src/server/db/schema';
import { sanctionMail } from '../../src/server/mail/sanction-mail';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let sent: Mail[] = [];
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: '1' });
  const outbox = t.rt.mailer.send.bind(t.rt.mailer);
  t.rt.mailer.send = async (mail) => {
    sent.push(mail);
    await outbox(mail);
  };
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  sent = [];
});

const storedLanguage = async (email: string) =>
  (await t.rt.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

let ipCounter = 0;
const nextIp = () => `10.9.0.${++ipCounter}`;

describe('PUT user/language/', () => {
  it('stores the signed-in member’s language and answers it', async () => {
    const m = await t.createMember();
    expect(await storedLanguage(m.email)).toBe('en');
    const res = await t.request('PUT', 'user/language/', { token: m.access, body: { language: 'de' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ language: 'de' });
    expect(await storedLanguage(m.email)).toBe('de');
  });

  it('is refused signed out (401)', async () => {
    const res = await t.request('PUT', 'user/language/', { body: { language: 'fr' } });
    expect(res.status).toBe(401);
  });

  it('refuses a language it does not speak (400), in the request’s language', async () => {
    const m = await t.createMember();
    const res = await t.request('PUT', 'user/language/', { token: m.access, body: { language: 'xx' } });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ language: ['Choose one of: en, fr, de.'] });
    const fr = await t.request('PUT', 'user/language/', {
      token: m.access,
      body: { language: 'xx' },
      headers: { 'accept-language': 'fr' },
    });
    expect(fieldTexts(fr.json)).toEqual({ language: ['Choisissez parmi : en, fr, de.'] });
    expect(await storedLanguage(m.email)).toBe('en');
  });
});

describe('registration stores the request’s language', () => {
  const register = (email: string, headers: Record<string, string>) =>
    t.request('POST', 'user/register/', {
      body: { full_name: 'New Member', email, password: 'correct horse battery', password2: 'correct horse battery' },
      headers: { 'x-forwarded-for': nextIp(), ...headers },
    });

  it('from Accept-Language, and the welcome mail is written in it', async () => {
    expect((await register('neu@example.com', { 'accept-language': 'de-AT,de;q=0.9' })).status).toBe(201);
    expect(await storedLanguage('neu@example.com')).toBe('de');
    const welcome = sent.find((mail) => mail.to === 'neu@example.com')!;
    expect(welcome.subject).toBe('Willkommen bei FitGroup');
    expect(welcome.text).toContain('Ihr FitGroup-Konto ist bereit.');
  });

  it('from the lang cookie over the header', async () => {
    expect((await register('nouveau@example.com', { 'accept-language': 'de', cookie: 'lang=fr' })).status).toBe(201);
    expect(await storedLanguage('nouveau@example.com')).toBe('fr');
  });

  it('English without either', async () => {
    expect((await register('new@example.com', {})).status).toBe(201);
    expect(await storedLanguage('new@example.com')).toBe('en');
    expect(sent.find((mail) => mail.to === 'new@example.com')!.subject).toBe('Welcome to FitGroup');
  });

  it('a sign-up with a taken address leaves the owner’s language, and tells them in it', async () => {
    const owner = await t.createMember();
    await t.request('PUT', 'user/language/', { token: owner.access, body: { language: 'fr' } });
    await register(owner.email, { 'accept-language': 'de' });
    expect(await storedLanguage(owner.email)).toBe('fr');
    const notice = sent.find((mail) => mail.to === owner.email)!;
    expect(notice.subject).toBe('Quelqu’un a tenté de créer un compte FitGroup avec votre adresse');
  });
});

describe('mail in the member’s stored language', () => {
  it('a password reset mail to a German member is German, whatever language asked for it', async () => {
    const m = await t.createMember({ email: 'deutsch@example.com' });
    await t.request('PUT', 'user/language/', { token: m.access, body: { language: 'de' } });
    const res = await t.request('GET', `user/password-reset/${m.email}/`, {
      headers: { 'x-forwarded-for': nextIp(), 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.subject).toBe('Setzen Sie Ihr FitGroup-Passwort zurück');
    expect(mail!.text).toMatch(/^Guten Tag,$/m);
    expect(mail!.text).toContain('Öffnen Sie diesen Link, um ein neues Passwort zu wählen:');
    expect(mail!.text).toContain('Der Link funktioniert einmal und läuft in 60 Minuten ab.');
    // The link is still the mail's first one, on its own line.
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/create-new-password/');
  });

  it('so is the notice that the password changed', async () => {
    const m = await t.createMember({ email: 'geaendert@example.com' });
    await t.request('PUT', 'user/language/', { token: m.access, body: { language: 'de' } });
    await t.request('GET', `user/password-reset/${m.email}/`, { headers: { 'x-forwarded-for': nextIp() } });
    const link = new URL(sent[0]!.text.match(/https?:\/\/\S+/)![0]);
    const form = new FormData();
    form.set('password', 'a brand new passphrase');
    for (const name of ['otp', 'uuidb64', 'refresh_token']) form.set(name, link.searchParams.get(name)!);
    expect(
      (await t.request('POST', 'user/password-change/', { form, headers: { 'x-forwarded-for': nextIp() } })).status,
    ).toBe(200);
    expect(sent.at(-1)!.subject).toBe('Ihr FitGroup-Passwort wurde geändert');
  });

  it('a sanction mail is written in the member’s language, the date as that language writes it, staff’s reason as typed', () => {
    const fr = sanctionMail(
      t.config,
      { email: 'm@example.com', fullName: 'Marie Curie', language: 'fr' },
      {
        kind: 'suspension',
        reason: 'Spam $& co',
        until: new Date('2026-12-01T00:00:00Z'),
      },
    );
    expect(fr.subject).toBe('Votre compte FitGroup est suspendu jusqu’au 1 décembre 2026');
    expect(fr.text.split('\n')).toEqual([
      'Bonjour Marie Curie,',
      '',
      'Votre compte FitGroup est suspendu jusqu’au 1 décembre 2026. Vous ne pouvez pas vous connecter d’ici là.',
      'Motif : Spam $& co',
      '',
      `Pour toute question à ce sujet, écrivez à ${t.config.supportEmail}.`,
    ]);
    const en = sanctionMail(
      t.config,
      { email: 'm@example.com', fullName: 'Wendy', language: 'en' },
      { kind: 'warning', reason: 'Be kind.' },
    );
    expect(en.subject).toBe('A warning from FitGroup');
    expect(en.text).toBe(
      [
        'Hello Wendy,',
        '',
        'The FitGroup team has given you a warning.',
        'Reason: Be kind.',
        '',
        'You will see it on your next visit until you dismiss it. Please keep to the community rules.',
        '',
        `If you have a question about this, write to ${t.config.supportEmail}.`,
      ].join('\n'),
    );
    const lifted = sanctionMail(
      t.config,
      { email: 'm@example.com', fullName: 'Jonas', language: 'de' },
      { kind: 'lift', reason: null, was: 'banned' },
    );
    expect(lifted.subject).toBe('Ihr FitGroup-Konto ist wieder aktiv');
    expect(lifted.text).toContain(
      'Ihre dauerhafte Sperre wurde aufgehoben: Sie können sich wieder anmelden unter http://localhost:4321/login/',
    );
    expect(lifted.text).not.toMatch(/Grund:/);
  });
});
