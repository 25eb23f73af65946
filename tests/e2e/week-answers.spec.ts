import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inlineScripts, PAGE_BUDGET, weighScripts } from '../../scripts/bench/page-weight';
import { signInAs } from './helpers';

/**
 * Issue 29, the member's side of an answer: on /weekly-log a week shows staff's answers under its measurements, and a
 * link to the week (`/weekly-log#week-N`, what the notification links to) opens it on them; on /dashboard the newest
 * answer is a card that links to its week. With an answer on the page, each stays within what page-weight.spec.ts
 * holds it to.
 */

const MEMBER = { email: 'zz-answers-member@example.com', password: 'answers member pass' };
const STAFF = { email: 'zz-answers-staff@example.com', password: 'answers staff pass' };
const ANSWER = 'Great first week, Zora.\nKeep the water up.';

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/v1/user/token/', { data: who });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access: string }).access;
}

test.beforeAll(async ({ request }) => {
  const member = await tokenOf(request, MEMBER);
  const profile = await request.get('/api/v1/user/profile/', { headers: { Authorization: `Bearer ${member}` } });
  const weeks = ((await profile.json()) as { weekly_logs: Array<{ id: number; week_number: number }> }).weekly_logs;
  const week1 = weeks.find((w) => w.week_number === 1)!;
  const staff = await tokenOf(request, STAFF);
  const answered = await request.post(`/api/v1/admin/weekly-log/${week1.id}/feedback/`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { text: ANSWER },
  });
  expect(answered.status()).toBe(201);
});

/** The page's script weight, as tests/e2e/page-weight.spec.ts weighs it. */
async function scriptBytes(page: Page, path: string): Promise<number> {
  const scripts: Array<{ url: string; body: Buffer }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.push({ url: response.url(), body })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return weighScripts(scripts, await inlineScripts(page)).bytes;
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the weekly log shows the answer under the week, its author and text, and stays within its script budget', async ({
      page,
    }) => {
      await signInAs(page, MEMBER.email, MEMBER.password);
      expect(await scriptBytes(page, '/weekly-log')).toBeLessThanOrEqual(PAGE_BUDGET);
      const answers = page.getByRole('region', { name: 'Answers from your coach' });
      await expect(answers).toBeVisible();
      await expect(answers.getByText(/^Zeno Coach, /)).toBeVisible();
      // Text as text, its line break kept.
      expect(await answers.getByText('Great first week, Zora.').textContent()).toBe(ANSWER);
      await expect(page.locator('#week-1')).toHaveCount(1);
    });

    test('a link to the week opens it on its answers', async ({ page }) => {
      await signInAs(page, MEMBER.email, MEMBER.password);
      await page.goto('/weekly-log#week-1');
      await expect(page.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: 'Answers from your coach' })).toBeInViewport();
      // Focus goes with the view: a keyboard or screen reader user starts at the answers.
      await expect(page.getByRole('heading', { name: 'Answers from your coach' })).toBeFocused();
    });

    test('the dashboard shows the newest answer as a card that leads to its week', async ({ page }) => {
      await signInAs(page, MEMBER.email, MEMBER.password);
      expect(await scriptBytes(page, '/dashboard')).toBeLessThanOrEqual(PAGE_BUDGET);
      const card = page.getByRole('region', { name: 'From your coach' });
      await expect(card).toBeVisible();
      await expect(card.getByText('On week 1')).toBeVisible();
      await expect(card.getByText(/^Zeno Coach, /)).toBeVisible();
      await card.getByRole('link', { name: 'Open week 1' }).click();
      await expect(page).toHaveURL(/\/weekly-log#week-1$/);
      await expect(page.getByRole('region', { name: 'Answers from your coach' })).toBeInViewport();
    });
  });
}

test('a member without answers sees no answer card on the dashboard', async ({ page }) => {
  await signInAs(page, 'shell-both@example.com', 'shell both pass');
  await page.goto('/dashboard');
  await expect(page.getByTestId('check-in-summary')).toBeVisible();
  await expect(page.getByRole('region', { name: 'From your coach' })).toHaveCount(0);
});
