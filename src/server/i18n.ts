import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentsJSON, Translations } from '@nanostores/i18n';
import { message, type Message, type MessageCode, type MessageParams } from '../lib/contracts/message';
import { apiText } from '../lib/i18n/en/api';
import { BASE_LOCALE, type Locale } from '../lib/i18n/locales';
import { registerServerCatalogues, textIn, type TextOf } from '../lib/i18n/text';
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

/**
 * A message only the server says (a body it cannot read, its own failure), by code: its English is the `api`
 * catalogue's, so it is written once. Messages a form also says live in the contracts, which pages load.
 */
export function apiMessage(code: MessageCode, params?: MessageParams): Message {
  const dot = code.indexOf('.');
  const component = apiText[code.slice(0, dot) as keyof typeof apiText] as TextOf<Translations>;
  const english = (textIn(component, BASE_LOCALE) as Record<string, unknown>)[code.slice(dot + 1)];
  const text =
    typeof english === 'function' ? (english as (values: MessageParams) => string)(params ?? {}) : String(english);
  return message(code, text, params);
}

/** Mail and notifications (the API writes their text) are written on the server only: pages never carry them. */
const SERVER_ONLY = /^(mail|notifications)\//;

export const withLocale = <T>(locale: Locale, run: () => T): T => requestLocale.run(locale, run);

const inline = new Map<Locale, string>();

/**
 * A language's catalogue (mail's text aside) as JSON for `<script type="application/json">` in the page
 * (lib/i18n/text.ts PageCatalogue); nothing for English, the islands' own text. A form's own checks are translated
 * from it by code (lib/i18n/by-code.ts). `<` is escaped so no text can close the element.
 */
export function inlineCatalogue(locale: Locale): string | null {
  const catalogue = catalogues[locale];
  if (!catalogue) return null;
  let json = inline.get(locale);
  if (json === undefined) {
    const page = {
      catalogue: Object.fromEntries(Object.entries(catalogue).filter(([name]) => !SERVER_ONLY.test(name))),
    };
    json = JSON.stringify(page).replace(/</g, '\\u003c');
    inline.set(locale, json);
  }
  return json;
}
