import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { signInAs } from './helpers';

const MEMBER = { email: 'shell-both@example.com', password: 'shell both pass' };
const out: Record<string, Array<[string, number]>> = {};
for (const width of [1440]) {
  test.describe(`w${width}`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of ['/register/', '/profile', '/community', '/weekly-log', '/dashboard', '/progress/compare', '/support', '/account-settings', '/admin']) {
      test(`${path} ${width}`, async ({ page }) => {
        if (path !== '/register/') await signInAs(page, MEMBER.email, MEMBER.password);
        const scripts: Array<[string, number]> = [];
        const pending: Array<Promise<void>> = [];
        page.on('response', (r) => {
          if (r.request().resourceType() !== 'script') return;
          pending.push(r.body().then((b) => void scripts.push([r.url().replace(/^.*\//, ''), gzipSync(b).length])));
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await Promise.all(pending);
        scripts.sort((a, b) => b[1] - a[1]);
        out[`${path} ${width}`] = scripts;
        const total = scripts.reduce((s, [, n]) => s + n, 0);
        writeFileSync(`/tmp/w-weights/${path.replace(/\//g, '_')}-${width}.txt`, `${total}\n` + scripts.map(([u, n]) => `${n}\t${u}`).join('\n') + '\n');
      });
    }
  });
}
