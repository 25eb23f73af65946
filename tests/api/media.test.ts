import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';

let t: TestContext;
let member: Member;
let url: string;

beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember();
  const form = new FormData();
  form.append('image', fileOf(await png(64, 64), 'me.png', 'image/png'));
  url = (await t.request('PUT', 'user/profile/', { token: member.access, form })).json.image;
});
afterAll(async () => {
  await t.close();
});

const get = async (u: string) => (await t.app.request(u)).status;

function parts(u: string) {
  const parsed = new URL(u, 'http://x');
  return { path: parsed.pathname, exp: parsed.searchParams.get('exp')!, sig: parsed.searchParams.get('sig')! };
}

describe('a signed media link', () => {
  it('serves the picture itself from local storage while it is valid, cached no longer than the link holds', async () => {
    const res = await t.app.request(url, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('is refused with 403 when its signature is changed', async () => {
    const { path, exp, sig } = parts(url);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(await get(`${path}?exp=${exp}&sig=${flipped}`)).toBe(403);
    expect(await get(`${path}?exp=${exp}&sig=`)).toBe(403);
    expect(await get(`${path}?exp=${exp}`)).toBe(403);
  });

  it('is refused with 403 when its expiry is pushed later', async () => {
    const { path, exp, sig } = parts(url);
    expect(await get(`${path}?exp=${Number(exp) + 3600}&sig=${sig}`)).toBe(403);
  });

  it('is refused with 403 when pointed at another file', async () => {
    const { exp, sig } = parts(url);
    expect(await get(`/api/v1/media/profile/${'a'.repeat(32)}.jpg?exp=${exp}&sig=${sig}`)).toBe(403);
    expect(await get(`/api/v1/media/progress/${parts(url).path.split('/').pop()}?exp=${exp}&sig=${sig}`)).toBe(403);
  });

  it('is refused with 403 once it has expired', async () => {
    t.clock.advanceDays(1);
    expect(await get(url)).toBe(403);
    const fresh = (await t.request('GET', 'user/profile/', { token: (await t.createMember()).access })).json;
    expect(fresh.image).toBeNull();
    const renewed = (
      await t.request('POST', 'user/token/', { body: { email: member.email, password: member.password } })
    ).json;
    const again = (await t.request('GET', 'user/profile/', { token: renewed.access })).json.image;
    expect(again).not.toBe(url);
    expect(await get(again)).toBe(200);
  });
});
