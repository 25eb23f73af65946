import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// Members of tests/e2e/users/navigation.txt.
const UNPAID = { email: 'nav-unpaid@example.com', password: 'nav unpaid pass' };
const PAID = { email: 'nav-paid@example.com', password: 'nav paid pass' };
const STAFF = { email: 'nav-staff@example.com', password: 'nav staff pass' };
const deepLinker = (width: number) => ({ email: `nav-deep-${width}@example.com`, password: 'nav deep pass' });
const termsReader = (width: number) => ({ email: `nav-terms-${width}@example.com`, password: 'nav terms pass' });
const suspended = (width: number) => ({ email: `nav-suspended-${width}@example.com`, password: 'nav suspended pass' });
const BANNED = { email: 'nav-banned@example.com', password: 'nav banned pass' };

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
];

/** The API as a member: a Bearer token from a fresh sign-in. */
async function apiAs(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/v1/user/token/', { data: who });
  expect(res.status(), await res.text()).toBe(200);
  const headers = { Authorization: `Bearer ${((await res.json()) as { access: string }).access}` };
  return {
    get: (path: string) => request.get(`/api/v1/${path}`, { headers }),
    post: (path: string, data?: unknown) => request.post(`/api/v1/${path}`, { headers, data }),
  };
}

/** Signs in through the sign-in form, as a member would. */
async function signInWithForm(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Whether the element is wholly inside the viewport. */
async function inViewport(page: Page, selector: ReturnType<Page['getByTestId']>) {
  const box = (await selector.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the unpaid redirect lands on /membership with the notice', async ({ page }) => {
      await signInAs(page, UNPAID.email, UNPAID.password);
      await page.goto('/weekly-log');
      await expect(page).toHaveURL(/\/membership\?from=%2Fweekly-log$/);
      await expect(page).toHaveTitle('Membership | FitGroup');
      const notice = page.getByRole('status').filter({ hasText: 'paying members' });
      await expect(notice).toHaveText('The Weekly Log is for paying members.');
      expect(await inViewport(page, page.getByTestId('membership-notice'))).toBe(true);
      await expect(page.getByRole('heading', { name: 'What paying members get' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How to become a paying member' })).toBeVisible();
      // The group's contact (MEMBERSHIP_CONTACT, here the support address by default), as a mail link.
      await expect(page.getByRole('link', { name: 'support@fitgroup.local' })).toHaveAttribute(
        'href',
        'mailto:support@fitgroup.local',
      );

      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/membership\?from=%2Fdashboard$/);
      await expect(page.getByTestId('membership-notice')).toHaveText('The Dashboard is for paying members.');
    });

    test("the Support page's Dashboard link explains the membership to an unpaid member", async ({ page }) => {
      await signInAs(page, UNPAID.email, UNPAID.password);
      await page.goto('/support');
      await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(/\/membership\?from=%2Fdashboard$/);
      await expect(page.getByTestId('membership-notice')).toHaveText('The Dashboard is for paying members.');
    });

    test('/community signed out → sign in → back on /community', async ({ page }) => {
      const member = deepLinker(viewport.width);
      // This member has accepted the terms already: sign-in goes straight on.
      expect((await (await apiAs(page.request, member)).post('terms/accept/')).ok()).toBe(true);
      await page.goto('/community?tab=latest');
      await expect(page).toHaveURL(/\/login\/\?next=%2Fcommunity%3Ftab%3Dlatest$/);
      await signInWithForm(page, member);
      await expect(page).toHaveURL(/\/community\?tab=latest$/);
      await expect(page.getByPlaceholder('Share an update...')).toBeVisible();
    });

    test('a deep link survives the terms dialog, and a detour through sign-up', async ({ page }) => {
      await page.goto('/community');
      await expect(page).toHaveURL(/\/login\/\?next=%2Fcommunity$/);
      // Sign up and back keeps where the member was going.
      await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/register\/\?next=%2Fcommunity$/);
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/login\/\?next=%2Fcommunity$/);

      await signInWithForm(page, termsReader(viewport.width));
      const dialog = page.getByRole('dialog');
      const content = dialog.getByTestId('terms-content');
      await expect(content).toContainText('Welcome to FitGroup');
      await content.hover();
      await expect(async () => {
        await page.mouse.wheel(0, 4000);
        await expect(dialog.getByText('Scroll to the end of the terms to continue.')).toBeHidden({ timeout: 500 });
      }).toPass();
      await dialog.getByLabel('I have read and agree to the Terms of Service and Content Policy').check();
      await dialog.getByRole('button', { name: 'Accept Terms' }).click();
      await expect(page).toHaveURL(/\/community$/);
    });

    test('a signed-in member visiting /login/ or /register/ lands on /profile, or on next', async ({ page }) => {
      await signInAs(page, UNPAID.email, UNPAID.password);
      await page.goto('/login/');
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await page.goto('/register');
      await expect(page).toHaveURL(/\/profile$/);
      await page.goto('/login/?next=%2Fcommunity');
      await expect(page).toHaveURL(/\/community$/);
      // Another site is never a destination.
      await page.goto('/login/?next=%2F%2Fevil.example');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);
    });

    test("a suspended member's open session lands on /login/ showing the reason and the end date", async ({ page }) => {
      const member = suspended(viewport.width);
      await signInAs(page, member.email, member.password);
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/profile$/);

      const memberId = ((await (await (await apiAs(page.request, member)).get('user/')).json()) as { id: number }).id;
      const until = new Date(Date.now() + 7 * 86_400_000);
      const staff = await apiAs(page.request, STAFF);
      const res = await staff.post('admin/suspend-user/', {
        user: memberId,
        reason: 'Repeated spam in the feed',
        end_date: until.toISOString(),
      });
      expect(res.status(), await res.text()).toBe(200);

      await page.goto('/community');
      await expect(page).toHaveURL(/\/login\/\?next=%2Fcommunity$/);
      const day = until.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      const notice = page.getByTestId('sanction-notice');
      await expect(notice).toContainText('You have been signed out.');
      await expect(notice).toContainText(`This account is suspended until ${day}. Reason: Repeated spam in the feed`);
      expect(await inViewport(page, notice)).toBe(true);
      // The sign-in form is there, under no greeting.
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByTestId('greeting')).toHaveCount(0);
    });
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a banned member's open session lands on /login/ showing the reason", async ({ page }) => {
    await signInAs(page, BANNED.email, BANNED.password);
    const memberId = ((await (await (await apiAs(page.request, BANNED)).get('user/')).json()) as { id: number }).id;
    const staff = await apiAs(page.request, STAFF);
    const res = await staff.post('admin/suspend-user/', {
      user: memberId,
      reason: 'Threats against other members',
      end_date: null,
    });
    expect(res.status(), await res.text()).toBe(200);

    const landed = await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fprofile$/);
    // The page names the member's ban: no cache may keep it.
    expect(landed!.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByTestId('sanction-notice')).toContainText(
      'This account has been permanently banned. Reason: Threats against other members',
    );
  });

  test('a signed-out visitor sees no sanction notice, and a ?next= to another site is ignored after sign-in', async ({
    page,
  }) => {
    const member = deepLinker(1440);
    expect((await (await apiAs(page.request, member)).post('terms/accept/')).ok()).toBe(true);
    await page.goto('/login/?next=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByTestId('sanction-notice')).toHaveCount(0);
    await signInWithForm(page, member);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);
  });

  test('an unpaid member finds Membership in the sidebar; a paid member finds the weekly log instead', async ({
    page,
  }) => {
    await signInAs(page, UNPAID.email, UNPAID.password);
    await page.goto('/profile');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByTestId('membership-notice')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'What paying members get' })).toBeVisible();

    await page.context().clearCookies();
    await signInAs(page, PAID.email, PAID.password);
    await page.goto('/membership');
    await expect(page.getByRole('heading', { name: 'You are a paying member' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Membership' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Weekly Log' })).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an unpaid member finds Membership in the fan menu', async ({ page }) => {
    await signInAs(page, UNPAID.email, UNPAID.password);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('list', { name: 'Quick navigation' }).getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('heading', { name: 'How to become a paying member' })).toBeVisible();
  });
});
