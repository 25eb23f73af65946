import { expect, test, type Browser } from '@playwright/test';
import { signInAs } from './helpers';

/** Issue 12, point 6: in the feed, a member blocked by a post's author gets no comment box on that post. */

const PAIRS = {
  375: {
    blocker: { email: 'feedblock-bea-375@example.com', password: 'feed block bea pass', name: 'Bea Blocker' },
    blocked: { email: 'feedblock-bo-375@example.com', password: 'feed block bo pass', name: 'Bo Blocked' },
  },
  1440: {
    blocker: { email: 'feedblock-bea-1440@example.com', password: 'feed block bea pass', name: 'Bea Wide' },
    blocked: { email: 'feedblock-bo-1440@example.com', password: 'feed block bo pass', name: 'Bo Wide' },
  },
} as const;
/** Their own pair, so a failure above leaves no block behind for it. */
const LATE = {
  blocker: { email: 'feedblock-bea-late@example.com', password: 'feed block bea pass', name: 'Bea Late' },
  blocked: { email: 'feedblock-bo-late@example.com', password: 'feed block bo pass', name: 'Bo Late' },
} as const;
interface Who {
  email: string;
  password: string;
  name: string;
}

const CANNOT = 'You cannot comment on this post.';

/** A signed-in page of its own (separate cookies) at `width`, accepting every browser confirmation. */
async function open(browser: Browser, who: Who, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await signInAs(page, who.email, who.password);
  return { page, close: () => context.close() };
}

async function idOf(browser: Browser, who: Who): Promise<number> {
  const { page, close } = await open(browser, who, 1440);
  const tokens = await (
    await page.request.post('/api/v1/user/token/', { data: { email: who.email, password: who.password } })
  ).json();
  const me = await page.request.get('/api/v1/user/', { headers: { Authorization: `Bearer ${tokens.access}` } });
  const id = (await me.json()).id as number;
  await close();
  return id;
}

for (const width of [375, 1440] as const) {
  const { blocker, blocked } = PAIRS[width];

  test.describe(`at ${width} px`, () => {
    test('the blocked member sees no comment box on the blocker’s post in the feed, and the notice instead', async ({
      browser,
    }) => {
      const bea = await open(browser, blocker, width);
      const bo = await open(browser, blocked, width);
      const stamp = Date.now();
      const beasText = `Bea's hill sprints ${width} ${stamp}`;
      const bosText = `Bo's stretching ${width} ${stamp}`;

      for (const [who, text] of [
        [bea, beasText],
        [bo, bosText],
      ] as const) {
        await who.page.goto('/community');
        await who.page.getByPlaceholder('Share an update...').fill(text);
        await who.page.getByRole('button', { name: 'Post', exact: true }).click();
        await expect(who.page.getByTestId('post').filter({ hasText: text })).toBeVisible();
      }

      // Bea blocks Bo from his profile, as a member would.
      await bea.page.goto(`/user/${await idOf(browser, blocked)}`);
      await bea.page.getByRole('button', { name: 'Block User', exact: true }).click();
      await expect(bea.page.getByRole('button', { name: 'Unblock User', exact: true })).toBeVisible();

      await bo.page.goto('/community');
      const beasPost = bo.page.getByTestId('post').filter({ hasText: beasText });
      await expect(beasPost).toBeVisible();
      await expect(beasPost.getByText(CANNOT)).toBeVisible();
      await expect(beasPost.getByPlaceholder('Write a comment...')).toHaveCount(0);
      await expect(beasPost.getByRole('button', { name: 'Comment' })).toHaveCount(0);

      // Bo's own post keeps its box, and he can still comment there.
      const bosPost = bo.page.getByTestId('post').filter({ hasText: bosText });
      await expect(bosPost.getByText(CANNOT)).toHaveCount(0);
      await bosPost.getByPlaceholder('Write a comment...').fill('Felt good today');
      await bosPost.getByRole('button', { name: 'Comment' }).click();
      await expect(bosPost.getByTestId('comment')).toContainText('Felt good today');

      // Bea still comments on her own post.
      await bea.page.goto('/community');
      const ownPost = bea.page.getByTestId('post').filter({ hasText: beasText });
      await expect(ownPost.getByPlaceholder('Write a comment...')).toBeVisible();
      await expect(ownPost.getByText(CANNOT)).toHaveCount(0);

      // Once Bea unblocks him, the box is back for Bo.
      await bea.page.goto(`/user/${await idOf(browser, blocked)}`);
      await bea.page.getByRole('button', { name: 'Unblock User', exact: true }).click();
      await expect(bea.page.getByRole('button', { name: 'Block User', exact: true })).toBeVisible();
      await bo.page.reload();
      const again = bo.page.getByTestId('post').filter({ hasText: beasText });
      await expect(again.getByPlaceholder('Write a comment...')).toBeVisible();
      await expect(again.getByText(CANNOT)).toHaveCount(0);

      await bea.close();
      await bo.close();
    });
  });
}

test('a member blocked while the feed is open is told so when they send their comment', async ({ browser }) => {
  const { blocker, blocked } = LATE;
  const bea = await open(browser, blocker, 1440);
  const bo = await open(browser, blocked, 1440);
  const text = `Bea's rowing ${Date.now()}`;
  await bea.page.goto('/community');
  await bea.page.getByPlaceholder('Share an update...').fill(text);
  await bea.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(bea.page.getByTestId('post').filter({ hasText: text })).toBeVisible();

  await bo.page.goto('/community');
  const post = bo.page.getByTestId('post').filter({ hasText: text });
  await post.getByPlaceholder('Write a comment...').fill('Nice one');

  const boId = await idOf(browser, blocked);
  await bea.page.goto(`/user/${boId}`);
  await bea.page.getByRole('button', { name: 'Block User', exact: true }).click();
  await expect(bea.page.getByRole('button', { name: 'Unblock User', exact: true })).toBeVisible();

  await post.getByRole('button', { name: 'Comment' }).click();
  await expect(post.getByRole('alert')).toHaveText(CANNOT);

  await bea.page.getByRole('button', { name: 'Unblock User', exact: true }).click();
  await expect(bea.page.getByRole('button', { name: 'Block User', exact: true })).toBeVisible();
  await bea.close();
  await bo.close();
});
