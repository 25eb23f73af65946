import { hash, verify } from '@node-rs/argon2';
import { inHashSlot } from './hash-queue';
import { ok, type Result } from '../result';

// Algorithm.Argon2id; the package declares it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes in a hashing slot (hash-queue.ts), or answers `busy` when none comes in time. */
export function hashPassword(password: string): Promise<Result<string, 'busy'>> {
  return inHashSlot(async () => ok(await hash(password, OPTIONS)));
}

/** A hash of nothing in particular, verified against when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | null = null;

/**
 * Verifies in a hashing slot, or answers `busy` when none comes in time. An unknown email (null) is checked against
 * the decoy hash, with the same options: the same work, the same time, the same slot.
 */
export function verifyPassword(storedHash: string | null, password: string): Promise<Result<boolean, 'busy'>> {
  return inHashSlot(async () => {
    if (storedHash === null) {
      decoyHash ??= hash('decoy password that matches nothing', OPTIONS);
      await verify(await decoyHash, password).catch(() => false);
      return ok(false);
    }
    return ok(await verify(storedHash, password).catch(() => false));
  });
}
