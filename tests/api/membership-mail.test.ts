import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';

let t: TestContext;
let staff: Member;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true });
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (email: string): string[] => {
  const dir = path.join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
};

const setPaid = (user: number, hasPaid: boolean) =>
  t.request('POST', 'admin/set-paid/', { token: staff.access, body: { user, has_paid: hasPaid } });

describe('the mail when a membership starts or ends', () => {
  it('tells the member that the membership started, then that it ended', async () => {
    const m = await t.createMember({ email: 'payer@example.com' });
    expect((await setPaid(m.id, true)).status).toBe(200);
    expect(mailsTo(m.email)).toHaveLength(1);
    expect(mailsTo(m.email)[0]).toMatch(/^Subject: Your FitGroup membership has started$/m);
    expect(mailsTo(m.email)[0]).toMatch(/http:\/\/localhost:4321\/weekly-log/);

    expect((await setPaid(m.id, false)).status).toBe(200);
    expect(mailsTo(m.email)).toHaveLength(2);
    expect(mailsTo(m.email)[1]).toMatch(/^Subject: Your FitGroup membership has ended$/m);
  });

  it('sends nothing when nothing changes', async () => {
    const m = await t.createMember({ email: 'already@example.com', paid: true });
    expect((await setPaid(m.id, true)).status).toBe(200);
    expect(mailsTo(m.email)).toHaveLength(0);
  });

  it("writes in the member's language", async () => {
    const m = await t.createMember({ email: 'leser@example.com' });
    await t.request('PUT', 'user/language/', { token: m.access, body: { language: 'de' } });
    await setPaid(m.id, true);
    expect(mailsTo(m.email)[0]).toMatch(/Mitgliedschaft hat begonnen/);
  });
});
