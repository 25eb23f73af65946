import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentsJSON } from '@nanostores/i18n';
import { BASE_LOCALE, type Locale } from '../lib/i18n/locales';
import { registerServerCatalogues } from '../lib/i18n/text';
import { catalogue as fr } from '../lib/i18n/fr';
import { catalogue as de } from '../lib/i18n/de';
import { registerEnglishMessages, type EnglishMessages } from '../lib/i18n/api-messages';
import { apiEnglish } from '../lib/i18n/en/api';
import { errorsEnglish } from '../lib/i18n/en/errors';

/**
 * The server's side of the interface's languages. Pages and the API run each request inside `withLocale`, so
 * islands rendered on the server, mails and API messages read that request's language (`serverLocale()`) even
 * while other requests render in other languages.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
const catalogues: Partial<Record<Locale, ComponentsJSON>> = { fr, de };

registerServerCatalogues(catalogues, () => requestLocale.getStore() ?? BASE_LOCALE);

/** A domain's English messages by component name, values as `{name}` (a params() text by its input). */
function englishOf(domain: string, components: Record<string, Record<string, unknown>>): EnglishMessages {
  const out: EnglishMessages = {};
  for (const [component, entries] of Object.entries(components)) {
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(entries)) {
      const input = typeof value === 'string' ? value : (value as { input?: unknown }).input;
      if (typeof input === 'string') texts[key] = input;
    }
    out[`${domain}/${component}`] = texts;
  }
  return out;
}

/** The English the server and the browser translate messages from (lib/i18n/api-messages.ts). */
const englishMessages: EnglishMessages = { ...englishOf('api', apiEnglish), ...englishOf('errors', errorsEnglish) };
registerEnglishMessages(englishMessages);

/** Mail is written on the server only: pages never carry its text. */
const SERVER_ONLY = /^mail\//;

export const withLocale = <T>(locale: Locale, run: () => T): T => requestLocale.run(locale, run);

const inline = new Map<Locale, string>();

/**
 * A language's catalogue (mail's text aside) and the English of the messages the browser translates, as JSON for
 * `<script type="application/json">` in the page (lib/i18n/text.ts PageCatalogue); nothing for English, the
 * islands' own text. `<` is escaped so no text can close the element.
 */
export function inlineCatalogue(locale: Locale): string | null {
  const catalogue = catalogues[locale];
  if (!catalogue) return null;
  let json = inline.get(locale);
  if (json === undefined) {
    const page = {
      catalogue: Object.fromEntries(Object.entries(catalogue).filter(([name]) => !SERVER_ONLY.test(name))),
      english: englishMessages,
    };
    inline.set(locale, (json = JSON.stringify(page).replace(/</g, '\\u003c')));
  }
  return json;
}
