import type * as z from 'zod/mini';
import { fieldErrorTexts } from '../../lib/form-messages';
import type { Checked } from './checked';

/**
 * A form's check by the contract's zod schema: each field's first message, in the page's language. Apart from
 * use-form.ts so that a form checked otherwise (the week's, whose checks come with its first save) loads none of it.
 */
export function checkBySchema<Out>(schema: z.ZodMiniType<Out>, values: Record<string, unknown>): Checked<Out> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  // The contract's messages by code; each field shows its first one in the page's language.
  const errors = Object.fromEntries(
    Object.entries(fieldErrorTexts(parsed.error)).map(([field, [first]]) => [field, first ?? '']),
  );
  return { ok: false, errors };
}

/** The check of a form whose page loads the contract's schema with it (`useForm({ check: checkedBy(schema) })`). */
export const checkedBy =
  <S extends z.ZodMiniType>(schema: S) =>
  (values: Record<string, unknown>): Checked<z.output<S>> =>
    checkBySchema(schema, values) as Checked<z.output<S>>;
