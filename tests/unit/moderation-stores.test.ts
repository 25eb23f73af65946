// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $memberProgress, $progressMemberId } from '../../src/lib/stores/admin-members';
import { $warning } from '../../src/lib/stores/moderation';
import { $supportMessage } from '../../src/lib/stores/support';
import { $passwordResetRequest } from '../../src/lib/stores/password-reset';
import { $logout } from '../../src/lib/stores/session';
import { cached, mutation } from '../../src/lib/stores/query';
import { runAction } from '../../src/components/admin/admin-actions';
import { errorMessage, failureCode } from '../../src/lib/messages';
import { $session, endSession, startSession } from '../../src/lib/session';

/** Staff's reads and moderation writes, support's contact form, the reset link and logout (src/lib/stores). */

let calls: Array<{ call: string; body: unknown }> = [];
/** Answers each call by its method and path with [status, body]. */
function serve(answers: Record<string, () => [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      calls.push({ call, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[call];
      if (!answer) throw new Error(`unexpected ${call}`);
      const [status, body] = answer();
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ user_id: 9, username: 'sam@example.com', exp })}.sig`;
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const refusal = { detail: 'Not found.', code: 'not_found' };
const member = { id: 4, user_id: 7, full_name: 'Wendy Walker' } as never;

beforeEach(() => {
  calls = [];
  startSession(token(inAnHour), token(inAnHour + 86_400));
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe("staff's view of a member's progress", () => {
  it('is read from the API path of the member shown, and cached under it', async () => {
    const answer = { weeks: [], summary: null, goals: [], share_goals_with_staff: false };
    serve({ 'GET /api/v1/admin/members/7/progress/': () => [200, answer] });
    const stop = $memberProgress.listen(() => {});
    $progressMemberId.set(7);
    await vi.waitFor(() => expect($memberProgress.get().data).toEqual(answer));
    expect(cached('admin/members/7/progress/')).toEqual(answer);
    stop();
    $progressMemberId.set(null);
  });
});

describe('a moderation action', () => {
  it('is refused with a code the warning store keeps, and the notice says its message', async () => {
    serve({ 'POST /api/v1/admin/moderation-action/': () => [404, refusal] });
    const failure = await mutation($warning, { userId: 7, reason: 'Spam' }).catch((err: unknown) => err);
    expect(failureCode(failure)).toBe('not_found');
    const notice = await runAction({ kind: 'warning', profile: member }, 7, 'Spam');
    expect(notice.kind).toBe('error');
    expect(notice.text).toContain(errorMessage(failure));
  });
});

describe("support's contact form", () => {
  it('answers the receipt, or throws the refusal by its code', async () => {
    const message = { name: 'Wendy', email: 'w@example.com', subject: 'Hi', priority: 'low', message: 'Hello' };
    serve({ 'POST /api/v1/support/contact/': () => [201, { id: 12 }] });
    await expect(mutation($supportMessage, message as never)).resolves.toEqual({ id: 12 });
    serve({ 'POST /api/v1/support/contact/': () => [400, { detail: 'Bad.', code: 'validation_error' }] });
    const failure = await mutation($supportMessage, message as never).catch((err: unknown) => err);
    expect(failureCode(failure)).toBe('validation_error');
  });
});

describe('a password reset request', () => {
  it('asks for the link of the address typed, and a failure to reach the server is said as such', async () => {
    serve({ 'GET /api/v1/user/password-reset/w%40example.com/': () => [200, { message: 'sent' }] });
    await expect(mutation($passwordResetRequest, ' w@example.com ')).resolves.toEqual({ message: 'sent' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await mutation($passwordResetRequest, 'w@example.com').catch((err: unknown) => err);
    expect(failureCode(failure)).toBe('network');
  });
});

describe('logout', () => {
  it('ends the session here and tells the server', async () => {
    serve({ 'POST /api/v1/user/logout/': () => [200, {}] });
    await mutation($logout, undefined);
    expect($session.get().tokens).toEqual({ access: null, refresh: null });
    expect(calls.map((c) => c.call)).toEqual(['POST /api/v1/user/logout/']);
  });
});
