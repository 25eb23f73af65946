import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { createApp } from '../../src/server/app';
import { profiles } from '../../src/server/db/schema';

let t: TestContext;
let member: Member;
beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember();
});
afterAll(async () => {
  await t.close();
});

describe('unexpected server errors', () => {
  it('log where a failed query went wrong but never the values it carried', async () => {
    const app = createApp(t.rt);
    // A write the database refuses (NUL cannot be stored in text), carrying health data.
    app.post('/boom', async (c) => {
      await t.rt.db
        .update(profiles)
        .set({ medicalHistory: 'asthma, secret diagnosis\u0000' })
        .where(eq(profiles.userId, member.id));
      return c.json({});
    });
    const res = await app.request('/api/v1/boom', { method: 'POST' });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain('secret diagnosis');
    expect(body).not.toContain('Failed query');

    const failures = t.logs().filter((entry) => entry['msg'] === 'request failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, method: 'POST', route: '/api/v1/boom' });
    expect(String(failures[0]!['err'])).toContain('update "profiles"');
    const everything = t.logLines.join('\n');
    expect(everything).not.toContain('secret diagnosis');
    expect(everything).not.toContain('params:');
  });
});
