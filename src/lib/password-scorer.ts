import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_TOO_EASY,
  SCORED_LENGTH,
  type PasswordOwner,
} from './contracts/password-strength';
import type { Message } from './contracts/message';

/**
 * The password strength scorer: zxcvbn-ts with the common dictionaries (passwords and diceware words) and keyboard
 * graphs. The rule and its message are contracts/password-strength.ts. The same code decides on the server
 * (src/server/auth/password-strength.ts) and in the browser, where a form fetches this module (about 240 KB
 * gzipped, mostly dictionaries) when a password is first typed, never with the page: import it dynamically only.
 */

/** Words shorter than this are not added on their own ('jo', 'a'): every password would hold them. */
const MIN_WORD_LENGTH = 3;

/**
 * The scorer's user inputs for a member: the email, its local part and the full name as they are, and the words of
 * the local part and the name (so `FrankFooty` counts 'frank' and 'footy' as known). Lower-cased by the scorer.
 */
export function ownerWords(owner: PasswordOwner = {}): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const name = owner.fullName?.trim() ?? '';
  const local = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
  const words = [...local.split(/[^\p{L}\p{N}]+/u), ...name.split(/[^\p{L}\p{N}]+/u)].filter(
    (w) => w.length >= MIN_WORD_LENGTH,
  );
  return [...new Set([email, local, name, ...words].filter(Boolean))];
}

let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes some tens of milliseconds. */
function scorer(): ZxcvbnFactory {
  // Levenshtein matching is left off: it compares the whole password with every dictionary word, some 100 ms a check.
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH });
  return zxcvbn;
}

/** zxcvbn's score (0-4) of `password` for its owner, whose email and name count as known words. */
export function passwordScore(password: string, owner?: PasswordOwner): number {
  return scorer().check(password, ownerWords(owner)).score;
}

/** PASSWORD_TOO_EASY when the password scores under the bar, else null. */
export function passwordStrengthProblem(password: string, owner?: PasswordOwner): Message | null {
  return passwordScore(password, owner) < MIN_PASSWORD_SCORE ? PASSWORD_TOO_EASY : null;
}
