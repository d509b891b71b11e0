// Issue 21 (decisions.md 13): a recruiter finds candidates by free text in English and Arabic as
// people type it (no hamza, a plural with the article, a typo), sees the matched words marked in
// each card, and orders the results; in the Arabic interface too. Candidates are real accounts
// whose names carry a tag of this run, so other data in the database never matches all words.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { searchableProfile } from './support/searchableProfile';

test.use({ viewport: { width: 1280, height: 900 } });

const tag = `t${randomBytes(3).toString('hex')}`;

let company: E2EAccount;
const arabicName = `أحمد ${tag}`;
const englishName = `Mona ${tag}`;

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  for (const [name, title, skill] of [
    [arabicName, 'مُحَلِّل بيانات', 'SQL'],
    [englishName, 'Data Analyst', 'Python'],
  ] as const) {
    const account = await createVerifiedAccount('User');
    const res = await fetch(`${baseURL}/api/user`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify(searchableProfile(name, title, skill)),
    });
    expect(res.status).toBe(200);
  }
});

test('free text finds Arabic without hamza, plurals and typos, with the words marked', async ({
  page,
}) => {
  await loginInBrowser(page, company, '/Company/Filter');
  const q = page.getByLabel('Name, job title, skill or experience');
  const results = page.getByRole('region', { name: 'Results' });

  await q.fill(`احمد ${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const arabicCard = results.getByRole('article').filter({ hasText: arabicName });
  await expect(arabicCard).toBeVisible();
  await expect(arabicCard.locator('mark').first()).toHaveText('أحمد');
  await expect(results.getByText('Candidates found: 1')).toBeVisible();

  await q.fill(`المحللين ${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(arabicCard).toBeVisible();
  await expect(arabicCard.locator('mark', { hasText: 'مُحَلِّل' })).toBeVisible();

  await q.fill(`pyhton analysts ${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const englishCard = results.getByRole('article').filter({ hasText: englishName });
  await expect(englishCard).toBeVisible();
  await expect(englishCard.locator('mark', { hasText: 'Python' })).toBeVisible();
  await expect(englishCard.locator('mark', { hasText: 'Analyst' })).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);

  // The order is part of the URL, with the words.
  await q.fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Order').selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(results.getByRole('article').first()).toContainText(englishName);
});

test('the Arabic interface searches and orders the same way', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, company, `/Company/Filter?q=${encodeURIComponent(`امنه ${tag}`)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const results = page.getByRole('region', { name: 'النتائج' });
  await expect(results.getByText('لا يوجد مرشحون يطابقون عوامل التصفية هذه')).toBeVisible();
  await page.getByLabel('الاسم أو المسمى الوظيفي أو المهارة أو الخبرة').fill(`محلل ${tag}`);
  await page.getByRole('button', { name: 'بحث' }).click();
  await expect(results.getByRole('article').filter({ hasText: arabicName })).toBeVisible();
  await page.getByLabel('الترتيب').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
});
