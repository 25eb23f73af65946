import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/**
 * Issue 26, items 6 and 8: members edit and delete what they wrote (in place, deletion confirmed in the page), find
 * the members they blocked in Account Settings and unblock them there; Report User opens the report dialog.
 */

const ZURI = { email: 'own-zuri@example.com', password: 'own zuri pass', name: 'Zuri Zedit' };
const ZYLA = { email: 'own-zyla@example.com', password: 'own zyla pass', name: 'Zyla Zedit' };
type Who = typeof ZURI;

/** A signed-in page of its own, recording every browser dialog and accepting it (blocking still confirms so). */
async function open(browser: Browser, who: Who, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
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

/** Publishes a post from the feed; the locator is pinned to the post's id (its text changes while it is edited). */
async function publish(page: Page, text: string) {
  await page.goto('/community');
  await page.getByPlaceholder('Share an update...').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const post = page.getByTestId('post').filter({ hasText: text });
  await expect(post).toBeVisible();
  return page.locator(`[data-post-id="${await post.getAttribute('data-post-id')}"]`);
}

test('a member edits their post in place and it says "edited", also after a reload and to others', async ({
  browser,
}) => {
  const zuri = await open(browser, ZURI);
  const text = `Leg day ${Date.now()}`;
  const post = await publish(zuri.page, text);
  await expect(post.getByTestId('edited')).toHaveCount(0);

  // Cancel (and Escape) leave the text as it was.
  await post.getByRole('button', { name: 'Edit your post' }).click();
  const box = post.getByLabel('Edit the text');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(text);
  await box.fill('Not this');
  await post.getByRole('button', { name: 'Cancel' }).click();
  await expect(post.getByTestId('post-content')).toHaveText(text);
  await expect(post.getByRole('button', { name: 'Edit your post' })).toBeFocused();
  await post.getByRole('button', { name: 'Edit your post' }).click();
  await zuri.page.keyboard.press('Escape');
  await expect(post.getByLabel('Edit the text')).toHaveCount(0);

  // A blank text cannot be saved.
  await post.getByRole('button', { name: 'Edit your post' }).click();
  await post.getByLabel('Edit the text').fill('   ');
  await expect(post.getByRole('button', { name: 'Save' })).toBeDisabled();

  const edited = `${text} and a 5 km run`;
  await post.getByLabel('Edit the text').fill(edited);
  await post.getByRole('button', { name: 'Save' }).click();
  await expect(post.getByTestId('post-content')).toHaveText(edited);
  await expect(post.getByTestId('edited')).toHaveText('edited');
  await expect(post.getByRole('button', { name: 'Edit your post' })).toBeFocused();

  await zuri.page.reload();
  await expect(zuri.page.getByTestId('post').filter({ hasText: edited }).getByTestId('edited')).toBeVisible();
  const zyla = await open(browser, ZYLA);
  await zyla.page.goto('/community');
  const seen = zyla.page.getByTestId('post').filter({ hasText: edited });
  await expect(seen.getByTestId('edited')).toBeVisible();
  // Others get Report, never Edit or Delete.
  await expect(seen.getByRole('button', { name: 'Edit your post' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: `Report post by ${ZURI.name}` })).toBeVisible();
  expect(zuri.dialogs).toEqual([]);
  await zuri.close();
  await zyla.close();
});

test('a member deletes their comment after confirming in an in-page dialog; Cancel keeps it', async ({ browser }) => {
  const zuri = await open(browser, ZURI);
  const zyla = await open(browser, ZYLA);
  const text = `Comment on me ${Date.now()}`;
  await publish(zuri.page, text);

  await zyla.page.goto('/community');
  const post = zyla.page.getByTestId('post').filter({ hasText: text });
  // The comment box is one line until it is used.
  const box = post.getByPlaceholder('Write a comment...');
  await expect(box).toHaveAttribute('rows', '1');
  await box.focus();
  await expect(box).toHaveAttribute('rows', '3');
  await box.fill('Great work!');
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = post.getByTestId('comment').filter({ hasText: 'Great work!' });
  await expect(comment).toBeVisible();
  await expect(box).toHaveAttribute('rows', '1');

  await comment.getByRole('button', { name: 'Delete your comment' }).click();
  let dialog = zyla.page.getByRole('dialog', { name: 'Delete comment?' });
  await expect(dialog).toContainText('Your comment will be permanently deleted. This cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(comment).toBeVisible();

  await comment.getByRole('button', { name: 'Delete your comment' }).click();
  dialog = zyla.page.getByRole('dialog', { name: 'Delete comment?' });
  await zyla.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await comment.getByRole('button', { name: 'Delete your comment' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(post.getByTestId('comment')).toHaveCount(0);
  await zyla.page.reload();
  await expect(zyla.page.getByTestId('post').filter({ hasText: text })).toBeVisible();
  await expect(zyla.page.getByTestId('post').filter({ hasText: text }).getByTestId('comment')).toHaveCount(0);

  // The author deletes the post itself the same way.
  await zuri.page.reload();
  const own = zuri.page.getByTestId('post').filter({ hasText: text });
  await own.getByRole('button', { name: 'Delete your post' }).click();
  const postDialog = zuri.page.getByRole('dialog', { name: 'Delete post?' });
  await expect(postDialog).toContainText('Your post and all of its comments will be permanently deleted.');
  await postDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(own).toHaveCount(0);
  expect([...zuri.dialogs, ...zyla.dialogs]).toEqual([]);
  await zuri.close();
  await zyla.close();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`at ${viewport.width} px a member blocks another, finds them in Account Settings and unblocks them`, async ({
    browser,
  }) => {
    const zuri = await open(browser, ZURI, viewport);
    const zylaId = await userId(zuri.page, ZYLA);
    await zuri.page.goto('/account-settings');
    const card = zuri.page.getByTestId('blocked-members');
    await expect(card.getByRole('heading', { name: 'Blocked members' })).toBeVisible();
    await expect(card).toContainText('You have not blocked anyone.');

    await zuri.page.goto(`/user/${zylaId}`);
    await zuri.page.getByRole('button', { name: 'Block User', exact: true }).click();
    await expect(zuri.page.getByRole('button', { name: 'Unblock User', exact: true })).toBeVisible();

    await zuri.page.goto('/account-settings');
    const row = card.getByTestId('blocked-member').filter({ hasText: ZYLA.name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: ZYLA.name })).toHaveAttribute('href', `/user/${zylaId}`);
    await expect(row).toContainText(/Blocked since /);
    const unblock = row.getByRole('button', { name: `Unblock ${ZYLA.name}` });
    await unblock.click();
    await expect(card.getByText(`${ZYLA.name} has been unblocked.`)).toBeVisible();
    await expect(card.getByTestId('blocked-member')).toHaveCount(0);
    await expect(card).toContainText('You have not blocked anyone.');
    // Nothing on the page is wider than the window.
    expect(await zuri.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await zuri.page.goto(`/user/${zylaId}`);
    await expect(zuri.page.getByRole('button', { name: 'Block User', exact: true })).toBeVisible();
    await zuri.close();
  });
}

test('Report User opens the report dialog with its reason list; Cancel sends nothing, Submit reports the profile', async ({
  browser,
}) => {
  const zyla = await open(browser, ZYLA);
  const zuriId = await userId(zyla.page, ZURI);
  await zyla.page.goto(`/user/${zuriId}`);
  await zyla.page.getByRole('button', { name: 'Report User' }).click();
  const dialog = zyla.page.getByRole('dialog', { name: 'Report User' });
  await expect(dialog).toBeVisible();
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
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(zyla.dialogs).toEqual([]);

  await zyla.page.getByRole('button', { name: 'Report User' }).click();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Details (required)').fill('Advertising in every post');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog).toBeHidden();
  await expect(zyla.page.getByTestId('toast')).toContainText(
    'User reported successfully. Our team will review it shortly.',
  );
  expect(zyla.dialogs).toEqual([]);
  await zyla.close();
});
