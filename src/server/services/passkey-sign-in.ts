import { eq } from 'drizzle-orm';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { passkeys } from '../db/schema';
import { logEvent } from '../log';
import { fail, type Result } from '../result';
import { LIMITS, addressBucket, countHit, refundHit } from './rate-limits';
import { loadUser, type SessionRuntime } from './session-members';
import { admitMember, type SignInFailure } from './sessions';
import { keepChallenge, relyingParty, takeChallenge } from './webauthn-challenges';
import type { PasskeySignIn } from '../../lib/contracts/passkeys';
import type { TokenPairJson } from '../../lib/contracts/accounts';

/**
 * Signing in with a passkey: discoverable credentials (the browser offers the member's passkeys for this site, no
 * email asked) with user verification, so the passkey is both factors; staff signed in this way pass the second-
 * factor rule (the session is opened with twoFactor).
 */

/** The options of a passkey sign-in: a challenge kept for the answer, no credential list, verification required. */
export async function signInOptions(rt: SessionRuntime): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(rt.config).id,
    userVerification: 'required',
  });
  await keepChallenge(rt, options.challenge, 'sign_in', null);
  return options;
}

/**
 * The browser's signed answer to a tokens pair. An unknown passkey or an answer that does not check out (a used or
 * expired challenge, another site, a bad signature, no verification) fails as a wrong password does, and counts
 * in the sign-in limit per address; a good one is taken back from it. Then the same refusals as a password
 * sign-in: a suspended or banned member gets their standing token.
 */
export async function signInWithPasskey(
  rt: SessionRuntime,
  { response }: PasskeySignIn,
  { ip, address = ip }: { ip: string | null; address?: string | null },
): Promise<Result<TokenPairJson, SignInFailure>> {
  const bucket = ip ? `login:ip:${addressBucket(ip)}` : null;
  if (bucket) {
    const retryAfter = await countHit(rt, bucket, LIMITS.signInPerAddress);
    if (retryAfter !== null) return fail('rate_limited', { retryAfter });
  }
  const refused = (userId: number | null, why: string) => {
    logEvent(rt.log, 'auth.login_failed', { userId, ip: address, outcome: 'bad_credentials', method: 'passkey' });
    rt.log.info({ event: 'passkey.sign_in_refused', userId, why }, 'passkey sign-in refused');
    return fail('bad_credentials');
  };
  const [passkey] = await rt.db.select().from(passkeys).where(eq(passkeys.id, response.id));
  if (!passkey) return refused(null, 'unknown credential');
  const rp = relyingParty(rt.config);
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(rt, challenge, 'sign_in', null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports ? (passkey.transports.split(',') as never[]) : [],
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return refused(passkey.userId, 'signature');
    newCounter = verified.authenticationInfo.newCounter;
  } catch (err) {
    return refused(passkey.userId, (err as Error).message);
  }
  if (bucket) await refundHit(rt, bucket);
  await rt.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: rt.clock.now() })
    .where(eq(passkeys.id, passkey.id));
  const user = await loadUser(rt, passkey.userId, null);
  // The account was deleted while its passkey was being checked.
  if (!user) return refused(passkey.userId, 'account gone');
  return admitMember(rt, user, { address, method: 'passkey', twoFactor: true });
}
