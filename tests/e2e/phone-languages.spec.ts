import { execFileSync } from 'node:child_process';
import {
  devices,
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { afterTwoFrames, BASE_URL, signInAs } from './helpers';

/*
 * Issue 26, item 9: French and German words are longer than English ones. From 360 to 430 px (touch, a phone's user
 * agent) and in every language, every page a visitor, a member, a paid member and staff see, with the fan menu
 * closed and open: no sideways scroll, nothing off the screen's edges, and no label, button, heading, link or tab
 * whose text is cut (by an ellipsis, a hidden overflow, or spilling out of its own box). At 1440 px, the weekly-log
 * and dashboard day cards keep their whole headers.
 */

// Members of tests/e2e/users/phone-languages.txt.
const MEMBER = { email: 'phone-lang-member@example.com', password: 'phone lang member pass' };
const PAID = { email: 'phone-lang-paid@example.com', password: 'phone lang paid pass' };
const STAFF = { email: 'phone-lang-staff@example.com', password: 'phone lang staff pass' };
/** A demo member three weeks in (`manage seed-demo`): week tabs, the check-in summary, logged days, trends. */
const VETERAN = { email: '', password: 'demo member password' };
type Who = typeof MEMBER;
type Role = 'signed out' | 'member' | 'paid' | 'three weeks' | 'staff';
const ROLES: Role[] = ['signed out', 'member', 'paid', 'three weeks', 'staff'];
const WHO: Record<Exclude<Role, 'signed out'>, Who> = {
  member: MEMBER,
  paid: PAID,
  'three weeks': VETERAN,
  staff: STAFF,
};
const LANGUAGES = ['en', 'fr', 'de'] as const;
type Lang = (typeof LANGUAGES)[number];
const WIDTHS = [360, 375, 430];

/** The pages of each role (the route table, src/lib/routes.ts); '{paid}' is the paid member's own id. */
const PAGES: Record<Role, string[]> = {
  'signed out': [
    '/',
    '/login/',
    '/register/',
    '/forgot-password/',
    '/create-new-password/?otp=123456&uuidb64=MQ&refresh_token=x',
  ],
  member: ['/complete-profile', '/membership', '/user/{paid}'],
  paid: ['/dashboard', '/weekly-log', '/community', '/profile', '/account-settings', '/support', '/progress/compare'],
  'three weeks': ['/weekly-log', '/dashboard', '/progress/compare'],
  staff: ['/admin'],
};

/** What islands say while they load, in each language (common.loading and the like). */
const LOADING = /^(Loading\.\.\.|Chargement…|Wird geladen …)$/;

let paidId = 0;

/** The paid member gets a filled week, a logged day and a post, so the pages show their cards, rows and buttons. */
test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const tokens = await (await api.post('/api/v1/user/token/', { data: PAID })).json();
  const headers = { Authorization: `Bearer ${tokens.access}`, Origin: BASE_URL };
  const profile = (await (await api.get('/api/v1/user/profile/', { headers })).json()) as {
    weekly_logs: Array<{ id: number; daily_logs: Array<{ id: number; day: string; workout: string | null }> }>;
  };
  const week = profile.weekly_logs[0]!;
  const me = await (await api.get('/api/v1/user/', { headers })).json();
  paidId = me.id as number;
  if (!week.daily_logs.some((d) => d.workout)) {
    const saved = await api.patch(`/api/v1/user/weekly-log/${week.id}/`, {
      headers,
      multipart: {
        biceps: '13.5',
        chest: '40',
        waist: '33.5',
        hips: '38',
        thighs: '22',
        weight: '170',
        journal: 'Eine gute Woche.',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // Only days that have come can be logged: the first one the server takes.
    let logged = 0;
    for (const day of week.daily_logs) {
      const res = await api.put(`/api/v1/daily-log/${day.id}/`, {
        headers,
        data: {
          weekly_log: week.id,
          workout: 'Krafttraining',
          duration: '45 min',
          notes: 'Kniebeugen',
          breakfast: 'Haferflocken',
          water_intake_oz: '64',
        },
      });
      if (res.ok()) {
        logged++;
        break;
      }
    }
    expect(logged).toBe(1);
    const posted = await api.post('/api/v1/community/', {
      headers,
      data: { content: `Bonjour, guten Tag ${Date.now()}` },
    });
    expect(posted.ok()).toBe(true);
  }
  VETERAN.email = await demoMember(api);
  await api.dispose();
});

/** The first paid demo member with three saved weeks, seeded once per server. */
async function demoMember(api: APIRequestContext): Promise<string> {
  const find = async () => {
    for (let n = 1; n <= 12; n++) {
      const email = `demo${n}@demo.fitgroup.example`;
      const res = await api.post('/api/v1/user/token/', { data: { email, password: VETERAN.password } });
      if (!res.ok()) continue;
      const { access } = (await res.json()) as { access: string };
      const progress = await api.get('/api/v1/user/progress/', { headers: { Authorization: `Bearer ${access}` } });
      if (!progress.ok()) continue;
      const { weeks } = (await progress.json()) as { weeks: Array<{ saved: boolean }> };
      if (weeks.length >= 3 && weeks.slice(0, 3).every((w) => w.saved)) return email;
    }
    return null;
  };
  const found = await find();
  if (found) return found;
  const dataDir = `${process.env['ASTRO_OUT_DIR'] || 'dist'}-e2e-data`;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/manage.ts', 'seed-demo', '--members', '4', '--weeks', '3'],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    },
  );
  const seeded = await find();
  if (!seeded) throw new Error('no paid demo member with three saved weeks');
  return seeded;
}

/**
 * What is cut or too wide, measured in the browser:
 * - the page scrolls sideways;
 * - an element's visible part (within the boxes that clip it) passes the screen's left or right edge;
 * - a label-like element (button, link, label, heading, header cell, tab, term, nav item) or text inside it is cut
 *   by an ellipsis or a hidden overflow, or its text spills out of its own box.
 */
async function audit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const width = window.innerWidth;
    const describe = (el: Element) => {
      const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
      const id = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}> "${text.slice(0, 40)}"${id ? ` in [data-testid=${id}]` : ''}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';

    if (document.documentElement.scrollWidth > width) {
      findings.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }

    const all = [...document.querySelectorAll('body *')].filter(shown);
    for (const el of all) {
      // Off the screen's edges: the part left visible by the ancestors that clip (a tab strip scrolls in itself).
      const r = el.getBoundingClientRect();
      let [left, right] = [r.left, r.right];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).position === 'fixed') break;
        if (clips(getComputedStyle(a))) {
          const ar = a.getBoundingClientRect();
          left = Math.max(left, ar.left);
          right = Math.min(right, ar.right);
        }
      }
      if (right > left && (right > width + 0.5 || left < -0.5)) {
        // Report the outermost element only: its children go with it.
        const parent = el.parentElement;
        const pr = parent?.getBoundingClientRect();
        const parentOut =
          pr && parent !== document.body && (pr.right > width + 0.5 || pr.left < -0.5) && shown(parent!);
        if (!parentOut)
          findings.push(
            `${describe(el)} passes the screen's edge: ${left.toFixed(0)}..${right.toFixed(0)} of ${width}`,
          );
      }
    }

    const labels = document.querySelectorAll(
      'button, a, label, legend, h1, h2, h3, h4, th, dt, [role=tab], nav *, [data-fan-label]',
    );
    for (const el of labels) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      const inFan = el.closest('[data-fan-links]') !== null && !el.matches('[data-fan-label]');
      // The element itself and the text inside it.
      for (const part of [el, ...el.querySelectorAll('*')]) {
        if (!shown(part)) continue;
        const s = part === el ? style : getComputedStyle(part);
        if (s.display === 'inline' || (part as HTMLElement).clientWidth === 0) continue;
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') continue;
        const over = part.scrollWidth - (part as HTMLElement).clientWidth;
        if (over <= 1) continue;
        const cut = clips(s) || s.textOverflow === 'ellipsis';
        if (cut)
          findings.push(
            `${describe(part)} is cut by ${over}px (${s.textOverflow === 'ellipsis' ? 'ellipsis' : 'overflow ' + s.overflowX})`,
          );
        else if (part === el && !inFan) findings.push(`${describe(part)} spills ${over}px out of its box`);
      }
    }
    return [...new Set(findings)];
  });
}

/** Opens the page, waits until its islands have drawn. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path.replace('{paid}', String(paidId)));
  expect(response?.status(), path).toBeLessThan(400);
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function chooseLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: BASE_URL, sameSite: 'Lax' }]);
}

test.describe('phones', () => {
  // Reduced motion: the fan is measured where it ends, without waiting out its staggered fan-out.
  test.use({
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    userAgent: devices['Pixel 7'].userAgent,
    reducedMotion: 'reduce',
  });

  // Each page is loaded once and read at every width in turn (the layout follows the window): a third of the loads.
  for (const lang of LANGUAGES) {
    for (const role of ROLES) {
      test(`${lang}, a ${role} visitor's pages at ${WIDTHS.join(', ')} px, fan closed and open: no sideways scroll, nothing cut`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await chooseLanguage(page, lang);
        if (role !== 'signed out') await signInAs(page, WHO[role].email, WHO[role].password);
        const findings: string[] = [];
        for (const path of PAGES[role]) {
          await visit(page, path);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('[data-fan-menu][data-fan-ready]')).toHaveCount(1);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await afterTwoFrames(page);
            findings.push(...(await audit(page)).map((f) => `${path} at ${width} px: ${f}`));

            await page.locator('[data-fan-toggle]').tap();
            await expect(page.locator('[data-fan-toggle]')).toHaveAttribute('aria-expanded', 'true');
            await afterTwoFrames(page);
            findings.push(...(await audit(page)).map((f) => `${path} at ${width} px with the fan open: ${f}`));
            await page.locator('[data-fan-toggle]').tap();
            await expect(page.locator('[data-fan-toggle]')).toHaveAttribute('aria-expanded', 'false');
          }
        }
        expect(findings).toEqual([]);
      });
    }
  }
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const lang of LANGUAGES) {
    test(`${lang} at 1440 px, the weekly log and the dashboard: day headers whole, nothing cut`, async ({ page }) => {
      await chooseLanguage(page, lang);
      await signInAs(page, PAID.email, PAID.password);
      const findings: string[] = [];
      for (const path of ['/weekly-log', '/dashboard']) {
        await visit(page, path);
        findings.push(...(await audit(page)).map((f) => `${path}: ${f}`));
        // Every day card's header line: the day's name and what follows it are shown whole.
        const cut = await page
          .locator('[data-testid^=day-card-] h4 *')
          .evaluateAll((els) =>
            els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el as HTMLElement).innerText),
          );
        findings.push(...cut.map((text) => `${path}: day header "${text}" is cut`));
      }
      expect(findings).toEqual([]);
    });
  }
});
