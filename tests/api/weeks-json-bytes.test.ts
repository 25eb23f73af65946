import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { dailyLogs, profiles, weeklyLogs } from '../../src/server/db/schema';
import { weeklyLogsDocument } from '../../src/server/services/weeks';
import { signedMediaUrl } from '../../src/server/services/media';
import { toWeeklyLogJson } from '../../src/lib/contracts/weekly-logs';

/**
 * The weeks' JSON is written by the database (weeks.ts) instead of JSON.stringify. These tests hold it to the bytes
 * the contract's serializer (toWeeklyLogJson) gives for the same rows, read the plain way.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('the weeks written by the database', () => {
  it('are byte for byte what toWeeklyLogJson writes: decimals, weight and dates last, text escaping, days Sun..Sat, pictures', async () => {
    const member = await t.createMember({ paid: true });
    await t.rt.db.update(profiles).set({ paidSince: '2026-10-14' }).where(eq(profiles.userId, member.id));
    const profile = await t.request('GET', 'user/profile/', { token: member.access });
    const ids = (profile.json.weekly_logs as Array<{ id: number }>).map((w) => w.id);
    expect(ids).toHaveLength(3);
    await t.rt.db
      .update(weeklyLogs)
      .set({ biceps: '14.50', chest: '0.00', waist: '32.25', weight: '182.10', journal: 'Quote " backslash \\ \n tab\t \u2028 💪', progressPictureKey: 'weekly/abcdefghijklmnop0123.jpg' })
      .where(eq(weeklyLogs.id, ids[0]!));
    await t.rt.db.update(weeklyLogs).set({ weight: '1500.00', thighs: '200.00' }).where(eq(weeklyLogs.id, ids[1]!));
    await t.rt.db.update(dailyLogs).set({ workout: 'Run "fast"', waterIntakeOz: '64.50' }).where(inArray(dailyLogs.weeklyLogId, ids));

    const written = await weeklyLogsDocument(t.rt, { userId: member.id, hasPaid: true, paidSince: '2026-10-14' });

    const weeks = await t.rt.db.select().from(weeklyLogs).where(eq(weeklyLogs.userId, member.id)).orderBy(asc(weeklyLogs.weekNumber));
    const days = await t.rt.db.select().from(dailyLogs).where(inArray(dailyLogs.weeklyLogId, ids));
    const expected = JSON.stringify(
      weeks.map((w) =>
        toWeeklyLogJson(
          w,
          days.filter((d) => d.weeklyLogId === w.id),
          signedMediaUrl(t.rt, w.progressPictureKey),
          '2026-10-14',
        ),
      ),
    );
    expect(written).toBe(expected);
    expect(written).toContain('"weight":"182.1","start_date":"2026-10-14","end_date":"2026-10-20"}');
    expect(written).toContain('"weight":null,"start_date":"2026-10-28","end_date":"2026-11-03"}');
    // 14 Oct 2026 is a Wednesday: week 1's Sunday is the 18th, its Wednesday the 14th.
    expect(written).toContain('"water_intake_oz":"64.5","date":"2026-10-18"}');
    expect(written).toContain('"water_intake_oz":"64.5","date":"2026-10-14"}');
  });
});
