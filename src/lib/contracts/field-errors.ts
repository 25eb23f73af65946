import type * as z from 'zod/mini';

/**
 * Field errors of a zod failure, DRF-style: the first path element names the field, anything about the whole
 * payload goes under `non_field_errors`. Apart from the schemas (common.ts) so a page that shows such errors does not
 * load zod before it checks a form. Islands run the same schemas before sending and show the same messages.
 */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
