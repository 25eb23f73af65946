import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { respond } from '../http/outcomes';
import { confirmTotp, disableTotp, setUpTotp, twoFactorStatus } from '../services/two-factor';
import { totpConfirmSchema, totpDisableSchema } from '../../lib/contracts/two-factor';

/** Two-step sign-in (issue 28): the member's TOTP second factor. The sign-in's second step is POST user/token/. */
export const twoFactorRoutes = new Hono<AppEnv>();

twoFactorRoutes.get('/user/2fa', requireUser, async (c) => c.json(await twoFactorStatus(c.var.rt, c.var.user.id)));

twoFactorRoutes.post('/user/2fa/totp/setup', requireUser, async (c) =>
  respond(c, await setUpTotp(c.var.rt, c.var.user)),
);

twoFactorRoutes.post('/user/2fa/totp/confirm', requireUser, async (c) => {
  const { code } = await parseBody(c, totpConfirmSchema);
  return respond(c, await confirmTotp(c.var.rt, c.var.user.id, c.var.sessionId, code));
});

twoFactorRoutes.post('/user/2fa/totp/disable', requireUser, async (c) => {
  const body = await parseBody(c, totpDisableSchema);
  return respond(c, await disableTotp(c.var.rt, c.var.user.id, body));
});
