import { describe, expect, it } from 'vitest';
import { negotiateLocale, requestLocale } from '../../src/lib/i18n/locales';
import { textIn } from '../../src/lib/i18n/text';
import { formatCalendarDay, formatNumber } from '../../src/lib/i18n/format';
import { serverLocale } from '../../src/lib/i18n';
import { withLocale } from '../../src/server/i18n';
import { authText } from '../../src/lib/i18n/en/auth';

describe('choosing the language of a request', () => {
  it('takes the highest-weighted language we have, a region matching its language', () => {
    expect(negotiateLocale('de-CH, fr;q=0.9, en;q=0.8')).toBe('de');
    expect(negotiateLocale('es, fr;q=0.5, de;q=0.7')).toBe('de');
    expect(negotiateLocale('fr-FR')).toBe('fr');
  });

  it('falls back to English for none, an unknown language, a refusal or a malformed header', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('es, it')).toBe('en');
    expect(negotiateLocale('de;q=0')).toBe('en');
    expect(negotiateLocale(';;;,,q=x')).toBe('en');
  });

  it('prefers the stored choice to the header, and ignores a cookie that is not a language of ours', () => {
    expect(requestLocale('fr', 'de')).toBe('fr');
    expect(requestLocale('xx', 'de')).toBe('de');
    expect(requestLocale(undefined, undefined)).toBe('en');
  });
});

describe('text on the server', () => {
  it('is built in the language asked for, English untouched', () => {
    expect(textIn(authText.forgotPassword, 'en').title).toBe('Forgot Password');
    expect(textIn(authText.forgotPassword, 'de').title).toBe('Passwort vergessen');
    expect(textIn(authText.forgotPassword, 'fr').title).toBe('Mot de passe oublié');
  });

  it('follows the language of each request, even while requests in other languages interleave', async () => {
    const seen = await Promise.all(
      (['de', 'fr', 'en', 'de'] as const).map((locale, i) =>
        withLocale(locale, async () => {
          await new Promise((r) => setTimeout(r, (4 - i) * 5));
          return serverLocale();
        }),
      ),
    );
    expect(seen).toEqual(['de', 'fr', 'en', 'de']);
  });
});

describe('dates and numbers', () => {
  it('are written the way each language writes them', () => {
    expect(formatCalendarDay('en', '2026-11-23')).toBe('November 23, 2026');
    expect(formatCalendarDay('fr', '2026-11-23')).toBe('23 novembre 2026');
    expect(formatCalendarDay('de', '2026-11-23')).toBe('23. November 2026');
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatNumber('fr', 1234.5)).toMatch(/^1\s234,5$/u);
  });
});
