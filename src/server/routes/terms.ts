import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { respond } from '../http/outcomes';
import { acceptCurrentTerms, currentTerms, termsStatus } from '../services/terms';

/** The Terms of Service in force, and the member's acceptance of them. */
export const termsRoutes = new Hono<AppEnv>();

termsRoutes.get('/terms', async (c) => respond(c, await currentTerms(c.var.rt.db)));

termsRoutes.get('/terms/status', requireUser, async (c) => c.json(await termsStatus(c.var.rt.db, c.var.user.id)));

termsRoutes.post('/terms/accept', requireUser, async (c) =>
  c.json(await acceptCurrentTerms(c.var.rt.db, c.var.user.id, c.var.rt.clock.now())),
);
