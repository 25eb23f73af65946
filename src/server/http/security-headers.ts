/**
 * The security headers of every response the built server sends (src/server.ts calls applySecurityHeaders first
 * thing for each request), and the Content-Security-Policy that Astro renders for pages (astro.config.mjs takes
 * astroCsp() from here, for builds only: `astro dev` sends no CSP).
 *
 * The page policy is one HTTP header, never a <meta>: `frame-ancestors` only works in a header. Astro owns
 * `script-src` and `style-src`: at build time it hashes the scripts it inlines (the island loader, the client:*
 * directives) and its island styles, and sends `script-src 'self' 'sha256-…'…` with the directives below as the
 * `Content-Security-Policy` header of every on-demand page. For prerendered pages (the home), the adapter's
 * `staticHeaders` option makes Astro write the same header into `<outDir>/_headers.json` instead of a <meta>; the
 * server sends it with the static file. Every other response gets the same directives without hashes (no inline
 * script at all) or, for the API, a policy that allows nothing. Pages also get their charset (`text/html;
 * charset=utf-8`): without one a browser guesses the encoding from the bytes.
 *
 * No runtime dependencies (astro.config.mjs loads it while the config is read).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroConfig } from 'astro';

type AstroCsp = Exclude<AstroConfig['security']['csp'], boolean>;
type CspDirective = NonNullable<AstroCsp['directives']>[number];

/** The origin of an absolute http(s) URL, or null (unset, relative or not a URL). */
function originOf(base: string | undefined | null): string | null {
  if (!base || !/^https?:\/\//i.test(base)) return null;
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

/**
 * The page directives other than script-src and style-src (Astro renders those two, with its hashes). Origins the
 * pages may talk to besides their own: the API's, when the build points the client at another host (PUBLIC_API_BASE,
 * read at build time like the client reads it); and for pictures only, the S3 endpoint's, where the media links
 * redirect to presigned URLs (S3_ENDPOINT; read again at run time, see withPictureOrigin).
 */
export function cspDirectives(
  apiBase: string | undefined = process.env['PUBLIC_API_BASE'],
  s3Endpoint: string | null | undefined = process.env['S3_ENDPOINT'],
): CspDirective[] {
  const api = originOf(apiBase);
  const extra = api ? ` ${api}` : '';
  const s3 = originOf(s3Endpoint);
  const pictures = s3 && s3 !== api ? ` ${s3}` : '';
  return [
    "default-src 'self'",
    // Picture previews are blob: object URLs (the image pickers) or data: URLs; profile pictures and progress
    // pictures come from /api/v1/media/… on the API's origin, which redirects to the S3 endpoint when pictures are
    // stored there.
    `img-src 'self' blob: data:${extra}${pictures}`,
    `connect-src 'self'${extra}`,
    // heic-to decodes in a Worker it starts from a blob: URL.
    "worker-src 'self' blob:",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

/**
 * `policy` with `origin` allowed in img-src. The S3 endpoint is configured at run time, but the policy of on-demand
 * pages (Astro's) and of prerendered ones (_headers.json) was written at build time: the server adds it to both.
 */
export function withPictureOrigin(policy: string, origin: string | null): string {
  if (!origin) return policy;
  return policy.replace(/(^|;\s*)img-src([^;]*)/i, (directive: string, lead: string, sources: string) =>
    sources.split(/\s+/).includes(origin) ? directive : `${lead}img-src${sources.trimEnd()} ${origin}`,
  );
}

/**
 * `security.csp` for astro.config.mjs. No 'unsafe-inline' and no 'unsafe-eval' for scripts: the inline scripts
 * Astro writes are allowed by hash, everything else must be a file from this origin. Styles: <style> elements
 * by hash or from this origin too, but style *attributes* may be inline (`style-src-attr 'unsafe-inline'`):
 * React islands render `style={…}` (the fan menu positions its links that way) into the server HTML as
 * style="…" attributes, which a hash cannot allow without 'unsafe-hashes'. A style attribute cannot run script.
 */
export function astroCsp(apiBase?: string): AstroCsp {
  return {
    algorithm: 'SHA-256',
    directives: cspDirectives(apiBase),
    scriptDirective: { resources: ["'self'"] },
    styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
  };
}

/** The page policy for HTML Astro did not render (no hashes: no inline script runs). */
export function baselinePageCsp(apiBase?: string, s3Endpoint?: string | null): string {
  return [...cspDirectives(apiBase, s3Endpoint), "script-src 'self'", "style-src 'self'", "style-src-attr 'unsafe-inline'"].join('; ');
}

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
let lastPictureEndpoint: { endpoint: string | null | undefined; origin: string | null } = { endpoint: undefined, origin: null };

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
