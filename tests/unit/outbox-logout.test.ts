// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import LogoutView from '../../src/islands/LogoutView';
import { clearOutbox, keep, waiting } from '../../src/lib/offline/outbox';
import { $identity, endSession, startSession } from '../../src/lib/session';
import { accessToken } from '../helpers/access-token';

/** Logging out with saves still on the device (review 30, finding 2): the member is asked before they are deleted. */

let root: Root | undefined;
let host: HTMLElement;
let calls: string[] = [];

beforeEach(async () => {
  calls = [];
  await clearOutbox();
  startSession(accessToken(3), accessToken(3));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return new Response('{}', { status: 200 });
    }),
  );
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => {
  root = createRoot(host);
  act(() => root!.render(createElement(LogoutView)));
};

describe('the logout page', () => {
  it('asks first when a save kept without a network cannot be sent, and keeps it while the member stays', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await keep({ member: 3, kind: 'day', method: 'PUT', path: 'daily-log/20/', body: { workout: 'Run' }, shown: {} });
    render();
    await vi.waitFor(() =>
      expect(host.textContent).toContain('1 save on this device is not sent yet and will be deleted if you log out.'),
    );
    expect(host.querySelector('a')?.textContent).toBe('Stay signed in');
    expect(calls).toEqual([]);
    expect($identity.get().user_id).toBe(3);
    expect(await waiting()).toHaveLength(1);

    const anyway = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Log out anyway')!;
    act(() => anyway.click());
    await vi.waitFor(() => expect(host.textContent).toContain('You have been logged out'));
    expect($identity.get().user_id).toBeNull();
    expect(await waiting()).toEqual([]);
  });

  it('logs out at once when nothing waits on the device', async () => {
    render();
    await vi.waitFor(() => expect(host.textContent).toContain('You have been logged out'));
    expect(host.textContent).not.toContain('Log out anyway');
    expect(calls).toEqual(['POST /api/v1/user/logout/']);
  });
});
