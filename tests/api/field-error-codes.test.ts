import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { apiEnglish } from '../../src/lib/i18n/en/api';
import { catalogue as de } from '../../src/lib/i18n/de';
import { catalogue as fr } from '../../src/lib/i18n/fr';
import { formatCalendarDay } from '../../src/lib/i18n/format';
import { textByCode } from '../../src/lib/i18n/by-code';
import type { FieldCode } from '../../src/lib/contracts/field-errors';
import '../../src/server/i18n';

/**
 * A field-error body keeps the spec's shape (`{"field": ["text", …]}`) and adds `codes`: each field's message codes
 * and params, in the order of its texts, by which a client says them in its own words.
 */

let t: TestContext;
let member: Member;
let paid: Member;
let staff: Member;
beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember();
  paid = await t.createMember({ paid: true });
  staff = await t.createMember({ staff: true });
});
afterAll(async () => {
  await t.close();
});

type FieldBody = Record<string, unknown> & { codes: Record<string, FieldCode[]> };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** The catalogue's entry for a code in a language's `api` catalogue, or undefined. */
function entryOf(code: string, catalogue: Record<string, unknown>): unknown {
  const [component, key] = code.split('.') as [string, string];
  return (catalogue[`api/${component}`] as Record<string, unknown> | undefined)?.[key];
}

/** The English catalogue's text of a code, its `{name}`s filled with the params as English writes them. */
function englishOf({ code, params }: FieldCode): string | undefined {
  const [component, key] = code.split('.') as [keyof typeof apiEnglish, string];
  const entry = (apiEnglish[component] as Record<string, unknown> | undefined)?.[key];
  const text = typeof entry === 'string' ? entry : (entry as { input?: string } | undefined)?.input;
  const value = (v: string | number | undefined) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatCalendarDay('en', v) : String(v);
  return text?.replace(/\{(\w+)\}/g, (_, name: string) => value(params?.[name]));
}

/** Requests whose field failures the walk checks: validation of bodies, forms and queries, and services' refusals. */
type Send = (headers?: Record<string, string>) => Promise<{ status: number; json: unknown }>;
const failures: Array<[string, Send]> = [];
const walk = (name: string, send: Send) => failures.push([name, send]);

const register = (body: unknown, headers?: Record<string, string>) =>
  t.request('POST', 'user/register/', { body, headers });

walk('sign-up with a blank name, a bad email and a short password', (h) =>
  register({ full_name: '', email: 'not-an-email', password: '1234', password2: '1234' }, h),
);
walk('sign-up with a NUL character', (h) =>
  register({ full_name: 'A\u0000B', email: 'nul@example.com', password: 'correct horse 1', password2: 'x' }, h),
);
walk('sign-up with a common password (the service refuses it)', (h) =>
  register({ full_name: 'Frank', email: 'frank@example.com', password: 'football1', password2: 'football1' }, h),
);
walk('a language the API does not speak', (h) =>
  t.request('PUT', 'user/language/', { token: member.access, body: { language: 'xx' }, headers: h }),
);
walk('an account deletion without its fields', (h) =>
  t.request('POST', 'user/delete-account/', { token: member.access, body: {}, headers: h }),
);
walk('a support message without email and subject', (h) =>
  t.request('POST', 'support/contact/', { token: member.access, body: { name: 'Ana', subject: '  ' }, headers: h }),
);
walk('a profile form with an age past 130', (h) =>
  t.request('PUT', 'user/profile/', { token: member.access, form: form({ age: '131' }), headers: h }),
);
walk('a week with a measurement past its maximum', async (h) => {
  const profile = await t.request('GET', 'user/profile/', { token: paid.access });
  const week = (profile.json as { weekly_logs: Array<{ id: number }> }).weekly_logs[0]!;
  return t.request('PUT', `user/weekly-log/${week.id}/`, {
    token: paid.access,
    form: form({ biceps: '200.01', chest: 'many' }),
    headers: h,
  });
});
walk('a block of no one (the service refuses it)', (h) =>
  t.request('POST', 'block/', { token: member.access, body: { blocked: 999_999 }, headers: h }),
);
walk('a lifted suspension whose reason is a number', (h) =>
  t.request('POST', 'admin/lift-suspension/', {
    token: staff.access,
    body: { user: member.id, reason: 5 },
    headers: h,
  }),
);
walk('a member list page that is no number', (h) =>
  t.request('GET', 'admin/members/?page=abc&limit=0', { token: staff.access, headers: h }),
);

describe('a field-error body', () => {
  it('answers the code of a bad email beside its text, and the text in French by that code', async () => {
    const body = { full_name: 'Ana', email: 'not-an-email', password: 'correct horse 1', password2: 'correct horse 1' };
    const en = await register(body);
    expect(en.status).toBe(400);
    expect(en.json).toEqual({
      email: ['Enter a valid email address.'],
      codes: { email: [{ code: 'fields.invalidEmail' }] },
    });
    const french = await register(body, { 'accept-language': 'fr' });
    expect((french.json as FieldBody).codes.email![0]!.code).toBe('fields.invalidEmail');
    expect((french.json as FieldBody)['email']).toEqual([entryOf('fields.invalidEmail', fr)]);
    expect((french.json as FieldBody)['email']).toEqual(['Saisissez une adresse e-mail valide.']);
  });

  it('lists a code with its params for every text, in the same order, each in the three catalogues', async () => {
    for (const [name, send] of failures) {
      const { status, json } = await send();
      expect(status, name).toBe(400);
      const { codes, ...texts } = json as FieldBody;
      expect(Object.keys(texts).length, name).toBeGreaterThan(0);
      expect(Object.keys(codes).sort(), name).toEqual(Object.keys(texts).sort());
      for (const [field, said] of Object.entries(texts)) {
        const coded = codes[field]!;
        expect(coded, `${name}: ${field}`).toHaveLength((said as string[]).length);
        coded.forEach((c, i) => {
          const where = `${name}: ${field} (${c.code})`;
          expect(englishOf(c), where).toBe((said as string[])[i]);
          expect(typeof entryOf(c.code, fr), where).toBe('string');
          expect(typeof entryOf(c.code, de), where).toBe('string');
        });
      }
    }
  });

  it('says every text in German by its code, in the same order', async () => {
    for (const [name, send] of failures) {
      const { codes, ...texts } = (await send({ 'accept-language': 'de' })).json as FieldBody;
      for (const [field, said] of Object.entries(texts)) {
        expect(said, `${name}: ${field}`).toEqual(codes[field]!.map((c) => textByCode({ ...c, text: '' }, 'de')));
      }
    }
  });
});
