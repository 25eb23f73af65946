import type { Db } from './client';
import { termsDocuments } from './schema';
import { DEFAULT_TERMS } from '../content/terms';

/**
 * Inserts the default terms unless that version is already there (a second start changes nothing). Part of opening
 * the database, as the migrations are: a site without terms in force would let members skip them.
 */
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
