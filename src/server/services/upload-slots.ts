import { availableParallelism } from 'node:os';
import { fail, ok, type Failed, type Result } from '../result';
import { apiMessage } from '../i18n';

/**
 * How many pictures this process decodes and re-encodes at once. A 36 MP photo takes a few hundred MB while sharp
 * works on it, and memory grows with every picture decoded at once. So the work runs in a fixed number of slots,
 * with a short queue in front; past the queue, or after waiting too long in it, the upload is answered 503 with
 * Retry-After, and the client tries again a moment later.
 */
export interface UploadSlotOptions {
  /** Pictures processed at once. */
  slots: number;
  /** Uploads allowed to wait for a slot; any more are refused at once. */
  maxWaiting: number;
  /** How long an upload waits for a slot before it is refused. */
  maxWaitMs: number;
}

/**
 * One slot less than the cores, at least one and at most 4, as password hashing has (auth/hash-queue.ts): sharp
 * works on a picture with one thread (images.ts), so more slots than cores add memory and no speed, and a core
 * stays free to answer everything else. Fewer slots cost the last of a burst of uploads a little waiting and save
 * much more memory (measured with `npm run bench -- --rows 7`; the README's Performance section has the numbers).
 */
export const DEFAULT_UPLOAD_SLOTS: UploadSlotOptions = {
  slots: Math.max(1, Math.min(availableParallelism() - 1, 4)),
  maxWaiting: 8,
  maxWaitMs: 5_000,
};

export const BUSY_MESSAGE = apiMessage('profiles.picturesBusy');
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** No slot came in time: the upload is refused, to be tried again in a moment. */
export const serverBusy = (): Failed<'busy'> =>
  fail('busy', { detail: BUSY_MESSAGE, retryAfter: BUSY_RETRY_AFTER_SECONDS });

export interface UploadSlots {
  /** Runs `work` in a slot, waiting for one if needed; `serverBusy()` when none comes in time. */
  run<T>(work: () => Promise<T>): Promise<Result<T, 'busy'>>;
  /** Slots in use now. */
  readonly active: number;
  /** Uploads waiting for a slot now. */
  readonly waiting: number;
  /** How many slots there are. */
  readonly size: number;
  /** Requests refused as busy since the process started (the metrics' saturation signal). */
  readonly refused: number;
}

interface Waiter {
  grant(): void;
  timer: ReturnType<typeof setTimeout>;
}

/** The process's upload slots: a few pictures at once, refused as busy past the queue. */
export function createUploadSlots(options: Partial<UploadSlotOptions> = {}): UploadSlots {
  return createSlots({ ...DEFAULT_UPLOAD_SLOTS, ...options }, serverBusy);
}

/**
 * A counting semaphore with a bounded, time-limited FIFO wait queue; `refuse` is the answer past the queue or after
 * waiting too long (the password hashing queue, src/server/auth/hash-queue.ts, is one too).
 */
export function createSlots(options: UploadSlotOptions, refuse: () => Failed<'busy'>): UploadSlots {
  const { slots, maxWaiting, maxWaitMs } = options;
  if (!Number.isInteger(slots) || slots < 1) throw new Error('slots: slots must be a positive integer');
  let active = 0;
  let refused = 0;
  const queue: Waiter[] = [];

  /** Whether a slot was granted (false: none came in time). */
  function acquire(): Promise<boolean> {
    if (active < slots) {
      active += 1;
      return Promise.resolve(true);
    }
    if (queue.length >= maxWaiting) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          resolve(false);
        }, maxWaitMs),
      };
      waiter.timer.unref?.();
      queue.push(waiter);
    });
  }

  function release(): void {
    const next = queue.shift();
    // The slot goes straight to the next in line, so `active` does not change.
    if (next) next.grant();
    else active -= 1;
  }

  return {
    async run(work) {
      if (!(await acquire())) {
        refused += 1;
        return refuse();
      }
      try {
        return ok(await work());
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    size: slots,
    get refused() {
      return refused;
    },
  };
}

let current: UploadSlots = createUploadSlots();

/** The process's upload slots (storeImage runs its decoding in them). */
export function uploadSlots(): UploadSlots {
  return current;
}

/** Replaces the process's upload slots (tests use a smaller limit); returns the previous ones, to put back. */
export function setUploadSlots(slots: UploadSlots): UploadSlots {
  const previous = current;
  current = slots;
  return previous;
}
