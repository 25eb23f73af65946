import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import type { BenchOptions } from './options';
import type { Row } from './table';
import type { SignedIn } from './sign-in';
import { CHROMIUM } from './browser';
import { ms } from './load';

/** Lighthouse's Chrome: headless, no sandbox (containers), nothing running beside the page. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PUBLIC = new Set(['/', '/login/', '/register/']);

interface Run {
  performance: number;
  accessibility: number;
  cls: number;
  tbt: number;
  lcp: number;
  failedA11y: string[];
}

/**
 * One Lighthouse run with mobile settings (its defaults) in a fresh Chrome, so no run starts from another's cache.
 * Signed-in pages get the site's tokens before the run (cookies and localStorage, over CDP), and Lighthouse leaves
 * storage alone.
 */
async function runOnce(url: string, member: SignedIn | null): Promise<Run> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (member) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const base = new URL(url).origin;
      const context = browser.contexts()[0]!;
      await context.addCookies([
        { name: 'access_token', value: member.access, url: base, sameSite: 'Lax' },
        { name: 'refresh_token', value: member.refresh, url: base, sameSite: 'Lax' },
      ]);
      // Lighthouse's phone user agent on a loopback address is "a phone's localhost" to the site, which then keeps
      // its tokens in localStorage only (src/lib/tokens.ts): without them there the page would show a sign-in error.
      const page = await context.newPage();
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate(
        ([access, refresh]) => {
          localStorage.setItem('access_token', access!);
          localStorage.setItem('refresh_token', refresh!);
        },
        [member.access, member.refresh],
      );
      await page.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the tokens put in localStorage above. The cache is not kept: every run starts a Chromium of its own.
      disableStorageReset: member !== null,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const final = new URL(lhr.finalDisplayedUrl);
    if (final.pathname.replace(/\/$/, '') !== new URL(url).pathname.replace(/\/$/, '')) {
      throw new Error(`Lighthouse on ${url} ended on ${final.pathname} (signed in: ${member !== null})`);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failedA11y = (lhr.categories['accessibility']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      cls: numeric('cumulative-layout-shift'),
      tbt: numeric('total-blocking-time'),
      lcp: numeric('largest-contentful-paint'),
      failedA11y,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes loses its own trace on a busy machine (NO_NAVSTART, NO_FCP…, "Please run Lighthouse
 * again"): that is the tool, not the page, so such a run is tried again, twice at most.
 */
async function runWithRetries(url: string, member: SignedIn | null): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, member);
    } catch (err) {
      if (
        attempt >= 3 ||
        !/run Lighthouse again|NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/i.test((err as Error).message)
      )
        throw err;
    }
  }
}

/**
 * Row 5: each page's median run, as Lighthouse's own guidance takes it: the run with the median performance score,
 * judged whole (every budget on that one run, so no pass is put together from different runs).
 */
export async function lighthouseRows(opts: BenchOptions, base: string, member: SignedIn): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of opts.lighthousePages) {
    const runs: Run[] = [];
    for (let i = 0; i < opts.lighthouseRuns; i++)
      runs.push(await runWithRetries(base + path, PUBLIC.has(path) ? null : member));
    const m = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
    const failed = [...new Set(runs.flatMap((r) => r.failedA11y))];
    rows.push({
      id: '5',
      name: `Lighthouse ${path}`,
      value: `perf ${m.performance} · a11y ${m.accessibility} · CLS ${m.cls.toFixed(3)} · TBT ${ms(m.tbt)} · LCP ${ms(m.lcp)} (${runs.length === 1 ? 'one run' : `the median of ${runs.length} runs`})`,
      budget: 'perf ≥ 95, a11y 100, CLS ≤ 0.02, TBT ≤ 100 ms',
      pass: m.performance >= 95 && m.accessibility === 100 && m.cls <= 0.02 && m.tbt <= 100,
      status: 'ran',
      ...(failed.length ? { note: `accessibility audits failing: ${failed.join(', ')}` } : {}),
      metrics: {
        median: { performance: m.performance, accessibility: m.accessibility, cls: m.cls, tbt: m.tbt, lcp: m.lcp },
        runs,
      },
    });
  }
  return rows;
}
