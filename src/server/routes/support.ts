import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { parseBody } from '../http/body';
import { SUPPORT_PRIORITIES } from '../db/schema';
import { enforceRateLimit } from '../http/rate-limit';
import { contactSupport } from '../services/support';
import { isEmail } from '../services/accounts';

export const supportRoutes = new Hono<AppEnv>();

const REQUIRED = 'This field is required.';
const required = (max: number, oneLine = false) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Ensure this field has no more than ${max} characters.`)
    // Name and subject end up in mail headers: one line only.
    .transform((v) => (oneLine ? v.replace(/\s+/g, ' ') : v));

const supportMessage = z.object({
  name: required(100, true),
  email: required(254, true).refine(isEmail, 'Enter a valid email address.'),
  subject: required(200, true),
  message: required(5000),
  priority: z
    .enum(SUPPORT_PRIORITIES, { error: `Choose one of: ${SUPPORT_PRIORITIES.join(', ')}.` })
    .optional()
    .default('medium'),
});

supportRoutes.post('/support/contact', requireUser, idempotent, async (c) => {
  const input = await parseBody(c, supportMessage);
  await enforceRateLimit(c, `support:user:${c.var.user.id}`, 5, 3600);
  const { id } = await contactSupport(c.var.rt, c.var.user.id, input);
  return c.json({ id, message: 'Your message has been sent.' }, 201);
});
