import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { ownProfile, updateProfile } from '../services/profiles';

export const profileRoutes = new Hono<AppEnv>();

/** Text limits: generous for real use, small enough that nobody stores a novel in a phone number. */
export const PROFILE_LIMITS = {
  full_name: 100,
  occupation: 100,
  phone_number: 32,
  emergency_contact: 32,
  emergency_contact_name: 100,
  address: 500,
  medical_history: 5000,
  age: 130,
  weight: 1500,
} as const;

const NOT_TEXT = { error: 'Not a valid string.' };
const maxChars = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** An optional text field: blank clears it. */
const text = (max: number) =>
  z
    .string(NOT_TEXT)
    .trim()
    .max(max, maxChars(max))
    // Multipart turns every newline into CRLF; store plain newlines.
    .transform((v) => (v === '' ? null : v.replace(/\r\n?/g, '\n')))
    .optional();

/** Numbers arrive as text in multipart bodies and as numbers in JSON; blank clears the value. */
const numberText = z.union([z.string(), z.number()], { error: 'A valid number is required.' }).transform((v) => String(v).trim());

const age = numberText
  .transform((s, ctx) => {
    if (s === '') return null;
    if (!/^\d+$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: /^-\d+$/.test(s) ? 'Ensure this value is greater than or equal to 0.' : 'A valid integer is required.' });
      return z.NEVER;
    }
    const n = Number(s);
    if (n > PROFILE_LIMITS.age) {
      ctx.addIssue({ code: 'custom', message: `Ensure this value is less than or equal to ${PROFILE_LIMITS.age}.` });
      return z.NEVER;
    }
    return n;
  })
  .optional();

const weight = numberText
  .transform((s, ctx) => {
    if (s === '') return null;
    if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'A valid number is required.' });
      return z.NEVER;
    }
    const n = Number(s);
    const issue =
      n < 0
        ? 'Ensure this value is greater than or equal to 0.'
        : n > PROFILE_LIMITS.weight
          ? `Ensure this value is less than or equal to ${PROFILE_LIMITS.weight}.`
          : (s.split('.')[1] ?? '').replace(/0+$/, '').length > 2
            ? 'Ensure that there are no more than 2 decimal places.'
            : null;
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue });
      return z.NEVER;
    }
    return n.toFixed(2);
  })
  .optional();

/** A new picture, or nothing. Anything but a file under `image` is refused rather than silently ignored. */
const image = z
  .union([z.instanceof(File), z.string()])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return null;
    ctx.addIssue({ code: 'custom', message: 'The submitted data was not a file. Check the encoding type on the form.' });
    return z.NEVER;
  })
  .optional();

const profileUpdate = z.object({
  full_name: z
    .string(NOT_TEXT)
    .trim()
    .min(1, 'This field may not be blank.')
    .max(PROFILE_LIMITS.full_name, maxChars(PROFILE_LIMITS.full_name))
    .optional(),
  age,
  weight,
  occupation: text(PROFILE_LIMITS.occupation),
  phone_number: text(PROFILE_LIMITS.phone_number),
  emergency_contact: text(PROFILE_LIMITS.emergency_contact),
  emergency_contact_name: text(PROFILE_LIMITS.emergency_contact_name),
  address: text(PROFILE_LIMITS.address),
  medical_history: text(PROFILE_LIMITS.medical_history),
  image,
});

profileRoutes.get('/user/profile', requireUser, async (c) => {
  return c.json(await ownProfile(c.var.rt, c.var.user.id));
});

/** Only the fields sent change; the picture is optional. Answers the updated profile. */
async function saveProfile(c: Context<AppEnv>) {
  const { image: picture, ...changes } = await parseBody(c, profileUpdate);
  return c.json(await updateProfile(c.var.rt, c.var.user.id, changes, picture ?? null));
}

profileRoutes.put('/user/profile', requireUser, saveProfile);
profileRoutes.patch('/user/profile', requireUser, saveProfile);
