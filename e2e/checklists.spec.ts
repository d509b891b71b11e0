// spec 2 and 4 (Find a Boss / Job Match), decisions.md section 7, issue 8: the 11-tick error,
// a 3-tick result with the right percentages, each submit from zero, Job Match's 700 px scroll,
// and saving a description card.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';

let company: E2EAccount;

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
});

test.use({ viewport: { width: 1280, height: 800 } });

async function tick(page: Page, labels: string[]) {
  for (const label of labels) await page.getByRole('checkbox', { name: label }).check();
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' });

function percentOf(page: Page, style: number) {
  return results(page).getByTestId(`style-${style}`).locator('.chart-legend-value');
}

test('more than 10 ticks: "Sorry, more than 10 choices" in red and no results', async ({
  page,
}) => {
  await loginInBrowser(page, company, '/Company/findboss');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Boss' })).toBeVisible();
  const boxes = page
    .getByRole('group', { name: 'Features of the boss you are looking for' })
    .getByRole('checkbox');
  await expect(boxes).toHaveCount(27);
  for (let i = 0; i < 10; i++) await boxes.nth(i).check();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sorry, more than 10 choices' }),
  ).toHaveCount(0);

  await boxes.nth(10).check();
  const error = page.getByRole('alert').filter({ hasText: 'Sorry, more than 10 choices' });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page)).toHaveCount(0);

  await boxes.nth(10).uncheck();
  await expect(error).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page)).toBeVisible();
});

test('Job Match: 3 ticks of one group give 43%, each submit starts from zero, 700 px scroll', async ({
  page,
}) => {
  await loginInBrowser(page, company, '/Company/jobmatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Match' })).toBeVisible();
  await tick(page, [
    'Verbal communication',
    'Explaining complex topics simply',
    'Negotiation and persuasion',
  ]);
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await submit.click();
  await expect(results(page)).toBeVisible();
  await expect(percentOf(page, 4)).toHaveText('43%');
  for (const style of [5, 6, 7]) await expect(percentOf(page, style)).toHaveText('0%');
  await expect(results(page)).toContainText(
    'This role points to the Demonstrative Mind leadership style.',
  );
  await expect(
    results(page).getByRole('img', { name: /Leadership styles this role points to/ }),
  ).toBeVisible();
  const maxScroll = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBe(Math.min(before + 700, maxScroll));

  // A second submit is scored from zero: only what is ticked now counts.
  for (const label of [
    'Verbal communication',
    'Explaining complex topics simply',
    'Negotiation and persuasion',
  ]) {
    await page.getByRole('checkbox', { name: label }).uncheck();
  }
  await tick(page, ['Planning and scheduling']);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(percentOf(page, 7)).toHaveText('14%');
  await expect(percentOf(page, 4)).toHaveText('0%');
  await expect(results(page)).toContainText('This role points to the Planner leadership style.');
});

test('Find a Boss: save the result as a description card, list it, delete it', async ({ page }) => {
  await loginInBrowser(page, company, '/CompanyView/findboss');
  await tick(page, [
    'Plans work in stages with milestones',
    'Sets up procedures and follows them',
    'Explains goals and decisions clearly',
  ]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(percentOf(page, 7)).toHaveText('29%');
  await expect(percentOf(page, 4)).toHaveText('14%');

  // No title yet: the card cannot be named, and the form says so at the Job Title field.
  await page.getByRole('button', { name: 'Save as description card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Give the card a title' })).toBeVisible();
  await expect(page.getByLabel('Job Title')).toBeFocused();

  await page.getByLabel('Job Title').fill('Operations manager');
  await page.getByLabel('Job Description').fill('Runs the warehouse and its suppliers.');
  await page.getByRole('button', { name: 'Save as description card' }).click();
  await expect(page.getByText('Description card saved')).toBeVisible();

  const cards = page.getByRole('region', { name: 'Saved description cards' });
  const card = cards.getByRole('listitem').filter({ hasText: 'Operations manager' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Points to: Planner');
  await expect(card).toContainText('Runs the warehouse and its suppliers.');

  // It is kept on the server: still there after a reload, on the other checklist too.
  await page.goto('/Company/jobmatch');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete the card Operations manager' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Description card deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(cards).toContainText('No description cards yet');
});
