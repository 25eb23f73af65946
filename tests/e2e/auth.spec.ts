import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, uniqueEmail } from './helpers';

/** The e2e server's outbox (DATA_DIR is `${ASTRO_OUT_DIR}-e2e-data`). */
const OUTBOX = path.resolve(`${process.env['ASTRO_OUT_DIR'] || 'dist'}-e2e-data`, 'outbox');

/** The body of an .eml file, undoing the transfer encoding nodemailer chose. */
function mailBody(eml: string): string {
  const split = eml.indexOf('\n\n');
  const headers = eml.slice(0, split);
  const body = eml.slice(split + 2);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The newest mail to `to` in the outbox (names sort oldest first), or null. */
function newestMailTo(to: string): string | null {
  if (!existsSync(OUTBOX)) return null;
  const names = readdirSync(OUTBOX)
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const eml = readFileSync(path.join(OUTBOX, name), 'utf8').replace(/\r\n/g, '\n');
    if (new RegExp(`^To: ${to}$`, 'mi').test(eml)) return mailBody(eml);
  }
  return null;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('sign up', () => {
  test('says every problem of the form at once', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password').fill('12345');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This field is required.');
    await expect(alert).toContainText('Enter a valid email address.');
    await expect(alert).toContainText('This password is too short. It must contain at least 8 characters.');
    await expect(alert).toContainText('You must accept the Terms of Service to create an account.');
  });

  test('needs the terms ticked, then signs in and lands on /complete-profile/', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle('Register | FitGroup');
    const email = uniqueEmail('auth-signup');
    await page.getByLabel('Full Name').fill('Nora Newmember');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm Password').fill('a good long password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText('You must accept the Terms of Service to create an account.');

    // The link opens the terms read-only; Escape closes them.
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'I Understand' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept Terms' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByLabel('I agree to the Terms of Service').check();
    // Hold the sign-up answer a moment to see the busy state.
    await page.route('**/api/v1/user/register/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Processing' })).toBeDisabled();
    await expect(page).toHaveURL(/\/complete-profile\/$/);
    // Registration accepted the terms for the new member.
    const access = await page.evaluate(() => localStorage.getItem('access_token'));
    const status = await page.request.get('/api/v1/terms/status/', { headers: { Authorization: `Bearer ${access}` } });
    expect(await status.json()).toEqual({ has_accepted: true });
  });

  test('shows the server field errors one per line', async ({ page }) => {
    await page.goto('/register/');
    await page.getByLabel('Full Name').fill('Dee Duplicate');
    await page.getByLabel('Email').fill(uniqueEmail('auth-lines'));
    await page.getByLabel('Password', { exact: true }).fill('zq7#');
    await page.getByLabel('Confirm Password').fill('zq7#x');
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This password is too short. It must contain at least 8 characters.');
    expect(await alert.innerText()).toBe(
      "This password is too short. It must contain at least 8 characters.\nPassword fields didn't match.",
    );

    await page.getByLabel('Email').fill('auth-terms@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm Password').fill('a good long password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // A taken email is not revealed: the page asks to check the inbox, where the owner finds a notice.
    await expect(alert).toHaveText(
      'We have sent a message to this email address. Please check your inbox to continue.',
    );
    await expect(page).toHaveURL(/\/register\/?$/);
  });
});

test.describe('sign in', () => {
  test('a member who has not accepted the terms must scroll and tick before Accept Terms, then lands on /profile', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | FitGroup');
    await fillLogin(page, 'auth-terms@example.com', 'auth terms pass');
    const dialog = page.getByRole('dialog');
    const accept = dialog.getByRole('button', { name: 'Accept Terms' });
    await expect(accept).toBeDisabled();
    const agree = dialog.getByLabel('I have read and agree to the Terms of Service and Content Policy');

    const content = dialog.getByTestId('terms-content');
    await expect(content).toContainText('Welcome to FitGroup');
    const maxHeight = await content.evaluate((el) => getComputedStyle(el).maxHeight);
    const viewport = page.viewportSize()!;
    expect(parseFloat(maxHeight)).toBeCloseTo(viewport.height * 0.6, 0);
    const scrollToBottomLess = (px: number) =>
      content.evaluate((el, gap) => el.scrollTo(0, el.scrollHeight - el.clientHeight - gap), px);

    // Ticked but not scrolled, or scrolled to 30 px short of the end: still disabled.
    await agree.check();
    await expect(accept).toBeDisabled();
    await scrollToBottomLess(30);
    await page.waitForTimeout(300); // let the scroll event land before asserting that nothing changed
    await expect(accept).toBeDisabled();
    await agree.uncheck();

    // Within 10 px of the end counts as the bottom; unticked it stays disabled.
    await scrollToBottomLess(8);
    await expect(dialog.getByText('Scroll to the end of the terms to continue.')).toBeHidden();
    await expect(accept).toBeDisabled();

    // Accept mode must be answered: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await agree.check();
    await expect(accept).toBeEnabled();
    await accept.click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login/');
    await fillLogin(page, 'auth-wrong@example.com', 'not the password');
    await expect(page.getByRole('alert')).toHaveText('No active account found with the given credentials');
    await expect(page).toHaveURL(/\/login\/$/);
  });

  test('offers the forgot-password and sign-up links', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register/');
    await expect(page.getByLabel('Remember me')).toHaveAttribute('required', '');
  });
});

test.describe('password reset', () => {
  test('mails a link that sets a new password, which then signs in', async ({ page }) => {
    await page.goto('/forgot-password/');
    await page.getByLabel('Email').fill('auth-reset@example.com');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password reset link has been sent to your email address');

    let body: string | null = null;
    await expect.poll(() => (body = newestMailTo('auth-reset@example.com'))).not.toBeNull();
    const match = body!.match(/https?:\/\/\S+\/create-new-password\/\?\S+/);
    expect(match).not.toBeNull();
    const link = new URL(match![0]);
    expect([...link.searchParams.keys()].sort()).toEqual(['otp', 'refresh_token', 'uuidb64']);

    await page.goto(link.pathname + link.search);
    await page.getByLabel('New Password', { exact: true }).fill('my brand new password');
    await page.getByLabel('Confirm New Password').fill('something different');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('Confirm New Password').fill('my brand new password');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page).toHaveURL(/\/login\/$/);

    await fillLogin(page, 'auth-reset@example.com', 'my brand new password');
    // Signed in: this CLI-made member is asked to accept the terms first.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Accept Terms' })).toBeVisible();

    // The used link says so as it opens, before a password is typed.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toContainText('This password reset link has been used or has expired.');
    await expect(page.getByRole('link', { name: 'request a new one' })).toHaveAttribute('href', '/forgot-password/');
    await expect(page.getByRole('button', { name: 'Save New Password' })).toBeDisabled();
  });
});

test.describe('logout and guards', () => {
  test('logout clears the session and shows Login and Register', async ({ page }) => {
    await signInAs(page, 'auth-logout@example.com', 'auth logout pass');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh_token')!.value;

    await page.goto('/logout/');
    await expect(page.getByText('You have been logged out')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register/');
    await expect(page.getByTestId('greeting')).toHaveCount(0);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('refresh_token');
    // The server revoked the refresh token too.
    const reuse = await page.request.post('/api/v1/user/token/refresh/', { data: { refresh } });
    expect(reuse.status()).toBe(401);

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fprofile$/);
  });

  test('a signed-out visit to /profile lands on /login/, remembering /profile', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\/\?next=%2Fprofile$/);
  });

  test('an unpaid member visiting /weekly-log lands on /membership', async ({ page }) => {
    await signInAs(page, 'auth-guard@example.com', 'auth guard pass');
    await page.goto('/weekly-log');
    await expect(page).toHaveURL(/\/membership\?from=%2Fweekly-log$/);
  });

  test('a non-staff member visiting /admin lands on /profile', async ({ page }) => {
    await signInAs(page, 'auth-guard@example.com', 'auth guard pass');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('at 375 px', () => {
  for (const [path, heading] of [
    ['/register/', 'Register'],
    ['/login/', 'Login'],
    ['/forgot-password/', 'Forgot Password'],
    ['/create-new-password/?otp=x&uuidb64=MQ&refresh_token=y', 'Create New Password'],
  ] as const) {
    test(`${path.split('?')[0]} fits the width without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
