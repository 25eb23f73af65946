import { atom } from 'nanostores';
import type { ComponentsJSON, Translations } from '@nanostores/i18n';
import { BASE_LOCALE, isLocale, type Locale } from './locales';

/**
 * The interface's text. English lives in `en/<domain>.ts` (the spec's strings, verbatim); `fr/<domain>.ts` and
 * `de/<domain>.ts` translate every key of it, checked by their types and by a test.
 *
 * - In the browser the page's language is `<html lang>`, set by the server from the cookie or Accept-Language, and
 *   the server inlines that language's catalogue in the page (`#i18n-catalogue`): islands hydrate with the same
 *   text the server rendered, with no request. Choosing another language reloads the page.
 * - Islands read their text from @nanostores/i18n stores (react.ts, `useText`). Plain page scripts read it with
 *   `textNow`, which builds it the way the library does without loading the library: pages without React (home,
 *   sign-in) keep their small script budget.
 * - On the server one process renders pages in several languages at once, so text is never read from a shared
 *   locale store there: `textIn` builds a component's text for the request's language (`serverLocale()`, set by
 *   the middleware) from the catalogues the server registered.
 */

export const CATALOGUE_ELEMENT_ID = 'i18n-catalogue';

/** True while rendering on the server (no document): text then comes from the request's locale. */
export const onServer = typeof document === 'undefined';

function pageLocale(): Locale {
  if (onServer) return BASE_LOCALE;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : BASE_LOCALE;
}

/**
 * What a French or German page carries inline (`#i18n-catalogue`, written by src/server/i18n.ts): its language's
 * catalogue, which also translates a form's own checks by code (by-code.ts). Read once.
 */
export interface PageCatalogue {
  catalogue: ComponentsJSON;
}

let page: PageCatalogue | null | undefined;

export function pageCatalogue(): PageCatalogue | null {
  if (page !== undefined) return page;
  page = null;
  if (onServer) return page;
  try {
    const json = document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent;
    if (json) page = JSON.parse(json) as PageCatalogue;
  } catch {
    // A page without its catalogue keeps the English.
  }
  return page;
}

/** The page's language in the browser (on the server it stays English: see `serverLocale`). */
export const $locale = atom<Locale>(pageLocale());

/** One component's English text and its name in the catalogues (`<domain>/<component>`). */
export interface TextOf<B extends Translations> {
  readonly name: string;
  readonly base: B;
}

/** The text of a component, as useText and textNow give it: `TextValue<typeof adminText.memberPicker>`. */
export type TextValue<T> = T extends TextOf<infer B> ? B : never;

/** Text of a domain: one definition per component. */
export type Catalogue = Record<string, Translations>;
declare const CATALOGUE: unique symbol;
export type DomainText<D extends Catalogue> = { readonly [K in keyof D]: TextOf<D[K]> } & { readonly [CATALOGUE]?: D };

/** A translation of a domain: every key of every component, as text (params and counts keep their `{name}`s). */
export type TranslationOf<D extends Catalogue> = {
  readonly [K in keyof D]: {
    readonly [P in keyof D[K]]: D[K][P] extends string ? string : string | Record<string, string>;
  };
};

const allDefinitions: Array<TextOf<Translations>> = [];
const domainNames = new WeakMap<object, string>();

/** Every component's English text defined so far (for the catalogue test and the lint). */
export const definedText = (): ReadonlyArray<TextOf<Translations>> => allDefinitions;

/** Defines the English text of a domain (the base every translation is checked against). */
export function defineText<D extends Catalogue>(domain: string, components: D): DomainText<D> {
  const text: Record<string, TextOf<Translations>> = {};
  for (const [component, base] of Object.entries(components)) {
    const definition = { name: `${domain}/${component}`, base };
    allDefinitions.push(definition);
    text[component] = definition;
  }
  domainNames.set(text, domain);
  return text as DomainText<D>;
}

/** A translation of a domain, as @nanostores/i18n's cache wants it: `{"<domain>/<component>": {...}}`. */
export function translation<D extends Catalogue>(text: DomainText<D>, translated: TranslationOf<D>): ComponentsJSON {
  const domain = domainNames.get(text);
  if (!domain) throw new Error('translation() needs the DomainText of defineText()');
  const json: ComponentsJSON = {};
  for (const [component, keys] of Object.entries(translated)) json[`${domain}/${component}`] = keys as never;
  return json;
}

/** The catalogues the server renders with (registered by src/server/i18n.ts: the client never loads them all). */
let serverCatalogues: Partial<Record<Locale, ComponentsJSON>> = {};
let currentServerLocale: () => Locale = () => BASE_LOCALE;

export function registerServerCatalogues(
  catalogues: Partial<Record<Locale, ComponentsJSON>>,
  locale: () => Locale,
): void {
  serverCatalogues = catalogues;
  currentServerLocale = locale;
}

/** The language the server is rendering in for the current request (English outside a request). */
export const serverLocale = (): Locale => currentServerLocale();

/**
 * One component's translated text as the catalogue holds it (values still `{name}`), or undefined: on the server
 * for any language, in the browser for the page's language only.
 */
export function catalogueEntry(locale: Locale, name: string): Record<string, unknown> | undefined {
  const catalogue = onServer
    ? serverCatalogues[locale]
    : locale === $locale.get()
      ? pageCatalogue()?.catalogue
      : undefined;
  return catalogue?.[name] as Record<string, unknown> | undefined;
}

const built = new Map<string, unknown>();

type Transform = { input: unknown; transform: (locale: string, input: unknown, args: unknown[]) => unknown };
const isTransform = (value: unknown): value is Transform =>
  typeof value === 'object' && value !== null && typeof (value as Transform).transform === 'function';

/** A component's text in a language, built as @nanostores/i18n builds it (the base, overlaid, transforms applied). */
export function textIn<B extends Translations>(text: TextOf<B>, locale: Locale): B {
  const key = `${locale} ${text.name}`;
  const kept = built.get(key);
  if (kept) return kept as B;
  const translated = (locale === BASE_LOCALE ? undefined : catalogueEntry(locale, text.name)) ?? {};
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(text.base as Record<string, unknown>)) {
    const input = translated[k] ?? (isTransform(value) ? value.input : value);
    out[k] = isTransform(value) ? (...args: unknown[]) => value.transform(locale, input, args) : input;
  }
  built.set(key, out);
  return out as B;
}

/** A component's text now, outside React (plain page scripts, client modules, the server). */
export const textNow = <B extends Translations>(text: TextOf<B>): B =>
  textIn(text, onServer ? currentServerLocale() : $locale.get());
