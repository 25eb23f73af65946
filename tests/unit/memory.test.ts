import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseMemorySoon } from '../../src/server/memory';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('giving memory back after a burst of picture work', () => {
  const exposed = globalThis.gc;
  afterEach(() => {
    globalThis.gc = exposed;
  });

  it('collects once for several calls, and at most once a second', async () => {
    const gc = vi.fn();
    globalThis.gc = gc as unknown as typeof globalThis.gc;
    // A second since any earlier run in this file.
    await wait(1_050);

    releaseMemorySoon();
    releaseMemorySoon();
    releaseMemorySoon();
    await wait(20);
    expect(gc).toHaveBeenCalledTimes(1);

    // Asked again at once: it waits for the second to pass, and the calls meanwhile share that run.
    releaseMemorySoon();
    releaseMemorySoon();
    await wait(300);
    expect(gc).toHaveBeenCalledTimes(1);
    await wait(800);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('skips the collection where node runs without --expose-gc, and throws nothing', async () => {
    globalThis.gc = undefined;
    await wait(1_050);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      releaseMemorySoon();
      // Time for the run to fail, if it would.
      await wait(300);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });
});
