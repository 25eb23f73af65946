import { api } from '../api';
import type { LanguageJson } from '../contracts/language';
import type { Locale } from '../i18n/locales';

/** The signed-in member's stored language (mail is written in it). */
export const language = {
  /** PUT user/language/: stores the member's choice; short, since the page reloads right after. */
  save: (choice: Locale): Promise<LanguageJson> =>
    api.put<LanguageJson>('user/language/', { language: choice }, { timeoutMs: 3000 }),
};
