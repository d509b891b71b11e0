// Issue 25 (decision 145): where strangers land, on a phone, in English and Arabic. The server's
// HTML paints before any script (the summary is there without JavaScript), the app then takes
// over with the page's call made once (the boot script's preload serves the page's own fetch),
// and axe finds nothing on the job page, its guest apply form and the board. None of the three
// downloads zod before it is used (decision 156): the apply form loads its checks, with the
// phone library, once the applicant works with it.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { cvMessagesAr, cvMessagesEn } from '../packages/domain/src/cv/messages';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { createVerifiedAccount, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { axeOf, wcagTags } from './support/axe';

test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 120_000 });

const tag = randomBytes(3).toString('hex');
let company: E2EAccount;
let jobId = '';

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${company.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  await call('company', 'PUT', completeCompany({ companyName: `First Paint ${tag}` }));
  const posting = await call<{ _id: string }>('company/jobs', 'POST', {
    title: `Route planner ${tag}`,
    description: 'Plans the delivery routes of the week with the drivers.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Digital Services',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
  });
  await call(`company/jobs/${posting._id}/status`, 'PATCH', { status: 'published' });
  jobId = posting._id;
});

/** The calls of this posting the page makes. */
function postingCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/jobs/${jobId}`) calls.push(request.url());
  });
  return calls;
}

/** How many of the scripts the page fetched so far hold zod or the phone library. */
function heavyScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return async () => {
    const all = await Promise.all(bodies);
    return {
      zod: all.filter((body) => body.includes('ZodError')).length,
      phone: all.filter((body) => body.includes('INVALID_COUNTRY')).length,
    };
  };
}

async function noViolations(page: Page) {
  const axe = await axeOf(page).withTags(wcagTags).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
}

for (const lang of ['en', 'ar'] as const) {
  const query = lang === 'ar' ? '?lang=ar' : '';

  test(`the job page paints without scripts and the app takes over with one call (${lang})`, async ({
    browser,
  }) => {
    // Without JavaScript: the server's page alone.
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const still = await bare.newPage();
    await still.goto(`/jobs/${jobId}${query}`);
    await expect(still.getByRole('heading', { level: 1 })).toHaveText(`Route planner ${tag}`);
    await expect(still.getByText('Plans the delivery routes of the week')).toBeVisible();
    await bare.close();

    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const calls = postingCalls(page);
    const heavy = heavyScripts(page);
    await page.goto(`/jobs/${jobId}${query}`, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // The app's page: its header is not in the server's HTML.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: /Share|شارك/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Route planner ${tag}`);
    expect(calls).toHaveLength(1);
    expect(await heavy()).toEqual({ zod: 0, phone: 0 });
    await noViolations(page);
    await context.close();
  });

  test(`the guest apply form paints the job first and renders whole with one call (${lang})`, async ({
    page,
  }) => {
    const calls = postingCalls(page);
    const heavy = heavyScripts(page);
    await page.goto(`/jobs/${jobId}/apply${query}`, { waitUntil: 'networkidle' });
    await expect(page.locator('#guest-cv')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Route planner ${tag}`);
    await expect(page.getByText(`First Paint ${tag}`, { exact: true })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(await heavy()).toEqual({ zod: 0, phone: 0 });
    await noViolations(page);
    // The checks arrive with the first submit at the latest, and word the errors as before.
    await page.locator('#guest-phone').fill('12');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#guest-phone-error')).toHaveText(
      (lang === 'ar' ? cvMessagesAr : cvMessagesEn)['cv.phoneInvalid'],
    );
    expect((await heavy()).phone).toBeGreaterThan(0);
  });

  test(`the board paints its heading from the server and lists the posting (${lang})`, async ({
    page,
  }) => {
    // Narrowed to this run's posting: other tests publish postings meanwhile.
    const heavy = heavyScripts(page);
    await page.goto(`/jobs?q=${tag}${lang === 'ar' ? '&lang=ar' : ''}`, {
      waitUntil: 'networkidle',
    });
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('link', { name: `Route planner ${tag}` }).first()).toBeVisible();
    expect(await heavy()).toEqual({ zod: 0, phone: 0 });
    await noViolations(page);
    // Decision 156: the app keeps the language in a cookie, so the server writes the next page
    // without ?lang= in it (a returning visitor who chose Arabic).
    const next = await (await page.request.get('/jobs')).text();
    expect(next).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
  });
}
