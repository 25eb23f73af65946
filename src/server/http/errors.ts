import type { ErrorBody, FieldMessage, FieldMessages } from '../../lib/contracts/common';
import type { FieldCode } from '../../lib/contracts/field-errors';
import { textByCode } from '../../lib/i18n/by-code';
import { BASE_LOCALE, type Locale } from '../../lib/i18n/locales';

/**
 * An error body by code: `{detail: message, code, …extra}` or field errors `{field: [message]}`, each message with
 * its code, params and English. It becomes the spec's body in a language when it leaves the API (`bodyIn`).
 */
export type CodedBody = { detail: FieldMessage; code?: string; [extra: string]: unknown } | FieldMessages;

const isDetailBody = (body: CodedBody): body is Extract<CodedBody, { detail: FieldMessage }> =>
  typeof body['detail'] === 'object' && body['detail'] !== null && !Array.isArray(body['detail']);

/**
 * The body in `locale`: every message translated by its code (English is the message's own text). A non-field
 * error also carries its message's `params` beside `code`, so a client can act on the values (minutes, a date); a
 * field-error body lists each field's codes and params under `codes`, in the order of its texts.
 */
export function bodyIn(body: CodedBody, locale: Locale): ErrorBody {
  if (isDetailBody(body)) {
    const { detail, ...rest } = body;
    return { detail: textByCode(detail, locale), ...rest, ...(detail.params ? { params: detail.params } : {}) };
  }
  const texts: Record<string, string[]> = {};
  const codes: Record<string, FieldCode[]> = {};
  for (const [field, messages] of Object.entries(body)) {
    texts[field] = messages.map((m) => textByCode(m, locale));
    codes[field] = messages.map(({ code, params }) => (params ? { code, params } : { code }));
  }
  return { ...texts, codes };
}

/**
 * A failure the client is meant to see, thrown at the HTTP edge (guards, body parsing, `httpErrorOf` for a service's
 * failure); the app's one error handler answers it in the request's language. `body` is its English.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly coded: CodedBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(isDetailBody(coded) ? coded.detail.text : `HTTP ${status}`);
    this.name = 'HttpError';
  }

  get body(): ErrorBody {
    return bodyIn(this.coded, BASE_LOCALE);
  }
}

/** Field errors: `{"email": [INVALID_EMAIL]}`; use the key `non_field_errors` for errors about the whole payload. */
export const fieldErrors = (errors: FieldMessages) => new HttpError(400, errors);
