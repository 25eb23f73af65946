import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

/** Issue 12, point 7: after a message is sent, the prefilled name and email stay; the rest of the form clears. */

const MEMBERS = {
  375: { email: 'support-keeps-375@example.com', password: 'support keeps pass', name: 'Kim Keeps' },
  1440: { email: 'support-keeps-1440@example.com', password: 'support keeps pass', name: 'Kai Keeps' },
} as const;

for (const width of [375, 1440] as const) {
  const member = MEMBERS[width];

  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('the support form keeps the member’s name and email after sending, and clears subject, priority and message', async ({
      page,
    }) => {
      await signInAs(page, member.email, member.password);
      await page.goto('/support');
      await expect(page.getByLabel('Full Name')).toHaveValue(member.name);
      await expect(page.getByLabel('Email Address')).toHaveValue(member.email);

      await page.getByLabel('Subject').fill('Where is my weekly log?');
      await page.getByLabel('Priority').selectOption('high');
      await page.getByLabel('Message').fill('I cannot find the weekly log in the menu.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        page.getByText("Your message has been sent successfully! We'll get back to you within 24 hours."),
      ).toBeVisible();

      await expect(page.getByLabel('Full Name')).toHaveValue(member.name);
      await expect(page.getByLabel('Email Address')).toHaveValue(member.email);
      await expect(page.getByLabel('Subject')).toHaveValue('');
      await expect(page.getByLabel('Priority')).toHaveValue('medium');
      await expect(page.getByLabel('Message')).toHaveValue('');

      // A second message needs only a subject and a message.
      await page.getByLabel('Subject').fill('One more thing');
      await page.getByLabel('Message').fill('Thanks for the quick answer.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expect(
        page.getByText("Your message has been sent successfully! We'll get back to you within 24 hours."),
      ).toBeVisible();
      await expect(
        page.getByText('There was an error sending your message. Please try again or contact us directly.'),
      ).toHaveCount(0);
      await expect(page.getByLabel('Email Address')).toHaveValue(member.email);
    });
  });
}

test.describe('before the page’s script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the support form’s Send Message button waits, so a click cannot send the form as a page load', async ({
    page,
  }) => {
    await signInAs(page, MEMBERS[375].email, MEMBERS[375].password);
    await page.goto('/support');
    await expect(page.getByLabel('Email Address')).toHaveValue(MEMBERS[375].email);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });
});
