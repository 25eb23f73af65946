import { Hono } from 'hono';
import { z } from 'zod';
import { clientIp, requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { enforceIpRateLimit } from '../http/rate-limit';
import { register } from '../services/registration';
import { login, logout, refresh } from '../services/sessions';
import { changePassword, requestPasswordReset } from '../services/password-reset';

export const authRoutes = new Hono<AppEnv>();

const REQUIRED = { error: 'This field is required.' };
/** A string field; absent or non-string values count as blank, so the service reports them as required. */
const field = z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().max(1000, 'Ensure this field has no more than 1000 characters.'));

const registration = z.object({ full_name: field, email: field, password: field, password2: field });
const credentials = z.object({
  email: z.string(REQUIRED).trim().min(1, REQUIRED.error).max(254),
  password: z.string(REQUIRED).min(1, REQUIRED.error).max(1000),
});
const refreshBody = z.object({ refresh: z.string(REQUIRED).min(1, REQUIRED.error).max(4096) });
const passwordChange = z.object({
  password: field,
  otp: z.string(REQUIRED).min(1, REQUIRED.error).max(200),
  uuidb64: z.string(REQUIRED).min(1, REQUIRED.error).max(100),
  // Part of the link's shape only: accepted and ignored.
  refresh_token: z.unknown().optional(),
});

authRoutes.post('/user/register', async (c) => {
  const input = await parseBody(c, registration);
  await enforceIpRateLimit(c, 'register', 10, 3600);
  return c.json(await register(c.var.rt, input), 201);
});

authRoutes.post('/user/token', async (c) => {
  const { email, password } = await parseBody(c, credentials);
  return c.json(await login(c.var.rt, { email, password, ip: clientIp(c) }));
});

authRoutes.post('/user/token/refresh', async (c) => {
  const body = await parseBody(c, refreshBody);
  return c.json(await refresh(c.var.rt, body.refresh));
});

authRoutes.post('/user/logout', async (c) => {
  const body = await parseBody(c, refreshBody);
  await logout(c.var.rt, body.refresh);
  return c.body(null, 204);
});

authRoutes.get('/user', requireUser, (c) => {
  const u = c.var.user;
  return c.json({ id: u.id, email: u.email, full_name: u.fullName, is_staff: u.isStaff });
});

authRoutes.get('/user/password-reset/:email', async (c) => {
  const email = c.req.param('email').slice(0, 254);
  await enforceIpRateLimit(c, 'reset', 20, 3600);
  return c.json(await requestPasswordReset(c.var.rt, email));
});

authRoutes.post('/user/password-change', async (c) => {
  const input = await parseBody(c, passwordChange);
  await enforceIpRateLimit(c, 'password-change', 20, 3600);
  return c.json(await changePassword(c.var.rt, input));
});
