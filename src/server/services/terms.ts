import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { termsAcceptances, termsDocuments } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { toTermsJson, type TermsJson, type TermsStatusJson } from '../../lib/contracts/terms';

type TermsDocument = typeof termsDocuments.$inferSelect;

/** The document in force: the newest one. */
async function documentInForce(db: Db): Promise<TermsDocument | null> {
  const [doc] = await db.select().from(termsDocuments).orderBy(desc(termsDocuments.id)).limit(1);
  return doc ?? null;
}

/** The terms in force, for anyone. */
export async function currentTerms(db: Db): Promise<Result<TermsJson, 'no_terms'>> {
  const doc = await documentInForce(db);
  return doc ? ok(toTermsJson(doc)) : fail('no_terms');
}

/** Whether the member accepted the terms in force; with none published there is nothing to accept. */
export async function termsStatus(db: Db, userId: number): Promise<TermsStatusJson> {
  const doc = await documentInForce(db);
  if (!doc) return { has_accepted: true };
  const [row] = await db
    .select({ userId: termsAcceptances.userId })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.documentId, doc.id)));
  return { has_accepted: row !== undefined };
}

/** Records the member's acceptance of the terms in force; accepting again changes nothing. */
export async function acceptCurrentTerms(db: Db, userId: number, now: Date): Promise<TermsStatusJson> {
  const doc = await documentInForce(db);
  if (doc) {
    await db.insert(termsAcceptances).values({ userId, documentId: doc.id, acceptedAt: now }).onConflictDoNothing();
  }
  return { has_accepted: true };
}
