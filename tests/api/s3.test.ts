import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../helpers/context';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { fileOf, png } from '../fixtures/profile/images';
import { storedFiles } from '../fixtures/profile/storage';
import { s3Storage } from '../../src/server/storage/s3';
import { API_CSP, applySecurityHeaders } from '../../src/server/http/security-headers';
import { baselinePageCsp } from '../../src/lib/content-security-policy';

/**
 * The app against a real S3-compatible server (s3rver, started here): pictures go into the bucket path-style, and
 * the app's signed media links answer with a redirect to a presigned URL, so the bytes come from S3, never the app.
 */
let s3: S3Server;
let t: TestContext;

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'fitgroup-media' });
  t = await createTestContext({ ...s3.env, S3_REGION: 'eu-west-1' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function uploadPicture(token: string, width: number) {
  const form = new FormData();
  form.append('image', fileOf(await png(width, width), 'me.png', 'image/png'));
  return t.request('PUT', 'user/profile/', { token, form });
}

/** The app's answer to a media link, without following its redirect. */
const openLink = (link: string) => t.app.request(link, { redirect: 'manual' });

const objectName = (link: string) => new URL(link, 'http://x').pathname.split('/').pop()!;

describe('pictures on S3-compatible storage', () => {
  it('stores the upload in the bucket and nothing locally', async () => {
    const member = await t.createMember();
    const res = await uploadPicture(member.access, 120);
    expect(res.status).toBe(200);
    expect(s3.keys()).toContain(`profile/${objectName(res.json.image)}`);
    expect(storedFiles(t.dataDir)).toEqual([]);
  });

  it('answers a media link with a redirect to a presigned URL on the S3 endpoint, which serves the picture', async () => {
    const member = await t.createMember();
    const link = (await uploadPicture(member.access, 120)).json.image;
    const media = await openLink(link);
    expect(media.status).toBe(302);
    expect(await media.text()).toBe('');
    // The link works for an hour, rounded up to 10 minutes: the redirect is cached as long, never longer.
    const maxAge = Number(media.headers.get('cache-control')!.match(/^private, max-age=(\d+)$/)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    expect(maxAge).toBeLessThanOrEqual(4200);

    const location = new URL(media.headers.get('location')!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.pathname).toBe(`/fitgroup-media/profile/${objectName(link)}`);
    expect(location.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(location.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBe(maxAge);

    const picture = await fetch(location);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(picture.headers.get('cache-control')).toBe(`private, max-age=${maxAge}`);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(120);
  });

  it('refuses a forged or expired link itself, without a redirect', async () => {
    const member = await t.createMember();
    const link = (await uploadPicture(member.access, 64)).json.image as string;
    const forged = link.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    const refused = await openLink(forged);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('location')).toBeNull();

    t.clock.advanceDays(1);
    const expired = await openLink(link);
    expect(expired.status).toBe(403);
    expect(expired.headers.get('location')).toBeNull();
  });

  it('removes the old object when the picture is replaced, and every object when the account is deleted', async () => {
    const member = await t.createMember();
    const first = objectName((await uploadPicture(member.access, 90)).json.image);
    const second = objectName((await uploadPicture(member.access, 100)).json.image);
    expect(s3.keys()).not.toContain(`profile/${first}`);
    expect(s3.keys()).toContain(`profile/${second}`);
    const res = await t.request('POST', 'user/delete-account/', {
      token: member.access,
      body: { confirmation: 'delete my account', email: member.email, password: member.password },
    });
    expect(res.status).toBe(200);
    expect(s3.keys()).not.toContain(`profile/${second}`);
  });

  it('leads to a 404 from S3 for a link to an object that is gone', async () => {
    const member = await t.createMember();
    const link = (await uploadPicture(member.access, 80)).json.image;
    await t.rt.storage.delete(`profile/${objectName(link)}`);
    const media = await openLink(link);
    expect(media.status).toBe(302);
    expect((await fetch(media.headers.get('location')!)).status).toBe(404);
  });
});

describe('S3 storage', () => {
  const KEY = 'profile/abcdefghijklmnopqrstuvwx.jpg';
  const settings = () => ({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  });

  it('puts, gets and deletes an object; a missing one reads as null and deletes quietly', async () => {
    const storage = s3Storage(settings());
    await storage.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await storage.get(KEY))?.toString()).toBe('jpeg bytes');
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make before sending anything', async () => {
    const storage = s3Storage(settings());
    await expect(storage.put('../secret.key', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('invalid storage key');
    expect(await storage.get('profile/../../x.jpg')).toBeNull();
    await expect(storage.presignedGetUrl!('nope', 60)).rejects.toThrow('invalid storage key');
  });

  it('names the S3 error code when S3 refuses, never the secret', async () => {
    const storage = s3Storage({ ...settings(), accessKeyId: 'NOBODY', secretAccessKey: 'a-secret-nobody-may-see' });
    const failure = await storage.put(KEY, Buffer.from('x'), 'image/jpeg').catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(`S3 PUT of ${KEY} failed: HTTP 403 InvalidAccessKeyId`);
    expect((failure as Error).message).not.toContain('a-secret-nobody-may-see');
  });

  it('presigns a GET that works until it expires', async () => {
    const storage = s3Storage(settings());
    await storage.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg');
    const url = await storage.presignedGetUrl!(KEY, 1);
    const now = await fetch(url);
    expect(now.status).toBe(200);
    expect(await now.text()).toBe('jpeg bytes');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await fetch(url)).status).toBe(403);
    await storage.delete(KEY);
  });

  it('keeps a path below the endpoint (an S3 behind a prefix) in front of the bucket', async () => {
    const storage = s3Storage({ ...settings(), endpoint: `${s3.endpoint}/storage/` });
    const url = new URL(await storage.presignedGetUrl!(KEY, 60));
    expect(url.pathname).toBe(`/storage/${s3.bucket}/${KEY}`);
  });
});

/** The Content-Security-Policy a request to `pathname` gets from a server whose page handler sends `pagePolicy`. */
async function policyServed(
  pathname: string,
  s3Endpoint: string | null,
  pagePolicy?: string,
  set = false,
): Promise<string> {
  const server = createServer((req, res) => {
    applySecurityHeaders(req, res, { outDir: '/nonexistent', trustProxy: 0, s3Endpoint });
    // As Astro does for an on-demand page: its hashed policy, written at build time, handed to writeHead (or, through
    // a wrapper such as the compression's, set on the response just before a bare writeHead).
    if (pagePolicy && set) res.setHeader('Content-Security-Policy', pagePolicy).writeHead(200);
    else if (pagePolicy) res.writeHead(200, { 'Content-Security-Policy': pagePolicy, 'Content-Type': 'text/html' });
    res.end('<p>page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`);
    return res.headers.get('content-security-policy')!;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `));

describe('the page policy with pictures on S3', () => {
  const endpoint = 'https://s3.eu-west-1.example.com/some/prefix';
  const BUILT = "default-src 'self'; img-src 'self' blob: data:; connect-src 'self'; script-src 'self' 'sha256-abc'";

  it('allows the S3 origin for pictures, and for nothing else, on pages without a policy of their own', async () => {
    const policy = await policyServed('/community', endpoint);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' blob: data: https://s3.eu-west-1.example.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('adds the S3 origin to the policy a page was built with, once', async () => {
    const policy = await policyServed('/community', endpoint, BUILT);
    expect(policy).toBe(
      "default-src 'self'; img-src 'self' blob: data: https://s3.eu-west-1.example.com; connect-src 'self'; script-src 'self' 'sha256-abc'",
    );
    expect(await policyServed('/community', endpoint, BUILT, true)).toBe(policy);
    const builtWithIt = BUILT.replace('data:', 'data: https://s3.eu-west-1.example.com');
    expect(await policyServed('/community', endpoint, builtWithIt)).toBe(builtWithIt);
  });

  it('leaves the policies alone without S3, and the API policy always', async () => {
    expect(await policyServed('/community', null, BUILT)).toBe(BUILT);
    expect(await policyServed('/community', null)).toBe(baselinePageCsp(undefined));
    expect(await policyServed('/api/v1/health', endpoint)).toBe(API_CSP);
  });
});
