import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';
import { authorization } from '../../src/server/storage/s3';
import { storedFiles } from '../fixtures/profile/storage';

/**
 * The app against an S3-compatible endpoint: a small in-process server that keeps objects in memory and, like S3,
 * refuses any request whose SigV4 signature or payload hash does not match (the signer itself is checked against
 * AWS's published examples in tests/unit/s3.test.ts).
 */
const objects = new Map<string, { body: Buffer; type: string }>();
const log: string[] = [];
let server: Server;
let t: TestContext;
const creds = { accessKeyId: 'TESTKEY', secretAccessKey: 'test/secret+key', region: 'eu-west-1' };

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const url = new URL(req.url!, 'http://s3');
    const given = String(req.headers['authorization'] ?? '');
    const signed = given.match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? '')]));
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    const expected = authorization({ method: req.method!, path: url.pathname, headers, payloadHash }, creds);
    if (given !== expected || createHash('sha256').update(body).digest('hex') !== payloadHash || !signed.includes('host')) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    log.push(`${req.method} ${url.pathname}`);
    if (req.method === 'PUT') {
      objects.set(url.pathname, { body, type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(url.pathname);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': object.type }).end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestContext({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'fitgroup-media',
    S3_ACCESS_KEY_ID: creds.accessKeyId,
    S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
    S3_REGION: creds.region,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});

async function uploadPicture(token: string, width: number) {
  const form = new FormData();
  form.append('image', fileOf(await png(width, width), 'me.png', 'image/png'));
  return t.request('PUT', 'user/profile/', { token, form });
}

describe('pictures on S3-compatible storage', () => {
  it('stores the upload in the bucket (path-style, signed), serves it through the signed link, and nothing locally', async () => {
    const member = await t.createMember();
    const res = await uploadPicture(member.access, 120);
    expect(res.status).toBe(200);
    expect([...objects.keys()]).toHaveLength(1);
    const [path] = [...objects.keys()];
    expect(path).toMatch(/^\/fitgroup-media\/profile\/[A-Za-z0-9_-]+\.jpg$/);
    expect(objects.get(path!)!.type).toBe('image/jpeg');
    expect(storedFiles(t.dataDir)).toEqual([]);

    const media = await t.app.request(res.json.image);
    expect(media.status).toBe(200);
    expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).width).toBe(120);
  });

  it('removes the old object when the picture is replaced, and every object when the account is deleted', async () => {
    const member = await t.createMember();
    await uploadPicture(member.access, 90);
    const before = new Set(objects.keys());
    await uploadPicture(member.access, 100);
    expect(objects.size).toBe(before.size);
    expect(log.filter((l) => l.startsWith('DELETE'))).toHaveLength(1);
    const res = await t.request('POST', 'user/delete-account/', {
      token: member.access,
      body: { confirmation: 'delete my account', email: member.email, password: member.password },
    });
    expect(res.status).toBe(200);
    expect(objects.size).toBe(before.size - 1);
  });

  it('answers 404 for a signed link to an object that is gone', async () => {
    const member = await t.createMember();
    const res = await uploadPicture(member.access, 80);
    const path = [...objects.keys()].find((k) => res.json.image.includes(k.split('/').pop()!))!;
    objects.delete(path);
    expect((await t.app.request(res.json.image)).status).toBe(404);
  });
});
