import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { Row } from './table';
import type { SignedIn } from './sign-in';
import { loadPage, signedInContext, type Loaded } from './browser';
import {
  inlineScripts,
  LIGHT_BUDGET,
  LIGHT_PAGES,
  MEMBER_PAGES,
  PAGE_BUDGET,
  weighScripts,
  type ScriptWeight,
} from './page-weight';
/** Markers only React's runtime carries (its error decoder link, the keys it puts on DOM nodes). */
const REACT_MARKERS = /react\.dev\/errors|__reactFiber\$|__reactContainer\$|__reactProps\$/;
const TEXT_TYPES = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Compression of a body this small saves nothing; servers (and Hono's compress()) skip it. */
const COMPRESS_THRESHOLD = 1024;

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

interface PageScripts extends ScriptWeight {
  path: string;
  /** What the script files took on the wire (as the server sent them: br or gzip). */
  wireBytes: number;
  react: string | null;
}

/** Every script the page ran, weighed as scripts/bench/page-weight.ts says (the e2e spec weighs the same way). */
function scriptsOf(path: string, responses: Loaded[], inline: string[], islands: number): PageScripts {
  const files: Array<{ url: string; body: Buffer }> = [];
  const sent = new Map<string, number>();
  let react: string | null = islands > 0 ? `${islands} astro-island element(s)` : null;
  for (const r of responses) {
    if (/javascript|ecmascript/.test(r.mimeType) && !r.body)
      throw new Error(`${path}: the body of ${r.url} could not be read`);
    if (!r.body) continue;
    files.push({ url: r.url, body: r.body });
    if (!sent.has(r.url)) sent.set(r.url, r.encodedBytes);
    if (!react && REACT_MARKERS.test(r.body.toString('latin1'))) react = `React runtime in ${new URL(r.url).pathname}`;
  }
  const wireBytes = [...sent.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { path, ...weighScripts(files, inline), wireBytes, react };
}

/** Bytes in KB of 1,000, as the budgets are read. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** Where a page's script bytes are: files and inline scripts. */
const split = (s: ScriptWeight) => `${s.files} files + ${s.inline} inline`;

/**
 * Text responses of our own origin that came uncompressed, or without `Vary: Accept-Encoding`, and files of the
 * build over the threshold that have no `.br` and `.gz` beside them (integrations/precompress.ts writes both).
 */
function checkCompression(
  base: string,
  clientDir: string,
  responses: Loaded[],
  into: Map<string, string>,
  checked: Set<string>,
): void {
  for (const r of responses) {
    if (!r.url.startsWith(base) || r.status !== 200 || !TEXT_TYPES.test(r.mimeType)) continue;
    const length = Number(r.headers['content-length'] ?? NaN);
    const encoding = r.headers['content-encoding'] ?? '';
    if (!encoding && Number.isFinite(length) && length < COMPRESS_THRESHOLD) continue;
    const path = new URL(r.url).pathname;
    checked.add(path);
    const file = path.startsWith('/') && !path.includes('..') ? `${clientDir}${path}` : '';
    const built =
      file !== '' && existsSync(file) && statSync(file).isFile() && statSync(file).size > COMPRESS_THRESHOLD;
    if (!/^(br|gzip)$/.test(encoding)) into.set(path, encoding ? `served ${encoding}` : 'uncompressed');
    else if (!/accept-encoding/i.test(r.headers['vary'] ?? '')) into.set(path, 'no Vary: Accept-Encoding');
    else if (built && !(existsSync(`${file}.br`) && existsSync(`${file}.gz`)))
      into.set(path, 'not precompressed at build time');
  }
}

/** Row 4: JavaScript per route (gzip bytes of every script a real page load ran) and the compression check. */
export async function javascriptRows(browser: Browser, base: string, member: SignedIn, outDir: string): Promise<Row[]> {
  const clientDir = path.join(outDir, 'client');
  const offenders = new Map<string, string>();
  const checked = new Set<string>();
  const rows: Row[] = [];
  // A fresh context per page: every load is a first visit, with nothing from the browser's cache.
  const visit = async (path: string, member: SignedIn | null) => {
    const context = await signedInContext(browser, base, member);
    try {
      const { responses, islands, finalUrl, page } = await loadPage(context, base + path);
      if (trimmed(new URL(finalUrl).pathname) !== trimmed(path))
        throw new Error(`${path} ended on ${finalUrl}${member ? ' (signed in)' : ''}`);
      checkCompression(base, clientDir, responses, offenders, checked);
      return scriptsOf(path, responses, await inlineScripts(page), islands);
    } finally {
      await context.close();
    }
  };
  for (const path of LIGHT_PAGES) {
    const s = await visit(path, null);
    rows.push({
      id: '4',
      name: `JS on ${path}`,
      value: `${kb(s.bytes)} gzip in ${split(s)} (${kb(s.wireBytes)} of files sent); ${s.react ?? 'no React'}`,
      budget: `≤ ${kb(LIGHT_BUDGET)}, no React`,
      pass: s.bytes <= LIGHT_BUDGET && s.react === null,
      status: 'ran',
      metrics: { ...s },
    });
  }
  const pages: PageScripts[] = [];
  for (const path of MEMBER_PAGES) pages.push(await visit(path, member));
  const heaviest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  rows.push({
    id: '4',
    name: 'JS on signed-in pages (max)',
    value: `${kb(heaviest.bytes)} gzip on ${heaviest.path} in ${split(heaviest)} (${kb(heaviest.wireBytes)} of files sent)`,
    budget: `≤ ${kb(PAGE_BUDGET)}`,
    pass: pages.every((p) => p.bytes <= PAGE_BUDGET),
    status: 'ran',
    note: pages.map((p) => `${p.path} ${kb(p.bytes)}`).join(', '),
    metrics: { pages },
  });
  const list = [...offenders].map(([path, why]) => `${path} ${why}`);
  rows.push({
    id: '4',
    name: 'text assets compressed',
    value:
      offenders.size === 0
        ? `all ${checked.size} br/gzip + Vary; the build's files precompressed`
        : `${offenders.size} of ${checked.size} not`,
    budget: 'br or gzip, Vary: Accept-Encoding, precompressed',
    pass: offenders.size === 0,
    status: 'ran',
    ...(list.length
      ? { note: list.slice(0, 8).join('; ') + (list.length > 8 ? `; … ${list.length - 8} more` : '') }
      : {}),
    metrics: { checked: [...checked], offenders: Object.fromEntries(offenders) },
  });
  return rows;
}
