import { Hono, type MiddlewareHandler } from 'hono';
import { requestHeader, requireStaff, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody } from '../http/body';
import { httpErrorOf, respond } from '../http/outcomes';
import { fail } from '../result';
import { checkAccessToken } from '../services/access-tokens';
import { memberStanding, standingTokenMember } from '../services/standing';
import { decideAppeal, fileAppeal, listAppeals } from '../services/appeals';
import { appealDecisionRequest, appealRequest } from '../../lib/contracts/appeals';

/** The routes a member's own standing answers to: the member, whichever token brought them. */
type StandingEnv = { Variables: AppEnv['Variables'] & { memberId: number } };

/**
 * The member's standing and appeals: a signed-in member (account settings), or a suspended or banned one with the
 * standing token their refused sign-in gave them (auth/standing-token.ts). Only these two routes take that token.
 */
const memberOrStandingToken: MiddlewareHandler<StandingEnv> = async (c, next) => {
  const token = requestHeader(c, 'authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw httpErrorOf(fail('not_authenticated'));
  const memberId = (await checkAccessToken(c.var.rt, token))?.user.id ?? (await standingTokenMember(c.var.rt, token));
  if (memberId === null) throw httpErrorOf(fail('access_token_not_valid'));
  c.set('memberId', memberId);
  await next();
};

/** A member's sanctions and appeals, and staff's list and decisions (every admin path staff only, as admin.ts). */
export const appealRoutes = new Hono<StandingEnv>();

appealRoutes.get('/user/standing', memberOrStandingToken, async (c) =>
  c.json(await memberStanding(c.var.rt, c.var.memberId)),
);

appealRoutes.post('/user/appeals', memberOrStandingToken, async (c) => {
  const body = await parseBody(c, appealRequest);
  return respond(c, await fileAppeal(c.var.rt, c.var.memberId, body.sanction_id, body.text), 201);
});

appealRoutes.get('/admin/appeals', requireUser, requireStaff, async (c) => c.json(await listAppeals(c.var.rt)));

appealRoutes.post('/admin/appeals/:id/accept', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const body = await parseBody(c, appealDecisionRequest);
  return respond(c, await decideAppeal(c.var.rt, c.var.user.id, id, 'accepted', body.reply));
});

appealRoutes.post('/admin/appeals/:id/reject', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const body = await parseBody(c, appealDecisionRequest);
  return respond(c, await decideAppeal(c.var.rt, c.var.user.id, id, 'rejected', body.reply));
});
