import { isLocale, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from './locales';

/** Stores the visitor's language in the cookie the server reads and renders the page again in it. */
export async function chooseLanguage(value: string): Promise<void> {
  if (!isLocale(value)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  location.reload();
}
