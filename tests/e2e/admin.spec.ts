import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './api-as';
import { chooseMember, signInAs } from './helpers';

const STAFF = { email: 'admin-staff@example.com', password: 'admin staff pass' };
const POSTER = { email: 'admin-poster@example.com', password: 'admin poster pass', name: 'Paula Poster' };
const REPORTER = { email: 'admin-reporter@example.com', password: 'admin reporter pass', name: 'Rory Reporter' };
const UNPAID = { email: 'admin-unpaid@example.com', password: 'admin unpaid pass', name: 'Una Unpaid' };

async function confirmAction(page: Page, button: string, opts: { danger: boolean }) {
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  if (opts.danger)
    await expect(dialog.getByText("This is a serious moderation action. Please ensure it's warranted.")).toBeVisible();
  else await expect(dialog.getByTestId('danger-warning')).toHaveCount(0);
  await dialog.getByTestId('confirm-action').click();
  await expect(dialog).toBeHidden();
}

/**
 * Creates members through the operator CLI, which hands the command to the running e2e server (it holds the
 * embedded database): the server's own DATA_DIR, as playwright.config.ts sets it.
 */
function createMembers(members: Array<{ email: string; name: string }>) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'admin-e2e-')), 'members.txt');
  writeFileSync(
    file,
    members.map((m) => `--email ${m.email} --password "admin paging member pass" --name "${m.name}"`).join('\n'),
  );
  const dataDir = `${process.env['ASTRO_OUT_DIR'] || 'dist'}-e2e-data`;
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/manage.ts', 'create-users', '--from', file], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
}

/**
 * Opens the admin screen and waits until it is live: its first page is in the HTML as sent, so the controls show
 * before React has hydrated them, and a click in that moment would do nothing.
 */
async function openAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page.locator('astro-island[component-url*="AdminPanel"]')).not.toHaveAttribute('ssr');
}

/** The API calls the page makes, as paths after /api/v1/. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/v1/')) calls.push(url.pathname.slice('/api/v1/'.length) + url.search);
  });
  return calls;
}

test.describe.configure({ mode: 'serial' });

test.describe('the admin screen', () => {
  test('is not for plain members: /admin sends them to /profile', async ({ page }) => {
    await signInAs(page, REPORTER.email, REPORTER.password);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/profile\/?$/);
    const api = await apiAs(page.request, REPORTER);
    expect((await api.get('admin/all-profiles/')).status()).toBe(403);
  });

  test('shows the pending-report banner after a member reports a post, and the reported member', async ({ page }) => {
    const poster = await apiAs(page.request, POSTER);
    const posterId = ((await (await poster.get('user/')).json()) as { id: number }).id;
    const post = await poster.post('community/', { content: 'Selling miracle fat-burner pills, DM me for prices!' });
    expect(post.status()).toBe(201);
    const postId = ((await post.json()) as { id: number }).id;
    const reporter = await apiAs(page.request, REPORTER);
    const description = 'This member keeps advertising supplements in the feed, which breaks the rules of the group.';
    const report = await reporter.post('report/', {
      reported_user: posterId,
      content_type: 'post',
      content_id: postId,
      report_type: 'spam',
      description,
    });
    expect(report.status(), await report.text()).toBe(201);

    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    await expect(page).toHaveTitle(/^Admin Dashboard \|/);
    await expect(page.getByText('Please select a profile to view logs.')).toBeVisible();
    const banner = page.getByTestId('report-banner');
    await expect(banner.getByRole('heading', { name: /\d+ pending reports?/ })).toBeVisible();
    const card = banner.getByTestId('report-card').filter({ hasText: 'Against: Paula Poster' }).first();
    await expect(card).toContainText('Spam');
    await expect(card).toContainText(description.slice(0, 60));
    await expect(card).not.toContainText(description.slice(0, 70));

    await card.getByRole('button', { name: 'View member' }).click();
    const panel = page.getByTestId('member-panel');
    await expect(panel.getByRole('heading', { name: 'Paula Poster' })).toBeVisible();
    await expect(panel.getByTestId('member-report').first()).toContainText(description);
    await expect(panel.getByTestId('member-report').first()).toContainText('pending');
  });

  test('lists the first members and the pending reports in the page as first sent, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, STAFF.email, STAFF.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const select = page.getByLabel('Member profile');
    // The list is in name order, 50 a page, and other specs add members: Aaron Abbott is on the first page whatever
    // they add.
    await expect(select.locator('option', { hasText: 'Aaron Abbott (admin-first@example.com)' })).toHaveCount(1);
    await expect(page.getByTestId('member-list-status')).toHaveText(/^Showing 1–\d+ of \d+ members$/);
    const banner = page.getByTestId('report-banner');
    await expect(banner.getByRole('heading', { name: /\d+ pending reports?/ })).toBeVisible();
    await expect(banner.getByTestId('report-card').filter({ hasText: 'Against: Paula Poster' }).first()).toContainText(
      'Spam',
    );
    await context.close();
  });

  test('asks the API for neither list nor reports on load, and searches through it once live', async ({ page }) => {
    const calls = apiCalls(page);
    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    expect(calls.filter((c) => c.startsWith('admin/'))).toEqual([]);

    const status = page.getByTestId('member-list-status');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('rory');
    await expect(status).toHaveText('Showing 1–1 of 1 member matching "rory"');
    await expect(page.getByLabel('Member profile').locator('option')).toHaveText([
      '-- Select a profile --',
      'Rory Reporter (admin-reporter@example.com)',
    ]);
    await page.getByRole('searchbox', { name: 'Search members' }).fill('');
    await expect(status).toHaveText(/^Showing 1–\d+ of \d+ members$/);
    expect(calls.filter((c) => c.startsWith('admin/'))).toEqual([
      'admin/members/?page=1&q=rory',
      'admin/members/?page=1',
    ]);
  });

  test('Suspend 7 Days asks with the danger text, suspends, and the member is sent to sign in', async ({
    page,
    browser,
  }) => {
    // The member is signed in in their own browser before the suspension.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, POSTER.email, POSTER.password);
    await memberPage.goto('/profile');
    await expect(memberPage).toHaveURL(/\/profile\/?$/);

    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    await chooseMember(page, 'Paula Poster');
    const panel = page.getByTestId('member-panel');
    await panel.getByRole('button', { name: 'Moderate' }).click();
    await expect(panel.getByText(/logged for app-store compliance/)).toBeVisible();
    await panel.getByRole('button', { name: 'Suspend 7 Days' }).click();
    await confirmAction(page, 'Suspend 7 Days', { danger: true });
    await expect(page.getByTestId('admin-notice')).toHaveText(/✅ User suspended: Paula Poster/);
    await expect(panel.getByText(/Suspended until/)).toBeVisible();

    await memberPage.goto('/profile');
    await expect(memberPage).toHaveURL(/\/login\/\?next=%2Fprofile$/);
    await memberPage.getByLabel('Email').fill(POSTER.email);
    await memberPage.getByLabel('Password').fill(POSTER.password);
    await memberPage.getByLabel('Remember me').check();
    await memberPage.getByRole('button', { name: 'Login' }).click();
    await expect(memberPage.getByRole('alert')).toContainText(/This account is suspended until \w+ \d{1,2}, \d{4}\./);
    await memberContext.close();
  });

  test('staff lifts the suspension and the member can sign in again', async ({ page }) => {
    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    await chooseMember(page, 'Paula Poster');
    await page.getByTestId('member-panel').getByRole('button', { name: 'Lift Suspension' }).click();
    await confirmAction(page, 'Lift Suspension', { danger: false });
    await expect(page.getByTestId('admin-notice')).toHaveText(/✅ Lift suspension action completed for Paula Poster/);
    const res = await page.request.post('/api/v1/user/token/', {
      data: { email: POSTER.email, password: POSTER.password },
    });
    expect(res.status()).toBe(200);

    await page.getByRole('button', { name: 'Show Moderation Log' }).click();
    const log = page.getByTestId('moderation-log');
    await expect(log.getByRole('row').nth(1)).toContainText('Lift');
    await expect(log.getByRole('row').nth(2)).toContainText('Suspension');
  });

  test('a warned member sees the reason on their next page until they dismiss it', async ({ page, browser }) => {
    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    await chooseMember(page, 'Rory Reporter');
    const panel = page.getByTestId('member-panel');
    await panel.getByRole('button', { name: 'Moderate' }).click();
    await panel.getByRole('button', { name: 'Issue Warning' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue Warning' });
    await dialog.getByLabel('Reason').fill('Please report only real rule breaks.');
    await confirmAction(page, 'Issue Warning', { danger: false });
    await expect(page.getByTestId('admin-notice')).toHaveText(/✅ Warning action completed for Rory Reporter/);

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, REPORTER.email, REPORTER.password);
    await memberPage.goto('/profile');
    const notice = memberPage.getByTestId('warning-notice');
    await expect(notice).toContainText('Reason: Please report only real rule breaks.');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(memberPage.getByTestId('warning-notice')).toHaveCount(0);
    await memberContext.close();
  });

  test('staff starts a membership and the member then sees Weekly Log in the sidebar', async ({ page, browser }) => {
    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    await chooseMember(page, 'Una Unpaid');
    await page.getByTestId('member-panel').getByRole('button', { name: 'Start Membership' }).click();
    await confirmAction(page, 'Start Membership', { danger: false });
    await expect(page.getByTestId('admin-notice')).toHaveText(/✅ Start membership action completed for Una Unpaid/);
    await expect(page.getByTestId('member-panel').getByRole('button', { name: 'End Membership' })).toBeVisible();

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, UNPAID.email, UNPAID.password);
    // The profile's first read as a paid member makes her week 1, which the next test opens: the context closes only
    // once that read is answered (the sidebar's link shows before it, from the page as sent).
    const profileRead = memberPage.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/user/profile/' && r.request().method() === 'GET',
    );
    await memberPage.goto('/profile');
    await expect(memberPage.getByRole('link', { name: /Weekly Log/ }).first()).toBeVisible();
    expect((await profileRead).status()).toBe(200);
    await memberContext.close();
  });

  test("comes with a light member list and reads one member's weeks only when staff open them", async ({ page }) => {
    const calls = apiCalls(page);
    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    await expect(page.getByTestId('member-list-status')).toHaveText(/^Showing 1–\d+ of \d+ members$/);
    // The first page of members and the reports came with the page: the screen read neither, nor all-profiles.
    expect(calls.filter((c) => c.startsWith('admin/'))).toEqual([]);

    await chooseMember(page, 'Una Unpaid');
    const panel = page.getByTestId('member-panel');
    // Una's membership started in the test before, and her first visit to her profile made week 1.
    await expect(panel.getByRole('tab', { name: /Week 1/ })).toBeVisible();
    expect(calls.filter((c) => /^admin\/members\/\d+\/weeks\/$/.test(c))).toHaveLength(1);

    // An action updates that member from its answer: no list, no weeks read again.
    const before = calls.length;
    await panel.getByRole('button', { name: 'End Membership' }).click();
    await confirmAction(page, 'End Membership', { danger: false });
    await expect(page.getByTestId('admin-notice')).toHaveText(/✅ End membership action completed for Una Unpaid/);
    await expect(panel.getByRole('button', { name: 'Start Membership' })).toBeVisible();
    await expect(panel.getByText('Membership: not paid')).toBeVisible();
    expect(calls.slice(before).filter((c) => c.startsWith('admin/'))).toEqual(['admin/set-paid/']);
  });

  test('searches members by name or email, case and spaces aside, and says when nobody matches', async ({ page }) => {
    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    const search = page.getByRole('searchbox', { name: 'Search members' });
    const status = page.getByTestId('member-list-status');
    const select = page.getByLabel('Member profile');

    await search.fill('  rory ');
    await expect(status).toHaveText('Showing 1–1 of 1 member matching "rory"');
    await expect(select.locator('option')).toHaveText([
      '-- Select a profile --',
      'Rory Reporter (admin-reporter@example.com)',
    ]);

    // Enter searches at once; the email matches whatever its case.
    await search.fill('ADMIN-POSTER@example');
    await search.press('Enter');
    await expect(status).toHaveText('Showing 1–1 of 1 member matching "ADMIN-POSTER@example"');
    await select.selectOption({ label: 'Paula Poster (admin-poster@example.com)' });
    await expect(page.getByTestId('member-panel').getByRole('heading', { name: 'Paula Poster' })).toBeVisible();

    await search.fill('nobody by this name');
    await expect(status).toHaveText('No members match "nobody by this name".');
    // The open member stays open and listed while another search shows.
    await expect(page.getByTestId('member-panel').getByRole('heading', { name: 'Paula Poster' })).toBeVisible();
    await expect(select.locator('option')).toHaveText([
      '-- Select a profile --',
      'Paula Poster (admin-poster@example.com)',
    ]);

    await search.fill('');
    await expect(status).toHaveText(/^Showing 1–\d+ of \d+ members$/);
  });

  test('pages through the members with Previous and Next, 50 at a time', async ({ page }) => {
    const fillers = Array.from({ length: 20 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return { email: `filler${n}@admin-paging.example`, name: `Zara Filler ${n}` };
    });
    createMembers(fillers);

    await signInAs(page, STAFF.email, STAFF.password);
    await openAdmin(page);
    const status = page.getByTestId('member-list-status');
    const pages = page.getByRole('navigation', { name: 'Member pages' });
    const select = page.getByLabel('Member profile');
    await expect(status).toHaveText(/^Showing 1–50 of \d+ members$/);
    const total = Number((await status.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(50);
    await expect(select.locator('option')).toHaveCount(51);
    await expect(pages.getByText(`Page 1 of ${Math.ceil(total / 50)}`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    // Keyboard only: focus Next and press Enter. Page 1 came with the page; page 2 is read from the API.
    await pages.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`Showing 51–${Math.min(100, total)} of ${total} members`);
    await expect(select.locator('option', { hasText: 'Alex Admin' })).toHaveCount(0);
    // The list is in name order and other specs add members: Zara Filler 20 is on the last page, whichever it is.
    const last = Math.ceil(total / 50);
    for (let n = 3; n <= last; n++) {
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(pages.getByText(`Page ${n} of ${last}`)).toBeVisible();
    }
    await expect(pages.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(select.locator('option', { hasText: 'Zara Filler 20' })).toHaveCount(1);
    await select.selectOption({ label: 'Zara Filler 20 (filler20@admin-paging.example)' });
    await expect(page.getByTestId('member-panel').getByText('No weekly logs yet.')).toBeVisible();

    for (let n = last - 1; n >= 1; n--) {
      await pages.getByRole('button', { name: 'Previous' }).click();
      await expect(pages.getByText(`Page ${n} of ${last}`)).toBeVisible();
    }
    await expect(status).toHaveText(/^Showing 1–50 of \d+ members$/);
    await expect(select.locator('option', { hasText: 'Alex Admin' })).toHaveCount(1);

    // A search pages on its own matches.
    await page.getByRole('searchbox', { name: 'Search members' }).fill('zara filler');
    await expect(status).toHaveText('Showing 1–20 of 20 members matching "zara filler"');
    await expect(pages).toHaveCount(0);

    // A report card opens its member even when the list shows others: the list searches for their name.
    const card = page.getByTestId('report-card').filter({ hasText: 'Against: Paula Poster' }).first();
    await card.getByRole('button', { name: 'View member' }).click();
    await expect(page.getByTestId('member-panel').getByRole('heading', { name: 'Paula Poster' })).toBeVisible();
    await expect(status).toHaveText('Showing 1–1 of 1 member matching "Paula Poster"');
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toHaveValue('Paula Poster');
  });
});
