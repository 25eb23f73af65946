// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takePhotoFile } from '../../src/lib/native/camera';
import { clearOutbox, waiting } from '../../src/lib/offline/outbox';
import { sendWaiting } from '../../src/lib/offline/replay';
import { wasKept } from '../../src/lib/offline/offline-save';
import { PROFILE } from '../../src/lib/stores/profile';
import { invalidateKeys, mutation, seedCache } from '../../src/lib/stores/query';
import { $saveWeek } from '../../src/lib/stores/week-save';
import { endSession, startSession } from '../../src/lib/session';
import { accessToken } from '../helpers/access-token';
import { respond } from '../helpers/fake-api';
import { weeklyLogJson } from '../helpers/weekly-log-json';

/**
 * The Capacitor wrapper (issue 30: "the camera's picture goes into it"): a photo taken with the native camera is a
 * File like a picked one, and a week saved with it without a network keeps its bytes in the same outbox, sent with
 * the week when the network is back. The camera plugin is mocked at its edge; the outbox, its IndexedDB (fake) and
 * the replay are the real ones. Not shown here: the picture pipeline between the camera and the save (its checks
 * and compression draw on a canvas, which jsdom lacks), nor the WebView's own IndexedDB.
 */

const camera = vi.hoisted(() => ({ takePhoto: vi.fn() }));
vi.mock('@capacitor/camera', () => ({ Camera: camera }));

/**
 * A browser's IndexedDB keeps a Blob; fake-indexeddb clones with Node's structured clone, which keeps Node's Blob but
 * not jsdom's. So the page here uses Node's Blob, File and FormData (one kind of each, as a browser has), the
 * FormData taken from Node's own Response.
 */
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;

const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PHOTO_PATH = 'https://localhost/_capacitor_file_/photo.jpg';

const week = weeklyLogJson({ id: 2, week_number: 2 });

/** The pictures the API received, as their bytes. */
let received: number[][] = [];

/**
 * The device: the camera's photo is read from the wrapper's file URL; the API is unreachable until `online`, then
 * answers the week's save with the week at version 2.
 */
function device(online: { value: boolean }): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === PHOTO_PATH) return new Response(PHOTO, { headers: { 'Content-Type': 'image/jpeg' } });
      if (!online.value) return respond('network');
      const picture = init.body instanceof FormData ? init.body.get('progress_picture') : null;
      if (picture instanceof Blob) received.push([...new Uint8Array(await picture.arrayBuffer())]);
      return respond([200, { ...week, version: 2, progress_picture: '/media/p.jpg' }]);
    }),
  );
}

beforeEach(async () => {
  // The page's toast region: a sent save's success is said there, without mounting the outbox's own (a React root
  // that would outlive the test).
  document.body.innerHTML = '<div data-testid="toast-region"></div>';
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', NodeFormData);
  received = [];
  await clearOutbox();
  (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true, PluginHeaders: [{ name: 'Camera' }] };
  camera.takePhoto.mockResolvedValue({ webPath: PHOTO_PATH });
  startSession(accessToken(3), accessToken(3));
  seedCache({ [PROFILE]: { weekly_logs: [week] } });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'Capacitor');
  invalidateKeys(() => true);
  endSession();
  vi.unstubAllGlobals();
});

describe('a progress picture taken with the wrapper’s camera and saved without a network', () => {
  it('is kept in the outbox with its bytes, and sent with its week, once, when the network is back', async () => {
    const online = { value: false };
    device(online);
    const photo = await takePhotoFile(() => 1700000000000);

    const answer = await mutation($saveWeek, { weekId: 2, values: {}, picture: photo });
    expect(wasKept(answer)).toBe(true);
    const [entry] = await waiting(3);
    expect(entry!.form!.picture).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await entry!.form!.picture!.arrayBuffer())]).toEqual([...PHOTO]);

    online.value = true;
    expect(await sendWaiting(3, true)).toEqual({ sent: 1, refused: 0, stopped: false });
    expect(received).toEqual([[...PHOTO]]);
    expect(await waiting()).toEqual([]);
  });
});
