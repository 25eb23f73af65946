import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseMemorySoon } from '../../src/server/memory';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('giving memory back after a burst of picture work', () => {
  const exposed = globalThis.gc;
  afterEach(() => {
    globalThis.gc = exposed;
  });

  it('collects once on the next turn however often it is asked in this one', async () => {
    const gc = vi.fn();
    globalThis.gc = gc as unknown as typeof globalThis.gc;

    releaseMemorySoon();
    releaseMemorySoon();
    releaseMemorySoon();
    expect(gc).not.toHaveBeenCalled();
    await nextTurn();
    expect(gc).toHaveBeenCalledTimes(1);

    releaseMemorySoon();
    await nextTurn();
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does nothing, and throws nothing, where node runs without --expose-gc', async () => {
    globalThis.gc = undefined;
    releaseMemorySoon();
    await nextTurn();
    // malloc_trim is loaded and called after the turn (on Linux): give it time to fail, if it would.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});
