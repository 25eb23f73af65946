import { randomBytes } from 'node:crypto';
import type { Runtime } from '../runtime';
import { createUser, findUserIdByEmail } from '../services/accounts';

/** Every demo member signs in with this one password. */
export const DEMO_PASSWORD = 'demo member password';
export const DEMO_DOMAIN = 'demo.fitgroup.example';
/** The one demo staff account: created by the first seed-demo, its random password printed then and never again. */
export const DEMO_STAFF_EMAIL = `staff@${DEMO_DOMAIN}`;
const DEMO_STAFF_NAME = 'Sam Staff';

// i18n-lint: not interface text (an operator command's output)
export const HASHING_BUSY = 'Password hashing is busy: try again in a moment.';

/** The demo staff account, created once; its password is random and only known to the run that created it. */
export async function ensureStaff(rt: Runtime): Promise<{ id: number; password: string | null }> {
  const existing = await findUserIdByEmail(rt.db, DEMO_STAFF_EMAIL);
  if (existing !== null) return { id: existing, password: null };
  const password = randomBytes(15).toString('base64url');
  const created = await createUser(rt, { email: DEMO_STAFF_EMAIL, password, fullName: DEMO_STAFF_NAME, isStaff: true });
  if (created.ok) return { id: created.value.id, password };
  // Created by another run in the meantime (PostgreSQL lets two runs overlap).
  if (created.reason === 'email_taken')
    return { id: (await findUserIdByEmail(rt.db, DEMO_STAFF_EMAIL))!, password: null };
  throw new Error(HASHING_BUSY);
}
