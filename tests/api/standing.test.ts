import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { suspendUser } from '../../src/server/services/moderation';
import { sanctionBehindTokens } from '../../src/server/services/standing';

// What the sign-in page shows a browser whose open session a suspension or ban has just cut.
let t: TestContext;
let staff: Member;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Stella Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('the sanction behind a cut session', () => {
  it('names a suspension with its end date and reason, from the access or the refresh token', async () => {
    const m = await t.createMember();
    const until = new Date(t.clock.now().getTime() + 7 * DAY);
    expect((await suspendUser(t.rt, staff.id, m.id, 'Spam in the feed', until)).ok).toBe(true);

    const expected = {
      status: 'suspended',
      message: { text: 'This account is suspended until November 8, 2026. Reason: Spam in the feed' },
    };
    expect(await sanctionBehindTokens(t.rt, { access: m.access, refresh: m.refresh })).toMatchObject(expected);
    expect(await sanctionBehindTokens(t.rt, { access: null, refresh: m.refresh })).toMatchObject(expected);
  });

  it('names a ban with its reason', async () => {
    const m = await t.createMember();
    expect((await suspendUser(t.rt, staff.id, m.id, 'Threats against members', null)).ok).toBe(true);
    expect(await sanctionBehindTokens(t.rt, { access: m.access })).toMatchObject({
      status: 'banned',
      message: { text: 'This account has been permanently banned. Reason: Threats against members' },
    });
  });

  it('is nothing for an active member, a forged or a foreign token, or no token', async () => {
    const m = await t.createMember();
    expect(await sanctionBehindTokens(t.rt, { access: m.access, refresh: m.refresh })).toBeNull();

    const banned = await t.createMember();
    expect((await suspendUser(t.rt, staff.id, banned.id, 'Spam', null)).ok).toBe(true);
    const [head, payload] = banned.access.split('.');
    expect(await sanctionBehindTokens(t.rt, { access: `${head}.${payload}.forged-signature` })).toBeNull();
    // A refresh token offered as an access token (and the reverse) is not read.
    expect(await sanctionBehindTokens(t.rt, { access: banned.refresh, refresh: banned.access })).toBeNull();
    expect(await sanctionBehindTokens(t.rt, {})).toBeNull();
  });

  it('is nothing once the suspension has ended', async () => {
    const m = await t.createMember();
    expect((await suspendUser(t.rt, staff.id, m.id, 'Cool off', new Date(t.clock.now().getTime() + DAY))).ok).toBe(
      true,
    );
    t.clock.advanceDays(2);
    expect(await sanctionBehindTokens(t.rt, { refresh: m.refresh })).toBeNull();
  });
});
