// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OutboxEntryView from '../../src/components/offline/OutboxEntryView';
import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';
import { clearOutbox, keep, refuse, waiting, type NewEntry, type OutboxEntry } from '../../src/lib/offline/outbox';
import { keepTheirs, refusedForPicture, sendAgain } from '../../src/lib/offline/outbox-settle';
import { endSession, startSession } from '../../src/lib/session';
import { invalidateKeys } from '../../src/lib/stores/query';
import { mount } from '../helpers/react-mount';
import { accessToken } from '../helpers/access-token';

/**
 * A week's save with a picture, kept on the device (review 30, finding 8): its picture's bytes are kept, shown when
 * the server refuses the save or holds a newer week, and a save refused for its picture can go without it.
 */

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** A week's save as Save Week keeps it: its fields and the picture the member picked. */
const weekEntry = (
  fields: Record<string, string>,
  picture: Blob | null = new File([JPEG], 'me.jpg', { type: 'image/jpeg' }),
): NewEntry => ({
  member: 3,
  kind: 'week',
  method: 'PUT',
  path: 'user/weekly-log/2/',
  form: { fields, picture, pictureName: picture ? 'me.jpg' : null },
  ifMatch: 1,
  shown: { id: 2, week_number: 2, version: 1 },
});

/** The entry as the review reads it, refused with `status` and `data`. */
async function refused(entry: NewEntry, status: number, data: unknown): Promise<OutboxEntry> {
  await refuse(await keep(entry), { status, data });
  return (await waiting(3))[0]!;
}

interface Call {
  call: string;
  parts: string[];
}
let calls: Call[] = [];
const made: string[] = [];
const revoked: string[] = [];

beforeEach(async () => {
  calls = [];
  made.length = 0;
  revoked.length = 0;
  // Node's own Blob and File: fake-indexeddb keeps them whole, as a browser's IndexedDB does (jsdom's are not cloned).
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body;
    calls.push({ call: `${init.method} ${url}`, parts: body instanceof FormData ? [...body.keys()] : [] });
    const week: Partial<WeeklyLogJson> = { id: 2, week_number: 2, version: 2, daily_logs: [] };
    return new Response(JSON.stringify(week), { status: 200 });
  });
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${made.length}-${blob.size}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  await clearOutbox();
  startSession(accessToken(3), accessToken(3));
});
afterEach(() => {
  invalidateKeys(() => true);
  endSession();
  vi.unstubAllGlobals();
});

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const picture = (testId: string) => document.querySelector<HTMLImageElement>(`[data-testid="${testId}"]`);

describe('a week’s picture kept on the device', () => {
  it('is a copy of its bytes, not the File the member picked (which may point at a file the device removes)', async () => {
    await keep(weekEntry({ biceps: '14' }));
    const kept = (await waiting(3))[0]!.form!.picture!;
    expect(kept).toBeInstanceOf(Blob);
    expect(kept).not.toBeInstanceOf(File);
    expect(kept.type).toBe('image/jpeg');
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(JPEG);
  });
});

describe('a refusal caused by the picture', () => {
  it('is one of a picture too large, not a picture, or a problem the server names on the picture’s field', async () => {
    const entry = (status: number, data: unknown, withPicture = true) =>
      ({
        ...weekEntry({ biceps: '14' }, withPicture ? new Blob([JPEG]) : null),
        id: 'x',
        created_at: 0,
        attempts: 0,
        next_at: 0,
        refused: { status, data },
      }) as OutboxEntry;
    expect(refusedForPicture(entry(413, { code: 'too_large' }))).toBe(true);
    expect(refusedForPicture(entry(415, { code: 'unsupported_media' }))).toBe(true);
    expect(refusedForPicture(entry(400, { progress_picture: ['Upload a valid image.'] }))).toBe(true);
    expect(refusedForPicture(entry(400, { biceps: ['Ensure this value is less than or equal to 200.'] }))).toBe(false);
    expect(refusedForPicture(entry(413, { code: 'body_too_large' }, false))).toBe(false);
  });

  it('shows the picture and sends the rest of the save without it, once, when the member asks', async () => {
    const entry = await refused(weekEntry({ biceps: '14', journal: 'Long day' }), 413, {
      detail: 'File is too large.',
      code: 'too_large',
    });
    mount(createElement(OutboxEntryView, { entry }));
    await act(async () => undefined);
    expect(picture('outbox-picture-mine')?.alt).toBe('Your picture, kept on this device');
    expect(picture('outbox-picture-mine')?.src).toBe(made[0]);
    expect(document.querySelector('textarea')?.value).toBe('Long day');

    // The page's toast region, where the replay says the week is saved.
    document.body.insertAdjacentHTML('beforeend', '<div data-testid="toast-region"></div>');
    await act(async () => button('Send without the picture')!.click());
    await vi.waitFor(async () => expect(await waiting(3)).toEqual([]));
    expect(calls).toEqual([{ call: 'PUT /api/v1/user/weekly-log/2/', parts: ['biceps', 'journal'] }]);
  });

  it('is not offered without the picture when the picture was all the save carried', async () => {
    const entry = await refused(weekEntry({}), 415, { detail: 'File type not supported.', code: 'unsupported_media' });
    mount(createElement(OutboxEntryView, { entry }));
    await act(async () => undefined);
    expect(picture('outbox-picture-mine')).not.toBeNull();
    expect(button('Send without the picture')).toBeUndefined();
    expect(button('Discard')).toBeDefined();
  });

  it('is let go when nothing is left to send without the picture', async () => {
    const entry = await refused(weekEntry({ biceps: '14' }), 413, { code: 'too_large' });
    await sendAgain(entry, { biceps: '' }, true);
    expect(await waiting(3)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('is not offered for a refusal of the save’s other fields', async () => {
    const entry = await refused(weekEntry({ biceps: '900' }), 400, {
      biceps: ['Ensure this value is less than or equal to 200.'],
    });
    mount(createElement(OutboxEntryView, { entry }));
    await act(async () => undefined);
    expect(button('Send again')).toBeDefined();
    expect(button('Send without the picture')).toBeUndefined();
  });
});

describe('the picture’s thumbnail', () => {
  it('lets the picture’s bytes go when the view goes', async () => {
    const entry = await refused(weekEntry({ biceps: '14' }), 413, { code: 'too_large' });
    mount(createElement(OutboxEntryView, { entry }));
    await act(async () => undefined);
    expect(made).toHaveLength(1);
    mount(createElement('p', null, 'Nothing is waiting.'));
    expect(revoked).toEqual(made);
  });
});

describe('a week with a picture saved elsewhere meanwhile (412)', () => {
  const current = { id: 2, week_number: 2, version: 5, biceps: '15', progress_picture: '/media/progress/2.jpg' };

  it('shows the member’s picture and the saved one, each in its column, and says keeping the saved one leaves the member’s unsent', async () => {
    const entry = await refused(weekEntry({ biceps: '14' }), 412, { code: 'version_conflict', current });
    mount(createElement(OutboxEntryView, { entry }));
    await act(async () => undefined);
    const mine = document.querySelector('[data-testid="outbox-mine"]')!;
    const theirs = document.querySelector('[data-testid="outbox-theirs"]')!;
    expect(mine.querySelector('img')?.alt).toBe('Your picture, kept on this device');
    expect(theirs.querySelector('img')?.getAttribute('src')).toBe('/media/progress/2.jpg');
    expect(theirs.querySelector('img')?.alt).toBe('The picture saved elsewhere');
    const keepSaved = button('Keep the saved one')!;
    const note = document.getElementById(keepSaved.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe('Your picture on this device will not be sent.');
  });

  it('never shows two empty columns for a save of the picture alone', async () => {
    const entry = await refused(weekEntry({}), 412, {
      code: 'version_conflict',
      current: { ...current, progress_picture: null },
    });
    mount(createElement(OutboxEntryView, { entry }));
    await act(async () => undefined);
    expect(document.querySelector('[data-testid="outbox-mine"] img')).not.toBeNull();
    expect(document.querySelector('[data-testid="outbox-theirs"]')?.textContent).toContain('Picture:No picture');
  });

  it('lets the member’s picture go, unsent, when the saved one is kept', async () => {
    const entry = await refused(weekEntry({ biceps: '14' }), 412, { code: 'version_conflict', current });
    await keepTheirs(entry);
    expect(await waiting(3)).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('a day’s save refused', () => {
  it('has no picture, and its notes are edited in a textarea', async () => {
    const entry = await refused(
      {
        member: 3,
        kind: 'day',
        method: 'PUT',
        path: 'daily-log/20/',
        body: { workout: 'Run', notes: 'Felt slow' },
        shown: {},
      },
      400,
      { workout: ['This workout cannot be saved.'] },
    );
    mount(createElement(OutboxEntryView, { entry }));
    await act(async () => undefined);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('textarea')?.value).toBe('Felt slow');
    expect(button('Send without the picture')).toBeUndefined();
  });
});
