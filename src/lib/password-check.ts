import { ApiError } from './api';
import type { Message } from './contracts/message';
import type { PasswordOwner } from './contracts/password-strength';
import { onDemand } from './on-demand';

/**
 * The forms' check of a new password's strength before sending (sign-up, the reset's new password): the server's
 * scorer (src/lib/password-scorer.ts), fetched on demand. It is about 240 KB gzipped, mostly dictionaries, so no
 * page loads it with itself: a form asks for it when a password is first typed (prefetchPasswordScorer) and uses it
 * on submit.
 */
const scorer = onDemand(() => import('./password-scorer'));

/** Starts fetching the scorer, so that the check on submit finds it there. A failure waits for that check. */
export function prefetchPasswordScorer(): void {
  scorer().catch(() => undefined);
}

/**
 * PASSWORD_TOO_EASY (a message by code) when the password is too easy to guess for its owner, else null. Null as well when
 * the scorer cannot be fetched: the server checks anyway, and the form should not stop at a download.
 */
export async function passwordTooEasy(password: string, owner?: PasswordOwner): Promise<Message | null> {
  try {
    return (await scorer()).passwordStrengthProblem(password, owner);
  } catch (err) {
    // i18n-lint: not interface text (a developer's log line)
    if (!(err instanceof ApiError)) console.error('The password check failed', err);
    return null;
  }
}
