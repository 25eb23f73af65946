import * as z from 'zod/mini';
import { INVALID_EMAIL, REQUIRED, choiceOf, isEmail, schema, tooLong, type FailureTable } from './common';
import { FULL_NAME_MAX } from './profiles';

/** Support: a member's message to the support address (POST support/contact/). */

export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = 'medium';

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;

export const SUPPORT_RECEIVED = 'Your message has been sent.';

/** Text that must be there, trimmed; blank reads as missing. */
const filled = schema(() => z.string(REQUIRED).check(z.trim(), z.minLength(1, { ...REQUIRED, abort: true })));
/** Name and subject end up in mail headers: one line only. */
const oneLine = (max: number) =>
  z.pipe(
    filled.check(z.maxLength(max, tooLong(max))),
    z.transform((v: string) => v.replace(/\s+/g, ' ')),
  );

export const supportMessageSchema = schema(() =>
  z.object({
    // The form fills in the member's full name: any name a member may have fits.
    name: oneLine(FULL_NAME_MAX),
    // A well-formed address has no whitespace and a bounded length.
    email: filled.check(z.refine(isEmail, INVALID_EMAIL)),
    subject: oneLine(SUPPORT_SUBJECT_MAX),
    message: filled.check(z.maxLength(SUPPORT_MESSAGE_MAX, tooLong(SUPPORT_MESSAGE_MAX))),
    priority: z._default(
      z.optional(z.enum(SUPPORT_PRIORITIES, choiceOf(SUPPORT_PRIORITIES))),
      DEFAULT_SUPPORT_PRIORITY,
    ),
  }),
);
export type SupportMessageInput = z.input<typeof supportMessageSchema>;
export type SupportMessage = z.output<typeof supportMessageSchema>;

/** The answer to a message sent: its number, and a sentence. */
export interface SupportReceiptJson {
  id: number;
  message: string;
}

export const toSupportReceiptJson = (id: number): SupportReceiptJson => ({ id, message: SUPPORT_RECEIVED });

/** Why a support request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const supportFailures = {} as const satisfies FailureTable;
