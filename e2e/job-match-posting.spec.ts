// Journey (issue 40, decision 275): on Job Match a recruiter picks one of the company's postings
// (finding it by a word of its title among several) and sees people ranked by the domain's fit
// score to it, in the order the API answers (GET /api/company/search?sort=fit&jobId=...); in
// Arabic on a phone the same picker and order.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiOk } from './support/api';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { searchableProfile } from './support/searchableProfile';

const tag = `jm${randomBytes(3).toString('hex')}`;
let company: E2EAccount;
let jobId = '';

interface SearchPage {
  users: { _id: string; name: string; fit?: { score: number | null } }[];
}

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  // Three postings; the one to rank for is found by its title's word.
  for (const [title, skill] of [
    [`Cook ${tag}`, 'Cooking'],
    [`SQL analyst ${tag}`, 'SQL'],
    [`Driver ${tag}`, 'Driving'],
  ] as const) {
    const posting = await apiOk<{ _id: string }>('company/jobs', company.token, 'POST', {
      title,
      description: `${skill} every day.`,
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Data Management',
      minEducation: null,
      minExperience: null,
      requirement: { kind: 'jobmatch', items: [7, 12] },
    });
    if (skill === 'SQL') jobId = posting._id;
  }
  // Candidates whose fit to the SQL posting differs: the skill it names, or another.
  for (const [name, title, skill] of [
    [`Salma ${tag}`, 'Data Analyst', 'SQL'],
    [`Omar ${tag}`, 'Chef', 'Cooking'],
  ] as const) {
    const account = await createVerifiedAccount('User');
    await apiOk('user', account.token, 'PUT', searchableProfile(name, title, skill));
  }
});

/** The first page's people, as the list shows them (their ids, in order). */
async function shownOrder(page: Page): Promise<string[]> {
  const list = page.getByTestId('posting-fit-list');
  await expect(list.locator('li[data-user-id]').first()).toBeVisible();
  return list
    .locator('li[data-user-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-user-id') ?? ''));
}

async function pickSqlPosting(page: Page, filterLabel: string, postingLabel: string) {
  await page.getByLabel(filterLabel).fill(`sql ${tag}`);
  const select = page.getByLabel(postingLabel, { exact: true });
  await expect(select.locator('option')).toHaveCount(2);
  await select.selectOption(jobId);
}

test.describe('at 1280x800 in English', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('picks a posting and lists people in the API’s fit order', async ({ page }) => {
    await loginInBrowser(page, company, '/Company/jobmatch');
    await expect(
      page.getByRole('heading', { name: 'Rank people for one of your postings' }),
    ).toBeVisible();
    await pickSqlPosting(page, 'Search your postings', 'Posting');
    await expect(
      page.getByRole('heading', { name: `Best fit for SQL analyst ${tag}` }),
    ).toBeVisible();
    const answer = await apiOk<SearchPage>(
      `company/search?sort=fit&jobId=${jobId}&page=1&pageSize=10`,
      company.token,
    );
    expect(answer.users.length).toBeGreaterThan(0);
    expect(await shownOrder(page)).toEqual(answer.users.map((u) => u._id));
    // The SQL analyst is ranked above the cook for an SQL posting, and shows her score.
    const ids = answer.users.map((u) => u.name);
    const salma = ids.indexOf(`Salma ${tag}`);
    const omar = ids.indexOf(`Omar ${tag}`);
    if (salma >= 0 && omar >= 0) expect(salma).toBeLessThan(omar);
    const first = answer.users[0];
    if (first?.fit?.score !== null && first?.fit?.score !== undefined) {
      await expect(page.getByTestId('posting-fit-list').locator('li').first()).toContainText(
        `Fit ${first.fit.score} of 100`,
      );
    }
  });
});

test.describe('at 375x812 in Arabic', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the same picker and order, right to left', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await loginInBrowser(page, company, '/Company/jobmatch');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await pickSqlPosting(page, 'ابحث في وظائفك', 'الوظيفة');
    const answer = await apiOk<SearchPage>(
      `company/search?sort=fit&jobId=${jobId}&page=1&pageSize=10`,
      company.token,
    );
    expect(await shownOrder(page)).toEqual(answer.users.map((u) => u._id));
  });
});
