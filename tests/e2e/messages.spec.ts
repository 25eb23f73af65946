import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './api-as';
import { signInAs } from './helpers';

/**
 * /messages (issue 29): the member's one conversation with the coaches. What they write appears with their name, a
 * coach's answer with the coach's name and "Coach", text stays text, the box counts to 2,000 and says the server's
 * refusals; the older messages come a page at a time. At 375 px and 1440 px.
 */
const MEMBER = { email: 'cm-member@example.com', password: 'cm member pass', name: 'Mia Messenger' };
const QUIET = { email: 'cm-quiet@example.com', password: 'cm quiet pass' };
const PAGER = { email: 'cm-pager@example.com', password: 'cm pager pass' };
const COACH = { email: 'cm-coach@example.com', password: 'cm coach pass', name: 'Cora Coach' };
const PAGER_COACH = { email: 'cm-pager-coach@example.com', password: 'cm pager coach pass' };

test.describe.configure({ mode: 'serial' });

const thread = (page: Page) => page.getByTestId('thread');
const box = (page: Page) => page.getByRole('textbox', { name: 'Your message' });

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a member without messages sees the empty thread and the box to write', async ({ page }) => {
      await signInAs(page, QUIET.email, QUIET.password);
      await page.goto('/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(page.getByTestId('thread-empty')).toHaveText('No messages yet. Ask your coaches anything below.');
      await expect(box(page)).toBeVisible();
      await expect(page.getByText('0 / 2000 characters')).toBeVisible();
    });

    test('the member writes, the coach answers, and the member reads the answer with the coach’s name', async ({
      page,
    }) => {
      const text = `How many rest days should I take? (${width} px)`;
      await signInAs(page, MEMBER.email, MEMBER.password);
      await page.goto('/messages');
      await expect(thread(page).getByText('Loading your messages…')).toHaveCount(0);
      await box(page).fill(text);
      await expect(page.getByText(`${text.length} / 2000 characters`)).toBeVisible();
      await page.getByRole('button', { name: 'Send' }).click();
      const mine = page.getByTestId('thread-message').filter({ hasText: text });
      await expect(mine).toContainText(MEMBER.name);
      await expect(mine.getByText('Coach', { exact: true })).toHaveCount(0);
      await expect(box(page)).toHaveValue('');

      const coach = await apiAs(page.request, COACH);
      const memberId = await (await apiAs(page.request, MEMBER)).id();
      const answer = `Two a week, <b>at least</b> (${width} px)`;
      const sent = await coach.post(`admin/members/${memberId}/messages/`, { text: answer });
      expect(sent.status(), await sent.text()).toBe(201);

      await page.reload();
      const theirs = page.getByTestId('thread-message').filter({ hasText: answer });
      await expect(theirs).toContainText(COACH.name);
      await expect(theirs.getByText('Coach', { exact: true })).toBeVisible();
      // Text, never HTML: the tags show as typed and make no element.
      await expect(theirs.locator('b')).toHaveCount(0);
      // Oldest first: the member's question, then the answer.
      const texts = await page.getByTestId('thread-message').allTextContents();
      expect(texts.findIndex((t) => t.includes(text))).toBeLessThan(texts.findIndex((t) => t.includes(answer)));
    });

    test('a blank message is refused under the box, and nothing is sent', async ({ page }) => {
      await signInAs(page, MEMBER.email, MEMBER.password);
      await page.goto('/messages');
      await expect(thread(page).getByText('Loading your messages…')).toHaveCount(0);
      const before = await page.getByTestId('thread-message').count();
      await box(page).fill('   ');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('This field may not be blank.')).toBeVisible();
      await expect(page.getByTestId('thread-message')).toHaveCount(before);
    });
  });
}

test('older messages load a page at a time, before the ones shown', async ({ page }) => {
  const coach = await apiAs(page.request, PAGER_COACH);
  const memberId = await (await apiAs(page.request, PAGER)).id();
  // One more than a page (50): the first message is on the older page.
  for (let n = 1; n <= 51; n += 1) {
    const sent = await coach.post(`admin/members/${memberId}/messages/`, { text: `Note ${n}` });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await signInAs(page, PAGER.email, PAGER.password);
  await page.goto('/messages');
  await expect(page.getByTestId('thread-message')).toHaveCount(50);
  await expect(page.getByTestId('thread-message').first()).toContainText(/Note 2$/);
  await page.getByRole('button', { name: 'Show older messages' }).click();
  await expect(page.getByTestId('thread-message')).toHaveCount(51);
  await expect(page.getByTestId('thread-message').first()).toContainText(/Note 1$/);
  await expect(page.getByRole('button', { name: 'Show older messages' })).toHaveCount(0);
});

test('staff have no conversation of their own: the page sends them to Admin', async ({ page }) => {
  await signInAs(page, COACH.email, COACH.password);
  await page.goto('/messages');
  await expect(page.getByRole('link', { name: 'Open Admin' })).toHaveAttribute('href', '/admin');
  await expect(box(page)).toHaveCount(0);
});
