// Issue 46 (decisions 285, 291): the job seeker's pages, the home page, /about and /auth paint their
// first frame from the server's HTML
// (the navigation bar, the sidebar, the page's heading and first lines), in the page's language
// and direction, before any script; the app then takes over without moving any of it (the same
// boxes, no layout shift) and without a wrong-language frame. On a phone, in English and Arabic.
import { expect, test, type Page } from '@playwright/test';
import { authSpinnerMs } from '@talentpool/domain/limits';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { watchShifts } from './support/layoutShifts';

test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 120_000 });

let seeker: E2EAccount;

test.beforeAll(async () => {
  seeker = await createVerifiedAccount('User');
});

type Boxes = Record<string, { x: number; y: number; width: number; height: number } | null>;

/** Where the first frame's parts are on the page. */
async function boxesOf(page: Page, selectors: string[]): Promise<Boxes> {
  const boxes: Boxes = {};
  for (const selector of selectors) boxes[selector] = await page.locator(selector).boundingBox();
  return boxes;
}

/** Each part is where it was, ±1 px, on the sides given. */
function expectSameBoxes(
  before: Boxes,
  after: Boxes,
  parts: readonly string[],
  sides: readonly ('x' | 'y' | 'width' | 'height')[],
) {
  for (const part of parts) {
    expect(after[part], part).not.toBeNull();
    for (const side of sides) {
      expect(
        Math.abs((after[part]?.[side] ?? 0) - (before[part]?.[side] ?? -99)),
        `${part} ${side}`,
      ).toBeLessThanOrEqual(1);
    }
  }
}

const pages = [
  {
    name: 'jobs',
    path: '/Profile/Jobs',
    heading: { en: 'Your jobs', ar: 'وظائفك' },
    parts: ['header.navbar', 'aside.sidebar', 'h1', 'section.seeker-page > p.muted'],
    // The app's page, not the server's frame: a part the frame does not have.
    app: (page: Page) => page.locator('#saved-title'),
    signedIn: true,
  },
  {
    name: 'applications',
    path: '/Profile/Applications',
    heading: { en: 'My applications', ar: 'طلباتي' },
    parts: ['header.navbar', 'aside.sidebar', 'h1', 'section.jobs-page > p.muted'],
    app: (page: Page) => page.locator('.jobs-empty, .jobs-own-list'),
    signedIn: true,
  },
  {
    name: 'job alert unsubscribe',
    path: '/job-alerts/unsubscribe?token=not-a-real-token',
    heading: { en: 'Stop this job alert', ar: 'إيقاف تنبيه الوظائف' },
    parts: ['header.navbar', 'h1', 'section.job-alert-unsubscribe > p', 'section button'],
    app: (page: Page) => page.locator('section button'),
    signedIn: false,
  },
  // Decision 291: the visitor's pages, the home page and /about.
  {
    name: 'home',
    path: '/',
    heading: { en: 'The talent pool for a good hire', ar: 'مجمع المواهب لتوظيف موفَّق' },
    parts: ['header.navbar', 'h1', '.lp-lead', '.lp-hero-image', '#audiences-heading'],
    app: (page: Page) => page.locator('.home-highlights'),
    signedIn: false,
  },
  {
    name: 'about',
    path: '/about',
    heading: { en: 'The talent pool for a good hire', ar: 'مجمع المواهب لتوظيف موفَّق' },
    parts: ['header.navbar', 'h1', '.lp-lead', '.lp-hero-image', '#about-heading'],
    app: (page: Page) => page.locator('#how-seekers'),
    signedIn: false,
  },
  // Decision 292: the bare login screen, its form in the frame (shown by CSS after the spinner's
  // second); the app's form is the section straight in <main>, not in the frame's wrapper.
  {
    name: 'login',
    path: '/auth',
    heading: { en: 'Login', ar: 'تسجيل الدخول' },
    parts: [
      'header.navbar',
      'h1',
      'input[type="email"]',
      '.auth-submit',
      '.auth-switch + .auth-switch',
    ],
    app: (page: Page) => page.locator('main > section.auth-page'),
    signedIn: false,
  },
] as const;

for (const lang of ['en', 'ar'] as const) {
  for (const target of pages) {
    test(`${target.name} paints from the server's HTML and the app moves nothing (${lang})`, async ({
      browser,
    }) => {
      const address = `${target.path}${lang === 'ar' ? `${target.path.includes('?') ? '&' : '?'}lang=ar` : ''}`;

      // Without JavaScript: the server's frame alone, in the page's language and direction.
      const bare = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 800 },
      });
      const still = await bare.newPage();
      await still.goto(address);
      await expect(still.locator('html')).toHaveAttribute('lang', lang);
      await expect(still.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const heading = target.heading[lang];
      await expect(still.locator('h1')).toHaveText(heading);
      const before = await boxesOf(still, [...target.parts]);
      for (const part of target.parts) expect(before[part], part).not.toBeNull();
      await bare.close();

      // With the app, signed in where the page needs it.
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      if (target.signedIn) {
        await page.addInitScript((a) => {
          sessionStorage.setItem('tokenValue', a.token);
          sessionStorage.setItem('ID', a.id);
          sessionStorage.setItem('Type', a.type);
        }, seeker);
      }
      const shifts = await watchShifts(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(address);
      await expect(target.app(page).first()).toBeVisible();
      // The heading is the app's now (React's own node, not the server's).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__react')),
          ),
        )
        .toBe(true);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('h1')).toHaveText(heading);
      const after = await boxesOf(page, [...target.parts]);
      // The same place; the sidebar and the page may grow downwards once their data is here.
      expectSameBoxes(before, after, target.parts, ['x', 'y', 'width']);
      expect(await shifts()).toBeLessThan(0.01);
      // The boot script's preloads are the requests the app then makes (the page's stylesheet
      // in the same credentials mode as Vite's loader): none fetched for nothing.
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
      await context.close();
    });
  }
}

test('the frame follows the language the app keeps in its cookie, and the address first', async ({
  request,
}) => {
  const arabic = await (
    await request.get(`${baseURL}/Profile/Jobs`, { headers: { cookie: 'lang=ar' } })
  ).text();
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).toContain('<div id="root" data-lang="ar" data-session="User">');
  const addressed = await (
    await request.get(`${baseURL}/Profile/Jobs?lang=en`, { headers: { cookie: 'lang=ar' } })
  ).text();
  expect(addressed).toContain('<html lang="en" dir="ltr">');
  // The weekly mail's link opens its own texts.
  const weekly = await (
    await request.get(`${baseURL}/job-alerts/unsubscribe?token=x&list=recommendations`)
  ).text();
  expect(weekly).toContain('job-recommendations-unsubscribe-title');
});

test('a stranger on a signed-in page is sent to the login screen, the frame gone at once', async ({
  page,
}) => {
  await page.goto('/Profile/Jobs');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('aside.sidebar')).toHaveCount(0);
  await expect(page.locator('h1')).not.toHaveText('Your jobs');
});

test('/Q paints its instructions from the server and the app moves nothing', async ({
  browser,
}) => {
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const still = await bare.newPage();
  await still.goto('/Q');
  await expect(still.locator('h1')).toHaveText('ISI questionnaire');
  const parts = [
    'header.navbar',
    'h1',
    '.q-progress',
    '.q-instructions > h2',
    '.q-instructions > p:first-of-type',
  ];
  const before = await boxesOf(still, parts);
  await bare.close();

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const shifts = await watchShifts(page);
  await loginInBrowser(page, seeker, '/Q');
  await expect(page.locator('.q-scale-list')).toBeVisible();
  const after = await boxesOf(page, parts);
  expectSameBoxes(before, after, parts, ['y', 'x']);
  expect(await shifts()).toBeLessThan(0.01);
  await context.close();
});

test('/auth paints its spinner from the server and shows the form a second after that paint', async ({
  browser,
}) => {
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const still = await bare.newPage();
  await still.goto('/auth?signup=user');
  await expect(still.locator('header.navbar')).toBeVisible();
  await expect(still.locator('.spinner-wrap[role="status"]')).toHaveCount(1);
  const navBefore = await still.locator('header.navbar').boundingBox();
  await bare.close();

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const shifts = await watchShifts(page);
  // When the form's heading first appeared, against the first paint (the server's spinner).
  await page.addInitScript(() => {
    const w = window as unknown as { formAt: number | null };
    w.formAt = null;
    new MutationObserver(() => {
      if (w.formAt === null && document.getElementById('auth-title')) w.formAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/auth?signup=user');
  await expect(page.locator('#auth-title')).toBeVisible();
  const { formAt, paintAt } = await page.evaluate(() => ({
    formAt: (window as unknown as { formAt: number | null }).formAt,
    paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  expect(paintAt).not.toBeNull();
  // The spinner stayed its second (spec 2), counted from the server's frame.
  expect((formAt ?? 0) - (paintAt ?? 0)).toBeGreaterThanOrEqual(990);
  // The sign-up form the address asked for, and the navigation bar where it was.
  await expect(page.locator('#auth-title')).toHaveText(/sign up|create/i);
  const navAfter = await page.locator('header.navbar').boundingBox();
  expect(Math.abs((navAfter?.y ?? 0) - (navBefore?.y ?? -99))).toBeLessThanOrEqual(1);
  expect(Math.abs((navAfter?.height ?? 0) - (navBefore?.height ?? -99))).toBeLessThanOrEqual(1);
  expect(await shifts()).toBeLessThan(0.01);
  await context.close();
});

test("a signed-in visitor's home page is the app's own, the visitor's frame dropped", async ({
  page,
}) => {
  await loginInBrowser(page, seeker, '/');
  await expect(page.locator('.home-highlights')).toBeVisible();
  // No sign-up button in the hero for someone signed in, and the profile link in the menu.
  await expect(page.locator('.lp-hero .lp-button-ghost')).toHaveCount(0);
  await expect(page.locator('#main-menu a[href="/Profile/myprofile"]')).toHaveCount(1);
  // Its call to action opens the job seeker's own page, not sign-up.
  await expect(page.locator('.home-audience a').first()).not.toHaveAttribute('href', /signup/);
});

test("a press on the frame's menu button before the app has started is kept, not lost", async ({
  page,
}) => {
  // The app's entry held back until the press is made: the frame alone is on screen.
  const release = await holdEntry(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toHaveText('The talent pool for a good hire');
  const reactsOwn = () =>
    page.evaluate(() =>
      Object.keys(document.querySelector('.burger') ?? {}).some((k) => k.startsWith('__react')),
    );
  // Still the server's node: React has not rendered.
  expect(await reactsOwn()).toBe(false);
  await page.locator('#root .burger').click();
  await expect(page.locator('.burger')).toHaveAttribute('aria-expanded', 'false');
  release();
  // The app starts, and the press is made again on its own button: the menu opens.
  await expect.poll(reactsOwn).toBe(true);
  await expect(page.locator('.burger')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#main-menu .lang-switch')).toBeVisible();
  await expect(page.locator('.home-highlights')).toBeVisible();
});

/** Holds the app's entry back until `release` is called: the server's frame alone is on screen. */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** When the login frame's form was shown (its CSS animation), against the first paint. */
async function watchReveal(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { revealAt: number | null };
    w.revealAt = null;
    document.addEventListener('animationend', (event) => {
      if (event.animationName === 'tp-frame-reveal') w.revealAt = performance.now();
    });
  });
  return () =>
    page.evaluate(() => ({
      revealAt: (window as unknown as { revealAt: number | null }).revealAt,
      paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      // The app's code: every script of /assets but the boot script, and when it was asked for.
      code: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(?!preload-texts-)[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
}

test('/auth shows its login form a second after the first paint, without the app, and asks for no code before', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const shifts = await watchShifts(page);
  const timings = await watchReveal(page);
  const release = await holdEntry(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  // The spinner first (spec 2), the form there but not shown.
  await expect(page.locator('.auth-frame-wait .spinner-wrap')).toBeVisible();
  await expect(page.locator('#auth-title')).toBeHidden();
  // Then the form, by the frame's CSS alone: the app's entry is still held back.
  await expect(page.locator('#auth-title')).toBeVisible();
  await expect(page.locator('.auth-frame-wait .spinner-wrap')).toBeHidden();
  const { revealAt, paintAt, code } = await timings();
  expect(paintAt).not.toBeNull();
  expect(revealAt).not.toBeNull();
  // A second of spinner (spec 2): the form's reveal waits the domain's second from the frame's
  // first rendering, and the form came that long after the first paint as the browser reports it
  // (which is the same frame's presentation, later by the time it took to draw: the slack).
  const delays = await page
    .locator('.auth-frame > .auth-page')
    .evaluate((section) => section.getAnimations().map((a) => a.effect?.getTiming().delay));
  expect(delays).toEqual([authSpinnerMs]);
  expect(
    (revealAt ?? 0) - (paintAt ?? 0),
    'ms from the first paint to the form (968-984 on an idle machine)',
  ).toBeGreaterThanOrEqual(authSpinnerMs - 100);
  // Decision 292: none of the app's code was asked for before the form was shown.
  for (const at of code) expect(at).toBeGreaterThanOrEqual(revealAt ?? Infinity);
  const parts = ['header.navbar', 'h1', 'input[type="password"]', '.auth-submit', '.auth-card'];
  const before = await boxesOf(page, parts);

  release();
  await expect(page.locator('main > section.auth-page')).toBeVisible();
  await expect(page.locator('.auth-frame')).toHaveCount(0);
  // On a laptop screen as on a phone: the app's form where the frame's was, nothing moved.
  const after = await boxesOf(page, parts);
  expectSameBoxes(before, after, parts, ['x', 'y', 'width', 'height']);
  expect(await shifts()).toBeLessThan(0.01);
  await context.close();
});

test("what is typed and pressed in /auth's frame before the app has started logs in (ar, phone)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const release = await holdEntry(page);
  await page.goto('/auth?lang=ar', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#auth-title')).toHaveText('تسجيل الدخول');
  await expect(page.locator('#auth-title')).toBeVisible();
  // The frame's own inputs: React has not rendered.
  const reactsOwn = () =>
    page.evaluate(() =>
      Object.keys(document.querySelector('input[type="email"]') ?? {}).some((k) =>
        k.startsWith('__react'),
      ),
    );
  expect(await reactsOwn()).toBe(false);
  await page.getByLabel('البريد الإلكتروني').fill(seeker.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(seeker.password);
  await page.getByRole('checkbox', { name: 'إبقائي متصلًا' }).check();
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  // Held, not sent: without the app nothing happens, and the password is not in the address.
  await expect(page).toHaveURL(/\/auth\?lang=ar$/);
  expect(await context.cookies()).not.toContainEqual(
    expect.objectContaining({ name: 'tp_session' }),
  );

  release();
  // The app takes over with what was typed and presses Login again: the job seeker's home.
  await expect(page).toHaveURL(/\/Profile\/myprofile$/);
  // What the server stored: a session for this account, remembered (its refresh cookie).
  const token = await page.evaluate(() => sessionStorage.getItem('tokenValue'));
  const me = await fetch(`${baseURL}/api/user/${seeker.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status).toBe(200);
  const cookie = (await context.cookies()).find((c) => c.name === 'tp_session');
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/session' });
  await context.close();
});

test("the frame's Sign up link pressed before the app has started opens sign-up", async ({
  page,
}) => {
  const release = await holdEntry(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill('new.person@example.com');
  // The second of the frame's two links of one class (the first is Forgot password).
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Held: the spinner again, and no typing into the login form the press will replace.
  await expect(page.locator('.auth-frame-wait .spinner-wrap')).toBeVisible();
  await expect(page.locator('#auth-title')).toBeHidden();
  release();
  await expect(page.locator('#auth-title')).toHaveText('Sign up');
  // The sign-up form has the e-mail typed in the login frame, as the app's switch carries it.
  await expect(page.getByLabel('Email')).toHaveValue('new.person@example.com');
});
