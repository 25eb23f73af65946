/** The interface's languages: see text.ts for how text reaches islands, pages and the API. */
export {
  LOCALES,
  BASE_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  isLocale,
  negotiateLocale,
  requestLocale,
  type Locale,
} from './locales';
export {
  $locale,
  defineText,
  translation,
  textNow,
  textIn,
  serverLocale,
  type DomainText,
  type TextOf,
  type TextValue,
  type TranslationOf,
} from './text';
export { useText, useLocale } from './react';
export { count } from '@nanostores/i18n';
export { params } from './params';
export * from './format';
