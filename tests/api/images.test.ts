import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { HTML, SVG, fileOf, hugeBlackPng, jpegWithExif, png } from '../fixtures/profile/images';
import { storedFiles } from '../fixtures/profile/storage';

let t: TestContext;
let member: Member;

beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember();
});
afterAll(async () => {
  await t.close();
});

async function upload(file: File, occupation = 'Photographer') {
  const form = new FormData();
  form.append('image', file);
  form.append('occupation', occupation);
  return t.request('PUT', 'user/profile/', { token: member.access, form });
}

async function fetchMedia(url: string) {
  const res = await t.app.request(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a profile picture upload', () => {
  it('stores a PNG as a JPEG served with nosniff', async () => {
    const res = await upload(fileOf(await png(1200, 900), 'me.png', 'image/png'));
    expect(res.status).toBe(200);
    const media = await fetchMedia(res.json.image);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(media.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('strips EXIF and GPS from a photo', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(fileOf(original, 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const stored = (await fetchMedia(res.json.image)).bytes;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });
});

describe('a refused picture', () => {
  let before: string[];
  let imageBefore: string | null;

  beforeAll(async () => {
    before = storedFiles(t.dataDir);
    imageBefore = (await t.request('GET', 'user/profile/', { token: member.access })).json.image;
  });

  async function expectNothingStored() {
    expect(storedFiles(t.dataDir)).toEqual(before);
    const profile = (await t.request('GET', 'user/profile/', { token: member.access })).json;
    expect(profile.image).toBe(imageBefore);
    expect(profile.occupation).toBe('Photographer');
  }

  it('is an SVG: 415, and the fields sent with it are not saved either', async () => {
    const res = await upload(fileOf(SVG, 'logo.svg', 'image/svg+xml'), 'Refused with its picture');
    expect(res.status).toBe(415);
    expect(res.json.detail).toMatch(/not supported/);
    await expectNothingStored();
  });

  it('is HTML renamed .jpg: 415', async () => {
    const res = await upload(fileOf(HTML, 'cat.jpg', 'image/jpeg'));
    expect(res.status).toBe(415);
    await expectNothingStored();
  });

  it('is a truncated JPEG: 400 on the image field', async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const res = await upload(fileOf(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg', 'image/jpeg'));
    expect(res.status).toBe(400);
    expect(res.json.image[0]).toMatch(/could not be read/);
    await expectNothingStored();
  });

  it('is a 30000x30000 PNG (a decompression bomb): 400 before decoding', async () => {
    const bomb = hugeBlackPng(30000, 30000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30000);
    const res = await upload(fileOf(bomb, 'bomb.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.json.image[0]).toMatch(/too many pixels/);
    await expectNothingStored();
  });

  it('is 50 MB + 1 byte: 413', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1);
    (await png(10, 10)).copy(big);
    const res = await upload(fileOf(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    await expectNothingStored();
  });

  it('is far over the limit: 413 from the body limit, before the form is read', async () => {
    const huge = Buffer.alloc(51 * 1024 * 1024);
    const res = await upload(fileOf(huge, 'huge.jpg', 'image/jpeg'));
    expect(res.status).toBe(413);
    await expectNothingStored();
  });
});

describe('the body limit and the body reader', () => {
  it('see the same media type: JSON labelled with a multipart boundary still gets the JSON budget', async () => {
    const body = JSON.stringify({ occupation: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.request('PATCH', 'user/profile/', {
      token: member.access,
      body,
      headers: { 'content-type': 'application/json; boundary=multipart/form-data' },
    });
    expect(res.status).toBe(413);
  });

  it('refuse a multipart body of many tiny parts before reading it all: 400', async () => {
    let text = '';
    for (let i = 0; i < 5_000; i++) text += `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n\r\n`;
    const res = await t.request('PATCH', 'user/profile/', {
      token: member.access,
      body: `${text}--x--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ detail: 'Unexpected part in form data.', code: 'unexpected_part' });
  });
});
