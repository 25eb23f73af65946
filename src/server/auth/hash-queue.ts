import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { fail, type Failed, type Result } from '../result';
import { createSlots, type UploadSlotOptions, type UploadSlots } from '../services/upload-slots';

/**
 * Password hashing (argon2id, 19 MiB and tens of milliseconds of CPU each) runs in a few slots with a short queue in
 * front. Without it a flood of sign-ins puts every core to argon2, and the main thread, which runs every query on
 * PGlite and answers every request, waits for a core (the README's Performance section has the numbers).
 *
 * K (slots): one less than the cores the process may use, at least one. argon2 runs on libuv's thread pool, the
 * event loop on the main thread: keeping one core for the loop keeps every other request moving during a flood,
 * and on one core there is nothing to keep. Q (waiting): 8 per slot, so the last in line waits a few hundred
 * milliseconds (8 hashes), never more than MAX_WAIT_MS. Past that the request is answered 503 with Retry-After and
 * the common `busy` failure, before anything is written for it (a refused sign-in counts no attempt).
 */
export function defaultHashSlots(cores = availableParallelism()): UploadSlotOptions {
  const slots = Math.max(1, cores - 1);
  return { slots, maxWaiting: 8 * slots, maxWaitMs: MAX_WAIT_MS };
}

const MAX_WAIT_MS = 3_000;
export const HASH_RETRY_AFTER_SECONDS = 2;

/** No slot came in time: the common busy failure, to be tried again in a moment. */
export const hashingBusy = (): Failed<'busy'> => fail('busy', { retryAfter: HASH_RETRY_AFTER_SECONDS });

let current: UploadSlots = createSlots(defaultHashSlots(), hashingBusy);

/** The process's hashing slots. */
export function hashSlots(): UploadSlots {
  return current;
}

/** Replaces the process's hashing slots (tests use a smaller limit); returns the previous ones, to put back. */
export function setHashSlots(slots: UploadSlots): UploadSlots {
  const previous = current;
  current = slots;
  return previous;
}

/** Makes slots with the hashing queue's refusal (tests size their own). */
export function createHashSlots(options: Partial<UploadSlotOptions> = {}): UploadSlots {
  return createSlots({ ...defaultHashSlots(), ...options }, hashingBusy);
}

/** Set while work runs in a slot: hashing inside it does not queue a second time. */
const inSlot = new AsyncLocalStorage<true>();

/**
 * Runs `work` in a hashing slot, waiting for one if needed, and answers its result, or the `busy` failure when no
 * slot comes in time: each service that hashes passes it on as its own failure (sign-in, sign-up, a new password,
 * the deletion check), and its route answers it as every failure (503, Retry-After). Callers that write something
 * before hashing (sign-in counts the attempt) run that inside the slot too, so a refused request writes nothing.
 */
export async function inHashSlot<T, R extends string = never>(
  work: () => Promise<Result<T, R>>,
): Promise<Result<T, R | 'busy'>> {
  if (inSlot.getStore()) return work();
  const ran = await current.run(() => inSlot.run(true, work));
  if (ran.ok) return ran.value;
  // A flood's clients ask again the moment they are answered: answered at once, the refusals become a flood of
  // their own on the main thread. Held back a moment, they cost a timer each.
  await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
  return ran;
}

/** How long a refused request waits before its 503 (well under Retry-After). */
export const REFUSAL_PAUSE_MS = 500;
