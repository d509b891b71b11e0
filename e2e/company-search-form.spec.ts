// The browser audit of the candidate search (/Company/Filter): text people wrote takes its own
// direction on either language's page, what is typed survives an order change and paging and is
// what "Save these filters" stores, a page past the end says so and leads to the last page, and
// an order by fit without a posting falls back to the default order with the domain's reason in
// Arabic. Each step checks what the page asked the server, or what the server stored.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { searchableProfile } from './support/searchableProfile';

test.use({ viewport: { width: 1280, height: 900 } });

const tag = `f${randomBytes(3).toString('hex')}`;
const arabicName = `أحمد ${tag}`;
// 13 analysts: two pages of 12.
const analysts = 'abcdefghijklm'.split('').map((letter) => `Mona ${tag} ${letter}`);

let company: E2EAccount;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  company = await createVerifiedAccount('Company');
  const people: [string, string, string][] = [
    [arabicName, 'مُحَلِّل بيانات', 'SQL'],
    ...analysts.map((name): [string, string, string] => [name, 'Data Analyst', 'Python']),
  ];
  for (const [name, title, skill] of people) {
    const account = await createVerifiedAccount('User');
    const res = await fetch(`${baseURL}/api/user`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify(searchableProfile(name, title, skill)),
    });
    expect(res.status).toBe(200);
  }
});

/** The query of every search the page sends, in order. */
function searchesOf(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/company/search') seen.push(url.searchParams);
  });
  return seen;
}

const dirOf = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => (el.matches(':dir(rtl)') ? 'rtl' : 'ltr'));

test('names and snippets take their own direction on either page', async ({ page, context }) => {
  await loginInBrowser(page, company, `/Company/Filter?q=${encodeURIComponent(`احمد ${tag}`)}`);
  const results = page.getByRole('region', { name: 'Results' });
  const arabicLink = results.getByRole('link', { name: `Open the profile of ${arabicName}` });
  await expect(arabicLink).toBeVisible();
  expect(await dirOf(arabicLink)).toBe('rtl');

  await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto(`/Company/Filter?q=${encodeURIComponent(`python ${tag}`)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const snippet = page.locator('.match-snippet').first();
  await expect(snippet.locator('mark', { hasText: 'Python' })).toBeVisible();
  // The English snippet reads left to right although its hidden label before it is Arabic.
  expect(await dirOf(snippet)).toBe('ltr');
  expect(await dirOf(page.getByRole('link', { name: /Mona/ }).first())).toBe('ltr');
});

test('what is typed survives paging, an order change searches with it, and it is what is saved', async ({
  page,
}) => {
  const searches = searchesOf(page);
  await loginInBrowser(page, company, `/Company/Filter?q=${encodeURIComponent(`analyst ${tag}`)}`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Page 1 of 2')).toBeVisible();
  const box = page.getByLabel('Name, job title, skill or experience');
  const field = page.getByLabel('Job Position');
  await box.fill(`python ${tag}`);
  await field.selectOption('Data Management');

  // Paging pages the search that was made; the form keeps what is typed.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(results.getByText('Page 2 of 2')).toBeVisible();
  expect(searches.at(-1)?.get('q')).toBe(`analyst ${tag}`);
  expect(searches.at(-1)?.get('page')).toBe('2');
  expect(searches.at(-1)?.has('jobPosition')).toBe(false);
  await expect(box).toHaveValue(`python ${tag}`);
  await expect(field).toHaveValue('Data Management');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(results.getByText('Page 1 of 2')).toBeVisible();
  await expect(box).toHaveValue(`python ${tag}`);
  await expect(field).toHaveValue('Data Management');

  // A new order searches with the form as it is on screen.
  await page.getByLabel('Order').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect.poll(() => searches.at(-1)?.get('sort')).toBe('newest');
  expect(searches.at(-1)?.get('q')).toBe(`python ${tag}`);
  expect(searches.at(-1)?.get('jobPosition')).toBe('Data Management');
  await expect(box).toHaveValue(`python ${tag}`);
  await expect(field).toHaveValue('Data Management');

  // "Save these filters" keeps what is on screen, searched or not.
  await box.fill(`sql ${tag}`);
  await page.getByRole('button', { name: 'Save these filters' }).click();
  await page.getByLabel('Name of the search').fill(`Typed ${tag}`);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/company/saved-searches') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save filters' }).click();
  expect((await saved).status()).toBe(201);
  const stored = await fetch(`${baseURL}/api/company/saved-searches?page=1&pageSize=20`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  const body = (await stored.json()) as {
    savedSearches: { name: string; filters: Record<string, unknown> }[];
  };
  const mine = body.savedSearches.find((s) => s.name === `Typed ${tag}`);
  expect(mine?.filters).toMatchObject({ q: `sql ${tag}`, jobPosition: 'Data Management' });
});

test('a page past the end says so and leads to the last page', async ({ page }) => {
  const searches = searchesOf(page);
  const q = encodeURIComponent(`analyst ${tag}`);
  await loginInBrowser(page, company, `/Company/Filter?q=${q}&page=50`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Page 50 is past the end of these results')).toBeVisible();
  await expect(results.getByText(/Page 50 of/)).toHaveCount(0);
  await expect(results.getByText('No candidates match these filters')).toHaveCount(0);
  expect(searches.at(-1)?.get('page')).toBe('50');
  await results.getByRole('button', { name: 'Go to the last page (page 2)' }).click();
  await expect(results.getByText('Page 2 of 2')).toBeVisible();
  await expect(page).toHaveURL(/page=2(&|$)/);
  expect(searches.at(-1)?.get('page')).toBe('2');
  expect(searches.at(-1)?.get('q')).toBe(`analyst ${tag}`);
});

test('an order by fit without a posting falls back, with the reason in Arabic', async ({
  page,
  context,
}) => {
  // The server's own answer to such a query is the domain's message, in the asked language.
  const refused = await fetch(`${baseURL}/api/company/search?sort=fit`, {
    headers: { authorization: `Bearer ${company.token}`, 'accept-language': 'ar' },
  });
  expect(refused.status).toBe(400);
  const problem = (await refused.json()) as { fields?: Record<string, string> };
  expect(problem.fields?.jobId).toMatch(/للترتيب حسب الملاءمة/);

  const searches = searchesOf(page);
  await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, company, '/Company/Filter?sort=fit');
  const results = page.getByRole('region', { name: 'النتائج' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page.locator('.results-error')).toHaveCount(0);
  await expect(page.getByText(/sort=fit|jobId/)).toHaveCount(0);
  const order = page.getByLabel('الترتيب');
  await expect(order).toHaveAccessibleDescription(/للترتيب حسب الملاءمة/);
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((query) => !query.has('sort'))).toBe(true);
});
