import type * as z from 'zod/mini';
import { fieldErrorTexts } from '../lib/form-messages';

/**
 * Runs the contract's schema over a form's fields before anything is sent: the values to send, or the first
 * problem as the page shows it ('❌ Biceps: Ensure this value is less than or equal to 200.') with each field's own
 * problem (`fields`, in the page's language) for the forms that show it under the field.
 */
export function checkFields<S extends z.ZodMiniType>(
  schema: S,
  values: Record<string, unknown>,
  labels: Record<string, string>,
): { ok: true; value: z.output<S> } | { ok: false; message: string; fields: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  // The contract's messages by code, in the page's language, as the API would answer them.
  const errors = Object.entries(fieldErrorTexts(parsed.error));
  const fields = Object.fromEntries(errors.map(([field, messages]) => [field, messages[0] ?? '']));
  const [field] = errors[0]!;
  return { ok: false, message: `❌ ${labels[field] ?? field}: ${fields[field]}`, fields };
}
