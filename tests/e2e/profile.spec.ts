import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, signInAs, uniqueEmail } from './helpers';

const PASSWORD = 'profile spec password';

/** A member registered through the API with the terms accepted, signed in on `page`. */
async function newMember(page: Page, request: APIRequestContext, prefix: string, fullName: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const reg = await request.post('/api/v1/user/register/', {
    data: { full_name: fullName, email, password: PASSWORD, password2: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const tokens = await (await request.post('/api/v1/user/token/', { data: { email, password: PASSWORD } })).json();
  await request.post('/api/v1/terms/accept/', { headers: { Authorization: `Bearer ${tokens.access}` } });
  await signInAs(page, email, PASSWORD);
  return email;
}

async function pngFile(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  return { name: 'portrait.png', mimeType: 'image/png', buffer };
}

test.describe('profile', () => {
  test('register, complete the profile with a picture, see it all on /profile, then edit the weight', async ({
    page,
  }) => {
    const email = uniqueEmail('profile-flow');
    await page.goto('/register/');
    await page.getByLabel('Full Name').fill('Carla Complete');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/complete-profile\/$/);
    await expect(page).toHaveTitle('Complete Profile | FitGroup');

    const fullName = page.getByLabel('Full Name');
    await expect(fullName).toHaveValue('Carla Complete');
    await expect(fullName).toHaveAttribute('readonly', '');
    await page.getByLabel('Profile Picture').setInputFiles(await pngFile(1600, 1200));
    await expect(page.getByRole('img', { name: 'Preview of selected image' })).toBeVisible();
    await expect(page.getByText('Preview of selected image', { exact: true })).toBeVisible();
    await page.getByLabel('Age', { exact: true }).fill('41');
    await page.getByLabel('Weight (lbs)').fill('172.5');
    await page.getByLabel('Occupation').fill('Teacher');
    await page.getByLabel('Phone Number').fill('+1 555 0101');
    await page.getByLabel('Emergency Contact Name').fill('Dan Complete');
    await page.getByLabel('Emergency Contact Phone').fill('+1 555 0102');
    await page.getByLabel('Address').fill('7 Oak Road\nRiverside');
    await page.getByLabel('Medical History').fill('Old knee injury');
    await page.getByRole('button', { name: 'Save Profile' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveTitle('My Profile | FitGroup');
    const details = page.getByRole('region', { name: 'Profile details' });
    const value = (label: string) => details.locator(`dd[data-field="${label}"]`);
    await expect(value('Name')).toHaveText('Carla Complete');
    await expect(value('Age')).toHaveText('41');
    await expect(value('Weight')).toHaveText('172.5 lbs');
    await expect(value('Occupation')).toHaveText('Teacher');
    await expect(value('Emergency Contact')).toHaveText('Dan Complete (+1 555 0102)');
    await expect(value('Phone Number')).toHaveText('+1 555 0101');
    await expect(value('Address')).toHaveText('7 Oak Road\nRiverside');
    await expect(value('Health History')).toHaveText('Old knee injury');

    const picture = details.getByRole('img', { name: "Carla Complete's profile picture" });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    await picture.click();
    const overlay = page.getByTestId('image-overlay');
    await expect(overlay).toBeVisible();
    await overlay.click();
    await expect(overlay).toBeHidden();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Weight (lbs)').fill('168');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(value('Weight')).toHaveText('168 lbs');
    await page.reload();
    await expect(page.locator('dd[data-field="Weight"]')).toHaveText('168 lbs');
  });

  test('shows Loading... first, runs the connectivity self-test, and Cancel clears an error', async ({
    page,
    request,
  }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await newMember(page, request, 'profile-edit', 'Eddie Edit');
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1/user/profile/', async (route) => {
      if (route.request().method() === 'GET' && route.request().headers()['authorization']) await held;
      await route.fallback();
    });
    await page.goto('/profile');
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect.poll(() => logs.filter((l) => l.startsWith('[connectivity]')).length).toBe(4);
    expect(logs.find((l) => l.includes('401 expected'))).toMatch(/: 401 in \d+ ms/);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    // The age field itself refuses 131 (max=130); a server refusal is shown in the red alert.
    await expect(page.getByLabel('Age', { exact: true })).toHaveAttribute('max', '130');
    await page.route('**/api/v1/user/profile/', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 413, body: '{}' }) : route.fallback(),
    );
    await page.getByLabel('Age', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('File is too large. Please choose a smaller file.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failed profile load says so and Try again loads it', async ({ page, request }) => {
    await newMember(page, request, 'profile-fail', 'Fay Fail');
    let fail = true;
    await page.route('**/api/v1/user/profile/', (route) =>
      fail && route.request().method() === 'GET' && route.request().headers()['authorization']
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Profile store is down"}' })
        : route.fallback(),
    );
    await page.goto('/profile');
    await expect(page.getByRole('alert')).toContainText('Profile store is down');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });

  test('a HEIC picked on /profile is converted in the browser and uploaded as JPEG', async ({ page, request }) => {
    await newMember(page, request, 'profile-heic', 'Hana Heic');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const uploads: Array<{ type: string; body: number }> = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/user/profile/'))
        uploads.push({ type: r.headers()['content-type'] ?? '', body: r.postDataBuffer()?.length ?? 0 });
    });
    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'IMG_2043.HEIC',
      mimeType: 'image/heic',
      buffer: readFileSync('tests/fixtures/profile/photo.heic'),
    });
    await expect(page.getByRole('img', { name: 'Preview of selected image' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const picture = page.getByRole('img', { name: "Hana Heic's profile picture" });
    await expect(picture).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.type).toContain('multipart/form-data');

    const src = await picture.getAttribute('src');
    const media = await request.get(src!);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await media.body()).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });
});

test.describe('account settings', () => {
  test('shows the account, and View Weekly Logs only to a paid member', async ({ page, request }) => {
    await newMember(page, request, 'profile-settings', 'Una Unpaid');
    await page.goto('/account-settings');
    await expect(page).toHaveTitle('Account Settings | FitGroup');
    await expect(page.getByText('Una Unpaid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'View Weekly Logs' })).toHaveCount(0);

    await page.context().clearCookies();
    await signInAs(page, 'profile-paid@example.com', 'profile paid pass');
    await page.goto('/account-settings');
    await expect(page.getByRole('link', { name: 'View Weekly Logs' })).toHaveAttribute('href', '/weekly-log');
  });

  test('deletes the account end to end: checks, final confirmation, alert, home, and no more sign-in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('profile-delete');
    const reg = await request.post('/api/v1/user/register/', {
      data: { full_name: 'Dora Delete', email, password: PASSWORD, password2: PASSWORD },
    });
    expect(reg.status()).toBe(201);
    const tokens = await (await request.post('/api/v1/user/token/', { data: { email, password: PASSWORD } })).json();
    await request.post('/api/v1/terms/accept/', { headers: { Authorization: `Bearer ${tokens.access}` } });
    await page.goto('/login/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile/);
    await page.goto('/account-settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const submit = page.getByRole('button', { name: 'Permanently Delete My Account' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('Reason for leaving (optional)').selectOption('Privacy concerns');
    await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('delete account');
    await page.getByLabel('Enter your email address').fill(email);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Enter your password').fill(PASSWORD);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please type "DELETE MY ACCOUNT" exactly as shown to confirm.');

    await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('Delete My Account');
    await page.getByLabel('Enter your email address').fill('someone-else@example.com');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Email address does not match your account.');

    // Cancel resets the form; the confirmation dialog dismissed deletes nothing.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByLabel('Type DELETE MY ACCOUNT to confirm')).toHaveValue('');
    await page.getByLabel('Type DELETE MY ACCOUNT to confirm').fill('DELETE MY ACCOUNT');
    await page.getByLabel('Enter your email address').fill(email.toUpperCase());
    await page.getByLabel('Enter your password').fill('not my password');
    page.once('dialog', (d) => void d.dismiss());
    await submit.click();
    await expect(page).toHaveURL(/\/account-settings$/);

    // A wrong password is refused by the server after the final confirmation, and nothing is deleted.
    page.once('dialog', (d) => void d.accept());
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password is incorrect.');
    await page.getByLabel('Enter your password').fill(PASSWORD);

    const dialogs: Array<{ type: string; message: string }> = [];
    page.on('dialog', (d) => {
      dialogs.push({ type: d.type(), message: d.message() });
      void d.accept();
    });
    await submit.click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    expect(dialogs[0]!.type).toBe('confirm');
    expect(dialogs[0]!.message).toContain('cannot be undone');
    expect(dialogs[0]!.message).toContain('weekly logs');
    expect(dialogs[1]).toEqual({
      type: 'alert',
      message:
        'Your account has been successfully deleted. All your data has been permanently removed. You will now be redirected to the home page.',
    });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('access_token');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

    const signIn = await request.post('/api/v1/user/token/', { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(401);
  });
});

test.describe('support', () => {
  test('sends a message: Sending..., the success banner, the form cleared', async ({ page, request }) => {
    await newMember(page, request, 'profile-support', 'Sue Support');
    await page.goto('/support');
    await expect(page).toHaveTitle('Support | FitGroup');
    await expect(page.getByLabel('Full Name')).toHaveValue('Sue Support');
    await page.getByLabel('Subject').fill('Picture upload');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel('Message').fill('My picture will not upload from my phone.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText("Your message has been sent successfully! We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('shows the error banner when sending fails, and opens one FAQ answer at a time', async ({ page, request }) => {
    await newMember(page, request, 'profile-support-fail', 'Fay Fail');
    await page.route('**/api/v1/support/contact/', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/support');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('Anyone there?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'There was an error sending your message. Please try again or contact us directly.',
    );

    const questions = page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button');
    const questionText = (i: number) =>
      questions
        .nth(i)
        .innerText()
        .then((t) => t.replace(/[+−]\s*$/, '').trim());
    await expect(questions).toHaveCount(8);
    await questions.nth(1).click();
    await expect(page.getByText(/JPG, PNG or WebP and under 10MB/)).toBeVisible();
    await questions.nth(2).click();
    await expect(page.getByText(/JPG, PNG or WebP and under 10MB/)).toBeHidden();
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
    await expect(faq.locator('[aria-expanded="true"]')).toContainText(await questionText(2));
    for (const href of ['/dashboard', '/community', '/profile']) {
      await expect(page.getByRole('main').locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });
});
