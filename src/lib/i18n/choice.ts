import { isLocale, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from './locales';
import { $session } from '../session';
import { language } from '../client/language';

/**
 * Stores the visitor's language in the cookie the server reads and renders the page again in it. A signed-in
 * member's account keeps it too (their mail is written in it): best effort, a failure there never stops the switch.
 */
export async function chooseLanguage(value: string): Promise<void> {
  if (!isLocale(value)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  const { tokens } = $session.get();
  if (tokens.access || tokens.refresh) {
    try {
      await language.save(value);
    } catch {
      // Offline, or the session ended: the page still switches; the account keeps its language until next time.
    }
  }
  location.reload();
}
