import type * as z from 'zod/mini';
import { issueMessage, type FieldMessage } from './contracts/field-errors';
import { textByCode } from './i18n/by-code';
import { $locale } from './i18n/text';

/**
 * A form's own checks in the page's language: the contract's messages by code, from the page's inline catalogue (no
 * page loads the API's messages). Apart from messages.ts so that pages that only show the server's answers do
 * without it.
 */

/** A message by code (a contract's, a zod issue's) in the page's language. */
export const messageText = (message: FieldMessage): string => textByCode(message, $locale.get());

/** A zod issue of a contract's schema in the page's language. */
export const issueText = (issue: z.core.$ZodIssue): string => messageText(issueMessage(issue));

/** A schema's failure as field errors (`{"email": ["…"]}`) in the page's language, as the server would answer it. */
export function fieldErrorTexts(error: z.core.$ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    fields[field] = [...(fields[field] ?? []), issueText(issue)];
  }
  return fields;
}
