import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './helpers';

/**
 * A post and a comment written without a network (issue 30): each is kept on the device (the outbox), said so under
 * its box and counted in the top bar; when the network is back each is sent in order, with its Idempotency-Key (a try
 * whose answer was lost is sent again under the same key and written once), and shows in the feed.
 * Goals saved offline likewise: the goals card says they are kept and shows them, and the server has them after.
 * Offline is the browser context's (context.setOffline).
 */

const CORA = { email: 'offline-cora@example.com', password: 'offline cora pass' };
const KEPT = 'Saved on this device. It will be sent when you are back online.';

interface Post {
  id: number;
  content: string;
  comments: Array<{ content: string }>;
}

/** The feed's first page as the server holds it, read as another device would. */
async function feed(request: APIRequestContext): Promise<Post[]> {
  const tokens = await (await request.post('/api/v1/user/token/', { data: CORA })).json();
  const res = await request.get('/api/v1/community/', { headers: { Authorization: `Bearer ${tokens.access}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Post[];
}

test('a member writes a post and a comment offline, sees them kept, and the feed has each once when back online', async ({
  browser,
  request,
}) => {
  // Two backoffs of the outbox (2 s, 4 s, 8 s) run within the test.
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, CORA.email, CORA.password);
  const stamp = Date.now();
  const anchor = `Warm-up done ${stamp}`;
  const offlinePost = `Squats in the basement ${stamp}`;
  const offlineComment = `No signal down here ${stamp}`;

  // Online first: a post to comment on, and a comment, so the boxes' on-demand code is on the page.
  await page.goto('/community');
  await page.getByPlaceholder('Share an update...').fill(anchor);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const anchorCard = page.getByTestId('post').filter({ hasText: anchor });
  await expect(anchorCard).toBeVisible();
  await anchorCard.getByPlaceholder('Write a comment...').fill('Online comment');
  await anchorCard.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(anchorCard.getByTestId('comment')).toHaveText(/Online comment/);

  await context.setOffline(true);
  const composer = page.locator('form').filter({ has: page.getByPlaceholder('Share an update...') });
  await page.getByPlaceholder('Share an update...').fill(offlinePost);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(composer.getByRole('status')).toHaveText(KEPT);
  await expect(page.getByPlaceholder('Share an update...')).toHaveValue('');
  await expect(page.getByTestId('outbox-badge')).toHaveText('1');

  await anchorCard.getByPlaceholder('Write a comment...').fill(offlineComment);
  await anchorCard.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(anchorCard.getByRole('status')).toHaveText(KEPT);
  await expect(page.getByTestId('outbox-badge')).toHaveText('2');
  // Neither is shown as made, nor on the server, while the network is off.
  await expect(page.getByTestId('post').filter({ hasText: offlinePost })).toHaveCount(0);
  await expect(anchorCard.getByTestId('comment').filter({ hasText: offlineComment })).toHaveCount(0);
  expect((await feed(request)).some((p) => p.content === offlinePost)).toBe(false);

  // Back online, the server is out of reach for a while: both wait, and the top bar's review lists them by their text.
  // Then the post's first answer is lost on the way back: the server has it, the device does not know, and sends it
  // again after its backoff with the same Idempotency-Key, which the server answers with the post it made before.
  let reachable = false;
  let lost = false;
  await page.route('**/api/v1/community/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (!reachable) return route.abort('internetdisconnected');
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await page.getByTestId('outbox-badge').click();
  const review = page.getByRole('dialog', { name: 'Saves waiting' });
  await expect(review.getByTestId('outbox-entry')).toHaveText([
    `Post${offlinePost}Waiting for the network.`,
    `Comment${offlineComment}Waiting for the network.`,
  ]);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  reachable = true;
  await expect.poll(() => lost, { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('outbox-badge')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('post').filter({ hasText: offlinePost })).toHaveCount(1);
  await expect(anchorCard.getByTestId('comment').filter({ hasText: offlineComment })).toHaveCount(1);
  // Sent in order, each said: the comment's word is the last.
  await expect(page.getByTestId('toast')).toContainText('Your comment was sent.');

  // The server has each exactly once, and so has the feed read again.
  const posts = await feed(request);
  expect(posts.filter((p) => p.content === offlinePost)).toHaveLength(1);
  const held = posts.find((p) => p.content === anchor)!;
  expect(held.comments.filter((c) => c.content === offlineComment)).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('post').filter({ hasText: offlinePost })).toHaveCount(1);
  await expect(
    page.getByTestId('post').filter({ hasText: anchor }).getByTestId('comment').filter({ hasText: offlineComment }),
  ).toHaveCount(1);
  await context.close();
});

test('a member saves goals offline, sees them kept, and the server has them when back online', async ({
  browser,
  request,
}) => {
  const GINA = { email: 'offline-gina@example.com', password: 'offline gina pass' };
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, GINA.email, GINA.password);
  await page.goto('/dashboard');
  // The worker controls the page: the save's on-demand code (the outbox's) comes from its precache offline.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  const goals = page.getByTestId('goals-card');
  await goals.getByRole('button', { name: 'Set a goal' }).click();
  await goals.getByLabel('Measurement').selectOption('waist');
  await goals.getByLabel('Target (in)').fill('30');
  const inNinetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await goals.getByLabel('Target date').fill(inNinetyDays);

  await context.setOffline(true);
  await goals.getByRole('button', { name: 'Save goals' }).click();
  // The card says it is kept, and shows the goal as saved.
  await expect(goals.getByRole('status')).toHaveText(KEPT);
  await expect(page.getByTestId('goal-waist')).toBeVisible();
  await expect(page.getByTestId('outbox-badge')).toHaveText('1');

  await context.setOffline(false);
  await expect(page.getByTestId('toast')).toContainText('✅ Goals saved.');
  await expect(page.getByTestId('outbox-badge')).toBeHidden();
  const tokens = await (await request.post('/api/v1/user/token/', { data: GINA })).json();
  const res = await request.get('/api/v1/user/progress/', { headers: { Authorization: `Bearer ${tokens.access}` } });
  expect(((await res.json()) as { goals: unknown[] }).goals).toMatchObject([
    { series: 'waist', target: '30', target_date: inNinetyDays },
  ]);
  await context.close();
});
