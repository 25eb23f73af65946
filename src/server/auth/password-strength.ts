import type { Message } from '../../lib/contracts/message';
import type { PasswordOwner } from '../../lib/contracts/password-strength';

/**
 * The server's check of a new password's strength (the rule: src/lib/contracts/password-strength.ts). The scorer and
 * its dictionaries are loaded once, on the first check, so a server that sets no password never holds them.
 * Answers the message for the `password` field, or null: the caller reports it as its field error.
 */

type Scorer = typeof import('../../lib/password-scorer');

let loading: Promise<Scorer> | undefined;

const scorer = (): Promise<Scorer> =>
  (loading ??= import('../../lib/password-scorer').catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));

/** PASSWORD_TOO_EASY when `password` is too easy to guess for `owner` (their email and name count), else null. */
export async function passwordStrengthProblem(password: string, owner: PasswordOwner): Promise<Message | null> {
  return (await scorer()).passwordStrengthProblem(password, owner);
}
