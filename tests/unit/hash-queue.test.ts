import { describe, expect, it } from 'vitest';
import { createHashSlots, defaultHashSlots, inHashSlot, setHashSlots } from '../../src/server/auth/hash-queue';

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
      await expect(inHashSlot(() => inHashSlot(async () => 'inner'))).resolves.toBe('inner');
    } finally {
      setHashSlots(previous);
    }
  });

  it('throw the busy failure as a 503 with Retry-After when no slot is free', async () => {
    const previous = setHashSlots(createHashSlots({ slots: 1, maxWaiting: 0 }));
    let release!: () => void;
    const held = inHashSlot(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      await expect(inHashSlot(async () => 'never')).rejects.toMatchObject({ status: 503, headers: { 'Retry-After': '2' }, body: { code: 'busy' } });
    } finally {
      release();
      await held;
      setHashSlots(previous);
    }
  });
});
