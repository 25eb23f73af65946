import { useStore } from '@nanostores/react';
import type { Messages, Translations } from '@nanostores/i18n';
import { $locale, onServer, serverLocale, textIn } from './text';
import type { Locale } from './locales';

// The React side of text.ts, apart so that pages without React (home, sign-in) never load @nanostores/react.

/** A component's text in the page's language: in islands and components. */
export function useText<B extends Translations>(store: Messages<B>): B {
  // Which branch runs never changes within one environment, so the hooks keep their order.
  if (onServer) return textIn(store, serverLocale());
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useStore(store);
}

/** The page's language: for Intl formatting in islands. */
export function useLocale(): Locale {
  if (onServer) return serverLocale();
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useStore($locale);
}

