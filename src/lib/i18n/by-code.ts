import type { MessageParams } from '../contracts/message';
import { BASE_LOCALE, type Locale } from './locales';
import { catalogueEntry } from './text';

/**
 * A message in a language, by its code: the `api` catalogue's entry for the code with the params put in, numbers and
 * days written as the language writes them. English is the message's own text (the spec's words). A code the
 * catalogue lacks, or a language whose catalogue is not at hand, keeps the English.
 */
export interface CodedText {
  readonly code?: string;
  readonly params?: MessageParams;
  readonly text: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as the language writes it: numbers with its separators, a YYYY-MM-DD day as a long date; text as it is. */
function localValue(value: string | number, locale: Locale): string {
  // Intl directly, not format.ts: the sign-in and sign-up pages show these and have a 15 KB script budget.
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (!ISO_DAY.test(value)) return value;
  const day = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(locale, day).format(new Date(`${value}T00:00:00Z`));
}

/** `{name}`s filled with values as they are (no `$&` patterns: staff's reasons and names are values). */
const filled = (text: string, params: MessageParams, locale: Locale): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? localValue(params[name]!, locale) : whole,
  );

export function textByCode(message: CodedText, locale: Locale): string {
  if (locale === BASE_LOCALE || !message.code) return message.text;
  const dot = message.code.indexOf('.');
  const entry = catalogueEntry(locale, `api/${message.code.slice(0, dot)}`)?.[message.code.slice(dot + 1)];
  return typeof entry === 'string' ? filled(entry, message.params ?? {}, locale) : message.text;
}
