import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../src/lib/i18n/numbers';
import { parseDecimal } from '../../src/lib/i18n/decimal-parse';

const read = (text: string, locale: 'en' | 'fr' | 'de') => parseDecimal(text, locale);
const value = (text: string) => ({ ok: true, value: text });
const refused = { ok: false };

describe('parseDecimal: numbers as members type them', () => {
  it('reads 12,5 and 12.5 in French and German as 12.5', () => {
    for (const locale of ['fr', 'de'] as const) {
      expect(read('12,5', locale)).toEqual(value('12.5'));
      expect(read('12.5', locale)).toEqual(value('12.5'));
      expect(read(' 12,50 ', locale)).toEqual(value('12.50'));
    }
  });

  it('reads 12.5 in English and refuses 12,5 (a comma groups thousands there: never dropped)', () => {
    expect(read('12.5', 'en')).toEqual(value('12.5'));
    expect(read('12,5', 'en')).toEqual(refused);
    expect(read('1,234.5', 'en')).toEqual(value('1234.5'));
    expect(read('1,234', 'en')).toEqual(value('1234'));
    expect(read('1,23.5', 'en')).toEqual(refused);
  });

  it('reads thousands grouped the locale’s way', () => {
    expect(read('1 234,5', 'fr')).toEqual(value('1234.5'));
    expect(read('1\u202f234,5', 'fr')).toEqual(value('1234.5'));
    expect(read('1\u00a0234,5', 'fr')).toEqual(value('1234.5'));
    expect(read('1.234,5', 'de')).toEqual(value('1234.5'));
    expect(read('1.234.567', 'de')).toEqual(value('1234567'));
    expect(read('1 234.5', 'en')).toEqual(value('1234.5'));
  });

  it('keeps blank as blank, whole numbers, leading and trailing points and signs', () => {
    expect(read('', 'fr')).toEqual(value(''));
    expect(read('   ', 'en')).toEqual(value(''));
    expect(read('180', 'de')).toEqual(value('180'));
    expect(read('007', 'en')).toEqual(value('7'));
    expect(read(',5', 'fr')).toEqual(value('0.5'));
    expect(read('5.', 'en')).toEqual(value('5'));
    expect(read('-2,5', 'de')).toEqual(value('-2.5'));
    expect(read('\u22122,5', 'fr')).toEqual(value('-2.5'));
  });

  it('refuses what cannot be read instead of dropping characters', () => {
    for (const locale of ['en', 'fr', 'de'] as const) {
      for (const text of [
        'abc',
        '12a',
        '12,5kg',
        '1.2.3',
        '12 5',
        '1e3',
        ',',
        '.',
        '-',
        '12,,5',
        '1,5.5,5',
        'NaN',
        'Infinity',
      ]) {
        expect(read(text, locale), `${text} in ${locale}`).toEqual(refused);
      }
    }
    expect(read('1,5.5', 'fr')).toEqual(refused);
    expect(read('12,34,56', 'de')).toEqual(refused);
  });
});

describe('formatDecimal: numbers as members read them', () => {
  it('writes the locale’s decimal separator, digit for digit', () => {
    expect(formatDecimal('12.5', 'en')).toBe('12.5');
    expect(formatDecimal('12.5', 'fr')).toBe('12,5');
    expect(formatDecimal('12.5', 'de')).toBe('12,5');
    expect(formatDecimal('0.10', 'de')).toBe('0,10');
    expect(formatDecimal(182.1, 'fr')).toBe('182,1');
    expect(formatDecimal('-1.25', 'fr')).toBe('-1,25');
  });

  it('groups thousands only when asked', () => {
    expect(formatDecimal('1234.5', 'fr')).toBe('1234,5');
    expect(formatDecimal('1234.5', 'en', { grouping: true })).toBe('1,234.5');
    expect(formatDecimal('1234.5', 'fr', { grouping: true })).toBe('1\u202f234,5');
    expect(formatDecimal('1234.5', 'de', { grouping: true })).toBe('1234,5');
    expect(formatDecimal('12345.5', 'de', { grouping: true })).toBe('12.345,5');
  });

  it('gives blank for nothing and leaves text that is no plain decimal alone', () => {
    expect(formatDecimal(null, 'fr')).toBe('');
    expect(formatDecimal(undefined, 'en')).toBe('');
    expect(formatDecimal('', 'de')).toBe('');
    expect(formatDecimal('abc', 'de')).toBe('abc');
  });

  it('reads back what it writes, in every locale', () => {
    for (const locale of ['en', 'fr', 'de'] as const) {
      for (const v of ['12.5', '0.25', '1500', '123456.75']) {
        expect(parseDecimal(formatDecimal(v, locale), locale)).toEqual(value(v));
        expect(parseDecimal(formatDecimal(v, locale, { grouping: true }), locale)).toEqual(value(v));
      }
    }
  });
});
