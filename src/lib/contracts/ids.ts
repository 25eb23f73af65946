/**
 * What counts as an id of ours, apart from the schemas (common.ts builds idField on it): the staff screen reads ids
 * out of profiles with it on load, without zod.
 */

/** The largest id PostgreSQL's integer holds: anything past it is not an id of ours. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id given as a number or a string of digits (surrounding spaces allowed), else null. */
export function idOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}
