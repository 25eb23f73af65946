import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './helpers';

const ANN = { email: 'community-ann@example.com', password: 'community ann pass', name: 'Ann Poster' };
const BEN = { email: 'community-ben@example.com', password: 'community ben pass', name: 'Ben Replier' };
const CAT = { email: 'community-cat@example.com', password: 'community cat pass', name: 'Cat Blocker' };
const DAN = { email: 'community-dan@example.com', password: 'community dan pass', name: 'Dan Blocked' };
type Who = typeof ANN;

/** A signed-in page of its own (separate cookies), with every browser dialog recorded and answered. */
async function open(browser: Browser, who: Who, answers: { confirm?: boolean; prompt?: string } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    if (d.type() === 'confirm') void (answers.confirm === false ? d.dismiss() : d.accept());
    else if (d.type() === 'prompt') void (answers.prompt === undefined ? d.dismiss() : d.accept(answers.prompt));
    else void d.accept();
  });
  await signInAs(page, who.email, who.password);
  return { page, dialogs, close: () => context.close() };
}

async function userId(page: Page, who: Who): Promise<number> {
  const tokens = await (
    await page.request.post('/api/v1/user/token/', { data: { email: who.email, password: who.password } })
  ).json();
  const me = await page.request.get('/api/v1/user/', { headers: { Authorization: `Bearer ${tokens.access}` } });
  return (await me.json()).id as number;
}

async function publish(page: Page, text: string) {
  await page.goto('/community');
  await page.getByPlaceholder('Share an update...').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByTestId('post').filter({ hasText: text });
  await expect(post).toBeVisible();
  return post;
}

test('A posts, B comments, and A sees the comment under the post', async ({ browser }) => {
  const ann = await open(browser, ANN);
  const ben = await open(browser, BEN);
  const text = `Morning run done ${Date.now()}`;
  await publish(ann.page, text);
  await expect(ann.page).toHaveTitle('Community | FitGroup');

  await ben.page.goto('/community');
  const post = ben.page.getByTestId('post').filter({ hasText: text });
  await expect(post.getByRole('link', { name: ANN.name })).toHaveAttribute('href', /^\/user\/\d+$/);
  // An empty comment is not sent.
  await post.getByRole('button', { name: 'Comment' }).click();
  await expect(post.getByTestId('comment')).toHaveCount(0);
  await post.getByPlaceholder('Write a comment...').fill('Nice pace!');
  await post.getByRole('button', { name: 'Comment' }).click();
  await expect(post.getByTestId('comment')).toHaveText(/Nice pace!/);

  await ann.page.reload();
  const seen = ann.page.getByTestId('post').filter({ hasText: text });
  await expect(seen.getByTestId('comment')).toContainText('Nice pace!');
  await expect(seen.getByTestId('comment').getByRole('link', { name: BEN.name })).toBeVisible();
  // Nobody reports their own post; the other member's comment can be reported.
  await expect(seen.getByRole('button', { name: `Report post by ${ANN.name}` })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: `Report comment by ${BEN.name}` })).toBeVisible();
  await ann.close();
  await ben.close();
});

test("B reports A's post through the dialog; Submit waits for a reason and details", async ({ browser }) => {
  const ann = await open(browser, ANN);
  const ben = await open(browser, BEN);
  const text = `Report me ${Date.now()}`;
  await publish(ann.page, text);

  await ben.page.goto('/community');
  const post = ben.page.getByTestId('post').filter({ hasText: text });
  await post.getByRole('button', { name: `Report post by ${ANN.name}` }).click();
  const dialog = ben.page.getByRole('dialog', { name: 'Report Post' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Reports are reviewed by our moderation team within 24 hours.');
  await expect(dialog).toContainText('False reports may result in restrictions on your account.');
  for (const label of [
    'Spam',
    'Harassment/Bullying',
    'Hate Speech',
    'Inappropriate Content',
    'Violence/Threats',
    'Adult Content',
    'Misinformation',
    'Other',
  ]) {
    await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
  }
  const submit = dialog.getByRole('button', { name: 'Submit Report' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Details (required)').fill('   ');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Details (required)').fill('Advertising in the feed');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
  // Told in the page, not in a browser alert.
  await expect(ben.page.getByTestId('toast')).toContainText(
    'Report submitted successfully. Our team will review it shortly.',
  );
  expect(ben.dialogs).toEqual([]);

  // Escape closes the dialog without sending.
  await post.getByRole('button', { name: `Report post by ${ANN.name}` }).click();
  await ben.page.keyboard.press('Escape');
  await expect(ben.page.getByRole('dialog')).toBeHidden();
  await ann.close();
  await ben.close();
});

test("A blocks B from B's profile; B sees the notice, no buttons, and cannot comment; A unblocks", async ({
  browser,
}) => {
  const cat = await open(browser, CAT, { confirm: true });
  const dan = await open(browser, DAN);
  const catId = await userId(cat.page, CAT);
  const danId = await userId(cat.page, DAN);
  const text = `Cat's post ${Date.now()}`;
  await publish(cat.page, text);

  await cat.page.goto(`/user/${danId}`);
  await expect(cat.page).toHaveTitle('Member Profile | FitGroup');
  await expect(cat.page.getByRole('heading', { name: DAN.name })).toBeVisible();
  await expect(cat.page.getByText(/^Member since /)).toBeVisible();
  await expect(cat.page.getByText('No posts yet.')).toBeVisible();
  await cat.page.getByRole('button', { name: 'Block User', exact: true }).click();
  await expect(cat.page.getByRole('button', { name: 'Unblock User', exact: true })).toBeVisible();
  await expect(cat.page.getByTestId('toast')).toContainText(`${DAN.name} has been blocked.`);
  expect(cat.dialogs).toEqual([
    `Are you sure you want to block ${DAN.name}? They won't be able to comment on your posts.`,
  ]);

  await dan.page.goto(`/user/${catId}`);
  await expect(dan.page.getByText('This user has blocked you. You cannot interact with their content.')).toBeVisible();
  await expect(dan.page.getByRole('heading', { name: `Posts by ${CAT.name}` })).toBeVisible();
  await expect(dan.page.getByRole('button', { name: 'Report User' })).toHaveCount(0);
  await expect(dan.page.getByRole('button', { name: /Block User/ })).toHaveCount(0);
  await expect(dan.page.getByRole('button', { name: /^Report/ })).toHaveCount(0);
  const onProfile = dan.page.getByTestId('post').filter({ hasText: text });
  await expect(onProfile.getByText('You cannot comment on this post.')).toBeVisible();
  await expect(onProfile.getByPlaceholder('Write a comment...')).toHaveCount(0);

  // The feed says the same instead of a comment box (tests/e2e/feed-comment-box-when-blocked.spec.ts).
  await dan.page.goto('/community');
  const inFeed = dan.page.getByTestId('post').filter({ hasText: text });
  await expect(inFeed.getByText('You cannot comment on this post.')).toBeVisible();
  await expect(inFeed.getByPlaceholder('Write a comment...')).toHaveCount(0);

  await cat.page.getByRole('button', { name: 'Unblock User', exact: true }).click();
  await expect(cat.page.getByRole('button', { name: 'Block User', exact: true })).toBeVisible();
  await expect(cat.page.getByTestId('toast')).toContainText(`${DAN.name} has been unblocked.`);
  expect(cat.dialogs).toHaveLength(1);
  await dan.page.goto(`/user/${catId}`);
  await expect(dan.page.getByRole('button', { name: 'Block User', exact: true })).toBeVisible();
  await expect(dan.page.getByText('This user has blocked you. You cannot interact with their content.')).toHaveCount(0);
  await cat.close();
  await dan.close();
});

test('Report User opens the report dialog (issue 26: no prompt); cancelling does nothing', async ({ browser }) => {
  const ben = await open(browser, BEN);
  const annId = await userId(ben.page, ANN);
  await ben.page.goto(`/user/${annId}`);
  await ben.page.getByRole('button', { name: 'Report User' }).click();
  const dialog = ben.page.getByRole('dialog', { name: 'Report User' });
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByLabel('Details (required)').fill('Fake account selling things');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(ben.page.getByTestId('toast')).toContainText(
    'User reported successfully. Our team will review it shortly.',
  );
  await expect(dialog).toBeHidden();
  expect(ben.dialogs).toEqual([]);
  await ben.close();

  const cancelling = await open(browser, DAN);
  await cancelling.page.goto(`/user/${annId}`);
  await cancelling.page.getByRole('button', { name: 'Report User' }).click();
  // The dialog's code is fetched on the click: Escape cancels the dialog once it is open.
  await expect(cancelling.page.getByRole('dialog', { name: 'Report User' })).toBeVisible();
  await cancelling.page.keyboard.press('Escape');
  await expect(cancelling.page.getByRole('dialog')).toBeHidden();
  await cancelling.page.waitForTimeout(300);
  expect(cancelling.dialogs).toEqual([]);
  await cancelling.close();
});

test('a post with markup renders as text, never as HTML', async ({ browser }) => {
  const ann = await open(browser, ANN);
  const xss = `<img src=x onerror=alert(1)> ${Date.now()}`;
  const post = await publish(ann.page, xss);
  await expect(post.getByTestId('post-content')).toHaveText(xss);
  await expect(ann.page.locator('img[src="x"]')).toHaveCount(0);
  await ann.page.reload();
  await expect(ann.page.getByTestId('post-content').filter({ hasText: xss })).toBeVisible();
  expect(ann.dialogs).toEqual([]);
  await ann.close();
});

test("an unknown member's page says so, alerts 'User not found' and goes to /community", async ({ browser }) => {
  const ben = await open(browser, BEN);
  await ben.page.goto('/user/987654');
  await ben.page.waitForURL('**/community');
  expect(ben.dialogs).toEqual(['User not found']);
  await ben.close();
});

test("the feed shows 50 posts and 'Load older posts' brings the rest", async ({ browser }) => {
  const cat = await open(browser, CAT);
  let catToken = '';
  // Two members share the writing: one member may publish at most 30 posts an hour.
  for (const who of [CAT, DAN]) {
    const tokens = await (
      await cat.page.request.post('/api/v1/user/token/', { data: { email: who.email, password: who.password } })
    ).json();
    if (who === CAT) catToken = tokens.access;
    for (let i = 0; i < 26; i++) {
      const res = await cat.page.request.post('/api/v1/community/', {
        data: { content: `Paging post ${who.name} ${i}` },
        headers: { Authorization: `Bearer ${tokens.access}` },
      });
      expect(res.status()).toBe(201);
    }
  }
  await cat.page.goto('/community');
  await expect(cat.page.getByTestId('post')).toHaveCount(50);
  await cat.page.getByRole('button', { name: 'Load older posts' }).click();
  const everything = await cat.page.request.get('/api/v1/community/?limit=100', {
    headers: { Authorization: `Bearer ${catToken}` },
  });
  const total = ((await everything.json()) as unknown[]).length;
  expect(total).toBeGreaterThan(50);
  await expect(cat.page.getByTestId('post')).toHaveCount(total);
  await expect(cat.page.getByRole('button', { name: 'Load older posts' })).toHaveCount(0);
  await cat.close();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the feed draws its first screen before any script runs, and nothing moves as the posts come in', async ({
    page,
  }) => {
    await signInAs(page, ANN.email, ANN.password);
    const text = `Steady layout ${Date.now()}`;
    await publish(page, text);

    // The composer and the loading line are in the page's HTML (the island itself renders in the browser only).
    const html = await (await page.request.get('/community')).text();
    expect(html).toContain('placeholder="Share an update..."');
    expect(html).toContain('Loading posts...');

    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/community');
    await expect(page.getByTestId('post').filter({ hasText: text })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
  });
});
