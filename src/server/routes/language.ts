import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { setLanguage } from '../services/language';
import { languageUpdate } from '../../lib/contracts/language';

/** The signed-in member's language (issue 16): mail is written in it. */
export const languageRoutes = new Hono<AppEnv>();

languageRoutes.put('/user/language', requireUser, async (c) => {
  const { language } = await parseBody(c, languageUpdate);
  return c.json(await setLanguage(c.var.rt.db, c.var.user.id, language));
});
