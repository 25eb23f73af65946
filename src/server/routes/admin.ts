import { Hono } from 'hono';
import { z } from 'zod';
import { requireStaff, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody } from '../http/body';
import { allProfiles } from '../services/admin-profiles';
import { closeReport, listReports } from '../services/admin-reports';
import { changeMembership, issueWarning, liftSuspension, moderationLog, suspendUser } from '../services/moderation';

export const adminRoutes = new Hono<AppEnv>();

// Staff only, checked on the server for every admin path: 401 signed out, 403 for everyone else.
adminRoutes.use('/admin/*', requireUser, requireStaff);
adminRoutes.use('/admin', requireUser, requireStaff);

const REQUIRED = 'This field is required.';
/** A user id sent as a number (or a numeric string, as forms send it). */
const userId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: 'A valid user id is required.' })
    .int('A valid user id is required.')
    .positive('A valid user id is required.')
    // Ids are 32-bit: a larger number would fail in the database with a 500 instead of a 400.
    .max(2_147_483_647, 'A valid user id is required.'),
);
const reason = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, 'Please give a reason.')
  .max(1000, 'Ensure this field has no more than 1000 characters.');
const optionalReason = z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(1000, 'Ensure this field has no more than 1000 characters.'));
const isoDate = z
  .string({ error: 'Enter an ISO date and time, or null for a permanent ban.' })
  .refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}/.test(s), 'Enter an ISO date and time, or null for a permanent ban.');

const warningBody = z.object({
  target_user: userId,
  action_type: z.literal('warning', { error: "The only action here is 'warning'; use suspend-user for suspensions and bans." }),
  reason,
});
const suspendBody = z.object({ user: userId, reason, end_date: isoDate.nullable() });
const liftBody = z.object({ user: userId, reason: optionalReason });
const resolveBody = z.object({
  status: z.enum(['resolved', 'dismissed'], { error: "Status must be 'resolved' or 'dismissed'." }),
  reason: optionalReason,
});
const paidBody = z.object({ user: userId, has_paid: z.boolean({ error: 'Send true or false.' }), reason: optionalReason });

adminRoutes.get('/admin/all-profiles', async (c) => c.json(await allProfiles(c.var.rt)));

adminRoutes.get('/admin/reports', async (c) => c.json(await listReports(c.var.rt)));

adminRoutes.post('/admin/moderation-action', async (c) => {
  const body = await parseBody(c, warningBody);
  return c.json(await issueWarning(c.var.rt, c.var.user.id, body.target_user, body.reason), 201);
});

adminRoutes.post('/admin/suspend-user', async (c) => {
  const body = await parseBody(c, suspendBody);
  const endDate = body.end_date === null ? null : new Date(body.end_date);
  return c.json(await suspendUser(c.var.rt, c.var.user.id, body.user, body.reason, endDate));
});

adminRoutes.post('/admin/lift-suspension', async (c) => {
  const body = await parseBody(c, liftBody);
  return c.json(await liftSuspension(c.var.rt, c.var.user.id, body.user, body.reason));
});

adminRoutes.post('/admin/reports/:id/resolve', async (c) => {
  const id = idParam(c, 'id');
  const body = await parseBody(c, resolveBody);
  return c.json(await closeReport(c.var.rt, c.var.user.id, id, body.status, body.reason));
});

adminRoutes.post('/admin/set-paid', async (c) => {
  const body = await parseBody(c, paidBody);
  return c.json(await changeMembership(c.var.rt, c.var.user.id, body.user, body.has_paid, body.reason));
});

adminRoutes.get('/admin/moderation-log', async (c) => {
  const raw = c.req.query('limit');
  const limit = raw && /^\d{1,4}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), 1000) : 200;
  return c.json(await moderationLog(c.var.rt, limit));
});
