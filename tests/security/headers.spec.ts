import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { signInAs, uniqueEmail } from '../e2e/helpers';

/**
 * The security headers of the built server (src/server/http/security-headers.ts), on every kind of response:
 * the prerendered home, on-demand pages, the reset page, a signed-in page, a static asset and the API; and the
 * pages still working under their Content-Security-Policy (no violation reported, islands hydrated).
 */

const PASSWORD = 'security headers spec password';

type Headers = Record<string, string>;

/** A member registered through the API with the terms accepted (not signed in on `page` yet). */
async function newMember(page: Page, fullName: string): Promise<{ email: string; access: string }> {
  const email = uniqueEmail('security-headers');
  const reg = await page.request.post('/api/v1/user/register/', {
    data: { full_name: fullName, email, password: PASSWORD, password2: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const tokens = (await (
    await page.request.post('/api/v1/user/token/', { data: { email, password: PASSWORD } })
  ).json()) as {
    access: string;
  };
  await page.request.post('/api/v1/terms/accept/', { headers: { Authorization: `Bearer ${tokens.access}` } });
  return { email, access: tokens.access };
}

/** The directives of a policy: name → sources. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** Headers every response carries, whatever answered it. */
function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  // Plain HTTP, no trusted proxy in front: no HSTS (a browser would ignore it anyway).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** One Content-Security-Policy header, with no inline script allowed, no plugins, no <base> hijack, no framing. */
async function expectPageCsp(response: Response | APIResponse, what: string) {
  // A page Response reads its raw headers asynchronously; an APIResponse has them at hand.
  const values = (await response.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(values, `${what}: one CSP header`).toHaveLength(1);
  const policy = directives(values[0]!.value);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${what}: script-src or default-src`).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(policy.get('script-src-elem') ?? [], what).not.toContain("'unsafe-inline'");
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
}

async function expectPageHeaders(response: Response | APIResponse, what: string) {
  const headers = response.headers();
  expectCommonHeaders(headers, what);
  await expectPageCsp(response, what);
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

/**
 * Collects Content-Security-Policy violations: Chromium's console reports ("Refused to … because it violates the
 * following Content Security Policy directive") and the document's securitypolicyviolation events.
 */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample}`);
    });
  });
  return async function violations(): Promise<string[]> {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...console, ...events];
  };
}

/** Waits until the island of `component` has hydrated (Astro drops the island's `ssr` attribute then). */
async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="/${component}."]`).first()).not.toHaveAttribute('ssr');
}

test.describe('security headers', () => {
  test('the prerendered home page', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    await expectPageHeaders(res, '/');
  });

  test('on-demand pages: /login/ and a signed-in /profile', async ({ page }) => {
    const login = await page.request.get('/login/');
    expect(login.status()).toBe(200);
    await expectPageHeaders(login, '/login/');

    const { email } = await newMember(page, 'Hedda Headers');
    await signInAs(page, email, PASSWORD);
    const profile = await page.request.get('/profile', { maxRedirects: 0 });
    expect(profile.status()).toBe(200);
    await expectPageHeaders(profile, '/profile');
    expect(profile.headers()['cache-control']).toContain('no-store');
  });

  test('the reset page, whose URL carries the code: no Referer, no cache', async ({ request }) => {
    for (const url of [
      '/create-new-password/?otp=x&uuidb64=y&refresh_token=z',
      '/create-new-password?otp=x&uuidb64=y&refresh_token=z',
    ]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const headers = res.headers();
      expectCommonHeaders(headers, url);
      await expectPageCsp(res, url);
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cache-control'], url).toBe('no-store');
    }
  });

  test('a static asset under /_astro/ keeps its long caching', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const asset = home.match(/\/_astro\/[^"'\s]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expectCommonHeaders(headers, asset!);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('API: health, and the profile (medical data) never stored', async ({ page }) => {
    const health = await page.request.get('/api/v1/health');
    expect(health.status()).toBe(200);
    expectCommonHeaders(health.headers(), 'health');
    expect(health.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(directives(health.headers()['content-security-policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);

    const { access } = await newMember(page, 'Ada Api');
    const profile = await page.request.get('/api/v1/user/profile/', { headers: { Authorization: `Bearer ${access}` } });
    expect(profile.status()).toBe(200);
    const headers = profile.headers();
    expectCommonHeaders(headers, 'user/profile/');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('every page says its charset: text/html; charset=utf-8', async ({ page }) => {
    const pages: Array<[string, number]> = [
      // Prerendered (static files of the build).
      ['/', 200],
      ['/home/fr/', 200],
      // Rendered on demand, signed out; the reset page also without its slash; the public standing page.
      ['/login/', 200],
      ['/register/', 200],
      ['/forgot-password/', 200],
      ['/create-new-password/', 200],
      ['/create-new-password', 200],
      ['/standing', 200],
      // Astro's error pages.
      ['/no-such-page', 404],
      ['/500', 500],
    ];
    for (const [path, status] of pages) {
      // Compressed (as browsers ask) and not: the compression holds the head back and writes it itself.
      for (const encoding of ['gzip, deflate, br', 'identity']) {
        const res = await page.request.get(path, { maxRedirects: 0, headers: { 'Accept-Encoding': encoding } });
        expect(res.status(), `${path} (${encoding})`).toBe(status);
        expect(res.headers()['content-type'], `${path} (${encoding})`).toBe('text/html; charset=utf-8');
      }
    }

    // Signed in: a rendered page, and a shell page (/community) rendered, then sent again from memory.
    const { email } = await newMember(page, 'Cora Charset');
    await signInAs(page, email, PASSWORD);
    for (const path of ['/profile', '/account-settings', '/community', '/community']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    }
  });
});

test.describe('pages work under their Content-Security-Policy', () => {
  test('/login/: no violation, and the login form signs in', async ({ page }) => {
    const { email } = await newMember(page, 'Lena Login');
    const violations = await watchCsp(page);
    const response = await page.goto('/login/');
    await expectPageCsp(response!, '/login/');
    // The form is plain markup: its script enables the button once it has run.
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('/register/: no violation, and the terms dialog opens', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/register/');
    await expectPageCsp(response!, '/register/');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'I Understand' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await violations()).toEqual([]);
  });

  test('the home page and the fan menu: no violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const violations = await watchCsp(page);
    const response = await page.goto('/');
    await expectPageCsp(response!, '/');
    // The fan menu is plain markup: its script marks it ready once it answers.
    await expect(page.getByTestId('fan-menu')).toHaveAttribute('data-fan-ready', '');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(
      page.getByRole('list', { name: 'Quick navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('/profile: no violation with picture previews (blob:), the saved picture, and a HEIC decoded in the browser', async ({
    page,
  }) => {
    const { email } = await newMember(page, 'Pia Picture');
    await signInAs(page, email, PASSWORD);
    const violations = await watchCsp(page);
    const response = await page.goto('/profile');
    await expectPageCsp(response!, '/profile');
    await hydrated(page, 'ProfileView');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Profile Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByRole('img', { name: 'Preview of selected image' });
    await expect(preview).toBeVisible();
    expect(await preview.getAttribute('src')).toMatch(/^(blob|data):/);
    // The preview really decoded (a blocked image has no natural size).
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // HEIC: heic-to is imported on demand and decodes in a Worker.
    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: readFileSync('tests/fixtures/profile/photo.heic'),
    });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 45_000 })
      .toBe(800);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const picture = page.getByRole('img', { name: "Pia Picture's profile picture" });
    await expect(picture).toBeVisible();
    expect(await picture.getAttribute('src')).toMatch(/^\/api\/v1\/media\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
