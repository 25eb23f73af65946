import { describe, expect, it } from 'vitest';
import { createHashSlots, defaultHashSlots, inHashSlot, setHashSlots } from '../../src/server/auth/hash-queue';
import { ok, type Result } from '../../src/server/result';

describe('the password hashing slots', () => {
  it('keep one core for the event loop, and run one hash on a single core', () => {
    expect(defaultHashSlots(1).slots).toBe(1);
    expect(defaultHashSlots(2).slots).toBe(1);
    expect(defaultHashSlots(8).slots).toBe(7);
  });

  it('let eight requests per slot wait, for a few seconds at most', () => {
    expect(defaultHashSlots(4)).toMatchObject({ slots: 3, maxWaiting: 24 });
    expect(defaultHashSlots(4).maxWaitMs).toBeLessThanOrEqual(5_000);
  });

  it('run nested hashing in the slot already held instead of queueing a second time', async () => {
    const previous = setHashSlots(createHashSlots({ slots: 1, maxWaiting: 0 }));
    try {
      await expect(inHashSlot(() => inHashSlot(async () => ok('inner')))).resolves.toEqual(ok('inner'));
    } finally {
      setHashSlots(previous);
    }
  });

  it('answer the busy failure, to be tried again in two seconds, when no slot is free', async () => {
    const previous = setHashSlots(createHashSlots({ slots: 1, maxWaiting: 0 }));
    let release!: () => void;
    const held = inHashSlot(() => new Promise<Result<void>>((resolve) => (release = () => resolve(ok(undefined)))));
    try {
      await expect(inHashSlot(async () => ok('never'))).resolves.toEqual({ ok: false, reason: 'busy', retryAfter: 2 });
    } finally {
      release();
      await held;
      setHashSlots(previous);
    }
  });
});
