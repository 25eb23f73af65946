import { expect, test, type Page } from '@playwright/test';
import { inlineScripts, LIGHT_BUDGET, REACT_MARKER, weighScripts } from '../../scripts/bench/page-weight';
import { signInAs } from './helpers';

/**
 * The shell on the first paint of the prerendered home page: what the page shows before any module script has
 * run (HTML, CSS and the layout's inline first-paint script only), at 375 px and 1440 px.
 */

interface FirstPaint {
  topBar: string[];
  sidebar: string[];
  main: string[];
  sidebarWidth: number;
}

/**
 * Records what is visible when the document has just been parsed (readyState "interactive"): the moment before
 * the deferred module scripts run, so what the first paint shows.
 */
async function watchFirstPaint(page: Page): Promise<() => Promise<FirstPaint>> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const visibleTexts = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((el) => el.checkVisibility())
          .map((el) => el.innerText.trim());
      const sidebar = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
      (window as unknown as { __firstPaint: FirstPaint }).__firstPaint = {
        topBar: visibleTexts('header a, header span'),
        sidebar: visibleTexts('nav[aria-label="Main"] li'),
        main: visibleTexts('main a'),
        sidebarWidth: sidebar?.getBoundingClientRect().width ?? 0,
      };
    });
  });
  return () => page.evaluate(() => (window as unknown as { __firstPaint: FirstPaint }).__firstPaint);
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a signed-in member sees no signed-out chrome on the first paint of home', async ({ page }) => {
      await signInAs(page, 'paint-member@example.com', 'paint member pass');
      const firstPaint = await watchFirstPaint(page);
      await page.goto('/');
      const painted = await firstPaint();
      expect(painted.topBar).toContain('Hi, Mia');
      expect(painted.topBar).toContain('Logout');
      expect(painted.topBar).not.toContain('Login');
      expect(painted.topBar).not.toContain('Sign up');
      expect(painted.main).toEqual(['Go to Profile']);
      if (width >= 768) {
        expect(painted.sidebar).toEqual(
          expect.arrayContaining(['Home', 'Community', 'Profile', 'Support', 'Account Settings']),
        );
      } else {
        expect(painted.sidebar).toEqual([]);
      }
      // And the page stays that way once its scripts have run.
      await expect(page.getByTestId('greeting')).toHaveText('Hi, Mia');
      await expect(page.getByRole('link', { name: 'Go to Profile' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
    });

    test('a visitor sees Login, Sign up and Get Started on the first paint of home', async ({ page }) => {
      const firstPaint = await watchFirstPaint(page);
      await page.goto('/');
      const painted = await firstPaint();
      expect(painted.topBar).toEqual(width >= 768 ? ['Login', 'Sign up'] : ['FitGroup', 'Login', 'Sign up']);
      expect(painted.main).toEqual(['Get Started']);
      expect(painted.sidebar).toEqual(width >= 768 ? ['Home'] : []);
    });
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('with no module script at all, home shows a paid staff member their own entries, remembered from an earlier page', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'paint-both@example.com', 'paint both pass');
    // A server-rendered page first: the shell learns the member's flags there.
    await page.goto('/profile');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();

    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Community', 'Profile', 'Weekly Log', 'Dashboard', 'Support', 'Account Settings', 'Admin']) {
      await expect(sidebar.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Bea');
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeHidden();
    await testInfo.attach('home without module scripts', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('a folded sidebar is folded on the first paint of the next page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    const firstPaint = await watchFirstPaint(page);
    await page.goto('/');
    expect((await firstPaint()).sidebarWidth).toBe(64);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveText('Home');
    expect(
      await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => nav.getBoundingClientRect().width),
    ).toBe(240);
  });

  test('home loads no React runtime for a signed-in member, and only a few kilobytes of script', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'paint-member@example.com', 'paint member pass');
    const scripts: Array<{ url: string; body: Buffer }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: response.url(), body: await response.body() });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Mia');
    const react = scripts.filter(({ body }) => body.includes(REACT_MARKER));
    expect(react.map((s) => s.url)).toEqual([]);
    // Weighed as tests/e2e/page-weight.spec.ts and the bench weigh a page (scripts/bench/page-weight.ts).
    const weight = weighScripts(scripts, await inlineScripts(page));
    testInfo.annotations.push({ type: 'home JS at 1440 px (gzip bytes)', description: String(weight.bytes) });
    expect(weight.bytes).toBeLessThanOrEqual(LIGHT_BUDGET);
  });
});
