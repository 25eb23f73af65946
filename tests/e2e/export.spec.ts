import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { BASE_URL, signInAs } from './helpers';
import { EXPORT_FILES, PROFILE_PICTURE_FILE, progressPictureFile } from '../../src/lib/contracts/export';

/** tests/e2e/users/export.txt */
const MEMBER = { email: 'export-paid@example.com', password: 'export paid pass', name: 'Edda Exporter' };
const PICTURE = 'tests/fixtures/weekly/progress.jpg';

test('a paid member downloads their data from Account Settings and the ZIP holds it', async ({ page, request }) => {
  // A weekly log with a measurement and a progress picture, saved through the API as the weekly-log page would.
  const token = await request.post('/api/v1/user/token/', { data: { email: MEMBER.email, password: MEMBER.password } });
  expect(token.ok()).toBe(true);
  const { access } = (await token.json()) as { access: string };
  const auth = { Authorization: `Bearer ${access}` };
  const profile = (await (await request.get('/api/v1/user/profile/', { headers: auth })).json()) as {
    weekly_logs: Array<{ id: number; week_number: number }>;
  };
  const week = profile.weekly_logs[0]!;
  const saved = await request.patch(`/api/v1/user/weekly-log/${week.id}/`, {
    headers: { ...auth, Origin: BASE_URL },
    multipart: {
      waist: '33.5',
      progress_picture: { name: 'progress.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PICTURE) },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInAs(page, MEMBER.email, MEMBER.password);
  await page.goto('/account-settings');
  const card = page.getByTestId('export-card');
  await expect(card.getByRole('heading', { name: 'Download my data' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fitgroup-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(card.getByText('Your download has started.')).toBeVisible();

  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(files);
  for (const file of EXPORT_FILES) expect(names).toContain(file);
  expect(names).toContain(progressPictureFile(week.week_number));
  expect(names).not.toContain(PROFILE_PICTURE_FILE);
  const exported = JSON.parse(strFromU8(files['profile.json']!)) as { account: { full_name: string; email: string } };
  expect(exported.account).toMatchObject({ full_name: MEMBER.name, email: MEMBER.email });
  const weeks = JSON.parse(strFromU8(files['weekly-logs.json']!)) as Array<{ waist: string | null }>;
  expect(weeks[0]!.waist).toBe('33.5');

  // A second download within the hour is refused, and the card says why.
  await card.getByRole('button', { name: 'Download my data' }).click();
  await expect(card.getByRole('alert')).toHaveText(/^You can download your data once an hour\./);
  await expect(card.getByRole('button', { name: 'Download my data' })).toBeEnabled();
});
