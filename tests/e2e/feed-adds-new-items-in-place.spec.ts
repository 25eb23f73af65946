import { expect, test, type Page, type Request } from '@playwright/test';
import { BASE_URL, signInAs } from './helpers';

/**
 * Issue 13: posting or commenting adds the new item to the feed already shown, from what the create call answers,
 * instead of loading every shown page again.
 */

const READER = { email: 'feedlocal-reader@example.com', password: 'feed local reader pass' };
const WRITERS = [
  'feedlocal-w1@example.com',
  'feedlocal-w2@example.com',
  'feedlocal-w3@example.com',
  'feedlocal-w4@example.com',
];
const WRITER_PASSWORD = 'feed local writer pass';
/** More than two pages of 50 (each writer may post 30 an hour). */
const POSTS_PER_WRITER = 30;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  for (const email of WRITERS) {
    const tokens = await (
      await request.post('/api/v1/user/token/', { data: { email, password: WRITER_PASSWORD } })
    ).json();
    for (let i = 0; i < POSTS_PER_WRITER; i++) {
      const res = await request.post('/api/v1/community/', {
        headers: { Authorization: `Bearer ${tokens.access}` },
        data: { content: `Filler ${i} by ${email}` },
      });
      expect(res.status()).toBe(201);
    }
  }
  await request.dispose();
});

/** The API calls the page makes from now on (pictures and pages are not API calls). */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r);
  });
  return calls;
}

async function openThreePages(page: Page) {
  await signInAs(page, READER.email, READER.password);
  await page.goto('/community');
  const posts = page.getByTestId('post');
  await expect(posts).toHaveCount(50);
  await page.getByRole('button', { name: 'Load older posts' }).click();
  await expect(posts).toHaveCount(100);
  await page.getByRole('button', { name: 'Load older posts' }).click();
  await expect.poll(() => posts.count()).toBeGreaterThan(100);
  return posts;
}

test('posting with three pages shown sends only the POST and puts the new post on top', async ({ page }) => {
  const posts = await openThreePages(page);
  const shown = await posts.count();
  await page.waitForLoadState('networkidle');
  const calls = recordApiCalls(page);

  const text = `Fresh post ${Date.now()}`;
  await page.getByPlaceholder('Share an update...').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(posts.first().getByTestId('post-content')).toHaveText(text);
  await page.waitForLoadState('networkidle');

  expect(calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/v1/community/']);
  await expect(posts).toHaveCount(shown + 1);
  await expect(page.getByPlaceholder('Share an update...')).toHaveValue('');
});

test('commenting on a post of the third page sends only the POST and adds the comment under that post', async ({
  page,
}) => {
  const posts = await openThreePages(page);
  const shown = await posts.count();
  await page.waitForLoadState('networkidle');
  const calls = recordApiCalls(page);

  const target = posts.last();
  const before = await target.getByTestId('comment').count();
  const text = `Late reply ${Date.now()}`;
  await target.getByPlaceholder('Write a comment...').fill(text);
  await target.getByRole('button', { name: 'Comment' }).click();
  await expect(target.getByTestId('comment')).toHaveCount(before + 1);
  await expect(target.getByTestId('comment').last()).toContainText(text);
  await page.waitForLoadState('networkidle');

  expect(calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/v1/community/comment/']);
  await expect(posts).toHaveCount(shown);
  await expect(target.getByPlaceholder('Write a comment...')).toHaveValue('');
});

test("commenting on a member's page sends only the POST and adds the comment under that post", async ({ page }) => {
  await signInAs(page, READER.email, READER.password);
  await page.goto('/community');
  // A writer's page: they have many posts (the reader's own page may hold one, from the test above).
  const author = page.getByTestId('post').filter({ hasText: 'Filler' }).first().getByRole('link').first();
  await author.click();
  await page.waitForURL(/\/user\/[^/]+$/);
  const posts = page.getByTestId('post');
  await expect(posts.first()).toBeVisible();
  const shown = await posts.count();
  await page.waitForLoadState('networkidle');
  const calls = recordApiCalls(page);

  const target = posts.nth(1);
  const before = await target.getByTestId('comment').count();
  const text = `Reply on the member page ${Date.now()}`;
  await target.getByPlaceholder('Write a comment...').fill(text);
  await target.getByRole('button', { name: 'Comment' }).click();
  await expect(target.getByTestId('comment')).toHaveCount(before + 1);
  await expect(target.getByTestId('comment').last()).toContainText(text);
  await page.waitForLoadState('networkidle');

  expect(calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/v1/community/comment/']);
  await expect(posts).toHaveCount(shown);
});
