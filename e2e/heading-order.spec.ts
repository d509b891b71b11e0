// Issue 39: headings go down one level at a time on the job seeker's pages (axe's heading-order
// rule, a best practice outside the WCAG tags a11y.spec.ts scans with), so a screen reader's
// list of headings reads as the page's outline.
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { axeOf } from './support/axe';
import { trackRequests } from './support/settle';

const jobSeekerRoutes = [
  '/Profile/myprofile',
  '/Profile/Avatar',
  '/Profile/Bill',
  '/Profile/Applications',
  '/Profile/Security',
  '/Userform',
  '/EditUserInfo',
  '/Q',
  '/isi',
  '/jobs',
];

test('job-seeker pages keep their heading levels in order', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await createVerifiedAccount('User');
  const tracker = trackRequests(page);
  await page.addInitScript((a) => {
    if (!sessionStorage.getItem('tokenValue')) {
      sessionStorage.setItem('tokenValue', a.token);
      sessionStorage.setItem('ID', a.id);
      sessionStorage.setItem('Type', a.type);
    }
  }, user);
  const failures: string[] = [];
  for (const route of jobSeekerRoutes) {
    await page.goto(route);
    await tracker.settled();
    await expect(page.locator('main h1, main [role="status"]').first()).toBeVisible();
    const results = await axeOf(page).withRules(['heading-order']).analyze();
    for (const v of results.violations) {
      failures.push(`${route}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  expect(failures).toEqual([]);
});
