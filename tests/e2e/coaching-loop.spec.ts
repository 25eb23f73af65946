import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/**
 * Issue 29's loop, as the two people live it, each in a browser of their own: the member saves a week and asks
 * about it, a coach finds them in the needs-attention queue and answers the week, the member's bell counts it when
 * the page is shown again (no reload), the member opens the answer and replies in Messages, and the coach finds the
 * unread thread. At a phone's width and a desktop's.
 */

const COACH = { email: 'loop-coach@example.com', password: 'loop coach pass phrase', name: 'Cleo Coach' };
const MEMBERS = {
  375: { email: 'loop-lena-375@example.com', password: 'loop lena narrow pass', name: 'Lena Loop' },
  1440: { email: 'loop-lars-1440@example.com', password: 'loop lars wide pass', name: 'Lars Loop' },
} as const;

/**
 * The tab is shown again (another tab, a phone unlocked): the browser tells the page, and the bell reads again. A
 * read made in the last few seconds is not repeated (the data layer's dedupe time), so it is shown again each second.
 */
async function bellAfterShowingAgain(page: Page): Promise<string | null> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  return page.getByTestId('bell').getAttribute('aria-label');
}

for (const width of [375, 1440] as const) {
  test(`at ${width} px a week is answered from the queue, seen through the bell, and the reply reaches the coach`, async ({
    browser,
  }) => {
    const member = MEMBERS[width];
    const viewport = { width, height: 900 };
    const memberPage = await (await browser.newContext({ viewport })).newPage();
    const coachPage = await (await browser.newContext({ viewport })).newPage();

    // The member saves their week and asks about it.
    await signInAs(memberPage, member.email, member.password);
    await memberPage.goto('/weekly-log');
    const week = memberPage.getByRole('tabpanel', { name: 'Week 1' });
    await week.getByLabel('Waist (in)').fill('33.5');
    await week.getByLabel('Journal Entry').fill('Legs sore, slept well.');
    await week.getByRole('button', { name: 'Save Week' }).click();
    await expect(memberPage.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
      '✅ Week 1 saved successfully!',
    );
    await memberPage.goto('/messages');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await memberPage.getByLabel('Your message').fill('Week 1 is in. Is my waist going the right way?');
    await memberPage.getByRole('button', { name: 'Send' }).click();
    await expect(memberPage.getByTestId('thread-message').last()).toContainText('Is my waist going the right way?');
    const bell = memberPage.getByTestId('bell');
    await expect(bell).toHaveAccessibleName('Notifications');

    // The coach finds them in the queue and answers the week in one click.
    await signInAs(coachPage, COACH.email, COACH.password);
    await coachPage.goto('/admin');
    const entry = coachPage.getByTestId('attention-entry').filter({ hasText: member.name });
    await expect(entry.getByText('1 unread message')).toBeVisible();
    await entry.getByRole('button', { name: `Open ${member.name}` }).click();
    const panel = coachPage.getByTestId('member-panel');
    await panel.getByRole('tab', { name: 'Week 1', exact: true }).click();
    const answers = panel.getByTestId('week-answers');
    await answers.getByLabel('Your answer').fill('Yes: two centimetres down. Keep the sleep going.');
    await answers.getByRole('button', { name: 'Send answer' }).click();
    await expect(answers.getByText('✅ Answer sent.')).toBeVisible();

    // The member's page, shown again, counts it; the bell leads to the answer under the week.
    await expect
      .poll(() => bellAfterShowingAgain(memberPage), { timeout: 20_000, intervals: [1_000] })
      .toBe('Notifications, 1 unread');
    await bell.click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const note = memberPage.getByTestId('notification').first();
    await expect(note).toContainText(`${COACH.name} answered your check-in.`);
    await note.getByRole('link').click();
    await expect(memberPage).toHaveURL(/\/weekly-log#week-1$/);
    await expect(memberPage.getByText('Yes: two centimetres down. Keep the sleep going.')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');

    // The member replies in Messages.
    await memberPage.goto('/messages');
    await memberPage.getByLabel('Your message').fill('Thank you! Same plan next week.');
    await memberPage.getByRole('button', { name: 'Send' }).click();
    await expect(memberPage.getByTestId('thread-message').last()).toContainText('Thank you! Same plan next week.');

    // The coach sees the thread with the member's unread messages, and reads the reply.
    await coachPage.reload();
    await coachPage.getByRole('tab', { name: 'Messages' }).click();
    const summary = coachPage.getByTestId('thread-summary').filter({ hasText: member.name });
    await expect(summary).toContainText('2 unread');
    await summary.click();
    const thread = coachPage.getByTestId('staff-thread');
    await expect(thread.getByRole('heading', { name: `Conversation with ${member.name}` })).toBeVisible();
    await expect(thread.getByTestId('thread-message').last()).toContainText('Thank you! Same plan next week.');
    await expect(summary).not.toContainText('unread');

    await memberPage.context().close();
    await coachPage.context().close();
  });
}
