import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { LanguageJson } from '../../lib/contracts/language';
import { BASE_LOCALE, type Locale } from '../../lib/i18n/locales';

/** A member's stored language: the interface language their mail is written in (English for no one). */

/** The columns a mail to a member needs: where it goes, whom it greets, the language it is written in. */
export const addresseeColumns = { email: users.email, fullName: users.fullName, language: users.language };

/** Stores the member's language; answers it. */
export async function setLanguage(db: Db, userId: number, language: Locale): Promise<LanguageJson> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}

/** The language of the member behind an address, or null when no one has it (mail to a member is written in it). */
export async function memberByEmail(db: Db, email: string): Promise<{ id: number; language: Locale } | null> {
  const [row] = await db.select({ id: users.id, language: users.language }).from(users).where(eq(users.email, email));
  return row ?? null;
}

/** The member's language, English when unknown. */
export async function languageOf(db: Db, userId: number): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? BASE_LOCALE;
}
