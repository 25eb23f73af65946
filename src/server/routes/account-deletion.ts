import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { respond } from '../http/outcomes';
import { deleteAccount } from '../services/account-deletion';
import { accountDeletionSchema } from '../../lib/contracts/accounts';

/** The member deletes their own account. */
export const accountDeletionRoutes = new Hono<AppEnv>();

accountDeletionRoutes.post('/user/delete-account', requireUser, async (c) => {
  const request = await parseBody(c, accountDeletionSchema);
  return respond(c, await deleteAccount(c.var.rt, c.var.user.id, request));
});
