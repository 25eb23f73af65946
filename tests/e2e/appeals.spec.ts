import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './api-as';
import { signInAs } from './helpers';

// A suspended member reads why on the restricted page and appeals; staff accept with a reply; the member is back.
const STAFF = { email: 'appeal-staff@example.com', password: 'appeal staff pass' };
const MEMBER = { email: 'appeal-member@example.com', password: 'appeal member pass', name: 'Ann Appeal' };
const REASON = 'Posting gym advertisements in the feed';
const APPEAL = 'The post was about my own training plan, not an advertisement.';
const REPLY = 'You are right: we misread your post. Welcome back.';

async function signInWithForm(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  // The form is live once its script has run (the button is disabled until then).
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a suspended member appeals from the restricted page, staff accept it, and the member signs in again', async ({
  page,
  browser,
}) => {
  // The member accepted the terms long ago; staff suspend them for a week.
  const member = await apiAs(page.request, MEMBER);
  expect((await member.post('terms/accept/')).ok()).toBe(true);
  const memberId = ((await (await member.get('user/')).json()) as { id: number }).id;
  const staffApi = await apiAs(page.request, STAFF);
  const until = new Date(Date.now() + 7 * 86_400_000);
  const suspended = await staffApi.post('admin/suspend-user/', {
    user: memberId,
    reason: REASON,
    end_date: until.toISOString(),
  });
  expect(suspended.status(), await suspended.text()).toBe(200);

  // Signing in lands on the restricted page, which says why and until when.
  await signInWithForm(page, MEMBER);
  await expect(page).toHaveURL(/\/standing\/?$/);
  const headline = page.getByTestId('standing-headline');
  await expect(headline).toContainText(/This account is suspended until \w+ \d{1,2}, \d{4}\./);
  await expect(headline).toContainText(`Reason: ${REASON}`);
  const card = page.getByTestId('standing-card');
  const sanction = card.getByTestId('sanction');
  await expect(sanction).toContainText('Suspension');
  await expect(sanction).toContainText('In force');
  await expect(sanction).toContainText(REASON);

  // The appeal: required, counted, sent once.
  await sanction.getByRole('button', { name: 'Appeal' }).click();
  const form = sanction.getByTestId('appeal-form');
  await form.getByRole('button', { name: 'Send appeal' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please write your appeal.');
  const text = form.getByLabel('Why should this sanction be reconsidered?');
  await text.fill(APPEAL);
  await expect(form).toContainText(`${APPEAL.length} / 2000 characters`);
  await form.getByRole('button', { name: 'Send appeal' }).click();
  await expect(sanction).toContainText('Appeal under review');
  await expect(sanction).toContainText(APPEAL);
  await expect(sanction.getByRole('button', { name: 'Appeal' })).toHaveCount(0);

  // Staff see the appeal beside the reports and accept it with a reply.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage, STAFF.email, STAFF.password);
  await staffPage.goto('/admin');
  await expect(staffPage.locator('astro-island[component-url*="AdminPanel"]')).not.toHaveAttribute('ssr');
  const panel = staffPage.getByTestId('appeals-panel');
  const appeal = panel.getByTestId('appeal-card').filter({ hasText: MEMBER.name });
  await expect(appeal).toContainText(APPEAL);
  await expect(appeal).toContainText(REASON);
  await appeal.getByRole('button', { name: 'Answer this appeal' }).click();
  await expect(appeal.getByLabel('Reply to the member')).toBeFocused();
  await appeal.getByRole('button', { name: 'Accept' }).click();
  await expect(appeal.getByRole('alert')).toHaveText('Please write a reply to the member.');
  await appeal.getByLabel('Reply to the member').fill(REPLY);
  await appeal.getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByTestId('appeals-notice')).toHaveText(`✅ Appeal accepted: ${MEMBER.name}`);
  await expect(panel.getByTestId('appeal-card').filter({ hasText: MEMBER.name })).toHaveCount(0);
  await staffContext.close();

  // The member signs in as before and lands on their usual page; their card shows the accepted appeal and the reply.
  await signInWithForm(page, MEMBER);
  await expect(page).toHaveURL(/\/profile\/?$/);
  await page.goto('/account-settings');
  const settingsCard = page.getByTestId('standing-card');
  await expect(settingsCard).toContainText('Appeal accepted');
  await expect(settingsCard).toContainText('No longer in force');
  await expect(settingsCard.getByTestId('appeal-reply')).toContainText(REPLY);
});

test('a member in good standing sees a short line in account settings', async ({ page }) => {
  await signInAs(page, STAFF.email, STAFF.password);
  await page.goto('/account-settings');
  await expect(page.getByTestId('standing-card')).toContainText('Your account is in good standing.');
});
