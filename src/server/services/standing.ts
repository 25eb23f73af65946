import type { Runtime } from '../runtime';
import type { SanctionStatus } from '../../lib/contracts/accounts';
import { verifyToken } from '../auth/tokens';
import { currentSanction } from './moderation';
import { bannedMessage, suspendedMessage } from '../../lib/contracts/accounts';

/** What the sign-in page tells a member whose open session was cut by a suspension or a ban. */
export interface SessionSanction {
  status: SanctionStatus;
  /** The sign-in refusal's own sentence: the end date (suspensions) and staff's reason. */
  message: string;
}

/**
 * The suspension or ban behind the tokens a browser still holds after its session was cut (a suspension revokes
 * every session, so the guards no longer accept them). Only a token this server signed and that has not expired
 * counts: it was handed to that member at sign-in. Null for an active member, or for no token of ours.
 */
export async function sanctionBehindTokens(
  rt: Pick<Runtime, 'db' | 'clock' | 'config'>,
  tokens: { access?: string | null; refresh?: string | null },
): Promise<SessionSanction | null> {
  const now = rt.clock.now();
  const claims =
    (tokens.access ? await verifyToken(rt.config.secretKey, tokens.access, 'access', now) : null) ??
    (tokens.refresh ? await verifyToken(rt.config.secretKey, tokens.refresh, 'refresh', now) : null);
  if (!claims) return null;
  const sanction = await currentSanction(rt, claims.user_id);
  if (!sanction) return null;
  const message =
    sanction.status === 'suspended' && sanction.until
      ? suspendedMessage(sanction.until, sanction.reason)
      : bannedMessage(sanction.reason);
  return { status: sanction.status, message };
}
