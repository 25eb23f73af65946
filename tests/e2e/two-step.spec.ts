import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { BASE_URL, signInAs } from './helpers';

const STAFF = { email: 'two-step-staff@example.com', password: 'two step staff pass' };

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

test('a staff member turns on two-step sign-in from the page, then signs in with the code and reaches /admin', async ({
  page,
}) => {
  await signInAs(page, STAFF.email, STAFF.password);
  const access = (await page.context().cookies(BASE_URL)).find((c) => c.name === 'access_token')!.value;
  const accepted = await page.request.post('/api/v1/terms/accept/', { headers: { Authorization: `Bearer ${access}` } });
  expect(accepted.ok()).toBe(true);

  await page.goto('/account-settings');
  const card = page.getByTestId('two-step-card');
  await card.getByRole('button', { name: 'Two-step sign-in settings' }).click();
  await expect(card.getByTestId('two-step-status')).toHaveText('Off: signing in takes your password alone.');
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code that adds your FitGroup account to an authenticator app' }),
  ).toBeVisible();
  // What a member would type into their app, read from the page as they read it.
  const secret = (await card.getByTestId('two-step-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel('Code from the app').fill(codeOf(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();

  await expect(card.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await expect(card.getByTestId('recovery-code')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download as .txt' }).click();
  expect((await download).suggestedFilename()).toBe('fitgroup-recovery-codes.txt');
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByTestId('two-step-status')).toHaveText(
    'On: signing in asks for a code from your authenticator app.',
  );
  await expect(card.getByText('Recovery codes left: 10')).toBeVisible();

  await page.goto('/logout/');
  await expect(page.getByText('You have been logged out')).toBeVisible();

  await page.goto('/login/?next=%2Fadmin');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();

  // The password was right: the second step asks for the code.
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The code that turned it on is not taken again: the next step's code is (the server takes a step either side).
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid.' })).toBeVisible();
  await code.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('second-factor-needed')).toHaveCount(0);
});
