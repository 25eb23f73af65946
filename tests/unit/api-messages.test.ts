import { describe, expect, it } from 'vitest';
import { localizeBody, localizeMessage } from '../../src/lib/i18n/api-messages';
import { apiEnglish } from '../../src/lib/i18n/en/api';
import { LOCALES } from '../../src/lib/i18n/locales';
import { FAILURES } from '../../src/server/http/outcomes';
import { withLocale } from '../../src/server/i18n';
import { bannedMessage, registrationSchema, suspendedMessage, accountThrottledMessage } from '../../src/lib/contracts/accounts';
import { fieldErrorsOf, tooLong, choiceOf } from '../../src/lib/contracts/common';
import { bodyMessage, errorMessage, registrationErrorMessage } from '../../src/lib/messages';
import { ApiError } from '../../src/lib/api';

describe('localizeMessage', () => {
  it('answers a known message in French and German, and English as it is', () => {
    expect(localizeMessage('This field is required.', 'fr')).toBe('Ce champ est obligatoire.');
    expect(localizeMessage('This field is required.', 'de')).toBe('Dieses Feld ist erforderlich.');
    expect(localizeMessage('This field is required.', 'en')).toBe('This field is required.');
  });

  it('leaves a message it does not know as it is (staff’s words, a proxy’s text, a translation already)', () => {
    expect(localizeMessage('Bad gateway from the proxy', 'de')).toBe('Bad gateway from the proxy');
    expect(localizeMessage('Dieses Feld ist erforderlich.', 'de')).toBe('Dieses Feld ist erforderlich.');
    expect(localizeMessage('', 'fr')).toBe('');
  });

  it('round-trips a message with values: found by its pattern, the values put back into the translation', () => {
    expect(localizeMessage('Too many requests. Please try again in 42 seconds.', 'de')).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.',
    );
    expect(localizeMessage(tooLong(150), 'fr')).toBe('Ce champ ne doit pas dépasser 150 caractères.');
    expect(localizeMessage(choiceOf(['low', 'medium', 'high']), 'de')).toBe('Wählen Sie eines von: low, medium, high.');
    expect(localizeMessage(accountThrottledMessage(600), 'fr')).toBe(
      'Trop de tentatives de connexion échouées pour ce compte. Veuillez réessayer dans 10 minutes ou réinitialiser votre mot de passe.',
    );
  });

  it('writes numbers as the language does', () => {
    expect(localizeMessage(tooLong(5000), 'de')).toBe('Dieses Feld darf höchstens 5.000 Zeichen enthalten.');
    expect(localizeMessage(tooLong(5000), 'fr')).toMatch(/^Ce champ ne doit pas dépasser 5\s000 caractères\.$/u);
  });

  it('writes a date inside a message as the language does, and keeps the reason exactly, whatever it holds', () => {
    const until = new Date('2026-12-01T00:00:00Z');
    expect(localizeMessage(suspendedMessage(until), 'de')).toBe('Dieses Konto ist bis zum 1. Dezember 2026 gesperrt.');
    const reason = 'Spam. Reason: {x} $& $1 (.*)\nsecond line';
    expect(localizeMessage(suspendedMessage(until, reason), 'fr')).toBe(`Ce compte est suspendu jusqu’au 1 décembre 2026. Motif : ${reason}`);
    expect(localizeMessage(bannedMessage('Threats'), 'de')).toBe('Dieses Konto wurde dauerhaft gesperrt. Grund: Threats');
    expect(localizeMessage(bannedMessage(), 'de')).toBe('Dieses Konto wurde dauerhaft gesperrt.');
  });

  it('translates every failure the API answers, in every language but English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const untranslated = Object.entries(FAILURES)
        .filter(([, spec]) => localizeMessage(spec.detail, locale) === spec.detail)
        .map(([reason]) => reason);
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('translates every message of the catalogue, each pattern filled with sample values', () => {
    for (const [component, entries] of Object.entries(apiEnglish)) {
      for (const [key, value] of Object.entries(entries as Record<string, unknown>)) {
        const english = typeof value === 'string' ? value : (value as { input: string }).input.replace(/\{(\w+)\}/g, (_, n: string) => `<${n}>`);
        for (const locale of ['fr', 'de'] as const) {
          const translated = localizeMessage(english, locale);
          expect(translated, `${component}.${key} in ${locale}`).not.toBe(english);
          for (const sample of english.match(/<\w+>/g) ?? []) expect(translated, `${component}.${key} in ${locale}`).toContain(sample);
        }
      }
    }
  });
});

describe('localizeBody', () => {
  it('translates the detail, the message and every field’s messages; code and staff’s reason are data', () => {
    const body = {
      detail: 'This account has been permanently banned.',
      code: 'banned',
      reason: 'Not found.',
      email: ['This field is required.', 'Enter a valid email address.'],
      non_field_errors: ["Password fields didn't match."],
    };
    expect(localizeBody(body, 'de')).toEqual({
      detail: 'Dieses Konto wurde dauerhaft gesperrt.',
      code: 'banned',
      reason: 'Not found.',
      email: ['Dieses Feld ist erforderlich.', 'Geben Sie eine gültige E-Mail-Adresse ein.'],
      non_field_errors: ['Die Passwörter stimmen nicht überein.'],
    });
    // The input is left as it was.
    expect(body.detail).toBe('This account has been permanently banned.');
    expect(localizeBody('Not found.', 'fr')).toBe('Introuvable.');
    expect(localizeBody(null, 'fr')).toBeNull();
  });
});

describe('the browser’s messages in the page’s language (src/lib/messages.ts)', () => {
  it('shows the field errors of a schema run before sending, once translated where they were produced', () => {
    const checked = registrationSchema().safeParse({ full_name: '', email: 'x', password: 'abc', password2: 'abd' });
    expect(checked.success).toBe(false);
    const problems = fieldErrorsOf(checked.error!);
    expect(withLocale('de', () => registrationErrorMessage(localizeBody(problems, 'de')))).toBe(
      ['Dieses Feld ist erforderlich.', 'Geben Sie eine gültige E-Mail-Adresse ein.', 'Dieses Passwort ist zu kurz. Es muss mindestens 8 Zeichen enthalten.'].join('\n'),
    );
    expect(withLocale('fr', () => bodyMessage(localizeBody({ email: ['Enter a valid email address.'] }, 'fr')))).toBe('Saisissez une adresse e-mail valide.');
  });

  it('writes its own messages from the catalogue', () => {
    expect(withLocale('de', () => errorMessage(new ApiError(0, null, true)))).toBe(
      'Die Netzwerkverbindung ist fehlgeschlagen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    expect(withLocale('fr', () => errorMessage(new ApiError(500, null)))).toBe('Un problème est survenu');
    expect(errorMessage(new ApiError(500, null))).toBe('Something went wrong');
    // An error the browser's own code raised is written in the page's language already (lib/images.ts).
    expect(withLocale('de', () => errorMessage(new Error('Schon übersetzt')))).toBe('Schon übersetzt');
  });
});
