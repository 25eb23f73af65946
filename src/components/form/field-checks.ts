import type * as z from 'zod/mini';
import { fieldErrorTexts } from '../../lib/form-messages';
import type { Checked } from './checked';

/**
 * A form's check that also names the first problem as the page shows it ('❌ Biceps: Ensure this value is less than
 * or equal to 200.'), with each field's own problem under it (in the page's language). The numbers the form could
 * not read in the member's locale (`unreadable`) are refused first, on their fields, and never sent; then the
 * contract's schema runs over the values.
 */
export function checkFields<S extends z.ZodMiniType>(
  schema: S,
  values: Record<string, unknown>,
  labels: Record<string, string>,
  unreadable: { fields: readonly string[]; notANumber: string } = { fields: [], notANumber: '' },
): Checked<z.output<S>> {
  const named = (fields: Record<string, string>): Checked<z.output<S>> => {
    const [field] = Object.keys(fields);
    return { ok: false, errors: fields, message: `❌ ${labels[field!] ?? field}: ${fields[field!]}` };
  };
  if (unreadable.fields.length > 0)
    return named(Object.fromEntries(unreadable.fields.map((name) => [name, unreadable.notANumber])));
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  // The contract's messages by code, in the page's language, as the API would answer them.
  const errors = Object.entries(fieldErrorTexts(parsed.error));
  return named(Object.fromEntries(errors.map(([field, messages]) => [field, messages[0] ?? ''])));
}
