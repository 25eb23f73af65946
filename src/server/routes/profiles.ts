import { Hono, type Context } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { validate } from '../http/body';
import { countedPicture, pictureForm } from '../http/picture-form';
import { respond, valueOrThrow } from '../http/outcomes';
import { ownProfileBody, updateProfile } from '../services/profiles';
import { profileUpdate } from '../../lib/contracts/profiles';

/** The signed-in member's own profile (with their weekly logs). */
export const profileRoutes = new Hono<AppEnv>();

// The service answers the JSON itself, as bytes (its weeks are written by the database): sent as they are.
profileRoutes.get('/user/profile', requireUser, async (c) =>
  c.body(valueOrThrow(await ownProfileBody(c.var.rt, c.var.user.id)), 200, { 'Content-Type': 'application/json' }),
);

/** PUT and PATCH alike: only the fields sent change; the picture is optional. Answers the updated profile. */
async function saveProfile(c: Context<AppEnv>) {
  const { image, ...changes } = validate(profileUpdate, c.var.form);
  return respond(c, await updateProfile(c.var.rt, c.var.user.id, changes, image ?? null));
}

profileRoutes.put('/user/profile', requireUser, pictureForm('image'), countedPicture('image'), saveProfile);
profileRoutes.patch('/user/profile', requireUser, pictureForm('image'), countedPicture('image'), saveProfile);
