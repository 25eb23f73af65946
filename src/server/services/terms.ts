import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { termsAcceptances, termsDocuments } from '../db/schema';
import { DEFAULT_TERMS } from '../content/terms';

/** Inserts the default terms unless that version is already there (a second start changes nothing). */
export async function seedDefaultTerms(db: Db): Promise<void> {
  await db
    .insert(termsDocuments)
    .values({
      title: DEFAULT_TERMS.title,
      version: DEFAULT_TERMS.version,
      effectiveDate: DEFAULT_TERMS.effectiveDate,
      content: DEFAULT_TERMS.content,
      contentPolicy: DEFAULT_TERMS.contentPolicy,
    })
    .onConflictDoNothing({ target: termsDocuments.version });
}

/** The terms in force: the newest document. */
export async function currentTerms(db: Db) {
  const [doc] = await db.select().from(termsDocuments).orderBy(desc(termsDocuments.id)).limit(1);
  return doc ?? null;
}

export async function hasAcceptedCurrentTerms(db: Db, userId: number): Promise<boolean> {
  const doc = await currentTerms(db);
  if (!doc) return true;
  const [row] = await db
    .select({ userId: termsAcceptances.userId })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.documentId, doc.id)));
  return row !== undefined;
}

export async function acceptCurrentTerms(db: Db, userId: number, now: Date): Promise<void> {
  const doc = await currentTerms(db);
  if (!doc) return;
  await db
    .insert(termsAcceptances)
    .values({ userId, documentId: doc.id, acceptedAt: now })
    .onConflictDoNothing();
}

export function termsResponse(doc: NonNullable<Awaited<ReturnType<typeof currentTerms>>>) {
  return {
    title: doc.title,
    version: doc.version,
    effective_date: doc.effectiveDate,
    content: doc.content,
    content_policy: doc.contentPolicy,
  };
}
