// Issue 25 (decision 126): a company writes postings with an employment type, a salary range and
// an application deadline in the form, in English and in Arabic (opened at ?lang=ar); a refusal
// is said at its field with what was typed kept. What the server stored is read back through the
// API, and the job page the server answers (fetched without a browser, as a crawler would) carries
// the JobPosting JSON-LD; in the browser the app takes over and the share link copies.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { checklistItems } from '../packages/domain/src/checklists/items';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';

test.use({
  viewport: { width: 1280, height: 900 },
  actionTimeout: 20_000,
  timezoneId: 'Africa/Cairo',
});
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = randomBytes(3).toString('hex');
const companyName = `Delta Freight ${tag}`;
let company: E2EAccount;

async function call(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${company.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The stored posting of that title, as its company reads it. */
async function storedPosting(title: string) {
  const page = (await call('company/jobs?pageSize=100')) as {
    postings: { _id: string; title: string }[];
  };
  const found = page.postings.find((p) => p.title === title);
  if (!found) throw new Error(`no posting ${title}`);
  return call(`company/jobs/${found._id}`);
}

/** A day some weeks ahead, as a date input takes it. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The end of that day where the browser is, as the form sends it. */
function endOfDayIn(page: Page, day: string): Promise<string> {
  return page.evaluate((d) => {
    const [y, m, dd] = d.split('-').map(Number);
    return new Date(y ?? 0, (m ?? 1) - 1, dd, 23, 59, 59).toISOString();
  }, day);
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  await call('company', 'PUT', completeCompany({ companyName, URL: 'https://delta.example.com' }));
});

test('a company gives an English posting a salary and a deadline; crawlers read it', async ({
  page,
  context,
}) => {
  const title = `Fleet planner ${tag}`;
  const deadline = dayAhead(30);
  await loginInBrowser(page, company, '/CompanyView/Jobs/new');
  await page.getByLabel('Job title').fill(title);
  await page
    .getByRole('textbox', { name: /^Description/ })
    .fill('Plan the fleet.\n\nReport weekly.');
  await page.getByLabel('Workplace').selectOption('onsite');
  await page.getByLabel('Country').selectOption('EG');
  await page.getByLabel('City').fill('Alexandria');
  await page.getByRole('combobox', { name: /^Field/ }).selectOption('Trading');
  await page.getByLabel('Employment type').selectOption('partTime');
  await page.getByLabel('Application deadline').fill(deadline);
  await page.getByLabel('Give a salary range').check();
  await page.getByLabel('Lowest salary').fill('18000');
  await page.getByLabel('Highest salary').fill('12000');
  await page.getByLabel('Currency').selectOption('EGP');
  await page.getByLabel('Paid').selectOption('month');
  for (const index of [21, 22]) {
    await page.getByLabel(checklistItems.findboss[index]?.label.en ?? '', { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Save draft' }).click();

  // Refused at its field, with every figure still as typed.
  await expect(page.getByText('The highest salary cannot be below the lowest')).toBeVisible();
  await expect(page.getByLabel('Highest salary')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Lowest salary')).toHaveValue('18000');
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await page.getByLabel('Highest salary').fill('24000');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/CompanyView\/Jobs$/);

  const stored = await storedPosting(title);
  expect(stored).toMatchObject({
    status: 'draft',
    employmentType: 'partTime',
    salary: { min: 18000, max: 24000, currency: 'EGP', period: 'month', visible: true },
    applicationDeadline: await endOfDayIn(page, deadline),
  });
  const id = String(stored._id);

  // A draft is no page for strangers; once published, the server's HTML carries the JSON-LD.
  expect((await fetch(`${baseURL}/jobs/${id}`)).status).toBe(404);
  const item = page.getByRole('article', { name: title });
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(item.getByText('Published')).toBeVisible();

  const res = await fetch(`${baseURL}/jobs/${id}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${title} – ${companyName} | TalentPool</title>`);
  expect(html).toContain(
    `<link rel="alternate" hreflang="ar" href="${baseURL}/jobs/${id}?lang=ar" />`,
  );
  const [ld] = jsonLdOf(html);
  expect(ld).toMatchObject({
    '@type': 'JobPosting',
    title,
    employmentType: 'PART_TIME',
    validThrough: await endOfDayIn(page, deadline),
    hiringOrganization: { name: companyName, sameAs: 'https://delta.example.com' },
    jobLocation: { address: { addressCountry: 'EG', addressLocality: 'Alexandria' } },
    baseSalary: {
      currency: 'EGP',
      value: { minValue: 18000, maxValue: 24000, unitText: 'MONTH' },
    },
  });
  const feed = await (await fetch(`${baseURL}/jobs/feed.xml?company=${company.id}`)).text();
  expect(feed).toContain(`<referencenumber>${id}</referencenumber>`);

  // In the browser the app replaces the summary and offers the share link.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(1);
  await expect(page.getByText('Part time')).toBeVisible();
  await expect(page.getByText(/EGP\s?18,000.*24,000.* per month/)).toBeVisible();
  await expect(page.getByLabel('Link to this job')).toHaveValue(`${baseURL}/jobs/${id}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/jobs/${id}`);
});

test('a company writes an Arabic posting with a hidden salary; the Arabic page has no salary', async ({
  page,
}) => {
  const title = `مخطط رحلات ${tag}`;
  const deadline = dayAhead(14);
  await loginInBrowser(page, company, '/CompanyView/Jobs/new?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('المسمى الوظيفي').fill(title);
  await page.getByRole('textbox', { name: /^الوصف/ }).fill('تخطيط رحلات الأسطول.');
  await page.getByLabel('مكان العمل').selectOption('remote');
  await page.getByLabel('الدولة').selectOption('SA');
  await page.getByRole('combobox', { name: /^المجال/ }).selectOption('Trading');
  await page.getByLabel('نوع التوظيف').selectOption('internship');
  await page.getByLabel('آخر موعد للتقديم').fill('2020-01-01');
  await page.getByLabel('حدد نطاقًا للراتب').check();
  await page.getByLabel('أدنى راتب').fill('60000');
  await page.getByLabel('العملة').selectOption('SAR');
  await page.getByLabel('يُدفع').selectOption('year');
  await page.getByLabel('اعرض الراتب في لوحة الوظائف وصفحة الوظيفة').uncheck();
  await page.getByLabel(checklistItems.findboss[0]?.label.ar ?? '', { exact: true }).check();
  await page.getByRole('button', { name: 'حفظ كمسودة' }).click();

  await expect(page.getByText('يجب أن يكون الموعد النهائي للتقديم في المستقبل')).toBeVisible();
  await expect(page.getByLabel('آخر موعد للتقديم')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('أدنى راتب')).toHaveValue('60000');
  await page.getByLabel('آخر موعد للتقديم').fill(deadline);
  await page.getByRole('button', { name: 'حفظ كمسودة' }).click();
  await expect(page).toHaveURL(/\/CompanyView\/Jobs$/);

  const stored = await storedPosting(title);
  expect(stored).toMatchObject({
    employmentType: 'internship',
    workplace: 'remote',
    salary: { min: 60000, max: null, currency: 'SAR', period: 'year', visible: false },
    applicationDeadline: await endOfDayIn(page, deadline),
  });
  const id = String(stored._id);
  await call(`company/jobs/${id}/status`, 'PATCH', { status: 'published' });

  const html = await (await fetch(`${baseURL}/jobs/${id}?lang=ar`)).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('تدريب');
  const [ld] = jsonLdOf(html);
  expect(ld).toMatchObject({
    title,
    employmentType: 'INTERN',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'Saudi Arabia' },
  });
  expect(ld).not.toHaveProperty('baseSalary');
  // Nobody but the company sees a hidden salary, through the API either.
  const publicAnswer = (await (await fetch(`${baseURL}/api/jobs/${id}`)).json()) as {
    salary: unknown;
  };
  expect(publicAnswer.salary).toBeNull();
});
