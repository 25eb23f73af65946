import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Config } from '../config';
import { webauthnChallenges } from '../db/schema';

/** How long a passkey ceremony may take from its options to its answer. */
export const CHALLENGE_MINUTES = 5;

export type ChallengePurpose = 'register' | 'sign_in';

/**
 * Who the passkeys belong to: the site at PUBLIC_URL. Its hostname is the relying party id (a passkey made for it
 * works on nothing else), and its origin the only one a ceremony's answer may come from.
 */
export function relyingParty(config: Pick<Config, 'publicUrl' | 'siteName'>): {
  id: string;
  origin: string;
  name: string;
} {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: config.siteName };
}

/** Keeps a challenge handed to the browser until its answer comes (any worker may check it), for a few minutes. */
export async function keepChallenge(
  rt: Pick<Runtime, 'db' | 'clock'>,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<void> {
  const expiresAt = new Date(rt.clock.now().getTime() + CHALLENGE_MINUTES * 60_000);
  await rt.db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt });
}

/**
 * Whether `challenge` was handed out for this purpose (and member), and is still live: it is deleted as it is
 * read, so an answer is accepted once. A sign-in challenge belongs to no one until the passkey names its member.
 */
export async function takeChallenge(
  rt: Pick<Runtime, 'db' | 'clock'>,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<boolean> {
  const taken = await rt.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, rt.clock.now()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}
