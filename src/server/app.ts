import { Hono } from 'hono';
import { routePath } from 'hono/route';
import { HttpError } from './http/errors';
import { answerError, answerFailure } from './http/outcomes';
import { fail } from './result';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/availability';
import { noteUnavailable } from './db/outages';
import { apiMessage } from './i18n';
import { CLIENT_CLOSED_REQUEST, incomingOf, isClientAbort } from './http/client-abort';
import type { AppEnv } from './http/env';
import { apiAccessLog } from './http/access-log';
import { apiHeaders } from './http/api-headers';
import type { Runtime } from './runtime';
import { metaRoutes } from './routes/meta';
import { accountRoutes } from './routes/accounts';
import { termsRoutes } from './routes/terms';
import { profileRoutes } from './routes/profiles';
import { mediaRoutes } from './routes/media';
import { accountDeletionRoutes } from './routes/account-deletion';
import { supportRoutes } from './routes/support';
import { weeklyLogRoutes } from './routes/weekly-logs';
import { communityRoutes } from './routes/community';
import { memberProfileRoutes } from './routes/member-profiles';
import { reportsAndBlocksRoutes } from './routes/reports-and-blocks';
import { adminRoutes } from './routes/admin';
import { warningRoutes } from './routes/warnings';
import { progressRoutes } from './routes/progress';
import { appealRoutes } from './routes/appeals';
import { languageRoutes } from './routes/language';
import { unitsRoutes } from './routes/units';
import { exportRoutes } from './routes/export';
import { passkeyRoutes } from './routes/passkeys';
import { twoFactorRoutes } from './routes/two-factor';
import { healthAccessRoutes } from './routes/health-access';
import { coachingRoutes } from './routes/coaching';
import { notificationRoutes } from './routes/notifications';
import { apiCors } from './http/cors';
import { bodyBudget } from './http/body-budget';
import { countApiRequests } from './metrics/requests';

export const API_BASE = '/api/v1';

/**
 * An unexpected error for the log, without the values it carried: a failed query's message ends with its
 * parameters (passwords' hashes, medical history, emails), and a database error's own message can quote the value.
 */
export function describeFailure(err: Error): string {
  const summary = err.message.split('\nparams:')[0]!;
  const stack = err.stack ?? '';
  const frames = stack.startsWith(`${err.name}: ${err.message}`)
    ? stack.slice(`${err.name}: ${err.message}`.length)
    : '';
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const causeText =
    cause && typeof cause === 'object'
      ? ` (cause: ${typeof cause.code === 'string' ? `${cause.code} ` : ''}${String(cause.message ?? '').replace(/:\s*["'].*$/s, ': …')})`
      : '';
  return `${err.name}: ${summary}${causeText}${frames}`;
}

/** The versioned JSON API. Built per runtime so tests run it in-process against their own database. */
export function createApp(rt: Runtime): Hono<AppEnv> {
  // strict: false serves every path with and without the trailing slash.
  const app = new Hono<AppEnv>({ strict: false }).basePath(API_BASE);

  app.use('*', async (c, next) => {
    c.set('rt', rt);
    await next();
  });
  // Counted only when someone can read the numbers (METRICS_TOKEN set): otherwise nothing is measured.
  if (rt.config.metricsToken) app.use('*', countApiRequests);
  app.use('*', apiAccessLog);
  // Before the headers and the body limit: a preflight is answered here, and refusals carry the CORS headers too.
  app.use('*', apiCors(rt.config.corsOrigins));
  app.use('*', apiHeaders);

  // No compression here: src/server.ts compresses every answer (API and pages) in one place, brotli or gzip as the
  // client accepts (src/server/http/compression.ts).

  // Every body's budget, on its headers, before any route reads it (http/body-budget.ts).
  app.use('*', bodyBudget);

  app.route('/', metaRoutes);
  app.route('/', accountRoutes);
  app.route('/', termsRoutes);
  app.route('/', profileRoutes);
  app.route('/', mediaRoutes);
  app.route('/', accountDeletionRoutes);
  app.route('/', supportRoutes);
  app.route('/', weeklyLogRoutes);
  app.route('/', communityRoutes);
  app.route('/', memberProfileRoutes);
  app.route('/', reportsAndBlocksRoutes);
  app.route('/', adminRoutes);
  app.route('/', warningRoutes);
  app.route('/', progressRoutes);
  app.route('/', appealRoutes);
  app.route('/', languageRoutes);
  app.route('/', unitsRoutes);
  app.route('/', exportRoutes);
  app.route('/', passkeyRoutes);
  app.route('/', coachingRoutes);
  app.route('/', twoFactorRoutes);
  app.route('/', healthAccessRoutes);
  app.route('/', notificationRoutes);

  app.notFound((c) => answerFailure(c, fail('not_found')));

  app.onError((err, c) => {
    if (err instanceof HttpError) return answerError(c, err.status, err.coded, err.headers);
    // The client went away before its body was whole (its stream failed with ECONNRESET "aborted"): its doing, not
    // the database's nor ours. Before the database check, which would take that ECONNRESET for a lost connection.
    // Nobody reads the answer; the access log records 499 (see http/client-abort.ts for why not 400).
    if (isClientAbort(err, incomingOf(c.env))) {
      rt.log.info(
        { event: 'request.aborted', method: c.req.method, route: routePath(c, -1) },
        'client closed the request',
      );
      return c.body(null, CLIENT_CLOSED_REQUEST as never);
    }
    // The database is down or not answering: a 503 the client may retry. The outage is logged once, not per request.
    if (isDatabaseUnavailable(err)) {
      noteUnavailable(rt, err);
      return answerError(
        c,
        503,
        { detail: apiMessage('server.unavailable') },
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      );
    }
    // Never a stack trace to the client; the log gets the message and where, not request bodies or query values.
    // The route pattern, not the path: a path can carry an email (user/password-reset/{email}/).
    rt.log.error({ err: describeFailure(err), method: c.req.method, route: routePath(c, -1) }, 'request failed');
    return answerError(c, 500, { detail: apiMessage('server.failed') });
  });

  return app;
}
