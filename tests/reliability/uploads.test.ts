import { availableParallelism } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';
import {
  BUSY_MESSAGE,
  createUploadSlots,
  setUploadSlots,
  type UploadSlots,
} from '../../src/server/services/upload-slots';
import { fail, ok } from '../../src/server/result';

const BUSY = { detail: 'The server is busy processing other pictures. Please try again in a moment.', code: 'busy' };
/** What a refused run answers: busy, to be tried again in 5 seconds. */
const REFUSED = fail('busy', { detail: BUSY_MESSAGE, retryAfter: 5 });

describe('the upload slots', () => {
  const deferred = () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    return { gate, open };
  };

  it('runs at most `slots` at once and refuses past the queue as busy, to retry in 5 seconds', async () => {
    const slots = createUploadSlots({ slots: 2, maxWaiting: 1, maxWaitMs: 5_000 });
    const first = deferred();
    const second = deferred();
    const a = slots.run(() => first.gate.then(() => 'a'));
    const b = slots.run(() => second.gate.then(() => 'b'));
    const order: string[] = [];
    const c = slots.run(async () => {
      order.push('c');
      return 'c';
    });
    expect(slots.active).toBe(2);
    expect(slots.waiting).toBe(1);
    expect(await slots.run(async () => 'd')).toEqual(REFUSED);
    first.open();
    expect(await a).toEqual(ok('a'));
    expect(await c).toEqual(ok('c'));
    expect(order).toEqual(['c']);
    second.open();
    expect(await b).toEqual(ok('b'));
    expect(slots.active).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it('refuses an upload that waited too long, and frees its place in the queue', async () => {
    const slots = createUploadSlots({ slots: 1, maxWaiting: 1, maxWaitMs: 20 });
    const hold = deferred();
    const held = slots.run(() => hold.gate);
    expect(await slots.run(async () => 'never')).toEqual(REFUSED);
    expect(slots.waiting).toBe(0);
    hold.open();
    await held;
    expect(await slots.run(async () => 'next')).toEqual(ok('next'));
    expect(slots.active).toBe(0);
  });

  it('defaults to one slot less than the cores (at least 1, at most 4) and 8 waiting', async () => {
    const expected = Math.max(1, Math.min(availableParallelism() - 1, 4));
    const slots = createUploadSlots();
    const hold = deferred();
    const runs = Array.from({ length: expected + 8 }, () => slots.run(() => hold.gate));
    expect([slots.active, slots.waiting]).toEqual([expected, 8]);
    expect(await slots.run(async () => 0)).toEqual(REFUSED);
    hold.open();
    await Promise.all(runs);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('releases the slot when the work fails', async () => {
    const slots = createUploadSlots({ slots: 1, maxWaiting: 0 });
    await expect(slots.run(() => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    expect(slots.active).toBe(0);
    expect(await slots.run(async () => 'ok')).toEqual(ok('ok'));
  });
});

describe('picture uploads past the limit', () => {
  let t: TestContext;
  let member: Member;
  let picture: Buffer;
  let original: UploadSlots;
  let real: UploadSlots;
  /** While closed, work that got a slot waits before decoding (so the test knows the slot is held). */
  let gate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    t = await createTestContext();
    member = await t.createMember();
    picture = await png(1200, 900);
    real = createUploadSlots({ slots: 1, maxWaiting: 0 });
    // The real semaphore, with a gate inside the slot: a slot is held exactly as long as the test wants.
    original = setUploadSlots({
      run: (work) => real.run(() => gate.then(work)),
      get active() {
        return real.active;
      },
      get waiting() {
        return real.waiting;
      },
      size: real.size,
      get refused() {
        return real.refused;
      },
    });
  });
  afterEach(() => {
    gate = Promise.resolve();
  });
  afterAll(async () => {
    setUploadSlots(original);
    await t.close();
  });

  function upload(bytes: Buffer, name = 'me.png', type = 'image/png') {
    const form = new FormData();
    form.append('image', fileOf(bytes, name, type));
    return t.request('PUT', 'user/profile/', { token: member.access, form });
  }

  it('with 1 slot and no queue, two simultaneous uploads: one 200, one 503 with Retry-After', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    // Opens by itself after a while, so a broken limit fails the assertions below rather than hanging.
    const fallback = setTimeout(() => open(), 3_000);
    const both = [upload(picture), upload(picture)];
    const firstDone = await Promise.race(both);
    expect(firstDone.status).toBe(503);
    expect(firstDone.headers.get('retry-after')).toBe('5');
    expect(firstDone.json).toEqual(BUSY);
    expect(real.active).toBe(1);
    open();
    clearTimeout(fallback);
    const statuses = (await Promise.all(both)).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 503]);
    expect(real.active).toBe(0);
  });

  it('after both, a third upload gets the slot', async () => {
    const res = await upload(picture);
    expect(res.status).toBe(200);
    expect(res.json.image).toBeTruthy();
  });

  it('a damaged picture (400) releases its slot too', async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const damaged = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg', 'image/jpeg');
    expect(damaged.status).toBe(400);
    expect(damaged.json.image[0]).toMatch(/could not be read/);
    expect(real.active).toBe(0);
    const next = await upload(picture);
    expect(next.status).toBe(200);
  });
});
