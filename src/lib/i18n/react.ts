import { useStore } from '@nanostores/react';
import { createI18n, type Messages, type Translations } from '@nanostores/i18n';
import { BASE_LOCALE, type Locale } from './locales';
import { $locale, onServer, pageCatalogue, serverLocale, textIn, type TextOf } from './text';

// The React side of the interface's text (text.ts), apart so that pages without React (home, sign-in) load neither
// @nanostores/react nor @nanostores/i18n.

/** Islands share one @nanostores/i18n instance: its cache is the page's inline catalogue, so nothing is fetched. */
const i18n = createI18n($locale, {
  baseLocale: BASE_LOCALE,
  cache: (() => {
    const catalogue = pageCatalogue()?.catalogue;
    return ($locale.get() !== BASE_LOCALE && catalogue ? { [$locale.get()]: catalogue } : {}) as never;
  })(),
  // The page carries its whole catalogue; a component missing from it keeps its English.
  get: async () => ({}),
});

const stores = new Map<string, Messages>();

/** The component's store, made on first use (one per component, shared by every island of the page). */
function storeOf<B extends Translations>(text: TextOf<B>): Messages<B> {
  let store = stores.get(text.name);
  if (!store) stores.set(text.name, (store = i18n(text.name, text.base)));
  return store as Messages<B>;
}

/** A component's text in the page's language: in islands and components. */
export function useText<B extends Translations>(text: TextOf<B>): B {
  // Which branch runs never changes within one environment, so the hooks keep their order.
  if (onServer) return textIn(text, serverLocale());
  // biome-ignore lint/correctness/useHookAtTopLevel: which branch runs never changes within one environment
  return useStore(storeOf(text));
}

/** The page's language: for Intl formatting in islands. */
export function useLocale(): Locale {
  if (onServer) return serverLocale();
  // biome-ignore lint/correctness/useHookAtTopLevel: which branch runs never changes within one environment
  return useStore($locale);
}
