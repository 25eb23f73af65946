import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from '../../src/server/content/common-passwords';
import { createTestContext, type TestContext } from '../helpers/context';
import type { Mail } from '../../src/server/mail/mailer';
import { fieldTexts } from '../helpers/field-texts';

describe('the common-password list', () => {
  it('holds at least 10,000 passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    'football1',
    'Passw0rd!',
    'P@ssword123',
    'Sunshine2024',
    'PASSWORD',
    'qwerty123',
    'Dragon2024!',
    'FitGroup1',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['quiet otter lantern ninety-seven', 'Kx9#vT2mQw!rL4pz', 'correct horse battery', 'auth wrong pass'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );

  it('does not refuse a password for a short word at its end', () => {
    // 'dog' is on the list; a variant counts only from 4 characters.
    expect(commonPasswords().has('dog')).toBe(true);
    expect(isCommonPassword('dog20250917')).toBe(false);
  });
});

describe('signing up with a common password', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (email: string, password: string) =>
    t.request('POST', 'user/register/', { body: { full_name: 'Frank Footy', email, password, password2: password } });

  it('answers 400 "This password is too common." for football1', async () => {
    const res = await signUp('frank@example.com', 'football1');
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ password: ['This password is too common.'] });
  });

  it('answers 400 for Passw0rd!', async () => {
    const res = await signUp('frank2@example.com', 'Passw0rd!');
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ password: ['This password is too common.'] });
  });

  it('accepts a long random passphrase', async () => {
    const res = await signUp('frank3@example.com', 'quiet otter lantern ninety-seven');
    expect(res.status).toBe(201);
  });
});

describe('refuses trivial passwords', () => {
  const TOO_EASY = 'This password is too easy to guess. Try a longer phrase or add unusual words.';
  const NAME = 'Tess Trivial';
  /** The six of issue 25: runs, sequences, a run with a digit, and the member's own email and name. */
  const trivial = (email: string) => ['aaaaaaaa', 'zzzzzzzz', 'abcdefgh', 'aaaaaaaa1', email, NAME];

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

  // Each request from an address of its own: the rate limits are not what these tests are about.
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.25.${Math.floor(++ip / 250)}.${ip % 250}` });
  const signUp = (email: string, password: string) =>
    t.request('POST', 'user/register/', {
      body: { full_name: NAME, email, password, password2: password },
      headers: from(),
    });

  it.each(trivial('tess@example.com'))(
    'at sign-up: %s is a 400 with the message on password, and no account',
    async (password) => {
      const res = await signUp('tess@example.com', password);
      expect(res.status).toBe(400);
      expect(fieldTexts(res.json)).toEqual({ password: [TOO_EASY] });
      const signIn = await t.request('POST', 'user/token/', {
        body: { email: 'tess@example.com', password },
        headers: from(),
      });
      expect(signIn.status).toBe(401);
    },
  );

  it("at sign-up: refuses the email's local part and the name run together", async () => {
    expect(fieldTexts((await signUp('tess.trivial@example.com', 'tess.trivial')).json)).toEqual({
      password: [TOO_EASY],
    });
    expect(fieldTexts((await signUp('tess.trivial@example.com', 'TessTrivial')).json)).toEqual({
      password: [TOO_EASY],
    });
  });

  it('at sign-up: answers in the language asked for', async () => {
    const res = await t.request('POST', 'user/register/', {
      body: { full_name: NAME, email: 'tess-fr@example.com', password: 'abcdefgh', password2: 'abcdefgh' },
      headers: { ...from(), 'accept-language': 'fr' },
    });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({
      password: [
        'Ce mot de passe est trop facile à deviner. Essayez une phrase plus longue ou ajoutez des mots inhabituels.',
      ],
    });
  });

  it('at sign-up: a strong passphrase passes', async () => {
    const res = await signUp('tess@example.com', 'quiet otter lantern ninety-seven');
    expect(res.status).toBe(201);
  });

  const linkIn = (mail: Mail): URL => new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  const change = (link: URL, password: string) =>
    t.request('POST', 'user/password-change/', {
      body: {
        password,
        otp: link.searchParams.get('otp'),
        uuidb64: link.searchParams.get('uuidb64'),
        refresh_token: 'r',
      },
      headers: from(),
    });

  it('at password change through a reset link: each is refused, the link stays good, and a strong one is set', async () => {
    const m = await t.createMember({
      email: 'tess.reset@example.com',
      name: NAME,
      password: 'old but strong passphrase',
    });
    sent = [];
    await t.request('GET', `user/password-reset/${m.email}/`, { headers: from() });
    const link = linkIn(sent[0]!);
    for (const password of [...trivial(m.email), 'tess.reset', 'tess reset']) {
      const res = await change(link, password);
      expect(res.status, password).toBe(400);
      expect(fieldTexts(res.json), password).toEqual({ password: [TOO_EASY] });
    }
    expect(
      (await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password }, headers: from() }))
        .status,
    ).toBe(200);
    expect((await change(link, 'quiet otter lantern ninety-seven')).status).toBe(200);
    const signIn = await t.request('POST', 'user/token/', {
      body: { email: m.email, password: 'quiet otter lantern ninety-seven' },
      headers: from(),
    });
    expect(signIn.status).toBe(200);
  });

  it('at password change: a link that is not good is refused as such, whatever the password', async () => {
    const m = await t.createMember({ email: 'tess.guess@example.com', name: NAME });
    const uuidb64 = Buffer.from(String(m.id)).toString('base64url');
    const res = await t.request('POST', 'user/password-change/', {
      body: { password: m.email, otp: 'guessed', uuidb64, refresh_token: 'r' },
      headers: from(),
    });
    // Nothing about the member's email or name to someone who does not hold the link.
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_reset_link');
  });
});
