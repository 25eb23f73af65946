import { describe, expect, it } from 'vitest';
import { buildFilesOf, PRECACHE_MAX_BYTES } from '../../src/sw/precache-list';

describe('the list of files the service worker precaches', () => {
  const files = [
    { path: '/_astro/WeeklyLogs.B2.js', bytes: 11_000 },
    { path: '/_astro/DailyLogDialog.C3.js', bytes: 5_000 },
    { path: '/_astro/DailyLogDialog.C3.js.br', bytes: 2_000 },
    { path: '/_astro/DailyLogDialog.C3.js.gz', bytes: 2_200 },
    { path: '/_astro/HomePage.D4.css', bytes: 46_000 },
    { path: '/_astro/heic-to.E5.js', bytes: 2_995_000 },
    { path: '/_astro/password-scorer.F6.js', bytes: 461_000 },
    { path: '/index.html', bytes: 9_000 },
    { path: '/manifest.webmanifest', bytes: 600 },
    { path: '/sw.js', bytes: 34_000 },
  ];

  it('holds every hashed script and stylesheet, sorted, so the on-demand chunks open offline', () => {
    expect(buildFilesOf(files).precache).toEqual([
      '/_astro/DailyLogDialog.C3.js',
      '/_astro/HomePage.D4.css',
      '/_astro/WeeklyLogs.B2.js',
    ]);
  });

  it('leaves out the precompressed copies and the files outside /_astro/', () => {
    const { precache, assets } = buildFilesOf(files);
    for (const list of [precache, assets]) {
      expect(list.some((path) => path.endsWith('.br') || path.endsWith('.gz'))).toBe(false);
      expect(list.some((path) => !path.startsWith('/_astro/'))).toBe(false);
    }
  });

  it('fetches no file larger than the limit ahead (the HEIC decoder, the password scorer), but still counts it among the build files', () => {
    const { precache, assets } = buildFilesOf(files);
    expect(PRECACHE_MAX_BYTES).toBeLessThan(461_000);
    for (const large of ['/_astro/heic-to.E5.js', '/_astro/password-scorer.F6.js']) {
      expect(precache).not.toContain(large);
      expect(assets).toContain(large);
    }
  });

  it('still fetches ahead a file as large as the React runtime every page with an island loads', () => {
    expect(buildFilesOf([{ path: '/_astro/client.G7.js', bytes: 212_000 }]).precache).toEqual(['/_astro/client.G7.js']);
  });

  it('gives the same list for the same build, whatever order the files were read in', () => {
    expect(buildFilesOf([...files].reverse())).toEqual(buildFilesOf(files));
  });
});
