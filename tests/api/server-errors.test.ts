import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    try {
      const res = await app.request('/api/v1/boom', { method: 'POST' });
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).not.toContain('secret diagnosis');
      expect(body).not.toContain('Failed query');
    } finally {
      spy.mockRestore();
    }
    const line = logged.join('\n');
    expect(line).toContain('[api] POST /api/v1/boom failed');
    expect(line).toContain('update "profiles"');
    expect(line).not.toContain('secret diagnosis');
    expect(line).not.toContain('params:');
  });
});
