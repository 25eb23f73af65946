import { Hono } from 'hono';
import { requireStaff, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody, validate } from '../http/body';
import { respond } from '../http/outcomes';
import { allProfiles } from '../services/admin-profiles';
import { memberPage, memberWeeks } from '../services/admin-members';
import { progressForStaff } from '../services/progress';
import { closeReport, listReports, reportPage } from '../services/admin-reports';
import { removeContent } from '../services/content-removal';
import { changeMembership, issueWarning, liftSuspension, moderationLog, suspendUser } from '../services/moderation';
import {
  allProfilesQuery,
  contentRemovalRequest,
  liftRequest,
  memberListQuery,
  membershipRequest,
  moderationLogQuery,
  reportListQuery,
  reviewRequest,
  suspensionRequest,
  warningRequest,
} from '../../lib/contracts/admin';

/** The staff screens: every path is staff only, checked on the server (401 signed out, 403 for everyone else). */
export const adminRoutes = new Hono<AppEnv>();

/** Every member with their weeks: a row of the access log for each member whose weeks it holds. */
adminRoutes.get('/admin/all-profiles', requireUser, requireStaff, async (c) => {
  const { paging } = validate(allProfilesQuery, c.req.query());
  return c.json(await allProfiles(c.var.rt, c.var.user, paging));
});

adminRoutes.get('/admin/members', requireUser, requireStaff, async (c) => {
  const query = validate(memberListQuery, c.req.query());
  return c.json(await memberPage(c.var.rt, query));
});

/** A member's weeks with their pictures; a row of the member's access log (services/staff-access.ts). */
adminRoutes.get('/admin/members/:id/weeks', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  return respond(c, await memberWeeks(c.var.rt, c.var.user, id));
});

/**
 * A member's progress as they see it (charts, summary, pictures); their goals only while they share them. A row of
 * the member's access log.
 */
adminRoutes.get('/admin/members/:id/progress', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  return respond(c, await progressForStaff(c.var.rt, c.var.user, id));
});

/** Every report as one list (the spec's shape), or one page of them with ?page, ?limit or ?status. */
adminRoutes.get('/admin/reports', requireUser, requireStaff, async (c) => {
  const { paging } = validate(reportListQuery, c.req.query());
  return c.json(paging ? await reportPage(c.var.rt, paging) : await listReports(c.var.rt));
});

/** Staff remove a post or a comment with a reason told to its author (services/content-removal.ts). */
adminRoutes.delete('/admin/posts/:id', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const body = await parseBody(c, contentRemovalRequest);
  return respond(c, await removeContent(c.var.rt, c.var.user.id, 'post', id, body.reason));
});

adminRoutes.delete('/admin/comments/:id', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const body = await parseBody(c, contentRemovalRequest);
  return respond(c, await removeContent(c.var.rt, c.var.user.id, 'comment', id, body.reason));
});

adminRoutes.post('/admin/moderation-action', requireUser, requireStaff, async (c) => {
  const body = await parseBody(c, warningRequest);
  return respond(c, await issueWarning(c.var.rt, c.var.user.id, body.target_user, body.reason, body.report), 201);
});

adminRoutes.post('/admin/suspend-user', requireUser, requireStaff, async (c) => {
  const body = await parseBody(c, suspensionRequest);
  return respond(c, await suspendUser(c.var.rt, c.var.user.id, body.user, body.reason, body.end_date, body.report));
});

adminRoutes.post('/admin/lift-suspension', requireUser, requireStaff, async (c) => {
  const body = await parseBody(c, liftRequest);
  return respond(c, await liftSuspension(c.var.rt, c.var.user.id, body.user, body.reason));
});

adminRoutes.post('/admin/reports/:id/resolve', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const body = await parseBody(c, reviewRequest);
  return respond(c, await closeReport(c.var.rt, c.var.user.id, id, body.status, body.reason));
});

adminRoutes.post('/admin/set-paid', requireUser, requireStaff, async (c) => {
  const body = await parseBody(c, membershipRequest);
  return respond(c, await changeMembership(c.var.rt, c.var.user.id, body.user, body.has_paid, body.reason));
});

adminRoutes.get('/admin/moderation-log', requireUser, requireStaff, async (c) => {
  const { limit } = validate(moderationLogQuery, c.req.query());
  return c.json(await moderationLog(c.var.rt, limit));
});
