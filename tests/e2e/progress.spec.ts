import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, signInAs } from './helpers';
import { PROGRESS_SERIES, type ProgressJson } from '../../src/lib/contracts/progress';

/**
 * A paid member three weeks into their membership: the demo seed (operator CLI, handed to the running e2e server)
 * makes members whose weeks 1..3 are saved, the waist 0.25 in smaller every week. The spec adds a weight to each
 * week and pictures to weeks 1 and 3 through the weekly-log API, then looks at the dashboard and the comparison.
 */
const DEMO_PASSWORD = 'demo member password';
/** tests/e2e/users/admin.txt */
const STAFF = { email: 'admin-staff@example.com', password: 'admin staff pass' };
const PICTURES = { 1: 'tests/fixtures/weekly/progress.jpg', 3: 'tests/fixtures/weekly/progress-2.png' } as const;

interface Member {
  email: string;
  access: string;
  progress: ProgressJson;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string | null> {
  const res = await request.post('/api/v1/user/token/', { data: { email, password: DEMO_PASSWORD } });
  return res.ok() ? ((await res.json()) as { access: string }).access : null;
}

async function progressOf(request: APIRequestContext, access: string): Promise<ProgressJson | null> {
  const res = await request.get('/api/v1/user/progress/', { headers: { Authorization: `Bearer ${access}` } });
  return res.ok() ? ((await res.json()) as ProgressJson) : null;
}

/** Seeds demo members with three weeks and answers the first paid one. */
async function seededMember(request: APIRequestContext): Promise<Member> {
  const dataDir = `${process.env['ASTRO_OUT_DIR'] || 'dist'}-e2e-data`;
  const before = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/manage.ts', 'seed-demo', '--members', '4', '--weeks', '3'],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    },
  ).toString();
  expect(before).toContain('paid');
  for (let n = 1; n <= 40; n++) {
    const email = `demo${n}@demo.fitgroup.example`;
    const access = await tokenOf(request, email);
    if (!access) continue;
    const progress = await progressOf(request, access);
    if (progress && progress.weeks.length >= 3 && progress.weeks.slice(0, 3).every((w) => w.saved))
      return { email, access, progress };
  }
  throw new Error('no paid demo member with three saved weeks');
}

/** The ids of the member's weeks by number (GET user/profile/ lists them). */
async function weekIds(request: APIRequestContext, access: string): Promise<Map<number, number>> {
  const res = await request.get('/api/v1/user/profile/', { headers: { Authorization: `Bearer ${access}` } });
  const profile = (await res.json()) as { weekly_logs: Array<{ id: number; week_number: number }> };
  return new Map(profile.weekly_logs.map((w) => [w.week_number, w.id]));
}

async function saveWeek(
  request: APIRequestContext,
  access: string,
  weekId: number,
  fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
) {
  const res = await request.patch(`/api/v1/user/weekly-log/${weekId}/`, {
    headers: { Authorization: `Bearer ${access}`, Origin: BASE_URL },
    multipart: fields,
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe.configure({ mode: 'serial' });

test.describe('progress of a paid member with three saved weeks', () => {
  let member: Member;
  let page: Page;

  test.beforeAll(async ({ browser, request }) => {
    member = await seededMember(request);
    const ids = await weekIds(request, member.access);
    for (const n of [1, 2, 3] as const) {
      const fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
        weight: String(182 - n),
      };
      if (n !== 2) {
        const file = PICTURES[n];
        fields['progress_picture'] = {
          name: file.split('/').pop()!,
          mimeType: file.endsWith('.png') ? 'image/png' : 'image/jpeg',
          buffer: readFileSync(file),
        };
      }
      await saveWeek(request, member.access, ids.get(n)!, fields);
    }
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAs(page, member.email, DEMO_PASSWORD);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('sees three points per chart and the table alternative', async () => {
    await page.goto('/dashboard');
    for (const series of PROGRESS_SERIES) {
      const chart = page.getByTestId(`chart-${series}`);
      await expect(chart.getByRole('button', { name: /^Week \d+: / })).toHaveCount(3);
      await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /over 3 logged weeks/);
    }
    const waist = page.getByTestId('chart-waist');
    // The table is there for screen readers before the toggle, and shown by it.
    await expect(waist.getByRole('table')).toBeAttached();
    await expect(waist.getByRole('row')).toHaveCount(4);
    await waist.getByRole('button', { name: 'Show table' }).click();
    await expect(waist.getByRole('table')).toBeVisible();
    await expect(waist.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    // A point shows its week and value on hover and on focus.
    await waist.getByRole('button', { name: /^Week 2: / }).hover();
    await expect(waist.getByTestId('chart-tooltip')).toHaveText(/^Week 2: [\d.]+ in$/);
    await waist.getByRole('button', { name: /^Week 3: / }).focus();
    await expect(waist.getByTestId('chart-tooltip')).toHaveText(/^Week 3: [\d.]+ in$/);
    // The week tabs stay below.
    await expect(page.getByRole('tab', { name: 'Week 3' })).toBeVisible();
  });

  test("sees 'Waist −… in since week 1' in the check-in summary", async () => {
    await page.goto('/dashboard');
    const summary = page.getByTestId('check-in-summary');
    await expect(summary.getByText(/^Waist −[\d.]+ in since week 1 \(−[\d.]+%\)\.$/)).toBeVisible();
    await expect(summary.getByText(/^Waist −0\.25 in since last week/)).toBeVisible();
    await expect(summary.getByText(/weeks? in a row\.$/)).toBeVisible();
    // The same card tops the weekly log.
    await page.goto('/weekly-log');
    await expect(page.getByTestId('check-in-summary').getByText(/^Waist −[\d.]+ in since week 1/)).toBeVisible();
  });

  test('compares week 1 with week 3 with the slider, by mouse and by keyboard', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Compare your progress pictures' }).click();
    await expect(page).toHaveURL(/\/progress\/compare$/);
    await expect(page.getByLabel('First week')).toHaveValue('1');
    await expect(page.getByLabel('Second week')).toHaveValue('3');
    const side = page.getByTestId('compare-side-by-side');
    await expect(side.getByText('Week 1', { exact: true })).toBeVisible();
    await expect(side.getByText('Week 3', { exact: true })).toBeVisible();
    await expect(side.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} – /)).toHaveCount(2);
    for (const alt of ['Week 1 progress picture', 'Week 3 progress picture']) {
      const img = side.getByRole('img', { name: alt });
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(img).toHaveAttribute('src', /^\/api\/v1\/media\/progress\/.+\?exp=/);
    }

    const slider = page.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    // Mouse: drag from the middle to a quarter of the width.
    const overlay = page.getByTestId('compare-overlay');
    await overlay.scrollIntoViewIfNeeded();
    const box = (await overlay.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute('aria-valuenow', '25');
    // Keyboard: 5 % per arrow, Home and End.
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '30');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '20');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('compare-revealed')).toHaveCSS('clip-path', /inset\(0(px)? 100%/);
  });

  test('sets a goal and sees progress toward it', async ({ request }) => {
    await page.goto('/dashboard');
    const goals = page.getByTestId('goals-card');
    await goals.getByRole('button', { name: 'Set a goal' }).click();
    await goals.getByLabel('Measurement').selectOption('waist');
    await goals.getByLabel('Target (in)').fill('30');
    // A date in the past is refused under the field.
    await goals.getByLabel('Target date').fill('2020-01-01');
    await goals.getByRole('button', { name: 'Save goals' }).click();
    await expect(goals.getByText('The target date must be after today.')).toBeVisible();
    const inNinetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await goals.getByLabel('Target date').fill(inNinetyDays);
    await expect(goals.getByLabel('Share my goals with staff')).not.toBeChecked();
    await goals.getByRole('button', { name: 'Save goals' }).click();
    await expect(goals.getByRole('status')).toHaveText('✅ Goals saved.');
    const bar = goals.getByRole('progressbar', { name: 'Waist goal progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(goals.getByText('Your goals are private.')).toBeVisible();

    // Half an inch off the waist in week 3 moves the bar: (start − now) / (start − target) of the way.
    const ids = await weekIds(request, member.access);
    const start = member.progress.summary.series.find((s) => s.series === 'waist')!.latest!;
    const now = (Number(start) - 0.5).toFixed(2);
    await saveWeek(request, member.access, ids.get(3)!, { waist: now });
    await page.reload();
    const expected = Math.round((0.5 / (Number(start) - 30)) * 100);
    await expect(
      page.getByTestId('goals-card').getByRole('progressbar', { name: 'Waist goal progress' }),
    ).toHaveAttribute('aria-valuenow', String(expected));
    await expect(page.getByTestId('goal-waist').getByText(`${expected}% of the way`)).toBeVisible();
  });

  test('at 375 px nothing scrolls sideways on the dashboard and the comparison', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('chart-weight').getByRole('button', { name: /^Week 3: / })).toBeVisible();
    await page.getByTestId('chart-chest').getByRole('button', { name: 'Show table' }).click();
    await noSidewaysScroll(page);
    await page.goto('/progress/compare');
    await expect(page.getByRole('slider')).toBeVisible();
    await noSidewaysScroll(page);
  });

  test('at 375 px a finger moves the slider', async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    await signInAs(phone, member.email, DEMO_PASSWORD);
    await phone.goto('/progress/compare');
    const overlay = phone.getByTestId('compare-overlay');
    await overlay.scrollIntoViewIfNeeded();
    const box = (await overlay.boundingBox())!;
    await phone.touchscreen.tap(box.x + box.width * 0.8, box.y + box.height * 0.25);
    await expect(phone.getByRole('slider')).toHaveAttribute('aria-valuenow', '80');
    await noSidewaysScroll(phone);
    await phone.close();
  });

  test('staff see the same charts and summary on /admin, and the goals only once the member shares them', async ({
    browser,
    request,
  }) => {
    const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAs(staff, STAFF.email, STAFF.password);
    const openMember = async () => {
      await staff.goto('/admin');
      await expect(staff.locator('astro-island[component-url*="AdminPanel"]')).not.toHaveAttribute('ssr');
      await staff.getByLabel('Search members').fill(member.email);
      const select = staff.getByLabel('Member profile');
      await expect(select.locator('option', { hasText: member.email })).toHaveCount(1);
      await select.selectOption({ label: (await select.locator('option', { hasText: member.email }).textContent())! });
      return staff.getByTestId('member-progress');
    };
    let progress = await openMember();
    await expect(progress.getByTestId('check-in-summary').getByText(/^Waist −[\d.]+ in since week 1/)).toBeVisible();
    await expect(progress.getByTestId('chart-waist').getByRole('button', { name: /^Week \d+: / })).toHaveCount(3);
    await expect(progress.getByText(/keeps their goals private\.$/)).toBeVisible();
    await expect(progress.getByTestId('goals-card')).toHaveCount(0);

    // The member shares their goals (the same goals, sharing ticked): staff now see them.
    const mine = (await progressOf(request, member.access))!;
    const res = await request.put('/api/v1/user/goals/', {
      headers: { Authorization: `Bearer ${member.access}` },
      data: {
        goals: mine.goals.map((g) => ({ series: g.series, target: g.target, target_date: g.target_date })),
        share_goals_with_staff: true,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    progress = await openMember();
    await expect(
      progress.getByTestId('goals-card').getByRole('progressbar', { name: 'Waist goal progress' }),
    ).toBeVisible();
    await staff.close();
  });
});
