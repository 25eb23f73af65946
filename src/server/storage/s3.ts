import { createHash, createHmac } from 'node:crypto';
import type { Config } from '../config';
import { isValidKey, type Storage } from './storage';

/**
 * S3-compatible storage (AWS S3, MinIO, R2, Ceph…) with path-style URLs, signed with AWS Signature Version 4
 * using node:crypto and fetch: no SDK.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SignableRequest {
  method: string;
  /** The path as sent, already percent-encoded (see encodeKeyPath). */
  path: string;
  query?: Record<string, string>;
  /** Must include host, x-amz-date and x-amz-content-sha256; every header given is signed. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
}

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is escaped. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object key as a URL path: each segment encoded, slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(uriEncode).join('/');
}

/** YYYYMMDD'T'HHMMSS'Z' */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function canonicalRequest(req: SignableRequest): { text: string; signedHeaders: string } {
  const names = Object.keys(req.headers).map((n) => n.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(req.headers).map(([n, v]) => [n.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const query = Object.entries(req.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = names.join(';');
  return { text: [req.method, req.path, query, canonicalHeaders, signedHeaders, req.payloadHash].join('\n'), signedHeaders };
}

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** The Authorization header value for a request (AWS4-HMAC-SHA256). */
export function authorization(req: SignableRequest, creds: S3Credentials): string {
  const service = creds.service ?? 's3';
  const date = Object.entries(req.headers).find(([n]) => n.toLowerCase() === 'x-amz-date')?.[1];
  if (!date) throw new Error('x-amz-date header is required for signing');
  const day = date.slice(0, 8);
  const scope = `${day}/${creds.region}/${service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(req);
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(text)].join('\n');
  const signature = createHmac('sha256', signingKey(creds.secretAccessKey, day, creds.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

const TIMEOUT_MS = 30_000;

export function s3Storage(settings: NonNullable<Config['s3']>, now: () => Date = () => new Date()): Storage {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const creds: S3Credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    const path = `${basePath}/${uriEncode(settings.bucket)}/${encodeKeyPath(key)}`;
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-date': amzDate(now()),
      'x-amz-content-sha256': payloadHash,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    headers['authorization'] = authorization({ method, path, headers, payloadHash }, creds);
    const { host: _host, ...sent } = headers;
    return fetch(new URL(path, endpoint.origin), {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
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
  };
}
