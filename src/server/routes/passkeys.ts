import { Hono } from 'hono';
import { clientAddress, clientIp, requestHeader, requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { httpErrorOf, respond } from '../http/outcomes';
import { enforceIpRateLimit, enforceRateLimit } from '../http/rate-limit';
import { LIMITS } from '../services/rate-limits';
import { listPasskeys, registerPasskey, registrationOptions, removePasskey, renamePasskey } from '../services/passkeys';
import { signInOptions, signInWithPasskey } from '../services/passkey-sign-in';
import {
  PASSKEY_ID,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
} from '../../lib/contracts/passkeys';
import { fail } from '../result';

/** A member's passkeys (account settings) and signing in with one (the sign-in page). */
export const passkeyRoutes = new Hono<AppEnv>();

/** The passkey a path names: a credential id, or 404 (nothing else could name one). */
function passkeyIdOf(id: string): string {
  if (!PASSKEY_ID.test(id)) throw httpErrorOf(fail('not_found'));
  return id;
}

passkeyRoutes.get('/user/passkeys', requireUser, async (c) => c.json(await listPasskeys(c.var.rt, c.var.user.id)));

passkeyRoutes.post('/user/passkeys/register/options', requireUser, async (c) => {
  await enforceRateLimit(c, `passkey-register:user:${c.var.user.id}`, LIMITS.passkeyRegistrations);
  return respond(c, await registrationOptions(c.var.rt, c.var.user));
});

passkeyRoutes.post('/user/passkeys/register/verify', requireUser, async (c) => {
  const input = await parseBody(c, passkeyRegistrationSchema);
  const userAgent = requestHeader(c, 'user-agent');
  return respond(c, await registerPasskey(c.var.rt, c.var.user, input, userAgent), 201);
});

passkeyRoutes.patch('/user/passkeys/:id', requireUser, async (c) => {
  const id = passkeyIdOf(c.req.param('id'));
  const { name } = await parseBody(c, passkeyNameSchema);
  return respond(c, await renamePasskey(c.var.rt, c.var.user.id, id, name));
});

passkeyRoutes.delete('/user/passkeys/:id', requireUser, async (c) => {
  const removed = await removePasskey(c.var.rt, c.var.user.id, passkeyIdOf(c.req.param('id')));
  if (!removed.ok) throw httpErrorOf(removed);
  return c.body(null, 204);
});

passkeyRoutes.post('/user/passkeys/sign-in/options', async (c) => {
  await enforceIpRateLimit(c, 'passkey-sign-in', LIMITS.passkeyChallengesByAddress);
  return c.json(await signInOptions(c.var.rt));
});

passkeyRoutes.post('/user/passkeys/sign-in/verify', async (c) => {
  const input = await parseBody(c, passkeySignInSchema);
  return respond(c, await signInWithPasskey(c.var.rt, input, { ip: clientIp(c), address: clientAddress(c) }));
});
