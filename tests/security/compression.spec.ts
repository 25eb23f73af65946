import sharp from 'sharp';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { uniqueEmail } from '../e2e/helpers';

/**
 * Compression by the built server (src/server/http/compression.ts): the client build's text files are sent from
 * their precompressed siblings (integrations/precompress.ts) by Accept-Encoding, dynamic JSON and pages are
 * compressed on the fly, pictures never are, and every text answer says `Vary: Accept-Encoding`.
 *
 * Playwright's request client decompresses bodies itself; the headers still show what was sent.
 */

const BROTLI = { 'Accept-Encoding': 'gzip, deflate, br' };
const GZIP_ONLY = { 'Accept-Encoding': 'gzip' };
const IDENTITY = { 'Accept-Encoding': 'identity' };
const PASSWORD = 'compression spec password';

function expectVary(response: APIResponse, what: string) {
  expect(response.headers()['vary'] ?? '', `${what}: Vary`).toMatch(/\baccept-encoding\b/i);
}

/** The first asset of this kind, over 1 KB (smaller ones are sent as they are), linked from the public pages. */
async function assetOver1Kb(request: APIRequestContext, extension: 'js' | 'css'): Promise<string> {
  const seen = new Set<string>();
  for (const page of ['/', '/login/', '/register/']) {
    const html = await (await request.get(page)).text();
    for (const [, url] of html.matchAll(/(?:src|href)="(\/_astro\/[^"]+)"/g)) {
      if (!url!.endsWith('.' + extension) || seen.has(url!)) continue;
      seen.add(url!);
      const plain = await request.get(url!, { headers: IDENTITY });
      if ((await plain.body()).byteLength >= 1024) return url!;
    }
  }
  throw new Error(`no .${extension} asset over 1 KB linked from the public pages (saw ${[...seen].join(', ')})`);
}

for (const [kind, type] of [
  ['js', /^text\/javascript/],
  ['css', /^text\/css/],
] as const) {
  test(`a ${kind.toUpperCase()} asset is sent precompressed in brotli or gzip by Accept-Encoding, else as it is`, async ({
    request,
  }) => {
    const url = await assetOver1Kb(request, kind);
    const plain = await request.get(url, { headers: IDENTITY });
    const original = await plain.body();

    const br = await request.get(url, { headers: BROTLI });
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['content-type']).toMatch(type);
    expect(Number(br.headers()['content-length'])).toBeLessThan(original.byteLength);
    expect(await br.body()).toEqual(original);
    expectVary(br, 'br');

    const gzip = await request.get(url, { headers: GZIP_ONLY });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['content-type']).toMatch(type);
    expect(await gzip.body()).toEqual(original);
    expectVary(gzip, 'gzip');

    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(plain.headers()['content-type']).toMatch(type);
    expect(Number(plain.headers()['content-length'])).toBe(original.byteLength);
    expectVary(plain, 'identity');

    // Each representation has its own validator, and a refused coding (q=0) is not sent.
    expect(br.headers()['etag']).not.toBe(plain.headers()['etag']);
    const refused = await request.get(url, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' } });
    expect(refused.headers()['content-encoding']).toBe('gzip');
  });
}

test('the prerendered home is sent precompressed too', async ({ request }) => {
  const home = await request.get('/', { headers: BROTLI });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['content-type']).toMatch(/^text\/html/);
  expectVary(home, 'home');
});

test('an SSR page is compressed on the fly, and sent as it is to a client that accepts no coding', async ({
  request,
}) => {
  const br = await request.get('/login/', { headers: BROTLI });
  expect(br.status()).toBe(200);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['content-type']).toMatch(/^text\/html/);
  expect(await br.text()).toContain('<html');
  expectVary(br, 'page br');

  const gzip = await request.get('/login/', { headers: GZIP_ONLY });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  const plain = await request.get('/login/', { headers: IDENTITY });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expectVary(plain, 'page identity');
});

test('an API JSON answer is compressed on the fly', async ({ request }) => {
  const terms = await request.get('/api/v1/terms/', { headers: BROTLI });
  expect(terms.status()).toBe(200);
  // Brotli from src/server/http/compression.ts, the one place answers are compressed.
  expect(terms.headers()['content-encoding']).toBe('br');
  expect(terms.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(((await terms.json()) as { title?: string }).title).toBeTruthy();
  expectVary(terms, 'terms');

  const gzip = await request.get('/api/v1/terms/', { headers: GZIP_ONLY });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

test('a short API answer is sent as it is: compressing it would only cost time', async ({ request }) => {
  const health = await request.get('/api/v1/health', { headers: BROTLI });
  expect(health.status()).toBe(200);
  expect(health.headers()['content-encoding']).toBeUndefined();
});

test('a picture from /api/v1/media is never compressed', async ({ request }) => {
  const email = uniqueEmail('compression');
  expect(
    (
      await request.post('/api/v1/user/register/', {
        data: { full_name: 'Cora Coding', email, password: PASSWORD, password2: PASSWORD },
      })
    ).status(),
  ).toBe(201);
  const { access } = (await (
    await request.post('/api/v1/user/token/', { data: { email, password: PASSWORD } })
  ).json()) as { access: string };
  const auth = { Authorization: `Bearer ${access}` };
  await request.post('/api/v1/terms/accept/', { headers: auth });
  // Noise: a JPEG of several kilobytes, so its size is no reason to leave it alone.
  const picture = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const saved = await request.put('/api/v1/user/profile/', {
    headers: auth,
    multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(saved.status()).toBe(200);
  const { image } = (await saved.json()) as { image: string };
  expect(image).toMatch(/^\/api\/v1\/media\//);

  const media = await request.get(image, { headers: BROTLI });
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('image/jpeg');
  expect(media.headers()['content-encoding']).toBeUndefined();
  expect((await media.body()).byteLength).toBeGreaterThan(1024);
});
