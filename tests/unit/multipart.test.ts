import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MultipartRefused,
  readMultipart,
  type MultipartBudget,
  type MultipartForm,
} from '../../src/server/http/multipart';
import { fail } from '../../src/server/result';

let folder: string;
let written = 0;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'fitgroup-multipart-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const budget = (more: Partial<MultipartBudget> = {}): MultipartBudget => ({
  fileField: 'image',
  fileMaxBytes: 1_000_000,
  fileTooLarge: fail('too_large'),
  fieldsMaxBytes: 64 * 1024,
  maxFields: 32,
  bodyMaxBytes: 2_000_000,
  spoolPath: () => path.join(folder, `upload-${(written += 1)}`),
  ...more,
});

/** The body and content type a browser sends for `form` (the boundary is the fetch API's own). */
function encode(form: FormData): { body: Readable; type: string } {
  const request = new Request('http://test/', { method: 'POST', body: form });
  return { body: Readable.fromWeb(request.body as never), type: request.headers.get('content-type')! };
}

const raw = (text: string | Uint8Array) => Readable.from([Buffer.from(text)]);

async function read(body: Readable, type: string, b = budget()): Promise<MultipartForm> {
  const form: MultipartForm = { fields: Object.create(null), spooled: [] };
  await readMultipart(body, type, b, form);
  return form;
}

async function refusal(body: Readable, type: string, b = budget()): Promise<MultipartRefused> {
  const form: MultipartForm = { fields: Object.create(null), spooled: [] };
  const err = await readMultipart(body, type, b, form).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MultipartRefused);
  return err as MultipartRefused;
}

const reasonOf = (err: MultipartRefused) => (err.failure === 'malformed' ? 'malformed' : err.failure.reason);

describe('reading a multipart body as it streams in', () => {
  it('reads text fields as strings and writes the file to disk, with its bytes, name and type', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    const form = new FormData();
    form.set('first_name', 'Zoë');
    form.set('image', new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
    const { body, type } = encode(form);

    const { fields, spooled } = await read(body, type);

    expect(fields['first_name']).toBe('Zoë');
    const file = fields['image'] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('photo.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(spooled).toHaveLength(1);
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it('keeps the last value when a name repeats', async () => {
    const form = new FormData();
    form.append('notes', 'first');
    form.append('notes', 'second');
    const { body, type } = encode(form);

    expect((await read(body, type)).fields['notes']).toBe('second');
  });

  it('reads an empty file input as an empty file', async () => {
    const form = new FormData();
    form.set('image', new File([], '', { type: 'application/octet-stream' }));
    const { body, type } = encode(form);

    const file = (await read(body, type)).fields['image'] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.size).toBe(0);
  });

  it('gives a field named __proto__ no way into the prototype', async () => {
    const form = new FormData();
    form.set('__proto__', 'polluted');
    const { body, type } = encode(form);

    const { fields } = await read(body, type);
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses a content type without a boundary', async () => {
    expect(reasonOf(await refusal(raw('anything'), 'multipart/form-data'))).toBe('malformed');
  });

  it('refuses a body cut off in the middle of a part', async () => {
    const cut = '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nhalf a pict';
    expect(reasonOf(await refusal(raw(cut), 'multipart/form-data; boundary=x'))).toBe('malformed');
  });
});

describe('refusing what the budget does not allow, without reading the rest', () => {
  function parts(count: number, body: (i: number) => string): Readable {
    let text = '';
    for (let i = 0; i < count; i++) text += `--x\r\n${body(i)}`;
    return raw(`${text}--x--\r\n`);
  }
  const file = (name: string, bytes: string) =>
    `Content-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${bytes}\r\n`;

  it('refuses a form with more fields than the budget allows', async () => {
    const body = parts(100, (i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`);
    expect(reasonOf(await refusal(body, 'multipart/form-data; boundary=x'))).toBe('unexpected_part');
  });

  it('refuses a file under another name at once, writing nothing', async () => {
    const body = parts(1, () => file('attachment', 'xx'));
    expect(reasonOf(await refusal(body, 'multipart/form-data; boundary=x'))).toBe('unexpected_part');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a second file', async () => {
    const body = parts(2, () => file('image', 'xx'));
    expect(reasonOf(await refusal(body, 'multipart/form-data; boundary=x'))).toBe('unexpected_part');
  });

  it('refuses a part without a name', async () => {
    const body = parts(1, () => `Content-Disposition: form-data\r\n\r\nv\r\n`);
    expect(reasonOf(await refusal(body, 'multipart/form-data; boundary=x'))).toBe('malformed');
  });

  it("refuses a file past its own limit with the budget's failure", async () => {
    const body = parts(1, () => file('image', 'y'.repeat(5_000)));
    const err = await refusal(body, 'multipart/form-data; boundary=x', budget({ fileMaxBytes: 1_000 }));
    expect(reasonOf(err)).toBe('too_large');
  });

  it('refuses text fields past their budget', async () => {
    const body = parts(2, (i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\n${'z'.repeat(40_000)}\r\n`);
    expect(reasonOf(await refusal(body, 'multipart/form-data; boundary=x'))).toBe('body_too_large');
  });

  it('refuses a body past its budget, however it is cut into parts', async () => {
    const body = raw(`${'preamble '.repeat(300_000)}--x--\r\n`);
    expect(reasonOf(await refusal(body, 'multipart/form-data; boundary=x'))).toBe('body_too_large');
  });

  it('refuses a file whose first bytes the budget refuses, before writing it', async () => {
    const body = parts(1, () => file('image', 'not a picture at all'));
    const err = await refusal(
      body,
      'multipart/form-data; boundary=x',
      budget({ checkStart: () => fail('unsupported_media') }),
    );
    expect(reasonOf(err)).toBe('unsupported_media');
  });

  it('passes on a short file that the check accepts', async () => {
    const body = parts(1, () => file('image', 'ok'));
    const seen: string[] = [];
    const { fields } = await read(
      body,
      'multipart/form-data; boundary=x',
      budget({ checkStart: (head) => (seen.push(Buffer.from(head).toString()), null) }),
    );
    expect(seen).toEqual(['ok']);
    expect(await (fields['image'] as File).text()).toBe('ok');
  });

  it('rejects with the source’s own error when the client goes away', async () => {
    const source = new Readable({ read() {} });
    source.push('--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc');
    const form: MultipartForm = { fields: Object.create(null), spooled: [] };
    const reading = readMultipart(source, 'multipart/form-data; boundary=x', budget(), form);
    source.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    await expect(reading).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
