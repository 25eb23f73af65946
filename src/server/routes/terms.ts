import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { acceptCurrentTerms, currentTerms, hasAcceptedCurrentTerms, termsResponse } from '../services/terms';

export const termsRoutes = new Hono<AppEnv>();

termsRoutes.get('/terms', async (c) => {
  const doc = await currentTerms(c.var.rt.db);
  if (!doc) throw notFound('No terms have been published.');
  return c.json(termsResponse(doc));
});

termsRoutes.get('/terms/status', requireUser, async (c) => {
  return c.json({ has_accepted: await hasAcceptedCurrentTerms(c.var.rt.db, c.var.user.id) });
});

termsRoutes.post('/terms/accept', requireUser, async (c) => {
  await acceptCurrentTerms(c.var.rt.db, c.var.user.id, c.var.rt.clock.now());
  return c.json({ has_accepted: true });
});
