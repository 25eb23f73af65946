import type { apiEnglish } from '../i18n/en/api';

/**
 * A message of the API, by code. Its code names its entry in the `api` catalogues (`fields.tooLong` is
 * `apiEnglish.fields.tooLong`, translated in fr/api.ts and de/api.ts); `params` are its values (numbers, dates as
 * YYYY-MM-DD, names), put into whichever language's text; `text` is its English, the spec's words, which the API
 * answers by default and the contract keeps beside the code so that a page in English needs no catalogue.
 *
 * A message is also a zod error option: `z.string(REQUIRED)`, `z.maxLength(max, tooLong(max))`,
 * `{ ...REQUIRED, abort: true }`. zod keeps `text` as the issue's message and the issue carries the code and the
 * params (`issue.params`, read by `issueMessage`), so a form's own check is translated by code like the server's.
 */
type Api = typeof apiEnglish;
export type MessageCode = { [C in keyof Api]: `${C & string}.${keyof Api[C] & string}` }[keyof Api];
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Message {
  readonly code: MessageCode;
  readonly params?: MessageParams;
  readonly text: string;
  /** zod's error hook: stamps the issue with the code and params, and answers the English. */
  readonly error: (issue: object) => string;
}

/** What a zod issue of a message carries in `issue.params`. */
export interface IssueParams {
  code: MessageCode;
  params?: MessageParams;
}

/**
 * The message `code` whose English is `text` (with `params` already in it). Marked free of side effects so that a
 * bundle drops the messages it never uses (a failure table an island imports its contract beside).
 */
/* @__NO_SIDE_EFFECTS__ */
export function message(code: MessageCode, text: string, params?: MessageParams): Message {
  const stamp: IssueParams = params ? { code, params } : { code };
  return {
    code,
    text,
    ...(params ? { params } : {}),
    error: (issue) => {
      (issue as { params?: IssueParams }).params = stamp;
      return text;
    },
  };
}

const SMALL_COUNTS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count as the spec's English writes it in a sentence: 'ten years', '20 days' (words up to ten). */
export const englishCount = (n: number): string => SMALL_COUNTS[n] ?? String(n);
