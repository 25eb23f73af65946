/**
 * What counts as an id of ours, apart from the schemas (common.ts builds idField on it): the staff screen reads ids
 * out of profiles with it on load, without zod.
 */

/** The largest id PostgreSQL's integer holds: anything past it is not an id of ours. */
export const MAX_ID = 2_147_483_647;

/** A whole number as a query string or a form writes it: an optional minus, at most 10 digits. */
export const INTEGER_TEXT = /^-?\d{1,10}$/;

/** A value read as a whole number when it is one written as text (surrounding spaces allowed); else as it was. */
export const integerOf = (value: unknown): unknown =>
  typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value.trim()) : value;

/** A positive integer id given as a number or a string of digits (surrounding spaces allowed), else null. */
export function idOf(value: unknown): number | null {
  const id = integerOf(value);
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}
