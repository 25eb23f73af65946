/**
 * The security headers of every response the built server sends (src/server.ts calls applySecurityHeaders first
 * thing for each request). The page policy's text is src/lib/content-security-policy.ts, which the build shares.
 *
 * The page policy is one HTTP header, never a <meta>: `frame-ancestors` only works in a header. Astro owns
 * `script-src` and `style-src`: at build time it hashes the scripts it inlines (the island loader, the client:*
 * directives) and its island styles, and sends `script-src 'self' 'sha256-…'…` with the directives below as the
 * `Content-Security-Policy` header of every on-demand page. For prerendered pages (the home), the adapter's
 * `staticHeaders` option makes Astro write the same header into `<outDir>/_headers.json` instead of a <meta>; the
 * server sends it with the static file. Every other response gets the same directives without hashes (no inline
 * script at all) or, for the API, a policy that allows nothing. Pages also get their charset (`text/html;
 * charset=utf-8`): without one a browser guesses the encoding from the bytes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { baselinePageCsp, originOf, withPictureOrigin } from '../../lib/content-security-policy';

/** JSON and pictures from the API are never documents: nothing may load, nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const API_PREFIX = '/api/v1';
/** The password-reset page: its URL carries the reset code, so it must not leak through Referer or a cache. */
const RESET_PAGE = /^\/create-new-password(\/|\/index\.html)?$/;

export interface SecurityHeaderOptions {
  /** The build folder (holds client/ and Astro's _headers.json). */
  outDir: string;
  /** rt.config.trustProxy: truthy when a proxy of ours sits in front (X-Forwarded-Proto may be believed). */
  trustProxy: unknown;
  /**
   * rt.config.s3?.endpoint: pictures are redirected there, so pages allow its origin in img-src. Read from
   * S3_ENDPOINT (the variable the config reads) when not given.
   */
  s3Endpoint?: string | null;
}

/** `pathname → CSP` of the prerendered pages, from the build's _headers.json (read once per build folder). */
const prerenderedCsp = new Map<string, Map<string, string>>();

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function prerenderedPolicies(outDir: string): Map<string, string> {
  let policies = prerenderedCsp.get(outDir);
  if (policies) return policies;
  policies = new Map();
  try {
    const entries = JSON.parse(readFileSync(path.join(outDir, '_headers.json'), 'utf8')) as Array<{
      pathname: string;
      headers: Array<{ key: string; value: string }>;
    }>;
    for (const entry of entries) {
      const csp = entry.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
      if (csp) policies.set(normalizePath(entry.pathname), csp.value);
    }
  } catch {
    // No _headers.json (no prerendered page, or a build without CSP): every page gets the baseline.
  }
  prerenderedCsp.set(outDir, policies);
  return policies;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** True when the request reached us over TLS: the socket is TLS, or a trusted proxy says it terminated TLS. */
export function isHttps(req: IncomingMessage, trustProxy: unknown): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** The headers for one request, by its path. Astro replaces Content-Security-Policy with its hashed policy. */
export function securityHeadersFor(req: IncomingMessage, options: SecurityHeaderOptions): Record<string, string> {
  const pathname = decodePath((req.url ?? '/').split('?')[0]!);
  const api = pathname === API_PREFIX || pathname.startsWith(API_PREFIX + '/');
  const pictures = pictureOrigin(options);
  const prerendered = api ? undefined : prerenderedPolicies(options.outDir).get(normalizePath(pathname));
  const headers: Record<string, string> = {
    'Content-Security-Policy': api
      ? API_CSP
      : prerendered
        ? withPictureOrigin(prerendered, pictures)
        : baselinePageCsp(undefined, pictures),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (isHttps(req, options.trustProxy)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (RESET_PAGE.test(pathname)) {
    headers['Referrer-Policy'] = 'no-referrer';
    headers['Cache-Control'] = 'no-store';
  }
  return headers;
}

/** The last endpoint parsed and its origin: every request asks, with the same endpoint. */
let lastPictureEndpoint: { endpoint: string | null | undefined; origin: string | null } = {
  endpoint: undefined,
  origin: null,
};

function pictureOrigin(options: SecurityHeaderOptions): string | null {
  const endpoint = options.s3Endpoint === undefined ? process.env['S3_ENDPOINT'] : options.s3Endpoint;
  if (endpoint !== lastPictureEndpoint.endpoint) lastPictureEndpoint = { endpoint, origin: originOf(endpoint) };
  return lastPictureEndpoint.origin;
}

/**
 * The Content-Type of a page with its charset: every page is UTF-8 (Astro writes UTF-8; the layout says so in its
 * <meta charset>, which a browser only finds by sniffing the first bytes), but Astro sends a bare `text/html`. Any
 * other type is returned as it is.
 */
export function withHtmlCharset(type: string): string {
  const [media, ...params] = type.split(';').map((part) => part.trim());
  if (media?.toLowerCase() !== 'text/html' || params.some((param) => /^charset=/i.test(param))) return type;
  return [media, ...params.filter(Boolean), 'charset=utf-8'].join('; ');
}

/**
 * Sets the headers on `res` before anything answers: `send` keeps them (it only adds its own when absent), the
 * API's and Astro's responses are merged over them by writeHead (Astro's hashed CSP replaces the baseline; with S3
 * configured, the S3 origin is added to its img-src on the way). Every page's type gets its charset as the head goes
 * out, whoever wrote the page (Astro's on-demand pages, their 404 and 500 pages, the kept shell pages).
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  for (const [name, value] of Object.entries(securityHeadersFor(req, options))) res.setHeader(name, value);
  completeHeadOnWriteHead(res, pictureOrigin(options));
}

/**
 * Astro hands its page headers to writeHead, as an object or (through another wrapper, such as the compression's)
 * set on the response just before: either way, as the head goes out, a bare `text/html` gets its charset and, when
 * pictures come from another origin, its Content-Security-Policy gets that origin.
 */
function completeHeadOnWriteHead(res: ServerResponse, pictures: string | null): void {
  const writeHead = res.writeHead;
  const complete = (name: string, value: string): string => {
    const lower = name.toLowerCase();
    if (lower === 'content-type') return withHtmlCharset(value);
    if (pictures && lower === 'content-security-policy') return withPictureOrigin(value, pictures);
    return value;
  };
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const name of ['Content-Type', 'Content-Security-Policy']) {
      const set = res.getHeader(name);
      if (typeof set === 'string') res.setHeader(name, complete(name, set));
    }
    const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      | Record<string, unknown>
      | undefined;
    for (const name of Object.keys(headers ?? {})) {
      const value = headers![name];
      if (typeof value === 'string') headers![name] = complete(name, value);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
