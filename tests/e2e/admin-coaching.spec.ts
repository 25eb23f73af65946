import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs } from './api-as';
import { signInAs } from './helpers';

/**
 * The staff side of coaching (issue 29) in /admin: the needs-attention queue on the landing, a member's weeks with
 * their answers and the box to answer, the author's own edit and delete, and the Messages tab's threads and
 * conversation. The member's side is set up through the API.
 */

const STAFF = { email: 'coaching-staff@example.com', password: 'coaching staff pass' };
const OTHER_STAFF = { email: 'coaching-other-staff@example.com', password: 'coaching other staff pass' };
const MEMBER = { email: 'coaching-member@example.com', password: 'coaching member pass', name: 'Mira Member' };

type Week = { id: number; week_number: number; feedback: Array<{ text: string; author_name: string }> };

/** The member's first week, saved with a measurement (a check-in), and a message to the staff. */
async function memberChecksInAndWrites(request: APIRequestContext, message: string): Promise<Week> {
  const member = await apiAs(request, MEMBER);
  const profile = (await (await member.get('user/profile/')).json()) as { weekly_logs: Week[] };
  const week = profile.weekly_logs[0]!;
  const saved = await member.patch(`user/weekly-log/${week.id}/`, { waist: '33.5' });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await member.post('messages/', { text: message });
  expect(sent.status(), await sent.text()).toBe(201);
  return week;
}

for (const width of [375, 1440]) {
  test(`at ${width} px staff answer a week from the queue, change their answer, and reply in Messages`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const question = `Is my waist going the right way? (${width})`;
    const week = await memberChecksInAndWrites(request, question);

    await signInAs(page, STAFF.email, STAFF.password);
    await page.goto('/admin');
    const queue = page.getByTestId('attention-queue');
    await expect(queue.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
    const entry = queue.getByTestId('attention-entry').filter({ hasText: MEMBER.name });
    await expect(entry.getByText('1 unread message')).toBeVisible();

    // One click opens the member's panel with their weeks, the answer box under the week.
    await entry.getByRole('button', { name: `Open ${MEMBER.name}` }).click();
    const panel = page.getByTestId('member-panel');
    await expect(panel.getByRole('heading', { name: MEMBER.name })).toBeVisible();
    await panel.getByRole('tab', { name: `Week ${week.week_number}`, exact: true }).click();
    const answers = panel.getByTestId('week-answers');
    await answers.getByLabel('Your answer').fill(`Yes: keep going, one more week like this (${width}).`);
    await answers.getByRole('button', { name: 'Send answer' }).click();
    await expect(answers.getByText('✅ Answer sent.')).toBeVisible();
    const answer = answers.getByTestId('week-answer').filter({ hasText: `one more week like this (${width})` });
    await expect(answer).toContainText('Cora Coach');

    // Its author changes it, and the member reads the change.
    await answer.getByRole('button', { name: 'Edit' }).click();
    await answers.getByLabel('Your answer').first().fill(`Yes: keep going, two more weeks like this (${width}).`);
    await answers.getByRole('button', { name: 'Save answer' }).click();
    await expect(answers.getByText(`two more weeks like this (${width})`)).toBeVisible();
    const member = await apiAs(request, MEMBER);
    const profile = (await (await member.get('user/profile/')).json()) as { weekly_logs: Week[] };
    const answered = profile.weekly_logs.find((w) => w.id === week.id)!;
    expect(answered.feedback.at(-1)).toMatchObject({
      text: `Yes: keep going, two more weeks like this (${width}).`,
      author_name: 'Cora Coach',
    });

    // The member's message waits in the Messages tab; the panel leads there.
    await panel.getByRole('button', { name: 'Messages' }).click();
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    const thread = page.getByTestId('staff-thread');
    // The button pressed is in the hidden Members panel now: focus goes to the conversation.
    await expect(thread.getByRole('heading', { name: `Conversation with ${MEMBER.name}` })).toBeFocused();
    await expect(thread.getByTestId('thread-message').filter({ hasText: question })).toBeVisible();
    await thread.getByLabel('Message').fill('Answered on your week: have a look.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByTestId('thread-message').last()).toContainText('Answered on your week: have a look.');
    await expect(thread.getByTestId('thread-message').last()).toContainText('Cora Coach');
    const messages = (await (await member.get('messages/')).json()) as Array<{ text: string; from_staff: boolean }>;
    expect(messages.at(-1)).toMatchObject({ text: 'Answered on your week: have a look.', from_staff: true });

    // Read, the member leaves the queue's unread reason.
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(entry.getByText('1 unread message')).toHaveCount(0);
  });
}

test('another staff member sees the answer but cannot change it; its author deletes it', async ({ page, request }) => {
  const week = await memberChecksInAndWrites(request, 'Another question.');
  const staff = await apiAs(request, STAFF);
  const posted = await staff.post(`admin/weekly-log/${week.id}/feedback/`, { text: 'An answer by Cora.' });
  expect(posted.status(), await posted.text()).toBe(201);

  await signInAs(page, OTHER_STAFF.email, OTHER_STAFF.password);
  await page.goto('/admin');
  const entry = page.getByTestId('attention-entry').filter({ hasText: MEMBER.name });
  await entry.getByRole('button', { name: `Open ${MEMBER.name}` }).click();
  await page.getByRole('tab', { name: `Week ${week.week_number}`, exact: true }).click();
  const answer = page.getByTestId('week-answer').filter({ hasText: 'An answer by Cora.' });
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(answer.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await signInAs(page, STAFF.email, STAFF.password);
  await page.goto('/admin');
  await page.getByTestId('attention-entry').filter({ hasText: MEMBER.name }).getByRole('button').first().click();
  await page.getByRole('tab', { name: `Week ${week.week_number}`, exact: true }).click();
  const own = page.getByTestId('week-answer').filter({ hasText: 'An answer by Cora.' });
  await own.getByRole('button', { name: 'Delete' }).click();
  await expect(own.getByText('Delete this answer?')).toBeVisible();
  await own.getByRole('button', { name: 'Delete' }).click();
  await expect(own).toHaveCount(0);
});

test("at 375 px keyboard focus follows an answer's Edit, Cancel and Delete, the queue into a conversation, and Back", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const week = await memberChecksInAndWrites(request, 'A question from the keyboard.');
  const staff = await apiAs(request, STAFF);
  const posted = await staff.post(`admin/weekly-log/${week.id}/feedback/`, { text: 'An answer to edit.' });
  expect(posted.status(), await posted.text()).toBe(201);

  await signInAs(page, STAFF.email, STAFF.password);
  await page.goto('/admin');
  // The week is answered: the member waits for their unread message alone.
  const entry = page.getByTestId('attention-entry').filter({ hasText: MEMBER.name });
  await entry.getByRole('button', { name: `Open ${MEMBER.name}` }).click();
  const panel = page.getByTestId('member-panel');
  await panel.getByRole('tab', { name: `Week ${week.week_number}`, exact: true }).click();
  // Oldest first: the answer just written is the last.
  const answer = panel.getByTestId('week-answer').last();
  await expect(answer).toContainText('An answer to edit.');
  await answer.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Enter');
  const box = answer.getByLabel('Your answer');
  await expect(box).toBeFocused();
  await box.fill('A draft given up.');
  await answer.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(answer.getByRole('button', { name: 'Edit' })).toBeFocused();
  // Cancel dropped the draft: Edit opens on the saved text.
  await page.keyboard.press('Enter');
  await expect(answer.getByLabel('Your answer')).toHaveValue('An answer to edit.');
  await answer.getByRole('button', { name: 'Cancel' }).click();

  await answer.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(answer.getByText('Delete this answer?')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('An answer to edit.')).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Answers', exact: true })).toBeFocused();

  const messagesTab = page.getByRole('tab', { name: 'Messages' });
  // Its panel does not exist before it is first opened: the tab names none.
  await expect(messagesTab).not.toHaveAttribute('aria-controls');
  await entry.getByRole('button', { name: 'Read messages' }).focus();
  await page.keyboard.press('Enter');
  const thread = page.getByTestId('staff-thread');
  await expect(thread.getByRole('heading', { name: `Conversation with ${MEMBER.name}` })).toBeFocused();
  await expect(messagesTab).toHaveAttribute('aria-controls', 'admin-panel-messages');

  // Back (a phone's) closes the conversation: focus goes to the list shown again.
  await thread.getByRole('button', { name: 'All conversations' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeFocused();
});
