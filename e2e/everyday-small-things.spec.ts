// Issue 23 (small things): a long e-mail address breaks inside its box on a phone instead of
// widening the page, in the member menu and in the members' table.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { apiOk } from './support/api';

test.use({ viewport: { width: 375, height: 800 } });

/** How far the element's content reaches past its own box, in CSS pixels. */
const overflowOf = (target: Locator) =>
  target.evaluate((el) => Math.max(0, el.scrollWidth - el.clientWidth));
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a long e-mail address breaks inside the member menu and the members table at 375 px', async ({
  page,
}) => {
  const email = `a-very-long-login-address-for-our-recruiting-team-${randomBytes(4).toString('hex')}@recruitment.department.example.com`;
  const company = await createVerifiedAccount('Company', { email });
  await loginInBrowser(page, company, '/Company/Members');
  const cell = page.getByRole('cell', { name: email, exact: true });
  await expect(cell).toBeVisible();
  expect(await overflowOf(cell)).toBe(0);
  const box = await cell.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await pageOverflow(page)).toBe(0);
});

test('the leadership chart reads at 12 px or more on a phone', async ({ page }) => {
  const company = await createVerifiedAccount('Company');
  await loginInBrowser(page, company, '/Company/findboss');
  const boxes = page
    .getByRole('group', { name: 'Features of the boss you are looking for' })
    .getByRole('checkbox');
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const chart = page.locator('.leadership-chart svg');
  await expect(chart).toBeVisible();
  // The size each visible text of the drawing is read at, once the drawing is scaled down.
  const sizes = await chart.evaluate((svg) => {
    const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
    return Array.from(svg.querySelectorAll('text'))
      .filter((text) => getComputedStyle(text).display !== 'none')
      .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
  });
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  // Each style is still named, in the legend.
  await expect(page.locator('.chart-legend li')).toHaveCount(4);
});

test('no drawing on My Avatar reads under 12 px on a phone; the eight scores stay', async ({
  page,
}) => {
  const person = await createVerifiedAccount('User');
  await apiOk('company/test', person.token, 'POST', { result: Array(48).fill(3) });
  await loginInBrowser(page, person, '/Profile/Avatar');
  await expect(page.locator('.isi-bar')).toHaveCount(8);
  const sizes = await page.evaluate(() =>
    Array.from(document.querySelectorAll('svg[viewBox]'))
      .filter((svg) => svg.getBoundingClientRect().width > 0)
      .flatMap((svg) => {
        const scale =
          svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return Array.from(svg.querySelectorAll('text'))
          .filter((text) => text.getBoundingClientRect().width > 0)
          .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
      }),
  );
  expect(sizes.filter((size) => size < 12)).toEqual([]);
});
