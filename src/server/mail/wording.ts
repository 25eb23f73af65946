import type { Translations } from '@nanostores/i18n';
import { textIn, type TextOf } from '../../lib/i18n/text';
import type { Locale } from '../../lib/i18n/locales';
// Registers the French and German catalogues the mails are written with.
import '../i18n';

/**
 * A mail's text in the member's stored language (users.language), whatever the language of the request that sent
 * it: a staff action or a password reset reaches the member in the language they chose. Values (names, staff's
 * reasons, links) go in as they are (src/lib/i18n/params.ts).
 */
export const mailWording = <B extends Translations>(store: TextOf<B>, locale: Locale): B => textIn(store, locale);

/** Who a mail goes to: their address and the language they read. */
export interface Recipient {
  email: string;
  language: Locale;
}
