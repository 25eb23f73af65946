import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UnitsJson } from '../../lib/contracts/units';
import type { Units } from '../../lib/units';

/** Stores the member's units; answers them. */
export async function setUnits(db: Db, userId: number, units: Units): Promise<UnitsJson> {
  await db.update(users).set({ units }).where(eq(users.id, userId));
  return { units };
}

/** The units the member chose, or null while they have not (their language's then: lib/units.ts unitsOf). */
export async function chosenUnits(db: Db, userId: number): Promise<Units | null> {
  const [row] = await db.select({ units: users.units }).from(users).where(eq(users.id, userId));
  return row?.units ?? null;
}
