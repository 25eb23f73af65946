import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config';
import { isValidKey, type Storage } from './storage';

/**
 * S3-compatible storage (AWS S3, MinIO, R2, Ceph…) with path-style URLs (`<endpoint>/<bucket>/<key>`), signed by
 * aws4fetch (AWS Signature Version 4 over fetch). Pictures are read by browsers through presigned GET URLs, so their
 * bytes never pass through the app; `get` stays for the operator's tools and for tests.
 */

const TIMEOUT_MS = 30_000;
/** S3 refuses presigned URLs that live longer than a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

export function s3Storage(settings: NonNullable<Config['s3']>): Storage {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  // No retries inside the client: a failed call fails the request it serves, after at most TIMEOUT_MS, as before.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 0,
  });

  function objectUrl(key: string): URL {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    // Keys are [a-z]+/[A-Za-z0-9_-]+.jpg (isValidKey): nothing in them needs escaping.
    return new URL(`${basePath}/${encodeURIComponent(settings.bucket)}/${key}`, endpoint.origin);
  }

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const signed = await client.sign(objectUrl(key).href, {
      method,
      headers: {
        // The payload's hash is signed, so S3 refuses a body changed on the way.
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body: body ? new Uint8Array(body) : undefined,
    });
    return fetch(signed, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  async function fail(what: string, key: string, res: Response): Promise<never> {
    // The body of an S3 error names the code (AccessDenied, NoSuchBucket…); never the credentials.
    const detail = (await res.text().catch(() => '')).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? '';
    throw new Error(`S3 ${what} of ${key} failed: HTTP ${res.status} ${detail}`.trim());
  }

  return {
    async put(key, data, contentType) {
      const res = await send('PUT', key, data, contentType);
      if (!res.ok) await fail('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await fail('GET', key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) await fail('DELETE', key, res);
      await res.body?.cancel();
    },
    async presignedGetUrl(key, expiresInSeconds) {
      const seconds = Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.ceil(expiresInSeconds)));
      const url = objectUrl(key);
      url.searchParams.set('X-Amz-Expires', String(seconds));
      // S3 answers with this Cache-Control, so the browser keeps the bytes as long as the URL works.
      url.searchParams.set('response-cache-control', `private, max-age=${seconds}`);
      const signed = await client.sign(url.href, { method: 'GET', aws: { signQuery: true } });
      return signed.url;
    },
  };
}
