import type { Messages, Translations } from '@nanostores/i18n';
import { textIn } from '../../lib/i18n/text';
import type { Locale } from '../../lib/i18n/locales';
// Registers the French and German catalogues the mails are written with.
import '../i18n';

/**
 * A mail's text in the member's stored language (users.language), whatever the language of the request that sent
 * it: a staff action or a password reset reaches the member in the language they chose.
 */
export const mailWording = <B extends Translations>(store: Messages<B>, locale: Locale): B => textIn(store, locale);

/**
 * Values as they are in a mail's text: params() puts them in with String.replace, which reads `$&` and the like in
 * a value (a reason staff typed, a link) as a pattern; a doubled `$` comes out as one.
 */
export function asWritten<V extends Record<string, string | number>>(values: V): V {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) out[name] = typeof value === 'string' ? value.replace(/\$/g, '$$$$') : value;
  return out as V;
}

/** Who a mail goes to: their address and the language they read. */
export interface Recipient {
  email: string;
  language: Locale;
}
