import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let member: Member;
let staff: Member;

beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember();
  staff = await t.createMember({ staff: true });
});
afterAll(async () => {
  await t.close();
});

const wrongPassword = (headers: Record<string, string>) =>
  t.request('POST', 'user/token/', { body: { email: member.email, password: 'not the password' }, headers });

describe('API error messages follow Accept-Language', () => {
  it('a failed sign-in answers in German for de, in French for fr, in English without a header', async () => {
    const de = await wrongPassword({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(de.status).toBe(401);
    expect(de.json).toEqual({ detail: 'Kein aktives Konto mit diesen Anmeldedaten gefunden', code: 'bad_credentials' });

    const fr = await wrongPassword({ 'accept-language': 'fr' });
    expect(fr.json.detail).toBe('Aucun compte actif ne correspond à ces identifiants');

    const none = await wrongPassword({});
    expect(none.json.detail).toBe('No active account found with the given credentials');
  });

  it('says Vary: Accept-Language on an error answer, and leaves a successful body as it is', async () => {
    const failed = await wrongPassword({ 'accept-language': 'de' });
    expect(failed.headers.get('vary') ?? '').toMatch(/\bAccept-Language\b/);
    const ok = await t.request('GET', 'user/', { token: member.access, headers: { 'accept-language': 'de' } });
    expect(ok.status).toBe(200);
    expect(ok.json.full_name).toBe(member.fullName);
  });

  it("answers a contract's zod field errors in German, field by field", async () => {
    const res = await t.request('POST', 'user/register/', {
      body: { full_name: '', email: 'not-an-email', password: '1234', password2: '1234' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({
      full_name: ['Dieses Feld ist erforderlich.'],
      email: ['Geben Sie eine gültige E-Mail-Adresse ein.'],
      password: [
        'Dieses Passwort ist zu kurz. Es muss mindestens 8 Zeichen enthalten.',
        'Dieses Passwort ist zu häufig.',
        'Dieses Passwort besteht nur aus Ziffern.',
      ],
    });
  });

  it('answers a rate limit with its number of seconds, in the locale’s way of writing numbers', async () => {
    let res: Awaited<ReturnType<typeof t.request>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      res = await t.request('POST', 'support/contact/', {
        token: member.access,
        body: { name: 'Ana', email: 'ana@example.com', subject: `Question ${i}`, message: 'Hello.' },
        headers: { 'accept-language': 'de' },
      });
    }
    expect(res!.status).toBe(429);
    const seconds = Number(res!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(res!.json.detail).toBe(
      `Zu viele Anfragen. Bitte versuchen Sie es in ${seconds.toLocaleString('de')} Sekunden erneut.`,
    );
    const fr = await t.request('POST', 'support/contact/', {
      token: member.access,
      body: { name: 'Ana', email: 'ana@example.com', subject: 'Again', message: 'Hello.' },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(fr.json.detail).toMatch(/^Trop de requêtes\. Veuillez réessayer dans [\d\s\u202f]+ secondes\.$/);
  });

  it('writes the end of a suspension as a date of the language, keeping staff’s reason as they wrote it', async () => {
    const m = await t.createMember();
    await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: m.id, reason: 'Spam (3×)', end_date: '2026-12-01T00:00:00Z' },
    });
    const signIn = (lang: string) =>
      t.request('POST', 'user/token/', {
        body: { email: m.email, password: m.password },
        headers: { 'accept-language': lang },
      });
    const de = await signIn('de');
    expect(de.status).toBe(403);
    expect(de.json.detail).toBe('Dieses Konto ist bis zum 1. Dezember 2026 gesperrt. Grund: Spam (3×)');
    expect(de.json.reason).toBe('Spam (3×)');
    expect((await signIn('fr')).json.detail).toBe('Ce compte est suspendu jusqu’au 1 décembre 2026. Motif : Spam (3×)');
    expect((await signIn('en')).json.detail).toBe(
      'This account is suspended until December 1, 2026. Reason: Spam (3×)',
    );
  });

  it('falls back to English for a language it does not speak', async () => {
    const res = await wrongPassword({ 'accept-language': 'ja-JP,ja;q=0.9,es;q=0.5' });
    expect(res.json.detail).toBe('No active account found with the given credentials');
  });

  it('answers in the language of the `lang` cookie over the Accept-Language header', async () => {
    const res = await wrongPassword({ 'accept-language': 'de', cookie: 'theme=dark; lang=fr' });
    expect(res.json.detail).toBe('Aucun compte actif ne correspond à ces identifiants');
    const unknownChoice = await wrongPassword({ 'accept-language': 'de', cookie: 'lang=xx' });
    expect(unknownChoice.json.detail).toBe('Kein aktives Konto mit diesen Anmeldedaten gefunden');
  });

  it('translates the answers of the app itself: not found, malformed JSON, signed out', async () => {
    const headers = { 'accept-language': 'fr' };
    expect((await t.request('GET', 'no/such/path/', { headers })).json.detail).toBe('Introuvable.');
    expect((await t.request('POST', 'user/token/', { body: '{"email":', headers })).json.detail).toBe(
      'JSON mal formé.',
    );
    expect((await t.request('GET', 'user/', { headers })).json.detail).toBe(
      'Les informations d’authentification n’ont pas été fournies.',
    );
  });
});
