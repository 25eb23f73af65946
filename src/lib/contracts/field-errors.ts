import type * as z from 'zod/mini';
import type { IssueParams, MessageCode, MessageParams } from './message';

/**
 * Field errors of a zod failure, DRF-style: the first path element names the field, anything about the whole
 * payload goes under `non_field_errors`. Apart from the schemas (common.ts) so a page that shows such errors does not
 * load zod before it checks a form. Islands run the same schemas before sending and show the same messages.
 */

/** A field error as code, params and English: what the server translates, and a form shows in the page's language. */
export interface FieldMessage {
  readonly code?: MessageCode;
  readonly params?: MessageParams;
  readonly text: string;
}
export type FieldMessages = Record<string, FieldMessage[]>;

type Issue = z.core.$ZodIssue;

/**
 * An issue's message by code. The contracts' messages stamp their code on the issue (message.ts); the rest are
 * zod's own words for a value of the wrong type, which the server's zod locale writes (http/body.ts).
 */
export function issueMessage(issue: Issue): FieldMessage {
  const stamped = (issue as { params?: Partial<IssueParams> }).params;
  if (stamped?.code)
    return { code: stamped.code, text: issue.message, ...(stamped.params ? { params: stamped.params } : {}) };
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input: expected')) {
    const received = /received (\w+)$/.exec(issue.message)?.[1] ?? '';
    return { code: 'fields.wrongType', params: { expected: issue.expected, received }, text: issue.message };
  }
  return issue.message === 'Invalid input'
    ? { code: 'fields.invalidInput', text: issue.message }
    : { text: issue.message };
}

const fieldOf = (issue: Issue): string => (issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors');

/** The failure's field errors with their codes. */
export function fieldMessagesOf(error: z.core.$ZodError): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of error.issues) errors[fieldOf(issue)] = [...(errors[fieldOf(issue)] ?? []), issueMessage(issue)];
  return errors;
}

/** The failure's field errors in English, as the API's body writes them (`{"email": ["…"]}`). */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) errors[fieldOf(issue)] = [...(errors[fieldOf(issue)] ?? []), issue.message];
  return errors;
}
