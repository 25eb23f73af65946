import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { PICTURE_MAX_BYTES } from '../../lib/contracts/profile-limits';
import { fail, type Failed } from '../result';
import { createSlots, serverBusy, type UploadSlots } from '../services/upload-slots';
import {
  countPictureUpload,
  pictureUploadAllowed,
  sniffImage,
  TOO_LARGE,
  UNSUPPORTED_PICTURE,
} from '../services/images';
import { pictureAnswerKept } from '../services/idempotency';
import { requestRoute } from './idempotency';
import { readBody, refuseNulCharacters } from './body';
import { requestMediaType, type AppEnv } from './env';
import { httpErrorOf } from './outcomes';
import { apiMessage } from '../i18n';
import { HttpError } from './errors';
import { MultipartRefused, readMultipart, type MultipartForm } from './multipart';

/** A form with a picture: the picture's own limit and a little room for the other fields and the boundaries. */
export const UPLOAD_BODY_LIMIT = PICTURE_MAX_BYTES + 256 * 1024;

/**
 * Bodies read at once in this process. The bytes go to disk as they come, so each read holds little memory; the
 * bound keeps many slow uploads from each holding a file and a socket's buffers. Past it an upload waits, and past
 * the queue (or 30 s in it) it is answered 503 with Retry-After, unread.
 */
const BODY_READS = { slots: 8, maxWaiting: 32, maxWaitMs: 30_000 };
let bodyReads: UploadSlots | null = null;

/**
 * The route's picture form, read within its budget before the handler runs (after requireUser: a body is never read
 * for someone unknown), into `c.var.form`: multipart with at most one file, under `fileField`, that must start as
 * an image and stay within the picture's limit, and a few small text fields; or JSON (the JSON reader and its
 * 64 KB budget) when no picture is sent. A member who has sent LIMITS.pictures pictures in the window is refused
 * before anything is read (countedPicture counts each one). The file waits in DATA_DIR/uploading and is removed once the
 * answer is made, whatever it was.
 */
export function pictureForm(fileField: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (requestMediaType(c) !== 'multipart/form-data') {
      c.set('form', await readBody(c));
      return next();
    }
    const { rt, user } = c.var;
    // A picture sent again whose first answer is kept is answered from it (idempotent), whatever the count now. Only
    // a kept answer to a picture on this very route says so: any other would let any form be read past the limit.
    const key = c.req.header('idempotency-key');
    if (key === undefined || !(await pictureAnswerKept(rt, user.id, key, requestRoute(c)))) {
      const allowed = await pictureUploadAllowed(rt, user.id);
      if (!allowed.ok) throw httpErrorOf(allowed);
    }
    const folder = uploadFolder(rt.config.dataDir);
    const form: MultipartForm = { fields: Object.create(null), spooled: [] };
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // Behind the node server, straight from the socket's stream: what is left unread is thrown away by the server
    // once the answer is sent. In-process (tests), from the request's own stream.
    const source = incoming && !incoming.readableDidRead ? incoming : Readable.fromWeb(c.req.raw.body as never);
    try {
      bodyReads ??= createSlots(BODY_READS, serverBusy);
      const read = await bodyReads.run(() =>
        readMultipart(
          source,
          contentType,
          {
            fileField,
            fileMaxBytes: PICTURE_MAX_BYTES,
            fileTooLarge: fail('too_large', { detail: TOO_LARGE }),
            fieldsMaxBytes: 64 * 1024,
            maxFields: 32,
            bodyMaxBytes: UPLOAD_BODY_LIMIT,
            spoolPath: () => path.join(folder, randomBytes(16).toString('hex')),
            checkStart: (head) =>
              sniffImage(head) ? null : fail('unsupported_media', { detail: UNSUPPORTED_PICTURE }),
          },
          form,
        ).then(
          () => null,
          (err: unknown) => err,
        ),
      );
      if (!read.ok) throw httpErrorOf(read);
      // What was not read is let go: the node server throws it away after the answer.
      if (read.value !== null) throw refusal(read.value);
      c.set('form', refuseNulCharacters(form.fields));
      await next();
    } finally {
      await Promise.all(form.spooled.map((file) => rm(file, { force: true })));
    }
  };
}

/**
 * Counts the picture the form carries against the member's picture limit (after `idempotent` on routes that take
 * an Idempotency-Key, so a save sent again and answered from its kept answer counts nothing).
 */
export function countedPicture(fileField: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const picture = (c.var.form as Record<string, unknown> | undefined)?.[fileField];
    if (picture instanceof File && picture.size > 0) {
      const counted = await countPictureUpload(c.var.rt, c.var.user.id);
      if (!counted.ok) throw httpErrorOf(counted);
    }
    return next();
  };
}

/** Why a read ended early, as the error the client gets; a failing source (the client went away) as it is. */
function refusal(err: unknown): unknown {
  if (!(err instanceof MultipartRefused)) return err;
  if (err.failure === 'malformed') return new HttpError(400, { detail: apiMessage('server.malformedForm') });
  return httpErrorOf(err.failure as Failed);
}

/** Where uploads wait while they are read: DATA_DIR/uploading, emptied of what a stopped process left (once). */
function uploadFolder(dataDir: string): string {
  const folder = path.join(dataDir, 'uploading');
  if (preparedFolder === folder) return folder;
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Other processes may share DATA_DIR (WORKERS): only what is older than any upload may be is left over.
  const stale = Date.now() - 60 * 60_000;
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    try {
      if (statSync(file).mtimeMs < stale) rmSync(file, { force: true });
    } catch {
      // Gone meanwhile.
    }
  }
  preparedFolder = folder;
  return folder;
}
let preparedFolder: string | null = null;
