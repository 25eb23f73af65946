import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, jpegWithExif, png } from '../fixtures/profile/images';
import { storedFiles } from '../fixtures/profile/storage';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let ana: Member;
let ben: Member;

beforeAll(async () => {
  t = await createTestContext();
  ana = await t.createMember({ name: 'Ana Lopez' });
  ben = await t.createMember({ name: 'Ben Okoro', paid: true });
});
afterAll(async () => {
  await t.close();
});

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("reading one's profile", () => {
  it('answers every field of a new member, empty where nothing was entered', async () => {
    const res = await t.request('GET', 'user/profile/', { token: ana.access });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      user_id: ana.id,
      full_name: 'Ana Lopez',
      user_email: ana.email,
      date: '2026-11-01',
      has_paid: false,
      image: null,
      age: null,
      weight: null,
      occupation: null,
      phone_number: null,
      emergency_contact: null,
      emergency_contact_name: null,
      address: null,
      medical_history: null,
      weekly_logs: [],
    });
  });

  it('says when the member has paid', async () => {
    const res = await t.request('GET', 'user/profile', { token: ben.access });
    expect(res.json.has_paid).toBe(true);
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('GET', 'user/profile/')).status).toBe(401);
  });
});

describe("updating one's profile", () => {
  it('saves every field sent as multipart text', async () => {
    const res = await t.request('PUT', 'user/profile/', {
      token: ana.access,
      form: form({
        full_name: 'Ana María Lopez',
        age: '34',
        weight: '150.5',
        occupation: 'Nurse',
        phone_number: '+1 555 0100',
        emergency_contact: '+1 555 0199',
        emergency_contact_name: 'Luis Lopez',
        address: '12 Elm Street\nSpringfield',
        medical_history: 'Mild asthma',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      full_name: 'Ana María Lopez',
      age: 34,
      weight: '150.50',
      occupation: 'Nurse',
      phone_number: '+1 555 0100',
      emergency_contact: '+1 555 0199',
      emergency_contact_name: 'Luis Lopez',
      address: '12 Elm Street\nSpringfield',
      medical_history: 'Mild asthma',
    });
  });

  it('changes only the fields that were sent', async () => {
    const res = await t.request('PUT', 'user/profile/', { token: ana.access, form: form({ weight: '148' }) });
    expect(res.status).toBe(200);
    expect(res.json.weight).toBe('148.00');
    expect(res.json.age).toBe(34);
    expect(res.json.occupation).toBe('Nurse');
    const again = await t.request('GET', 'user/profile/', { token: ana.access });
    expect(again.json.weight).toBe('148.00');
    expect(again.json.medical_history).toBe('Mild asthma');
  });

  it('accepts JSON bodies too', async () => {
    const res = await t.request('PUT', 'user/profile', { token: ana.access, body: { age: 35 } });
    expect(res.status).toBe(200);
    expect(res.json.age).toBe(35);
  });

  it('refuses an age that is not a whole number from 0 to 130, field by field', async () => {
    for (const [age, message] of [
      ['thirty', 'A valid integer is required.'],
      ['12.5', 'A valid integer is required.'],
      ['-1', 'Ensure this value is greater than or equal to 0.'],
      ['131', 'Ensure this value is less than or equal to 130.'],
    ]) {
      const res = await t.request('PUT', 'user/profile/', { token: ana.access, form: form({ age: age! }) });
      expect(res.status).toBe(400);
      expect(fieldTexts(res.json)).toEqual({ age: [message] });
    }
  });

  it('refuses a weight outside 0..1500 or with more than 2 decimals', async () => {
    const cases: Array<[string, string]> = [
      ['heavy', 'A valid number is required.'],
      ['-5', 'Ensure this value is greater than or equal to 0.'],
      ['1500.01', 'Ensure this value is less than or equal to 1500.'],
      ['150.123', 'Ensure that there are no more than 2 decimal places.'],
    ];
    for (const [weight, message] of cases) {
      const res = await t.request('PUT', 'user/profile/', { token: ana.access, form: form({ weight }) });
      expect(res.status).toBe(400);
      expect(fieldTexts(res.json)).toEqual({ weight: [message] });
    }
    expect((await t.request('GET', 'user/profile/', { token: ana.access })).json.weight).toBe('148.00');
  });

  it('refuses text longer than its limit and a blank full name', async () => {
    const res = await t.request('PUT', 'user/profile/', {
      token: ana.access,
      form: form({ phone_number: '1'.repeat(33), full_name: '   ' }),
    });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({
      phone_number: ['Ensure this field has no more than 32 characters.'],
      full_name: ['This field may not be blank.'],
    });
  });

  it('ignores fields a member may not set, such as has_paid', async () => {
    const res = await t.request('PUT', 'user/profile/', {
      token: ana.access,
      form: form({ has_paid: 'true', user_email: 'x@y.z' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.has_paid).toBe(false);
    expect(res.json.user_email).toBe(ana.email);
  });

  it('stores a new picture as a signed link and removes the previous file', async () => {
    const first = await t.request('PUT', 'user/profile/', {
      token: ana.access,
      form: form({ image: fileOf(await png(300, 200), 'me.png', 'image/png') }),
    });
    expect(first.status).toBe(200);
    expect(first.json.image).toMatch(/^\/api\/v1\/media\/profile\/[A-Za-z0-9_-]+\.jpg\?exp=\d+&sig=/);
    expect(storedFiles(t.dataDir)).toHaveLength(1);
    const second = await t.request('PUT', 'user/profile/', {
      token: ana.access,
      form: form({ image: fileOf(await jpegWithExif(), 'me2.jpg', 'image/jpeg') }),
    });
    expect(second.status).toBe(200);
    expect(second.json.image).not.toBe(first.json.image);
    const files = storedFiles(t.dataDir);
    expect(files).toHaveLength(1);
    expect(second.json.image).toContain(files[0]!.split('/').pop());
  });
});

describe('the full name', () => {
  it('of 140 characters, accepted at sign-up, is accepted again by every profile save', async () => {
    const name = 'Ana '.padEnd(140, 'x');
    const email = 'long-name@example.com';
    const password = 'correct horse battery';
    const signUp = await t.request('POST', 'user/register/', {
      body: { full_name: name, email, password, password2: password },
    });
    expect(signUp.status).toBe(201);
    const { access } = (await t.request('POST', 'user/token/', { body: { email, password } })).json;
    // The profile forms always send full_name along with what changed.
    const res = await t.request('PUT', 'user/profile/', {
      token: access,
      form: form({ full_name: name, occupation: 'Nurse' }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ full_name: name, occupation: 'Nurse' });
  });

  it('is refused past 150 characters, the sign-up limit', async () => {
    const res = await t.request('PUT', 'user/profile/', {
      token: ana.access,
      form: form({ full_name: 'x'.repeat(151) }),
    });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({ full_name: ['Ensure this field has no more than 150 characters.'] });
  });
});

describe("someone else's profile", () => {
  it('is never what a member reads or changes through their own endpoint', async () => {
    const res = await t.request('PUT', 'user/profile/', { token: ben.access, form: form({ occupation: 'Coach' }) });
    expect(res.status).toBe(200);
    expect(res.json.user_id).toBe(ben.id);
    const anas = await t.request('GET', 'user/profile/', { token: ana.access });
    expect(anas.json.occupation).toBe('Nurse');
  });

  it('cannot be changed by addressing it with its id', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.request(method, `user/profile/${ana.id}/`, {
        token: ben.access,
        form: form({ occupation: 'Hacked' }),
      });
      expect([404, 405]).toContain(res.status);
    }
    const anas = await t.request('GET', 'user/profile/', { token: ana.access });
    expect(anas.json.occupation).toBe('Nurse');
  });
});
