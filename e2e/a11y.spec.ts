// decisions.md section 9 and issue 9: every route passes axe-core with no serious or critical
// violation, in English and in Arabic, at phone and desktop width with no horizontal scrolling.
// Arabic screenshots of the main pages are kept under test-results/arabic/ as artifacts.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, type E2EAccount } from './support/accounts';
import { trackRequests, type RequestTracker } from './support/settle';
import { axeOf, wcagTags } from './support/axe';

const publicRoutes = [
  '/',
  '/about',
  '/auth',
  '/auth/change-password/not-a-token',
  '/isi',
  // Issue 40 (decision 274): the ISI's technical report.
  '/isi/technical',
  '/jobs',
  // Decision 137: the saved-search alert mail's unsubscribe link.
  '/alerts/unsubscribe/not-a-token',
];
const userRoutes = [
  '/Profile/myprofile',
  '/Profile/Avatar',
  '/Profile/Bill',
  '/Profile/Applications',
  '/Userform',
  '/EditUserInfo',
  '/Q',
];
const companyRoutes = [
  '/Company/Profile',
  '/Company/Filter',
  '/Company/Pools',
  '/Company/findboss',
  '/Company/jobmatch',
  '/Company/bill',
  '/CompanyView/Profile',
  '/CompanyView/Users',
  '/CompanyView/Jobs',
  '/CompanyView/Jobs/new',
  '/Company/Process',
  '/Company/Process/templates/new',
  '/Companyform',
  '/EditCompanyInfo',
];

// Each test walks up to sixteen routes with two full axe scans of each: minutes, not seconds, on
// two cores. Its tests share nothing but the two accounts (made once per worker), so the file's
// tests run side by side across the workers: alone it took 9 of the suite's 15 minutes (decision
// 140).
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

let user: E2EAccount;
let company: E2EAccount;

test.beforeAll(async () => {
  user = await createVerifiedAccount('User');
  company = await createVerifiedAccount('Company');
});

/** Opens the app as the account (or a stranger) in the language; tracks the page's requests. */
async function openAs(
  page: Page,
  account: E2EAccount | null,
  lang: 'en' | 'ar',
): Promise<RequestTracker> {
  const tracker = trackRequests(page);
  await page.addInitScript(
    ({ a, l }) => {
      localStorage.setItem('lang', l);
      if (a && !sessionStorage.getItem('tokenValue')) {
        sessionStorage.setItem('tokenValue', a.token);
        sessionStorage.setItem('ID', a.id);
        sessionStorage.setItem('Type', a.type);
      }
    },
    { a: account, l: lang },
  );
  return tracker;
}

const widths = [1280, 375] as const;

async function scan(page: Page, route: string, lang: 'en' | 'ar', width: number) {
  const where = `${route} in ${lang} at ${width} px`;
  const results = await axeOf(page).withTags(wcagTags).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Loads the route once and scans it at each width: the layout is CSS alone (no script reads the
 * window's width), so a page narrowed to 375 px lays out as one loaded at 375 px, and the second
 * load and settle of each route are saved (decision 170).
 */
async function check(page: Page, tracker: RequestTracker, route: string, lang: 'en' | 'ar') {
  await test.step(route, async () => {
    await page.setViewportSize({ width: widths[0], height: 900 });
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // Lazy pages and their data settle before the scan.
    await tracker.settled();
    await expect(page.locator('main h1, main [role="status"]').first()).toBeVisible();
    for (const width of widths) {
      if (width !== widths[0]) await page.setViewportSize({ width, height: 900 });
      await test.step(`axe at ${width} px`, () => scan(page, route, lang, width));
    }
  });
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`${lang} at ${widths.join(' and ')} px`, () => {
    test('public routes', async ({ page }) => {
      const tracker = await openAs(page, null, lang);
      for (const route of [...publicRoutes, `/viewProfile/${user.id}`]) {
        await check(page, tracker, route, lang);
      }
    });

    test('job-seeker routes', async ({ page }) => {
      const tracker = await openAs(page, user, lang);
      for (const route of userRoutes) await check(page, tracker, route, lang);
    });

    // The company's sixteen routes in two tests, so the file's tests are of like length.
    const companyParts = [companyRoutes.slice(0, 8), companyRoutes.slice(8)];
    companyParts.forEach((routes, part) => {
      test(`company routes, part ${part + 1}`, async ({ page }) => {
        const tracker = await openAs(page, company, lang);
        const all = part === 1 ? [...routes, `/viewProfile/${user.id}`] : routes;
        for (const route of all) await check(page, tracker, route, lang);
      });
    });
  });
}

test('Arabic screenshots of the main pages are kept', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const tracker = await openAs(page, company, 'ar');
  for (const [name, route] of [
    ['home', '/'],
    ['about', '/about'],
    ['company-profile', '/Company/Profile'],
    ['company-filter', '/Company/Filter'],
    ['find-a-boss', '/Company/findboss'],
  ] as const) {
    await page.goto(route);
    await tracker.settled();
    await page.screenshot({ path: testInfo.outputPath(`arabic-${name}.png`), fullPage: true });
  }
});
