import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNotHydrated, holdIsland, islandScript, signInAs, userIdOf } from './helpers';

/**
 * A click made right after a page loads, before its island has hydrated, is never lost (issue 25, finding 11). Until
 * an island hydrates (Astro's <astro-island> keeps its `ssr` attribute until then) its buttons show a busy cursor,
 * and a click on one, or Enter or Space on it, is held and made again once the island has hydrated
 * (src/layouts/early-clicks.inline.js). Every page is opened with the CPU slowed four times and clicked at
 * DOMContentLoaded.
 */

/** A paid staff member, who may open every page, and another member whose page she visits. */
const MEMBER = { email: 'early-zoe@example.com', password: 'early zoe pass' };
const OTHER = { email: 'early-zack@example.com', password: 'early zack pass' };

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface Row {
  path: string;
  signedIn: boolean;
  /** The page's island (its script, /_astro/<island>.<hash>.js, comes a second late: the click is before it hydrates). */
  island?: string;
  /** The page's main control, as the member sees it. */
  control: string;
  /** Anything the page must be given first (a stubbed answer, a dialog watched); what it returns goes to `acted`. */
  prepare?: (page: Page) => Promise<unknown>;
  /** Clicks the control (Playwright's click: it waits until the control is visible and enabled). */
  act: (page: Page) => Promise<void>;
  /** What the control did. */
  effect: string;
  acted: (page: Page, prepared: unknown) => Promise<void>;
}

let otherUserId = 0;

test.beforeAll(async ({ request }) => {
  otherUserId = await userIdOf(request, OTHER);
});

const deleteAccount = (page: Page) => page.getByRole('button', { name: 'Delete Account', exact: true });
const deletionForm = (page: Page) => page.getByLabel('Password');
const faqQuestion = (page: Page) => page.getByRole('button', { name: 'How do I update my profile?' });
const showLog = (page: Page) => page.getByRole('button', { name: 'Show Moderation Log' });

/**
 * Every page with an island (and the sign-up page's script), its main control, and what the control does. Not here:
 * /login/ (plain markup; its one control, Login, is enabled by its script), /complete-profile (its Save waits for
 * the island, as the account forms' does), /progress/compare (client:only; with fewer than two pictures it shows a
 * link only), /standing (its controls are a sanctioned member's) and /logout (it signs out as it loads).
 */
const ROWS: Row[] = [
  {
    path: '/register/',
    signedIn: false,
    control: 'Terms of Service (the page script)',
    act: (page) => page.getByRole('button', { name: 'Terms of Service' }).click(),
    effect: 'the terms dialog shows',
    acted: (page) => expect(page.getByRole('dialog').getByRole('button', { name: 'I Understand' })).toBeVisible(),
  },
  {
    path: '/forgot-password/',
    island: 'ForgotPasswordForm',
    signedIn: false,
    control: 'Reset Password',
    // Answered here: the request is rate-limited per address, and other specs ask for resets.
    prepare: (page) =>
      page.route('**/api/v1/user/password-reset/**', (route) => route.fulfill({ json: { message: 'sent' } })),
    act: async (page) => {
      await page.getByLabel('Email').fill('early-nobody@example.com');
      await page.getByRole('button', { name: 'Reset Password' }).click();
    },
    effect: 'says the link was sent',
    acted: (page) =>
      expect(page.getByRole('alert')).toHaveText('Password reset link has been sent to your email address'),
  },
  {
    path: '/create-new-password/?otp=123456&uuidb64=MQ&refresh_token=x',
    island: 'NewPasswordForm',
    signedIn: false,
    // The page asks whether the link still works as it opens: this made-up one is answered as live.
    prepare: (page) =>
      page.route('**/api/v1/user/password-reset/check/', (route) => route.fulfill({ json: { valid: true } })),
    control: 'Save New Password',
    act: async (page) => {
      await page.getByLabel('New Password', { exact: true }).fill('a long new password 1');
      await page.getByLabel('Confirm New Password').fill('a different password 2');
      await page.getByRole('button', { name: 'Save New Password' }).click();
    },
    effect: 'says the passwords differ',
    acted: (page) => expect(page.getByRole('alert')).toHaveText('Passwords do not match'),
  },
  {
    path: '/support',
    island: 'SupportCenter',
    signedIn: true,
    control: 'an FAQ question',
    act: (page) => faqQuestion(page).click(),
    effect: 'the answer opens',
    acted: (page) => expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'true'),
  },
  {
    path: '/account-settings',
    island: 'AccountSettings',
    signedIn: true,
    control: 'Delete Account',
    act: (page) => deleteAccount(page).click(),
    effect: 'the deletion form opens',
    acted: (page) => expect(deletionForm(page)).toBeVisible(),
  },
  {
    path: '/profile',
    island: 'ProfileView',
    signedIn: true,
    control: 'Edit Profile',
    act: (page) => page.getByRole('button', { name: 'Edit Profile' }).click(),
    effect: 'the edit form opens',
    acted: (page) => expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible(),
  },
  {
    path: '/dashboard',
    island: 'Dashboard',
    signedIn: true,
    control: "Sunday's day card",
    act: (page) => page.getByRole('button', { name: /^Sunday/ }).click(),
    effect: 'the day opens',
    acted: (page) => expect(page.getByRole('button', { name: /^Sunday/ })).toHaveAttribute('aria-expanded', 'true'),
  },
  {
    path: '/weekly-log',
    island: 'WeeklyLogs',
    signedIn: true,
    // The first tile is today's, the first day of the member's week: later days cannot be opened (issue 26).
    control: "today's daily log (client:only island)",
    act: (page) =>
      page
        .getByRole('button', { name: /^Open \w+ daily log$/ })
        .first()
        .click(),
    effect: 'the day dialog shows',
    acted: (page) => expect(page.getByRole('dialog', { name: 'Edit Daily Log' })).toBeVisible(),
  },
  {
    path: '/community',
    island: 'CommunityFeed',
    signedIn: true,
    control: 'the composer (client:only island)',
    act: (page) => page.getByPlaceholder('Share an update...').fill('Early bird'),
    effect: 'Post is enabled',
    acted: (page) => expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled(),
  },
  {
    path: '/admin',
    island: 'AdminPanel',
    signedIn: true,
    control: 'Show Moderation Log',
    act: (page) => showLog(page).click(),
    effect: 'the log opens',
    acted: (page) =>
      expect(page.getByRole('button', { name: 'Hide Moderation Log' })).toHaveAttribute('aria-expanded', 'true'),
  },
  {
    path: '/user/:other',
    island: 'MemberProfile',
    signedIn: true,
    control: 'Report User',
    act: (page) => page.getByRole('button', { name: 'Report User' }).click(),
    // Issue 26: the report dialog with its reasons (the spec's prompt is gone).
    effect: 'the report dialog opens',
    acted: (page) => expect(page.getByRole('dialog', { name: 'Report User' })).toBeVisible(),
  },
];

/** The island's own script (its component chunk) is sent `ms` late. */
async function delayIsland(page: Page, island: string, ms: number): Promise<void> {
  await page.route(islandScript(island), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const pathOf = (row: { path: string }) => row.path.replace(':other', String(otherUserId));

test.describe('a click at DOMContentLoaded on a slowed CPU acts', () => {
  for (const row of ROWS) {
    test(`${row.path}: ${row.control} → ${row.effect}`, async ({ page }) => {
      if (row.signedIn) await signInAs(page, MEMBER.email, MEMBER.password);
      const prepared = await row.prepare?.(page);
      if (row.island) await delayIsland(page, row.island, 1_000);
      await slowCpu(page);
      await page.goto(pathOf(row), { waitUntil: 'domcontentloaded' });
      await row.act(page);
      await row.acted(page, prepared);
    });
  }
});

interface EarlyRow {
  path: string;
  island: string;
  control: (page: Page) => Locator;
  effect: string;
  acted: (page: Page) => Promise<void>;
}

/** The controls the server renders (so the member can click them before the island's script is in). */
const EARLY: EarlyRow[] = [
  {
    path: '/account-settings',
    island: 'AccountSettings',
    control: deleteAccount,
    effect: 'the deletion form opens',
    acted: (page) => expect(deletionForm(page)).toBeVisible(),
  },
  {
    path: '/support',
    island: 'SupportCenter',
    control: faqQuestion,
    effect: 'the answer opens',
    acted: (page) => expect(faqQuestion(page)).toHaveAttribute('aria-expanded', 'true'),
  },
  {
    path: '/admin',
    island: 'AdminPanel',
    control: showLog,
    effect: 'the log opens',
    acted: (page) =>
      expect(page.getByRole('button', { name: 'Hide Moderation Log' })).toHaveAttribute('aria-expanded', 'true'),
  },
];

test.describe('before the island hydrates', () => {
  for (const row of EARLY) {
    test(`${row.path}: a mouse click on the control shows it busy, then acts once hydrated (${row.effect})`, async ({
      page,
    }) => {
      await signInAs(page, MEMBER.email, MEMBER.password);
      await slowCpu(page);
      const release = await holdIsland(page, row.island);
      await page.goto(row.path, { waitUntil: 'domcontentloaded' });
      const control = row.control(page);
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      const element = await control.elementHandle();
      await expectNotHydrated(page, row.island);
      // Busy: the cursor says so while the island's script is on its way.
      expect.soft(await element!.evaluate((el) => getComputedStyle(el).cursor)).toBe('progress');
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await expectNotHydrated(page, row.island);
      release();
      await row.acted(page);
      // Once hydrated, no button of the island is busy any more (the control itself, when it is still there).
      await expect(page.locator(`astro-island[component-url*="/${row.island}."]`)).not.toHaveAttribute('ssr');
      expect(await element!.evaluate((el) => (el.isConnected ? getComputedStyle(el).cursor : 'gone'))).not.toBe(
        'progress',
      );
    });
  }

  test('/account-settings: Enter on Delete Account before the island hydrates opens the form once it has', async ({
    page,
  }) => {
    await signInAs(page, MEMBER.email, MEMBER.password);
    await slowCpu(page);
    const release = await holdIsland(page, 'AccountSettings');
    await page.goto('/account-settings', { waitUntil: 'domcontentloaded' });
    await deleteAccount(page).focus();
    await page.keyboard.press('Enter');
    await expectNotHydrated(page, 'AccountSettings');
    release();
    await expect(deletionForm(page)).toBeVisible();
  });

  test('/account-settings: two clicks before hydration open the form, and do not close it again', async ({ page }) => {
    await signInAs(page, MEMBER.email, MEMBER.password);
    await slowCpu(page);
    const release = await holdIsland(page, 'AccountSettings');
    await page.goto('/account-settings', { waitUntil: 'domcontentloaded' });
    const control = deleteAccount(page);
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { clickCount: 1 });
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { clickCount: 1 });
    release();
    await expect(deletionForm(page)).toBeVisible();
  });

  test('links in an island still work before it hydrates (plain navigation)', async ({ page }) => {
    await signInAs(page, MEMBER.email, MEMBER.password);
    await holdIsland(page, 'AccountSettings');
    await page.goto('/account-settings', { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page, 'AccountSettings');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/support\/?$/);
  });
});

test('a client:only island is left alone: nothing in its fallback is held or shown busy', async ({ page }) => {
  await signInAs(page, MEMBER.email, MEMBER.password);
  const release = await holdIsland(page, 'CommunityFeed');
  await page.goto('/community', { waitUntil: 'domcontentloaded' });
  const island = page.locator('astro-island[ssr][client="only"][component-url*="/CommunityFeed."]');
  await expect(island).toHaveCount(1);
  // The placeholder's own (disabled) Post button keeps its own cursor.
  await expect(island.getByRole('button', { name: 'Post' })).toHaveCSS('cursor', 'not-allowed');
  // A button in it gets its click at once, as on any page.
  const clicked = await island.evaluate((el) => {
    const button = document.createElement('button');
    button.type = 'button';
    el.append(button);
    let reached = false;
    button.addEventListener('click', () => (reached = true));
    const cursor = getComputedStyle(button).cursor;
    button.click();
    button.remove();
    return { reached, cursor };
  });
  expect(clicked).toEqual({ reached: true, cursor: 'default' });
  release();
  await expect(page.getByPlaceholder('Share an update...')).toBeEnabled();
});
