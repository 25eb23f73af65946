import { expect, test, type Request } from '@playwright/test';
import { signInAs } from './helpers';

const SAM = { email: 'save-week-sam@example.com', password: 'save week sam pass' };

/**
 * One Save Week costs the spec's connectivity GET and the PUT, nothing more: the page shows the week the PUT
 * answered, and the check-in summary above the tabs is worked out from it (src/lib/stores/weeks.ts), not read again.
 */
test('one Save Week sends two API requests: the connectivity GET and the PUT', async ({ page }) => {
  await signInAs(page, SAM.email, SAM.password);
  await page.goto('/weekly-log', { waitUntil: 'networkidle' });
  const panel = page.getByRole('tabpanel', { name: 'Week 1' });
  const summary = page.getByTestId('check-in-summary');
  await expect(summary.getByText(/^Nothing logged yet\./)).toBeVisible();

  const sent: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/')) sent.push(`${request.method()} ${pathname}`);
  };
  page.on('request', record);
  await panel.getByLabel('Waist (in)').fill('33.5');
  await panel.getByLabel('Journal Entry').fill('Counted.');
  await panel.getByRole('button', { name: 'Save Week' }).click();
  await expect(page.getByText('✅ Week 1 saved successfully!')).toBeVisible();
  // The summary follows the save at once, from its answer.
  await expect(summary.getByText('You have saved 1 week in a row.')).toBeVisible();
  await expect(summary.getByText('Waist: 33.5 in (week 1).')).toBeVisible();
  // Time for a read that would follow the save.
  await page.waitForLoadState('networkidle');
  page.off('request', record);

  expect(sent).toEqual([
    'GET /api/v1/user/profile/',
    expect.stringMatching(/^PUT \/api\/v1\/user\/weekly-log\/\d+\/$/),
  ]);
  await expect(panel.getByLabel('Waist (in)')).toHaveValue('33.5');
});
