import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './api-as';
import { signInAs } from './helpers';

/**
 * The bell and /notifications (issue 29): the top bar counts what is unread and updates when the page is shown again,
 * without a reload; the list marks what is unread, opening one reads it and follows its link (a comment lands on its
 * post in the feed), and "Mark all as read" empties the count. Account Settings chooses the mails. At 375 px and
 * 1440 px.
 */
const READER = { email: 'cm-reader@example.com', password: 'cm reader pass' };
const COMMENTER = { email: 'cm-commenter@example.com', password: 'cm commenter pass' };
const COACH = { email: 'cm-coach@example.com', password: 'cm coach pass' };

test.describe.configure({ mode: 'serial' });

const bell = (page: Page) => page.getByTestId('bell');

/** The tab is hidden and shown again (another tab, a phone unlocked): what the bell reads again on. */
async function showPageAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

test('a signed-out visitor has no bell and loads none of its script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/login/', { waitUntil: 'networkidle' });
  await expect(bell(page)).toHaveCount(0);
  expect(scripts.filter((url) => /\/bell\.[\w-]+\.js$/.test(url))).toEqual([]);
});

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the bell counts a coach’s message when the page is shown again, and the list opens a comment on its post', async ({
      page,
    }) => {
      const reader = await apiAs(page.request, READER);
      const readerId = await reader.id();
      // Nothing unread to begin with (the other width's run left some).
      expect((await reader.post('notifications/read/', { all: true })).ok()).toBe(true);

      await signInAs(page, READER.email, READER.password);
      await page.goto('/profile');
      await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
      await expect(bell(page)).toHaveAttribute('href', '/notifications');

      // A coach writes and another member comments on the reader's post, while the page stays open.
      const coach = await apiAs(page.request, COACH);
      const sent = await coach.post(`admin/members/${readerId}/messages/`, { text: `Well done this week (${width})` });
      expect(sent.status(), await sent.text()).toBe(201);
      const post = await reader.post('community/', { content: `My first 10 km run (${width})` });
      expect(post.status(), await post.text()).toBe(201);
      const postId = ((await post.json()) as { id: number }).id;
      const commenter = await apiAs(page.request, COMMENTER);
      const comment = await commenter.post('community/comment/', { post: postId, content: 'Great pace!' });
      expect(comment.status(), await comment.text()).toBe(201);

      await expect
        .poll(
          async () => {
            await showPageAgain(page);
            return bell(page).getAttribute('aria-label');
          },
          { timeout: 20_000, intervals: [1_000] },
        )
        .toBe('Notifications, 2 unread');
      await expect(bell(page)).toContainText('2');

      await bell(page).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const items = page.getByTestId('notification');
      // Newest first: the comment, then the message; both unread (the other width's run left its own, read).
      await expect(items.filter({ hasText: 'Unread' })).toHaveCount(2);
      await expect(items.nth(0)).toContainText('Carl Commenter commented on your post.');
      await expect(items.nth(0)).toContainText('Unread');
      await expect(items.nth(1)).toContainText('Cora Coach sent you a message.');
      await expect(items.nth(1)).toContainText('Unread');

      await items.nth(0).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/community#post-${postId}$`));
      await expect(page.locator(`#post-${postId}`)).toBeInViewport();
      await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 unread');

      await page.goto('/notifications');
      await expect(items.nth(0)).not.toContainText('Unread');
      await expect(items.nth(1)).toContainText('Unread');
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
      await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    });
  });
}

test('opening Messages reads the coach’s message notifications: the bell counts them no more', async ({ page }) => {
  const reader = await apiAs(page.request, READER);
  expect((await reader.post('notifications/read/', { all: true })).ok()).toBe(true);
  const coach = await apiAs(page.request, COACH);
  const sent = await coach.post(`admin/members/${await reader.id()}/messages/`, { text: 'Check your messages' });
  expect(sent.status(), await sent.text()).toBe(201);
  await signInAs(page, READER.email, READER.password);
  await page.goto('/messages');
  await expect(page.getByTestId('thread-message').filter({ hasText: 'Check your messages' })).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
});

test('a member with no notifications sees the empty list', async ({ page }) => {
  await signInAs(page, 'cm-quiet@example.com', 'cm quiet pass');
  await page.goto('/notifications');
  await expect(page.getByTestId('notifications-empty')).toContainText('You have no notifications yet.');
});

test('Account Settings chooses the mails: the switches are saved and read back', async ({ page }) => {
  await signInAs(page, READER.email, READER.password);
  await page.goto('/account-settings');
  const card = page.getByTestId('mail-settings');
  await expect(card.getByRole('heading', { name: 'Email notifications' })).toBeVisible();
  await expect(card).toContainText('Warnings, suspensions, bans and appeal decisions are always emailed');
  await card.getByRole('button', { name: 'Choose emails' }).click();
  const comments = card.getByRole('switch', { name: 'Someone comments on one of my posts' });
  const answers = card.getByRole('switch', { name: 'A coach answers one of my weeks' });
  await expect(answers).toBeChecked();
  await expect(comments).not.toBeChecked();
  await comments.check();
  await answers.uncheck();
  await card.getByRole('button', { name: 'Save email choices' }).click();
  await expect(card.getByText('Your email choices have been saved.')).toBeVisible();

  const saved = await (await (await apiAs(page.request, READER)).get('user/notification-settings/')).json();
  expect(saved).toEqual({ email_coach_feedback: false, email_messages: true, email_comments: true });
  await page.reload();
  await page.getByTestId('mail-settings').getByRole('button', { name: 'Choose emails' }).click();
  await expect(page.getByRole('switch', { name: 'Someone comments on one of my posts' })).toBeChecked();
});

test('the notifications page’s link opens the mail card on Account Settings', async ({ page }) => {
  await signInAs(page, READER.email, READER.password);
  await page.goto('/notifications');
  await page.getByRole('link', { name: 'Choose which emails you get' }).click();
  await expect(page.getByRole('switch', { name: 'A coach writes to me in Messages' })).toBeVisible();
});

test('the mail card says it is loading, then gives focus to the first switch its button made way for', async ({
  page,
}) => {
  await signInAs(page, READER.email, READER.password);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/user/notification-settings/', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/account-settings');
  const card = page.getByTestId('mail-settings');
  await card.getByRole('button', { name: 'Choose emails' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText('Loading your email choices…');
  answer();
  await expect(card.getByRole('switch', { name: 'A coach answers one of my weeks' })).toBeFocused();
});
