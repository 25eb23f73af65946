import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { supportMessages } from '../../src/server/db/schema';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let member: Member;

beforeAll(async () => {
  t = await createTestContext({ SUPPORT_EMAIL: 'help@fitgroup.test' });
  member = await t.createMember();
});
afterAll(async () => {
  await t.close();
});

function outbox(): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

const message = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  subject: 'Cannot upload picture',
  message: 'It spins forever.',
};

describe('contacting support', () => {
  it('answers 201, stores the message with priority medium by default, and mails it to the support address', async () => {
    const res = await t.request('POST', 'support/contact/', { token: member.access, body: message });
    expect(res.status).toBe(201);
    const rows = await t.rt.db.select().from(supportMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message, priority: 'medium', userId: member.id });
    const mails = outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: help@fitgroup\.test$/m);
    expect(mails[0]).toMatch(/Cannot upload picture/);
    expect(mails[0]).toMatch(/It spins forever\./);
    expect(mails[0]).toMatch(/ana@example\.com/);
  });

  it('sends the mail from the no-reply sender with Reply-To the member’s address, so staff reply to the member', async () => {
    const writer = await t.createMember({ email: 'rita.reply@example.com' });
    const res = await t.request('POST', 'support/contact/', {
      token: writer.access,
      body: { ...message, name: 'Rita Reply', email: 'rita.reply@example.com', subject: 'Who answers me?' },
    });
    expect(res.status).toBe(201);
    const mail = outbox().at(-1)!;
    expect(mail).toMatch(/Who answers me\?/);
    expect(mail).toMatch(/^Reply-To: rita\.reply@example\.com$/m);
    expect(mail).toMatch(/^From: no-reply@fitgroup\.local$/m);
    expect(mail).toMatch(/^To: help@fitgroup\.test$/m);
  });

  it("sets Reply-To to the account's email, not another address typed in the form, which goes in the body", async () => {
    const writer = await t.createMember({ email: 'account.owner@example.com' });
    const res = await t.request('POST', 'support/contact/', {
      token: writer.access,
      body: { ...message, name: 'Owner', email: 'someone.else@example.com', subject: 'Typed another address' },
    });
    expect(res.status).toBe(201);
    const mail = outbox().at(-1)!;
    expect(mail).toMatch(/^Reply-To: account\.owner@example\.com$/m);
    expect(mail).not.toMatch(/^Reply-To: someone\.else/m);
    expect(mail).toMatch(/Contact address given in the form: someone\.else@example\.com/);
  });

  it('keeps the priority chosen', async () => {
    const res = await t.request('POST', 'support/contact', {
      token: member.access,
      body: { ...message, priority: 'urgent' },
    });
    expect(res.status).toBe(201);
    expect(outbox().at(-1)).toMatch(/\[urgent\]/);
  });

  it('refuses missing fields with 400 field errors and mails nothing', async () => {
    const before = outbox().length;
    const res = await t.request('POST', 'support/contact/', {
      token: member.access,
      body: { name: 'Ana', subject: '  ' },
    });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual({
      email: ['This field is required.'],
      subject: ['This field is required.'],
      message: ['This field is required.'],
    });
    expect(outbox()).toHaveLength(before);
  });

  it('refuses a bad email and an unknown priority', async () => {
    const res = await t.request('POST', 'support/contact/', {
      token: member.access,
      body: { ...message, email: 'not-an-email', priority: 'critical' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldTexts(res.json) as object).sort()).toEqual(['email', 'priority']);
  });

  it('takes any full name a member may have, and no longer one', async () => {
    const writer = await t.createMember();
    const longest = await t.request('POST', 'support/contact/', {
      token: writer.access,
      body: { ...message, name: 'N'.repeat(150) },
    });
    expect(longest.status).toBe(201);
    const tooLong = await t.request('POST', 'support/contact/', {
      token: writer.access,
      body: { ...message, name: 'N'.repeat(151) },
    });
    expect(tooLong.status).toBe(400);
    expect(fieldTexts(tooLong.json)).toEqual({ name: ['Ensure this field has no more than 150 characters.'] });
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('POST', 'support/contact/', { body: message })).status).toBe(401);
  });

  it('is rate-limited per member', async () => {
    const other = await t.createMember();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.request('POST', 'support/contact/', { token: other.access, body: message })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
