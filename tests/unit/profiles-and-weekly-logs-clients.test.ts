// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profiles } from '../../src/lib/client/profiles';
import { weeklyLogs } from '../../src/lib/client/weekly-logs';
import { dayFields, weekFields } from '../../src/lib/contracts/weekly-logs';
import { checkFields } from '../../src/components/form/field-checks';
import { parseDecimal } from '../../src/lib/i18n/decimal-parse';
import { endSession, startSession } from '../../src/lib/session';

const NO_TOKEN_MESSAGE = 'No access token found. Please log in again.';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let calls: Call[] = [];
/** Answers the calls in order with [status, body], and records what was asked (a form as its entries). */
function serve(...answers: Array<[number, unknown]>) {
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body =
        init.body instanceof FormData
          ? Object.fromEntries(
              [...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]),
            )
          : typeof init.body === 'string'
            ? JSON.parse(init.body)
            : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      const [status, answer] = queue.shift() ?? [200, {}];
      // Status 0: no answer at all (the network went away).
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer), { status });
    }),
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (exp: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ user_id: 3, username: 'wendy@example.com', exp })}.sig`;
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  calls = [];
  startSession(token(inAnHour), token(inAnHour + 86_400));
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the profiles client', () => {
  it('saves only the filled fields, age as an integer and weight as a decimal, with the picture when chosen', async () => {
    serve([200, { full_name: 'Wendy' }]);
    const picture = new File(['jpeg'], 'me_processed.jpg', { type: 'image/jpeg' });
    await profiles.save({ full_name: 'Wendy', age: '41', weight: '172.50', occupation: '  ', address: '' }, picture);
    expect(calls).toEqual([
      {
        url: '/api/v1/user/profile/',
        method: 'PUT',
        body: { full_name: 'Wendy', age: '41', weight: '172.5', image: 'file:me_processed.jpg' },
      },
    ]);
  });

  it('says "No access token found. Please log in again." when signed out, and sends nothing', async () => {
    endSession();
    serve();
    await expect(profiles.save({ age: '41' }, null)).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(calls).toEqual([]);
  });
});

describe('the weekly-logs client', () => {
  it('checks the connection with GET user/profile/, then PUTs the filled fields and the picture', async () => {
    serve([200, {}], [200, { id: 5 }]);
    const picture = new File(['jpeg'], 'week_processed.jpg', { type: 'image/jpeg' });
    await weeklyLogs.save(5, { biceps: '14.50', chest: null, journal: 'Strong start.' }, picture);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/user/profile/',
      'PUT /api/v1/user/weekly-log/5/',
    ]);
    expect(calls[1]!.body).toEqual({
      biceps: '14.50',
      journal: 'Strong start.',
      progress_picture: 'file:week_processed.jpg',
    });
  });

  it('falls back to PATCH when the PUT was not understood, never after a refusal of the content', async () => {
    serve([200, {}], [405, { detail: 'Method "PUT" not allowed.' }], [200, { id: 5 }]);
    await weeklyLogs.save(5, { hips: '37.50' }, null);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT', 'PATCH']);

    calls = [];
    serve([200, {}], [413, { detail: 'File is too large.' }]);
    await expect(weeklyLogs.save(5, { hips: '37.50' }, null)).rejects.toMatchObject({ status: 413 });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
  });

  it('keeps a save sent with an Idempotency-Key that got no answer for the outbox, never PATCHing it', async () => {
    serve([200, {}], [0, null]);
    const headers = { 'Idempotency-Key': 'kept-1' };
    await expect(weeklyLogs.save(5, { hips: '37.50' }, null, headers)).rejects.toMatchObject({ network: true });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);

    calls = [];
    serve([200, {}], [0, null], [200, { id: 5 }]);
    await weeklyLogs.save(5, { hips: '37.50' }, null);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT', 'PATCH']);
  });

  it("saves a day as JSON with its week and day, duration '' when not given", async () => {
    serve([200, { id: 9 }]);
    await weeklyLogs.saveDay({ id: 9, day: 'Tue', weekly_log: 5 }, { workout: 'Leg day', water_intake_oz: '64.00' });
    expect(calls).toEqual([
      {
        url: '/api/v1/daily-log/9/',
        method: 'PUT',
        body: { workout: 'Leg day', water_intake_oz: '64.00', id: 9, day: 'Tue', weekly_log: 5, duration: '' },
      },
    ]);
  });
});

describe('the week and day forms, checked with the contract before sending', () => {
  const read = (text: string, locale: 'en' | 'fr' = 'en') => {
    const parsed = parseDecimal(text, locale);
    if (!parsed.ok) throw new Error(`unreadable: ${text}`);
    return parsed.value;
  };

  it("send what the server would store, and name the field that is wrong with the server's message", () => {
    expect(checkFields(weekFields, { biceps: read('12,5', 'fr'), chest: read(''), journal: 'Week one.' }, {})).toEqual({
      ok: true,
      value: { biceps: '12.50', chest: null, journal: 'Week one.' },
    });
    expect(checkFields(weekFields, { biceps: read('200.01') }, { biceps: 'Biceps' })).toEqual({
      ok: false,
      errors: { biceps: 'Ensure this value is less than or equal to 200.' },
      message: '❌ Biceps: Ensure this value is less than or equal to 200.',
    });
    expect(checkFields(dayFields, { water_intake_oz: read('-1') }, { water_intake_oz: 'Water Intake (oz)' })).toEqual({
      ok: false,
      errors: { water_intake_oz: 'Ensure this value is greater than or equal to 0.' },
      message: '❌ Water Intake (oz): Ensure this value is greater than or equal to 0.',
    });
  });
});
