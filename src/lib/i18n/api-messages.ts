import { formatLongDate, formatNumber } from './format';
import { BASE_LOCALE, type Locale } from './locales';
import { catalogueEntry, pageCatalogue } from './text';

/**
 * API messages in the reader's language. The contracts, the server and the browser keep writing their messages in
 * English (the spec's text, which tests and clients rely on); where a message reaches a person (an error body leaving
 * the API, an island turning field errors into text) it goes through `localizeMessage`, which finds the English in
 * the `api` and `errors` catalogues and answers its translation. The same on the server and in the browser, but
 * the English comes from two places: the server registers the catalogues (src/server/i18n.ts); a French or German
 * page carries it inline with its own catalogue, so no page's scripts load every API message (an English page
 * needs nothing: English stays English).
 */

/** English messages by component name (`api/common`), values as `{name}`. */
export type EnglishMessages = Record<string, Record<string, string>>;

let registered: EnglishMessages | null = null;

/** The server's English messages (src/server/i18n.ts). */
export function registerEnglishMessages(english: EnglishMessages): void {
  registered = english;
  exact = null;
}

type Component = string;
type Key = { component: Component; key: string };
type Pattern = Key & { regex: RegExp; names: string[]; literal: number };

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, Key> | null = null;
let patterns: Pattern[] = [];

/** The catalogue's messages by their English text, and its patterns as regexes (built once, on first use). */
function index(): Map<string, Key> {
  if (exact) return exact;
  exact = new Map();
  patterns = [];
  for (const [component, entries] of Object.entries(registered ?? pageCatalogue()?.english ?? {})) {
    for (const [key, value] of Object.entries(entries)) {
      if (!/\{\w+\}/.test(value)) exact.set(value, { component, key });
      else {
        const names: string[] = [];
        const parts = value.split(/\{(\w+)\}/);
        let source = '';
        parts.forEach((part, i) => {
          if (i % 2 === 1) {
            names.push(part);
            source += '([\\s\\S]+?)';
          } else source += escape(part);
        });
        const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
        patterns.push({ component, key, names, literal, regex: new RegExp(`^${source}$`) });
      }
    }
  }
  // The most specific pattern first: 'suspended until {date}. Reason: {reason}' before 'suspended until {date}.'.
  patterns = patterns.sort((a, b) => b.literal - a.literal);
  return exact;
}

/** A translated message with its values put in (as they are: no `$&` patterns). */
const filled = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A value taken out of an English message, written as the locale writes it (dates and numbers); text stays. */
function localValue(name: string, value: string, locale: Locale): string {
  if (name === 'date') {
    const time = Date.parse(`${value} UTC`);
    return Number.isNaN(time) ? value : formatLongDate(locale, time, 'UTC');
  }
  if (NUMBER.test(value) && name !== 'reason') return formatNumber(locale, Number(value));
  return value;
}

/** The message in `locale`; a message the catalogue does not know (staff's words, a proxy's page) stays as it is. */
export function localizeMessage(english: string, locale: Locale): string {
  if (locale === BASE_LOCALE || !english) return english;
  const found = index().get(english);
  if (found) {
    const text = catalogueEntry(locale, found.component)?.[found.key];
    return typeof text === 'string' ? text : english;
  }
  for (const pattern of patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      values[name] = localValue(name, match[i + 1]!, locale);
    });
    const text = catalogueEntry(locale, pattern.component)?.[pattern.key];
    return typeof text === 'string' ? filled(text, values) : english;
  }
  return english;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const localizeList = (value: unknown[], locale: Locale): unknown[] =>
  value.map((item) => (typeof item === 'string' ? localizeMessage(item, locale) : item));

/** An `errors` object: every text in it is a message. */
function localizeErrors(errors: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    out[key] = typeof value === 'string' ? localizeMessage(value, locale) : Array.isArray(value) ? localizeList(value, locale) : value;
  }
  return out;
}

/** The body's sentences: `detail`, `message` and `error` when text. Other text (`code`, staff's `reason`) is data. */
const MESSAGE_KEYS = new Set(['detail', 'message', 'error']);

/**
 * An error body in `locale`: its sentences (detail, message, error), every field's list of messages (and
 * non_field_errors), and an `errors` object of such lists. A plain-text body is one message. The input is not changed.
 */
export function localizeBody<T>(body: T, locale: Locale): T {
  if (locale === BASE_LOCALE) return body;
  if (typeof body === 'string') return localizeMessage(body, locale) as T;
  if (!isRecord(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = MESSAGE_KEYS.has(key) ? localizeMessage(value, locale) : value;
    else if (Array.isArray(value)) out[key] = localizeList(value, locale);
    else if (key === 'errors' && isRecord(value)) out[key] = localizeErrors(value, locale);
    else out[key] = value;
  }
  return out as T;
}
