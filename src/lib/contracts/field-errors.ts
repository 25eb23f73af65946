import type * as z from 'zod/mini';
import type { IssueParams, MessageCode, MessageParams } from './message';

/**
 * Field errors of a zod failure, DRF-style: the first path element names the field, anything about the whole
 * payload goes under `non_field_errors`. Apart from the schemas (common.ts) so a page that shows such errors does not
 * load zod before it checks a form. Islands run the same schemas before sending and show the same messages.
 */

/**
 * A field error as code, params and English: what the server translates, and a form shows in the page's language.
 * The code is required: a field error the catalogues cannot say in another language cannot be built.
 */
export interface FieldMessage {
  readonly code: MessageCode;
  readonly params?: MessageParams;
  readonly text: string;
}
export type FieldMessages = Record<string, FieldMessage[]>;

/** A field error's code and params, as the API's field-error body lists them under `codes`. */
export interface FieldCode {
  code: MessageCode;
  params?: MessageParams;
}

/**
 * A field-error body: each field's texts in the request's language (the spec's shape, which the spec's client
 * reads), and under `codes` each field's codes and params in the same order, by which any client can say them in
 * its own words. No top-level `code`: a field may be named `code` (a sign-in code).
 */
export type FieldErrorBody = { [field: string]: string[] | Record<string, FieldCode[]> } & {
  codes: Record<string, FieldCode[]>;
};

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
  // Any other rule left to zod: zod's English stays the text (as the API has always answered it), and its code is
  // the generic one, which the catalogues translate ('Invalid input').
  return { code: 'fields.invalidInput', text: issue.message };
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
