import { expect, test, type Page } from '@playwright/test';
import { chooseMember, signInAs } from './helpers';

/**
 * Need-to-know health access (issue 28), end to end: a staff member opens a member's health details in /admin with
 * a reason, and the member, signed in in another browser, finds the row under "Who has seen my data".
 */

const STAFF = { email: 'health-staff@example.com', password: 'health staff pass', name: 'Hana Healer' };
const MEMBER = { email: 'health-member@example.com', password: 'health member pass', name: 'Milo Medical' };
const HEALTH = {
  medical_history: 'Type 1 diabetes; glucose tablets in his bag',
  emergency_contact_name: 'Mara Medical',
  emergency_contact: '555-0177',
  address: '4 Elm Street',
  phone_number: '555-0123',
};
const REASON = 'Milo felt faint in the evening class; calling his emergency contact.';

/** Opens the admin screen once it is live (its first page is in the HTML before React hydrates it). */
async function openAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page.locator('astro-island[component-url*="AdminPanel"]')).not.toHaveAttribute('ssr');
}

test('staff open health details with a reason, and the member sees who, what, when and why', async ({
  page,
  browser,
}) => {
  // The member's profile holds the details; the admin panel shows none of them until staff give a reason.
  const signedIn = await page.request.post('/api/v1/user/token/', {
    data: { email: MEMBER.email, password: MEMBER.password },
  });
  const { access } = (await signedIn.json()) as { access: string };
  const saved = await page.request.patch('/api/v1/user/profile/', {
    headers: { Authorization: `Bearer ${access}` },
    data: HEALTH,
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInAs(page, STAFF.email, STAFF.password);
  await openAdmin(page);
  await chooseMember(page, MEMBER.name);
  const panel = page.getByTestId('member-panel');
  await expect(panel.getByText(HEALTH.medical_history)).toHaveCount(0);

  await panel.getByRole('button', { name: 'Health & emergency details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Health & emergency details' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  // Too short: the form says so and nothing is sent.
  await reason.fill('checking');
  await dialog.getByTestId('open-health-details').click();
  await expect(dialog.getByText('Ensure this field has at least 10 characters.')).toBeVisible();
  await reason.fill(REASON);
  await dialog.getByTestId('open-health-details').click();

  const shown = page.getByRole('dialog', { name: `Health & emergency details: ${MEMBER.name}` });
  const details = shown.getByTestId('health-details');
  for (const value of Object.values(HEALTH)) await expect(details.getByText(value)).toBeVisible();
  await shown.getByRole('button', { name: 'Close' }).click();
  await expect(shown).toBeHidden();

  // The member, in a browser of their own.
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, MEMBER.email, MEMBER.password);
    await memberPage.goto('/account-settings');
    const card = memberPage.getByTestId('access-log');
    await card.getByRole('button', { name: 'Who has seen my data' }).click();
    const newest = card.getByTestId('access-log-row').first();
    await expect(newest).toContainText(`${STAFF.name} saw your health and emergency details`);
    await expect(newest).toContainText(`Reason: ${REASON}`);
    await expect(
      card.getByTestId('access-log-row').filter({ hasText: `${STAFF.name} saw your weekly logs` }),
    ).not.toHaveCount(0);
  } finally {
    await memberContext.close();
  }
});
