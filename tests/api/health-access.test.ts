import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fieldTexts } from '../helpers/field-texts';
import { HEALTH_ACCESS_REASON_MAX, HEALTH_ACCESS_REASON_MIN } from '../../src/lib/contracts/privacy-limits';

/** Need-to-know health access (issue 28): POST admin/members/{id}/health-access/ and what staff lists never show. */

let t: TestContext;
let staff: Member;
let member: Member;
let other: Member;

const HEALTH = {
  medical_history: 'MEDICAL-mild asthma, carries an inhaler',
  emergency_contact_name: 'CONTACT-Paul Parent',
  emergency_contact: 'CONTACT-PHONE-555-0142',
  address: 'ADDRESS-12 Rue des Lilas, Lyon',
  phone_number: 'PHONE-555-0199',
};
const HEALTH_VALUES = Object.values(HEALTH);
const REASON = 'She fainted in the Tuesday class; calling her emergency contact.';

const open = (id: number, body: unknown, token = staff.access) =>
  t.request('POST', `admin/members/${id}/health-access/`, { token, body });

function outbox(): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

/** The text of a mail file, its quoted-printable soft breaks and escapes undone. */
const plain = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Casey Coach' });
  member = await t.createMember({ name: 'Mia Member', paid: true });
  other = await t.createMember({ name: 'Otto Other' });
  const saved = await t.request('PATCH', 'user/profile/', {
    token: member.access,
    body: { ...HEALTH, age: 34, occupation: 'Nurse' },
  });
  expect(saved.status, saved.text).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('staff lists and member panels', () => {
  it('show name, age, weight, occupation and weeks, never medical history, emergency contact, address or phone', async () => {
    const answers = [
      await t.request('GET', 'admin/all-profiles/', { token: staff.access }),
      await t.request('GET', 'admin/all-profiles/?page=1&limit=50', { token: staff.access }),
      await t.request('GET', 'admin/members/', { token: staff.access }),
      await t.request('GET', `admin/members/?q=${encodeURIComponent('Mia')}`, { token: staff.access }),
      await t.request('GET', `admin/members/${member.id}/weeks/`, { token: staff.access }),
      await t.request('GET', `admin/members/${member.id}/progress/`, { token: staff.access }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      for (const value of HEALTH_VALUES) expect(res.text).not.toContain(value);
      for (const field of Object.keys(HEALTH)) expect(res.text).not.toContain(`"${field}"`);
    }
    const listed = answers[2]!.json.results.find((m: { user_id: number }) => m.user_id === member.id);
    expect(listed).toMatchObject({ full_name: 'Mia Member', age: 34, occupation: 'Nurse' });
    const profile = answers[0]!.json.find((m: { user_id: number }) => m.user_id === member.id);
    expect(profile).toMatchObject({ full_name: 'Mia Member', age: 34, occupation: 'Nurse' });
    expect(profile.weekly_logs.length).toBeGreaterThan(0);
  });
});

describe('POST admin/members/{id}/health-access/', () => {
  it('refuses a request without a reason, or with a blank one, with a field error on reason', async () => {
    for (const body of [{}, { reason: '' }, { reason: '          ' }, { reason: null }]) {
      const res = await open(member.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldTexts(res.json) as object)).toEqual(['reason']);
      expect(res.json.codes.reason[0].code).toMatch(
        /^(fields\.required|fields\.invalidString|healthAccess\.reasonTooShort)$/,
      );
      for (const value of HEALTH_VALUES) expect(res.text).not.toContain(value);
    }
  });

  it(`refuses a reason under ${HEALTH_ACCESS_REASON_MIN} characters once trimmed, saying the minimum`, async () => {
    const res = await open(member.id, { reason: `   ${'x'.repeat(HEALTH_ACCESS_REASON_MIN - 1)}   ` });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({
      reason: [`Ensure this field has at least ${HEALTH_ACCESS_REASON_MIN} characters.`],
    });
    expect(res.json.codes.reason).toEqual([
      { code: 'healthAccess.reasonTooShort', params: { min: HEALTH_ACCESS_REASON_MIN } },
    ]);
  });

  it(`refuses a reason over ${HEALTH_ACCESS_REASON_MAX} characters, saying the maximum`, async () => {
    const res = await open(member.id, { reason: 'y'.repeat(HEALTH_ACCESS_REASON_MAX + 1) });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({
      reason: [`Ensure this field has no more than ${HEALTH_ACCESS_REASON_MAX} characters.`],
    });
  });

  it('says the minimum in the language asked for', async () => {
    const res = await t.request('POST', `admin/members/${member.id}/health-access/`, {
      token: staff.access,
      body: { reason: 'short' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(400);
    expect(res.json.reason[0]).toContain('au moins');
  });

  it('answers the medical history, emergency contact, address and phone for a right reason', async () => {
    const res = await open(member.id, { reason: `  ${REASON}  ` });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ member_id: member.id, full_name: 'Mia Member', ...HEALTH });
  });

  it('answers exactly the minimum and the maximum', async () => {
    expect((await open(member.id, { reason: 'r'.repeat(HEALTH_ACCESS_REASON_MIN) })).status).toBe(200);
    expect((await open(member.id, { reason: 'r'.repeat(HEALTH_ACCESS_REASON_MAX) })).status).toBe(200);
  });

  it('answers nulls for what a member left empty', async () => {
    const res = await open(other.id, { reason: REASON });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      member_id: other.id,
      full_name: 'Otto Other',
      medical_history: null,
      emergency_contact_name: null,
      emergency_contact: null,
      address: null,
      phone_number: null,
    });
  });

  it('is 404 for an unknown member', async () => {
    const res = await open(999_999, { reason: REASON });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('member_not_found');
  });

  it('is staff only: 403 for a member (even about themselves), 401 signed out', async () => {
    const asMember = await open(member.id, { reason: REASON }, member.access);
    expect(asMember.status).toBe(403);
    expect(asMember.text).not.toContain(HEALTH.medical_history);
    expect((await open(other.id, { reason: REASON }, member.access)).status).toBe(403);
    expect((await open(member.id, { reason: REASON }, null as unknown as string)).status).toBe(401);
  });

  it('mails the member, in their language, who opened their details, when and why, never the details', async () => {
    await t.request('PUT', 'user/language/', { token: other.access, body: { language: 'de' } });
    const before = outbox().length;
    expect((await open(member.id, { reason: REASON })).status).toBe(200);
    expect((await open(other.id, { reason: REASON })).status).toBe(200);
    const [toMember, toOther] = outbox().slice(before).map(plain);
    expect(toMember).toContain(`To: ${member.email}`);
    expect(toMember).toContain('Casey Coach of the FitGroup team opened your health and emergency details');
    expect(toMember).toContain('November 1, 2026');
    expect(toMember).toContain(`Reason: ${REASON}`);
    expect(toMember).toContain('Who has seen my data');
    for (const value of HEALTH_VALUES) expect(toMember).not.toContain(value);
    expect(toOther).toContain(`To: ${other.email}`);
    expect(toOther).toContain('Casey Coach vom FitGroup-Team hat am');
    expect(toOther).toContain(`Grund: ${REASON}`);
  });

  it("logs 'health.accessed' with who and whose, never the details or the reason", async () => {
    expect((await open(member.id, { reason: REASON })).status).toBe(200);
    const event = t.events('health.accessed').at(-1)!;
    expect(event).toMatchObject({ userId: staff.id, memberId: member.id });
    const line = JSON.stringify(event);
    expect(line).not.toContain(REASON);
    for (const value of HEALTH_VALUES) expect(line).not.toContain(value);
  });

  it('stops one staff member after 30 openings in an hour, with Retry-After, and lets another go on', async () => {
    const busy = await t.createMember({ staff: true, name: 'Bea Busy' });
    let last = 0;
    for (let i = 0; i < 30; i++) last = (await open(member.id, { reason: REASON }, busy.access)).status;
    expect(last).toBe(200);
    const stopped = await open(member.id, { reason: REASON }, busy.access);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await open(member.id, { reason: REASON })).status).toBe(200);
  });
});
