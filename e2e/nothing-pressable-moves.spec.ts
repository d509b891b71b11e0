// Decision 300, page-wide: on every page of a company and of a job seeker, at a laptop's and a
// phone's width, nothing a person presses moves once it has shown, while the page loads. The
// pages named in nothing-moves.spec.ts moved a link or a button when a part read with its own
// request arrived above it; that spec checks each of those places. This one opens the rest of the
// product's pages and reads every layout shift the browser reports (the Layout Instability API,
// which Lighthouse's CLS reads too) for a moved link, button or field.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { loginInBrowser, type E2EAccount } from './support/accounts';
import { postingWithApplicant } from './support/hiring';
import { watchPressableMoves } from './support/layoutShifts';
import { trackRequests } from './support/settle';

test.describe.configure({ timeout: 240_000 });

const tag = randomBytes(3).toString('hex');
let company: E2EAccount;
let seeker: E2EAccount;
let postingId = '';

test.beforeAll(async () => {
  const made = await postingWithApplicant(
    {
      title: `Payroll accountant ${tag}`,
      description: 'Runs the monthly payroll and its reports.',
    },
    `Hala Samir ${tag}`,
  );
  ({ company, postingId } = made);
  seeker = made.applicant.account;
});

const companyPages = () => [
  '/CompanyView/Jobs',
  `/CompanyView/Jobs/${postingId}`,
  `/CompanyView/Jobs/${postingId}?view=list`,
  `/CompanyView/Jobs/${postingId}/edit`,
  '/CompanyView/Jobs/new',
  '/Company/Welcome',
  '/Company/Profile',
  '/Company/Members',
  '/Company/Process',
  '/Company/Interviews',
  '/Company/Reports',
  '/Company/Offers',
  '/Company/ApprovalSettings',
  '/Company/Pools',
  '/Company/MailTemplates',
  '/Company/OfferLetters',
  '/Company/Webhooks',
  '/Company/Integrations/ApiKeys',
  '/Company/Integrations/SingleSignOn',
  '/Company/Security',
  '/Company/Audit',
  '/Company/Filter',
  '/Company/bill',
];

const seekerPages = () => [
  '/Profile',
  '/Profile/myprofile',
  '/Profile/Avatar',
  '/Profile/Jobs',
  '/Profile/Applications',
  '/Profile/Security',
  '/Profile/Bill',
  '/EditUserInfo',
  '/jobs',
  `/jobs/${postingId}`,
  '/isi',
];

// Each side at both widths in English; in Arabic (right to left) a company at a laptop's width and
// a job seeker at a phone's, as issue 46 names them.
const runs = [
  { side: 'company', width: 1280, lang: 'en' },
  { side: 'job seeker', width: 1280, lang: 'en' },
  { side: 'company', width: 375, lang: 'en' },
  { side: 'job seeker', width: 375, lang: 'en' },
  { side: 'company', width: 1280, lang: 'ar' },
  { side: 'job seeker', width: 375, lang: 'ar' },
] as const;

for (const { side, width, lang } of runs) {
  test(`nothing pressable moves while a ${side}'s pages load (${width} px, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    // The language the app keeps (lib/i18n.ts), from the first page on.
    await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const moves = await watchPressableMoves(page);
    const account = side === 'company' ? company : seeker;
    const paths = side === 'company' ? companyPages() : seekerPages();
    const tracker = trackRequests(page);
    await loginInBrowser(page, account, paths[0]);
    for (const [index, path] of paths.entries()) {
      // Each page from a load of its own, as a link from a mail or a bookmark opens it.
      if (index > 0) await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await tracker.settled();
      const moved = (await moves()).map(
        ({ element, from, to }) =>
          `${element} (${Math.round(from.x)}, ${Math.round(from.y)}) → ` +
          `(${Math.round(to.x)}, ${Math.round(to.y)})`,
      );
      expect.soft(moved, path).toEqual([]);
    }
  });
}
