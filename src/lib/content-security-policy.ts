/**
 * The Content-Security-Policy of the pages, as text: what Astro renders for pages (astro.config.mjs takes astroCsp()
 * at build time; `astro dev` sends no CSP) and what the server sends with HTML Astro did not render
 * (src/server/http/security-headers.ts). Shared by the build and the server, so it imports neither.
 *
 * Astro owns `script-src` and `style-src`: at build time it hashes the scripts it inlines (the island loader, the
 * client:* directives) and its island styles, and sends `script-src 'self' 'sha256-…'…` with the directives below.
 */
import type { AstroConfig } from 'astro';

export type AstroCsp = Exclude<AstroConfig['security']['csp'], boolean>;
type CspDirective = NonNullable<AstroCsp['directives']>[number];

/** The origin of an absolute http(s) URL, or null (unset, relative or not a URL). */
export function originOf(base: string | undefined | null): string | null {
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
  return [
    ...cspDirectives(apiBase, s3Endpoint),
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
  ].join('; ');
}
