import { afterEach, describe, expect, it } from 'vitest';
import * as accountLimits from '../../src/lib/contracts/account-limits';
import {
  accountThrottledMessage,
  bannedMessage,
  registrationSchema,
  suspendedMessage,
} from '../../src/lib/contracts/accounts';
import * as fieldMessages from '../../src/lib/contracts/field-messages';
import { fieldMessagesOf, rateLimitedFor, type FieldMessage } from '../../src/lib/contracts/common';
import type { Message } from '../../src/lib/contracts/message';
import { textByCode } from '../../src/lib/i18n/by-code';
import { formatCalendarDay } from '../../src/lib/i18n/format';
import { apiEnglish } from '../../src/lib/i18n/en/api';
import { catalogue as de } from '../../src/lib/i18n/de';
import { catalogue as fr } from '../../src/lib/i18n/fr';
import { $locale } from '../../src/lib/i18n/text';
import { fieldErrorTexts, issueText, messageText } from '../../src/lib/form-messages';
import { bodyIn } from '../../src/server/http/errors';
import { FAILURES } from '../../src/server/http/outcomes';
import '../../src/server/i18n';

/** The catalogue's English of a code, its `{name}`s filled with the message's params. */
function englishOf(message: FieldMessage): string {
  const [component, key] = message.code!.split('.') as [keyof typeof apiEnglish, string];
  const entry = (apiEnglish[component] as Record<string, unknown>)[key];
  const text = typeof entry === 'string' ? entry : (entry as { input: string }).input;
  // English writes a day as the contract does ('December 1, 2026'); the params carry it as YYYY-MM-DD.
  const value = (v: string | number | undefined) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatCalendarDay('en', v) : String(v);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => value(message.params?.[name]));
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).code === 'string' &&
  typeof (value as Message).text === 'string';

/** Every message the API sends: its failures' and the contracts' field errors, with sample values. */
const sentMessages: Array<[string, FieldMessage]> = [
  ...Object.entries(FAILURES).map(([reason, spec]): [string, FieldMessage] => [reason, spec.detail]),
  ...[...Object.entries(fieldMessages), ...Object.entries(accountLimits)]
    .filter(([, v]) => isMessage(v))
    .map(([n, v]): [string, FieldMessage] => [n, v as Message]),
  ['tooLong', fieldMessages.tooLong(150)],
  ['atMost', fieldMessages.atMost(200)],
  ['choiceOf', fieldMessages.choiceOf(['low', 'high'])],
  ['suspended', suspendedMessage(new Date('2026-12-01T00:00:00Z'), 'Spam')],
  ['banned', bannedMessage('Threats')],
  ['throttled', accountThrottledMessage(600)],
  ['rateLimited', rateLimitedFor(42)],
];

afterEach(() => $locale.set('en'));

describe('every message the API sends has a code', () => {
  it('whose English is the catalogue’s, word for word', () => {
    for (const [name, message] of sentMessages) expect(message.text, name).toBe(englishOf(message));
  });

  it('and a French and a German text', () => {
    for (const [name, message] of sentMessages) {
      const [component, key] = message.code!.split('.');
      for (const [locale, catalogue] of [
        ['fr', fr],
        ['de', de],
      ] as const) {
        const entry = (catalogue[`api/${component}`] as Record<string, unknown> | undefined)?.[key!];
        expect(typeof entry, `${name} (${message.code}) in ${locale}`).toBe('string');
        expect(textByCode(message, locale), `${name} in ${locale}`).not.toBe(message.text);
      }
    }
  });

  it('keeps the spec’s English in the body', () => {
    expect(FAILURES['not_found']!.detail.text).toBe('Not found.');
    expect(suspendedMessage(new Date('2026-12-01T00:00:00Z'), 'Spam').text).toBe(
      'This account is suspended until December 1, 2026. Reason: Spam',
    );
    expect(accountThrottledMessage(600).text).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 10 minutes, or reset your password.',
    );
  });
});

describe('a message in another language, by its code', () => {
  it('puts the params in as the language writes them', () => {
    expect(textByCode(fieldMessages.tooLong(5000), 'de')).toBe('Dieses Feld darf höchstens 5.000 Zeichen enthalten.');
    expect(textByCode(suspendedMessage(new Date('2026-12-01T00:00:00Z')), 'de')).toBe(
      'Dieses Konto ist bis zum 1. Dezember 2026 gesperrt.',
    );
    expect(textByCode(bannedMessage('Threats'), 'de')).toBe('Dieses Konto wurde dauerhaft gesperrt. Grund: Threats');
    // Staff's words are values: a `$&` in them stays as typed.
    expect(textByCode(bannedMessage('a $& b'), 'de')).toBe('Dieses Konto wurde dauerhaft gesperrt. Grund: a $& b');
  });

  it('keeps a message without a code as it is', () => {
    expect(textByCode({ text: 'Bad gateway from the proxy' }, 'fr')).toBe('Bad gateway from the proxy');
  });
});

describe('an error body leaving the API', () => {
  it('translates the detail and every field’s messages by code, with the params beside the code', () => {
    expect(bodyIn({ detail: bannedMessage('Threats'), code: 'banned', reason: 'Threats' }, 'fr')).toEqual({
      detail: 'Ce compte a été banni définitivement. Motif : Threats',
      code: 'banned',
      reason: 'Threats',
      params: { reason: 'Threats' },
    });
    const checked = registrationSchema().safeParse({ full_name: '', email: 'x', password: 'abc', password2: 'abd' });
    expect(bodyIn(fieldMessagesOf(checked.error!), 'de')).toEqual({
      full_name: ['Dieses Feld ist erforderlich.'],
      email: ['Geben Sie eine gültige E-Mail-Adresse ein.'],
      password: ['Dieses Passwort ist zu kurz. Es muss mindestens 8 Zeichen enthalten.'],
      codes: {
        full_name: [{ code: 'fields.required' }],
        email: [{ code: 'fields.invalidEmail' }],
        password: [{ code: 'accounts.passwordTooShort', params: { min: 8 } }],
      },
    });
    expect(bodyIn(fieldMessagesOf(checked.error!), 'en')['email']).toEqual(['Enter a valid email address.']);
  });
});

describe('a form’s own checks in the page’s language', () => {
  it('carry the code on the schema’s issues', () => {
    const checked = registrationSchema().safeParse({
      full_name: 'A',
      email: 'x',
      password: 'abcdefgh1',
      password2: 'abcdefgh1',
    });
    $locale.set('fr');
    expect(issueText(checked.error!.issues[0]!)).toBe('Saisissez une adresse e-mail valide.');
    expect(fieldErrorTexts(checked.error!)).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });
    expect(messageText(accountLimits.PASSWORDS_DIFFER)).toBe('Les mots de passe ne correspondent pas.');
  });
});
