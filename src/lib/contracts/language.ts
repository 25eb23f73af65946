import * as z from 'zod/mini';
import { choiceOf, schema, type FailureTable } from './common';
import { LOCALES, type Locale } from '../i18n/locales';

/**
 * The member's language (issue 16): the interface language they chose, kept on their account so that mail reaches
 * them in it. PUT user/language/ stores it; the footer's choice sends it when someone is signed in.
 */

export const languageUpdate = schema(() => z.object({ language: z.enum(LOCALES, choiceOf(LOCALES)) }));
export type LanguageUpdate = z.output<typeof languageUpdate>;

/** The answer: the language now stored. */
export interface LanguageJson {
  language: Locale;
}

/** Why a language request can fail, beyond the common failures (none: a signed-in member may always choose). */
export const languageFailures = {} as const satisfies FailureTable;
