// decisions.md section 9 and issue 9: every route passes axe-core with no serious or critical
// violation, in English and in Arabic, at phone and desktop width with no horizontal scrolling.
// Arabic screenshots of the main pages are kept under test-results/arabic/ as artifacts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, type E2EAccount } from './support/accounts';

const publicRoutes = [
  '/',
  '/about',
  '/auth',
  '/auth/change-password/not-a-token',
  '/isi',
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

// Each test walks up to ten routes with a full axe scan of each: minutes, not seconds, on two cores.
// Its tests share nothing but the two accounts (made once per worker), so the file's tests run
// side by side across the workers: alone it took 9 of the suite's 15 minutes (decision 140).
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

let user: E2EAccount;
let company: E2EAccount;

test.beforeAll(async () => {
  user = await createVerifiedAccount('User');
  company = await createVerifiedAccount('Company');
});

async function openAs(page: Page, account: E2EAccount | null, lang: 'en' | 'ar') {
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
}

async function check(page: Page, route: string, lang: 'en' | 'ar') {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  // Let lazy pages and their data settle before the scan.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, main [role="status"]').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${route} in ${lang}`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${route} in ${lang} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('public routes', async ({ page }) => {
        await openAs(page, null, lang);
        for (const route of [...publicRoutes, `/viewProfile/${user.id}`]) {
          await check(page, route, lang);
        }
      });

      test('job-seeker routes', async ({ page }) => {
        await openAs(page, user, lang);
        for (const route of userRoutes) await check(page, route, lang);
      });

      test('company routes', async ({ page }) => {
        await openAs(page, company, lang);
        for (const route of [...companyRoutes, `/viewProfile/${user.id}`]) {
          await check(page, route, lang);
        }
      });
    });
  }
}

test('Arabic screenshots of the main pages are kept', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, company, 'ar');
  for (const [name, route] of [
    ['home', '/'],
    ['about', '/about'],
    ['company-profile', '/Company/Profile'],
    ['company-filter', '/Company/Filter'],
    ['find-a-boss', '/Company/findboss'],
  ] as const) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`arabic-${name}.png`), fullPage: true });
  }
});
