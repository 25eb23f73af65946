import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { fail } from '../result';
import { readBody, refuseNulCharacters } from './body';
import { requestMediaType } from './env';
import { HttpError } from './errors';
import { httpErrorOf } from './outcomes';
import { apiMessage } from '../i18n';
import { MultipartRefused, readMultipart, type MultipartForm } from './multipart';

/** A form of a few short text fields: no file, at most this much in all. */
const TEXT_FORM_BYTES = 8 * 1024;

/**
 * The body of a route the spec has the client send as form data although it takes no file (the password change,
 * before anyone is signed in): multipart within a budget small enough to read for anyone (8 KB, 8 fields, no file
 * part), or JSON. Anything past it ends the read at once, as on the picture routes (picture-form.ts).
 */
export async function readTextForm(c: Context): Promise<Record<string, unknown>> {
  if (requestMediaType(c) !== 'multipart/form-data') return readBody(c);
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const source = incoming && !incoming.readableDidRead ? incoming : Readable.fromWeb(c.req.raw.body as never);
  const form: MultipartForm = { fields: Object.create(null), spooled: [] };
  try {
    await readMultipart(
      source,
      c.req.header('content-type') ?? '',
      {
        // No name matches: every file part is unexpected.
        fileField: '',
        fileMaxBytes: 0,
        fileTooLarge: fail('body_too_large'),
        fieldsMaxBytes: TEXT_FORM_BYTES,
        maxFields: 8,
        bodyMaxBytes: TEXT_FORM_BYTES,
        spoolPath: () => {
          throw new Error('a text form writes no file');
        },
      },
      form,
    );
  } catch (err) {
    if (!(err instanceof MultipartRefused)) throw err;
    if (err.failure === 'malformed') throw new HttpError(400, { detail: apiMessage('server.malformedForm') });
    throw httpErrorOf(err.failure);
  }
  return refuseNulCharacters(form.fields);
}
