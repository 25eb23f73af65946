import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

test.describe('home page, signed out', () => {
  test('offers Get Started linking to /register under the title "Home | FitGroup"', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home | FitGroup');
    const cta = page.getByRole('link', { name: 'Get Started' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/register');
  });

  test('at 1280 px shows the sidebar with Home only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('listitem')).toHaveCount(1);
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('at 375 px hides the sidebar; the fan toggle opens the fan, and Escape or an outside click closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const home = page.getByRole('list', { name: 'Quick navigation' }).getByRole('link', { name: 'Home' });
    await expect(home).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(home).toBeHidden();
    await toggle.click();
    await expect(home).toBeVisible();
    await page.mouse.click(30, 100);
    await expect(home).toBeHidden();
  });

  test('at 375 px the fan toggle names its state, and Escape hands focus back to it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close navigation menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('list', { name: 'Quick navigation' }).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('at 375 px Tab moves from the open fan toggle into the fan links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('list', { name: 'Quick navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeFocused();
  });
});

test.describe('the shell, signed in', () => {
  test('greets a member by first name and lists member entries', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'shell-member@example.com', 'shell member pass');
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Sam');
    await expect(page.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Community' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Account Settings' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Weekly Log' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('adds Weekly Log and Dashboard for a paid member, and Admin for staff', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'shell-paid@example.com', 'shell paid pass');
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Weekly Log' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();

    const staff = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(staff, 'shell-staff@example.com', 'shell staff pass');
    await staff.goto('/');
    await expect(staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
    await staff.close();
  });
});

test('at 375 px the fan of a paid staff member shows all seven labels without overlap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'shell-both@example.com', 'shell both pass');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const fan = page.getByRole('list', { name: 'Quick navigation' });
  const names = ['Home', 'Community', 'Profile', 'Logs', 'Dashboard', 'Support', 'Admin'];
  for (const name of names) await expect(fan.getByRole('link', { name })).toBeVisible();
  await page.waitForTimeout(600); // the staggered fan-out animation
  const boxes = await fan.locator('a > span').evaluateAll((spans) =>
    spans.map((s) => {
      const r = s.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  expect(boxes).toHaveLength(7);
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i]!;
    expect(a.left).toBeGreaterThanOrEqual(0);
    expect(a.right).toBeLessThanOrEqual(375);
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j]!;
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `labels ${names[i]} and ${names[j]} overlap`).toBe(false);
    }
  }
});

test.describe('one session store behind the shell', () => {
  test('rendered and prerendered pages hydrate the signed-in shell without a mismatch', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|Minified React error/i.test(m.text())) errors.push(m.text());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'shell-both@example.com', 'shell both pass');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    for (const path of ['/profile', '/']) {
      await page.goto(path);
      await expect(page.getByTestId('greeting')).toHaveText('Hi, Bo');
      await expect(sidebar.getByRole('link', { name: 'Admin' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Weekly Log' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('at 375 px the home page greets and fans out by the access token, asking for no flag', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/^\/api\/v1\/user\/(profile\/)?$/.test(new URL(r.url()).pathname)) asked.push(r.url());
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, 'shell-both@example.com', 'shell both pass');
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Bo');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(
      page.getByRole('list', { name: 'Quick navigation' }).getByRole('link', { name: 'Community' }),
    ).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('at 375 px a logout in another tab folds the fan back to Home alone', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, 'shell-member@example.com', 'shell member pass');
    await page.goto('/profile');
    const fan = page.getByRole('list', { name: 'Quick navigation' });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(fan.getByRole('link')).toHaveText([
      'Home',
      'Community',
      'Profile',
      'Membership',
      'Messages',
      'Support',
    ]);
    const other = await context.newPage();
    await other.goto('/logout/');
    await expect(other.getByText('You have been logged out')).toBeVisible();
    await expect(fan.getByRole('link')).toHaveText(['Home']);
  });

  test('a logout in another tab signs this page out at once', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'shell-member@example.com', 'shell member pass');
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Sam');
    const other = await context.newPage();
    await other.goto('/logout/');
    await expect(other.getByText('You have been logged out')).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('listitem')).toHaveCount(1);
  });
});

/** The box of an element on screen. */
type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe('at 375 px nothing covers the footer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [path, member] of [
    ['/', null],
    ['/no-such-page', null],
    ['/profile', 'shell-member'],
    ['/community', 'shell-member'],
  ] as const) {
    test(`on ${path}${member ? ' signed in' : ''}, the fan toggle clears every line of the footer at the end of the page`, async ({
      page,
    }) => {
      if (member) await signInAs(page, `${member}@example.com`, 'shell member pass');
      await page.goto(path);
      const toggle = page.getByRole('button', { name: 'Open navigation menu' });
      await expect(toggle).toBeVisible();
      // Once the page has loaded what it shows, scrolled to its end, and measured in the same moment.
      await page.waitForLoadState('networkidle');
      const { toggleBox, lines, viewport } = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const box = (el: Element) => el.getBoundingClientRect().toJSON() as Box;
        const footer = document.querySelector('footer')!;
        return {
          toggleBox: box(document.querySelector('[aria-controls="fan-links"]')!),
          lines: [...footer.querySelectorAll('h2, a, p, label, select')].map((el) => ({
            text: (el as HTMLElement).innerText,
            box: box(el),
          })),
          viewport: window.innerHeight,
        };
      });
      expect(lines.at(-1)!.box.bottom, 'the last line is on screen').toBeLessThanOrEqual(viewport);
      expect(lines.at(-1)?.text).toMatch(/All rights reserved/);
      for (const line of lines) expect(overlaps(toggleBox, line.box), `the toggle covers "${line.text}"`).toBe(false);
    });
  }
});

test('at 1440 px there is no fan toggle over the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
});

for (const width of [375, 1440]) {
  test(`at ${width} px a long first name stays on one line, ends in an ellipsis and keeps the full name in its title`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const fullName = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft Longname';
    await signInAs(page, 'paint-long@example.com', 'paint long pass');
    for (const path of ['/', '/profile']) {
      await page.goto(path);
      const greeting = page.getByTestId('greeting');
      await expect(greeting).toHaveText(`Hi, ${fullName.split(' ')[0]}`);
      await expect(greeting).toHaveAttribute('title', fullName);
      const shape = await greeting.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          height: el.getBoundingClientRect().height,
          lineHeight: parseFloat(style.lineHeight),
          truncated: el.scrollWidth > el.clientWidth,
          textOverflow: style.textOverflow,
        };
      });
      expect(shape.height, 'one line').toBeLessThanOrEqual(shape.lineHeight * 1.5);
      expect(shape.truncated).toBe(true);
      expect(shape.textOverflow).toBe('ellipsis');
      const box = await greeting.evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
      const logout = await page
        .getByRole('banner')
        .getByRole('link', { name: 'Logout' })
        .evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
      expect(overlaps(box, logout), 'greeting over Logout').toBe(false);
      expect(logout.right).toBeLessThanOrEqual(width);
      const logo = page.getByRole('banner').getByRole('link', { name: 'FitGroup' });
      if (width < 768) {
        const logoBox = await logo.evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
        expect(overlaps(box, logoBox), 'greeting over the logo').toBe(false);
      } else {
        await expect(logo).toBeHidden();
      }
    }
  });
}
