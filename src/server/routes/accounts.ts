import { Hono } from 'hono';
import { clientAddress, clientIp, requireUser, type AppEnv } from '../http/env';
import { parseBody, validate } from '../http/body';
import { readTextForm } from '../http/text-form';
import { requestLanguage, respond, valueOrThrow } from '../http/outcomes';
import { enforceIpRateLimit } from '../http/rate-limit';
import { LIMITS } from '../services/rate-limits';
import { isCommonPassword } from '../content/common-passwords';
import { register } from '../services/registration';
import { login, logout } from '../services/sessions';
import { refresh } from '../services/token-rotation';
import { changePassword, checkResetLink, requestPasswordReset } from '../services/password-reset';
import { deviceCookieOf, issueDeviceCookie } from '../auth/device-cookie';
import { chosenUnits } from '../services/units';
import { unitsOf } from '../../lib/units';
import {
  credentialsSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  refreshSchema,
  registrationSchema,
  resetLinkSchema,
  toUserJson,
} from '../../lib/contracts/accounts';

/** Sign-up, sign-in and its tokens, the signed-in user, and the password reset. */
export const accountRoutes = new Hono<AppEnv>();

// New passwords also go through the common-password list, which only the server holds. How easy they are to guess
// is the services' to say (register, changePassword): it depends on whose password it is.
const registration = registrationSchema(isCommonPassword);
const passwordChange = passwordChangeSchema(isCommonPassword);

accountRoutes.post('/user/register', async (c) => {
  const input = await parseBody(c, registration);
  await enforceIpRateLimit(c, 'register', LIMITS.registerByAddress);
  return respond(c, await register(c.var.rt, input, requestLanguage(c)), 201);
});

// A successful sign-in, and a password set through a reset link, give the browser the account's device cookie: its
// failures then count against the cookie, not the per-account ceiling (auth/device-cookie.ts, sign-in-throttle.ts).
accountRoutes.post('/user/token', async (c) => {
  const credentials = await parseBody(c, credentialsSchema);
  const { config, clock } = c.var.rt;
  const device = deviceCookieOf(c, config.secretKey, credentials.email, clock.now());
  const signedIn = await login(c.var.rt, { ...credentials, ip: clientIp(c), address: clientAddress(c), device });
  if (signedIn.ok) issueDeviceCookie(c, config, credentials.email, clock.now());
  return respond(c, signedIn);
});

accountRoutes.post('/user/token/refresh', async (c) => {
  const body = await parseBody(c, refreshSchema);
  return respond(c, await refresh(c.var.rt, body.refresh));
});

accountRoutes.post('/user/logout', async (c) => {
  const body = await parseBody(c, refreshSchema);
  await logout(c.var.rt, body.refresh);
  return c.body(null, 204);
});

// With the units the member reads numbers in (issue 26): their choice, else the request language's.
accountRoutes.get('/user', requireUser, async (c) =>
  c.json({
    ...toUserJson(c.var.user),
    units: unitsOf(await chosenUnits(c.var.rt.db, c.var.user.id), requestLanguage(c)),
  }),
);

accountRoutes.get('/user/password-reset/:email', async (c) => {
  const { email } = validate(passwordResetRequestSchema, { email: c.req.param('email') });
  await enforceIpRateLimit(c, 'reset', LIMITS.resetByAddress);
  return c.json(requestPasswordReset(c.var.rt, email));
});

// The new-password page asks as it opens: a used or expired link says so at once, and a live one gives the browser
// the account's device cookie (the holder of the link holds the address).
accountRoutes.post('/user/password-reset/check', async (c) => {
  const link = await parseBody(c, resetLinkSchema);
  await enforceIpRateLimit(c, 'password-change', LIMITS.passwordChangeByAddress);
  const checked = valueOrThrow(await checkResetLink(c.var.rt, link));
  issueDeviceCookie(c, c.var.rt.config, checked.email, c.var.rt.clock.now());
  return c.json({ valid: true });
});

// The spec's client sends the new password as form data: a text form within a small budget (http/text-form.ts).
accountRoutes.post('/user/password-change', async (c) => {
  const input = validate(passwordChange, await readTextForm(c));
  await enforceIpRateLimit(c, 'password-change', LIMITS.passwordChangeByAddress);
  const changed = await changePassword(c.var.rt, input);
  if (changed.ok) issueDeviceCookie(c, c.var.rt.config, changed.value.email, c.var.rt.clock.now());
  return c.json(valueOrThrow(changed).body);
});
