import { expect, test } from '@playwright/test';
import { expectHydrated, expectNotHydrated, holdIsland, signInAs } from './helpers';

/**
 * What a member types into a form the server rendered, before the page's script has started (a slow phone on a
 * slow network), is what the form saves: the form takes the typed text once the island hydrates
 * (src/components/form/use-form.ts), instead of putting the server's text back and sending that.
 */
const TINA = { email: 'early-tina@example.com', password: 'early tina pass' };

interface Week {
  week_number: number;
  journal: string;
  waist: string | null;
}

test('Save Week sends the journal and the waist typed before the weekly log’s script started', async ({
  page,
  request,
}) => {
  await signInAs(page, TINA.email, TINA.password);
  // A journal the server renders into the page, which the member then replaces.
  const before = `Saved earlier ${Date.now()}`;
  await page.goto('/weekly-log');
  const panel = page.getByRole('tabpanel', { name: 'Week 1' });
  await panel.getByLabel('Journal Entry').fill(before);
  await panel.getByRole('button', { name: 'Save Week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('✅ Week 1 saved successfully!');

  const release = await holdIsland(page, 'WeeklyLogs');
  await page.reload();
  await expect(panel.getByLabel('Journal Entry')).toHaveValue(before);
  await expectNotHydrated(page, 'WeeklyLogs');
  const typed = `Typed on a slow phone ${Date.now()}`;
  await panel.getByLabel('Journal Entry').fill(typed);
  await panel.getByLabel('Waist (in)').fill('31.5');
  release();
  await expectHydrated(page, 'WeeklyLogs');

  await expect(panel.getByLabel('Journal Entry')).toHaveValue(typed);
  await panel.getByRole('button', { name: 'Save Week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('✅ Week 1 saved successfully!');
  await expect(panel.getByLabel('Journal Entry')).toHaveValue(typed);

  const token = await request.post('/api/v1/user/token/', { data: TINA });
  const { access } = (await token.json()) as { access: string };
  const profile = await request.get('/api/v1/user/profile/', { headers: { Authorization: `Bearer ${access}` } });
  const week = ((await profile.json()) as { weekly_logs: Week[] }).weekly_logs.find((w) => w.week_number === 1)!;
  expect(week).toMatchObject({ journal: typed, waist: '31.5' });
});
