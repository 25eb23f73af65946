import type { Context } from 'hono';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { HttpError, fieldErrors } from './errors';
import { NULL_CHARACTERS, fieldMessagesOf, idField, type FieldMessages } from '../../lib/contracts/common';
import { apiMessage } from '../i18n';
import { fail } from '../result';
import { httpErrorOf } from './outcomes';
import { requestMediaType } from './env';

// zod's English messages for what the contracts leave to zod (a number sent where text goes: 'Invalid input: expected
// string, received number'). zod/mini ships no locale: the API answers them as classic zod did, while the browser,
// whose forms only ever hand the contracts text, does without the locale's bytes.
z.config(en());

/**
 * Reads a JSON body into a plain record (within the 64 KB budget of body-budget.ts).
 * Malformed JSON is a 400 with a detail, never a stack trace.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  return refuseNulCharacters(await readRecord(c));
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any field would fail the INSERT with a 500. Refused up front with
 * DRF's message for the same rule.
 */
export function refuseNulCharacters(body: Record<string, unknown>): Record<string, unknown> {
  const errors: FieldMessages = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('\u0000')) errors[name] = [NULL_CHARACTERS];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return body;
}

/**
 * The body as JSON, the only type every route takes (picture routes also take multipart: picture-form.ts). Anything
 * else is refused with 415 without being read; no body at all is an empty record.
 */
async function readRecord(c: Context): Promise<Record<string, unknown>> {
  const type = requestMediaType(c);
  if (type !== 'application/json' && type !== '') throw httpErrorOf(fail('unsupported_body'));
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  if (type === '') throw httpErrorOf(fail('unsupported_body'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, { detail: apiMessage('server.malformedJson') });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, { detail: apiMessage('server.expectedObject') });
  }
  return parsed as Record<string, unknown>;
}

/** Runs a zod schema; failures become DRF-style field errors (`{"field": ["message"]}`). */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw fieldErrors(fieldMessagesOf(result.error));
}

/** Parses and validates the request body in one step. */
export async function parseBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  return validate(schema, await readBody(c));
}

/** A positive integer path parameter, read as the contracts read ids, or 404 (an id that cannot exist is not found). */
export function idParam(c: Context, name: string): number {
  const parsed = idField.safeParse(c.req.param(name) ?? '');
  if (!parsed.success) throw httpErrorOf(fail('not_found'));
  return parsed.data;
}
