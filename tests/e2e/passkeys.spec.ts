import { expect, test, type Page } from '@playwright/test';

/** tests/e2e/users/passkeys.txt */
const MEMBER = { email: 'passkey-member@example.com', password: 'passkey member pass' };

// WebAuthn takes a domain for its relying party, not an address: this spec uses the site as PUBLIC_URL names it
// (http://localhost:<port>, the server's default), where the passkeys are made for "localhost".
const SITE = `http://localhost:${process.env['E2E_PORT'] || 4573}`;
test.use({ baseURL: SITE });

/** A platform authenticator in the browser (Chrome's virtual one): it keeps passkeys and verifies the member. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('a member adds a passkey in Account Settings, signs out, and signs in with it', async ({ page, request }) => {
  // This member was made by the CLI: the terms are accepted beforehand, so that signing in lands at once.
  const token = await request.post('/api/v1/user/token/', { data: MEMBER });
  const { access } = (await token.json()) as { access: string };
  expect((await request.post('/api/v1/terms/accept/', { headers: { Authorization: `Bearer ${access}` } })).ok()).toBe(
    true,
  );

  await addVirtualAuthenticator(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/account-settings');
  const card = page.getByTestId('passkeys');
  await expect(card.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await card.getByRole('button', { name: 'Manage passkeys' }).click();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  const name = dialog.getByLabel('Name');
  // The device's own name is proposed.
  await expect(name).toHaveValue(/Chrome/);
  await name.fill('My laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByText('Your passkey has been added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const passkey = card.getByTestId('passkey');
  await expect(passkey).toHaveCount(1);
  await expect(passkey).toContainText('My laptop');
  await expect(passkey).toContainText('Not used yet');

  // Renamed in its own dialog.
  await passkey.getByRole('button', { name: 'Rename My laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Name').fill('Work laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Your passkey has been renamed.')).toBeVisible();
  await expect(passkey).toContainText('Work laptop');

  await page.goto('/logout/');
  await expect(page.getByText('You have been logged out')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Manage passkeys' }).click();
  await expect(page.getByTestId('passkey')).toContainText('Last used');
});
