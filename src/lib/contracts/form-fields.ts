import * as z from 'zod/mini';
import { DIGITS, INVALID_INTEGER, atLeast, atMost, message, refuse, schema } from './common';

/**
 * The fields forms send as text or JSON alike (numbers, a picture), shared by the profile's, the week's and the
 * goals' contracts.
 */

export const NOT_A_NUMBER = message('fields.invalidNumber', 'A valid number is required.');
const NOT_A_FILE = message(
  'fields.notAFile',
  'The submitted data was not a file. Check the encoding type on the form.',
);
const TWO_DECIMALS = message('fields.decimalPlaces', 'Ensure that there are no more than 2 decimal places.');

/** Numbers arrive as text in multipart bodies and as numbers in JSON: the trimmed text, '' for blank or null. */
const numberText = (v: unknown): string | null =>
  v === null ? '' : typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/**
 * A decimal from a form field or JSON: digits with an optional fraction, 0..max, answered with 2 decimals (the
 * columns' scale). More decimals are rounded, or refused with 'refuse'. '' or null clears the value (null);
 * 'abc', '1e309', 'NaN', 'Infinity' and JSON's Infinity are refused.
 */
export function decimalField(max: number, extraDecimals: 'round' | 'refuse') {
  return z.pipe(
    z.unknown(),
    z.transform((raw, ctx): string | null => {
      const text = numberText(raw);
      if (text === '') return null;
      if (text === null || !/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return refuse(ctx, NOT_A_NUMBER);
      const n = Number(text);
      if (!Number.isFinite(n)) return refuse(ctx, NOT_A_NUMBER);
      if (n < 0) return refuse(ctx, atLeast(0));
      if (n > max) return refuse(ctx, atMost(max));
      if (extraDecimals === 'refuse' && (text.split('.')[1] ?? '').replace(/0+$/, '').length > 2) {
        return refuse(ctx, TWO_DECIMALS);
      }
      return n.toFixed(2);
    }),
  );
}

/** A whole number 0..max from a form field or JSON; '' or null clears it. */
export function wholeNumberField(max: number) {
  return z.pipe(
    z.unknown(),
    z.transform((raw, ctx): number | null => {
      const text = numberText(raw);
      if (text === '') return null;
      const negative = text?.startsWith('-') ?? false;
      if (text === null || !DIGITS.test(negative ? text.slice(1) : text)) return refuse(ctx, INVALID_INTEGER);
      if (negative) return refuse(ctx, atLeast(0));
      const n = Number(text);
      return n > max ? refuse(ctx, atMost(max)) : n;
    }),
  );
}

/** A new picture, or nothing: '' (or absent) keeps the current one; any other text is refused, not ignored. */
export const pictureField = schema(() =>
  z.optional(
    z.pipe(
      z.union([z.instanceof(File), z.string()], NOT_A_FILE),
      z.transform((v: File | string, ctx): File | null => {
        if (typeof v !== 'string') return v;
        return v.trim() === '' ? null : refuse(ctx, NOT_A_FILE);
      }),
    ),
  ),
);
