import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AppEnv } from '../http/env';
import { readBody } from '../http/body';
import { HttpError } from '../http/errors';
import { deleteAccount } from '../services/account-deletion';

export const accountRoutes = new Hono<AppEnv>();

const REQUIRED = 'This field is required.';
const deletion = z.object({
  confirmation: z.string({ error: REQUIRED }).max(100, 'Ensure this field has no more than 100 characters.'),
  email: z.string({ error: REQUIRED }).max(254, 'Ensure this field has no more than 254 characters.'),
  password: z.string({ error: REQUIRED }).max(1000, 'Ensure this field has no more than 1000 characters.'),
  reason: z.string().max(200, 'Ensure this field has no more than 200 characters.').nullish(),
});

/** The member deletes their own account; errors come as `{error: "…"}` as the client reads them. */
accountRoutes.post('/user/delete-account', requireUser, async (c) => {
  const parsed = deletion.safeParse(await readBody(c));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(400, { error: `${String(issue.path[0] ?? 'request')}: ${issue.message}` });
  }
  await deleteAccount(c.var.rt, c.var.user.id, parsed.data);
  return c.json({ message: 'Your account has been deleted.' });
});
