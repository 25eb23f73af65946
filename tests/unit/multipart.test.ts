import { describe, expect, it } from 'vitest';
import { MalformedMultipart, readMultipart } from '../../src/server/http/multipart';

/** The body and content type a browser sends for `form` (the boundary is the fetch API's own). */
function encode(form: FormData): { body: ReadableStream<Uint8Array>; type: string } {
  const request = new Request('http://test/', { method: 'POST', body: form });
  return { body: request.body!, type: request.headers.get('content-type')! };
}

function raw(text: string): ReadableStream<Uint8Array> {
  return new Response(text).body!;
}

describe('reading a multipart body as it streams in', () => {
  it('reads text fields as strings and a file with its bytes, name and type', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    const form = new FormData();
    form.set('first_name', 'Zoë');
    form.set('image', new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
    const { body, type } = encode(form);

    const record = await readMultipart(body, type);

    expect(record['first_name']).toBe('Zoë');
    const file = record['image'] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('photo.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('keeps the last value when a name repeats', async () => {
    const form = new FormData();
    form.append('notes', 'first');
    form.append('notes', 'second');
    const { body, type } = encode(form);

    expect((await readMultipart(body, type))['notes']).toBe('second');
  });

  it('reads an empty file input as an empty file', async () => {
    const form = new FormData();
    form.set('image', new File([], '', { type: 'application/octet-stream' }));
    const { body, type } = encode(form);

    const file = (await readMultipart(body, type))['image'] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.size).toBe(0);
  });

  it('never cuts a long text field short, so the contract can refuse it with its own message', async () => {
    const long = 'x'.repeat(2_000_000);
    const form = new FormData();
    form.set('medical_history', long);
    const { body, type } = encode(form);

    expect((await readMultipart(body, type))['medical_history']).toHaveLength(long.length);
  });

  it('gives a field named __proto__ no way into the prototype', async () => {
    const form = new FormData();
    form.set('__proto__', 'polluted');
    const { body, type } = encode(form);

    const record = await readMultipart(body, type);
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses a content type without a boundary', async () => {
    await expect(readMultipart(raw('anything'), 'multipart/form-data')).rejects.toBeInstanceOf(MalformedMultipart);
  });

  it('refuses a body cut off in the middle of a part', async () => {
    const cut = '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nhalf a pict';
    await expect(readMultipart(raw(cut), 'multipart/form-data; boundary=x')).rejects.toBeInstanceOf(MalformedMultipart);
  });

  it('reads no fields from a missing body', async () => {
    expect(await readMultipart(null, 'multipart/form-data; boundary=x')).toEqual({});
  });
});

describe('refusing multipart bodies built to cost more than their size', () => {
  function parts(count: number, body: (i: number) => string): ReadableStream<Uint8Array> {
    let text = '';
    for (let i = 0; i < count; i++) text += `--x\r\n${body(i)}`;
    return raw(`${text}--x--\r\n`);
  }

  it('refuses a form with more fields than any form of the API has', async () => {
    const body = parts(100, (i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`);
    await expect(readMultipart(body, 'multipart/form-data; boundary=x')).rejects.toBeInstanceOf(MalformedMultipart);
  });

  it('refuses a second file', async () => {
    const body = parts(2, (i) => `Content-Disposition: form-data; name="f${i}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`);
    await expect(readMultipart(body, 'multipart/form-data; boundary=x')).rejects.toBeInstanceOf(MalformedMultipart);
  });

  it('refuses a part without a name', async () => {
    const body = parts(1, () => `Content-Disposition: form-data\r\n\r\nv\r\n`);
    await expect(readMultipart(body, 'multipart/form-data; boundary=x')).rejects.toBeInstanceOf(MalformedMultipart);
  });
});
