import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';

/** A member's columns and their profile's (null while the member has none), as `columns` names them. */
type MemberWithProfile<T extends SelectedFields> = SelectResult<
  T,
  'partial',
  { users: 'not-null'; profiles: 'nullable' }
>;

/** One member's row beside their profile's, as `columns` picks them; undefined when no such member. One query. */
export async function memberWithProfile<T extends SelectedFields>(
  db: Db,
  memberId: number,
  columns: T,
): Promise<MemberWithProfile<T> | undefined> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  // Drizzle's builder cannot follow a generic `columns` through the join: the type is the one it gives a known set.
  return row as MemberWithProfile<T> | undefined;
}
