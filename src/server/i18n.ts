import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentsJSON } from '@nanostores/i18n';
import { BASE_LOCALE, type Locale } from '../lib/i18n/locales';
import { registerServerCatalogues } from '../lib/i18n/text';
import { catalogue as fr } from '../lib/i18n/fr';
import { catalogue as de } from '../lib/i18n/de';

/**
 * The server's side of the interface's languages. Pages and the API run each request inside `withLocale`, so
 * islands rendered on the server, mails and API messages read that request's language (`serverLocale()`) even
 * while other requests render in other languages.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
const catalogues: Partial<Record<Locale, ComponentsJSON>> = { fr, de };

registerServerCatalogues(catalogues, () => requestLocale.getStore() ?? BASE_LOCALE);

export const withLocale = <T>(locale: Locale, run: () => T): T => requestLocale.run(locale, run);

const inline = new Map<Locale, string>();

/**
 * A language's whole catalogue as JSON for `<script type="application/json">` in the page (nothing for English,
 * the islands' own text). `<` is escaped so no text can close the element.
 */
export function inlineCatalogue(locale: Locale): string | null {
  const catalogue = catalogues[locale];
  if (!catalogue) return null;
  let json = inline.get(locale);
  if (json === undefined) inline.set(locale, (json = JSON.stringify(catalogue).replace(/</g, '\\u003c')));
  return json;
}
