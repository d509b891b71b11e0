// Decision 120 (issue 24): the operator console in the browser, checked against what the SERVER
// stored after each screen action. An operator (ADMIN_EMAILS in playwright.config.ts) finds a
// company, disables it with a reason after a confirmation: the company's token answers 401 at
// once, its login 403 ACCOUNT_DISABLED, and the operator log lists the act; enabling lets it log
// in again. The queues show counts; the tabs work by keyboard; someone else gets no menu entry
// and no console.
import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  login,
  loginInBrowser,
  uniqueEmail,
  type E2EAccount,
} from './support/accounts';
import { baseURL } from './support/env';

const operatorEmail = 'operator-console@example.com';
let operator: E2EAccount;
let company: E2EAccount;
let seeker: E2EAccount;

async function api(path: string, token?: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const companyLogin = (account: E2EAccount) =>
  api('company/login', undefined, 'POST', { email: account.email, password: account.password });

test.beforeAll(async () => {
  // The operator may exist from an earlier run on the same data: then it logs in.
  operator = await createVerifiedAccount('User', { email: operatorEmail }).catch(() =>
    login('User', operatorEmail, 'Passw0rd!long'),
  );
  [company, seeker] = await Promise.all([
    createVerifiedAccount('Company', { email: uniqueEmail('target-co') }),
    createVerifiedAccount('User'),
  ]);
});

test('an operator disables a company and enables it again; the server holds each step', async ({
  page,
}) => {
  await loginInBrowser(page, operator, '/');
  await page.getByRole('link', { name: 'Operator' }).click();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();

  await page.getByLabel('Search by e-mail or name').fill(company.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=target-co/);
  const row = page.getByRole('row').filter({ hasText: company.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');

  // Disable: the confirmation asks the reason; nothing happens before it is confirmed.
  await row.getByRole('button', { name: `Disable ${company.email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Its sessions end at once');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await api('company/me', company.token)).status).toBe(200);

  await row.getByRole('button', { name: `Disable ${company.email}` }).click();
  await dialog.getByLabel(/Reason/).fill('Phishing through single-use links');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${company.email} is disabled.`)).toBeVisible();
  await expect(row).toContainText('Disabled since');

  // What the server stored: the company's token stops at once, its login is refused.
  expect((await api('company/me', company.token)).status).toBe(401);
  const refused = await companyLogin(company);
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('ACCOUNT_DISABLED');
  const log = await api('operator/audit?pageSize=5', operator.token);
  expect(log.status).toBe(200);
  expect((log.body.events as unknown[])[0]).toMatchObject({
    action: 'account.disabled',
    operatorEmail,
    target: { type: 'company', id: company.id },
    details: { reason: 'Phishing through single-use links' },
  });

  // Enable again, by keyboard: the button, the reason, Enter.
  await row.getByRole('button', { name: `Enable ${company.email}` }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Cleared with the company');
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText(`${company.email} is enabled again.`)).toBeVisible();
  expect((await companyLogin(company)).status).toBe(200);
  const after = await api('operator/audit?pageSize=5', operator.token);
  expect((after.body.events as unknown[])[0]).toMatchObject({
    action: 'account.enabled',
    target: { type: 'company', id: company.id },
    details: { reason: 'Cleared with the company' },
  });

  // The operator log on screen shows both.
  const accountsTab = page.getByRole('tab', { name: 'Accounts' });
  await accountsTab.focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Operator log' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('cell', { name: 'Cleared with the company' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Phishing through single-use links' })).toBeVisible();

  // The queues: the sign-up mails of this run were sent.
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/tab=queues/);
  const counts = page.getByRole('table', { name: 'Number of jobs by queue and state' });
  await expect(counts.getByRole('rowheader', { name: 'mail.send' })).toBeVisible();
  const served = await api('operator/queues', operator.token);
  expect(served.body.queues).toContainEqual(
    expect.objectContaining({ name: 'mail.send', state: 'completed' }),
  );
});

test('someone who is no operator gets no menu entry, no console and 403 from the server', async ({
  page,
}) => {
  // The menu asks the server first; only its answer may hide the entry.
  const asked = page.waitForResponse((res) => res.url().endsWith('/api/operator/me'));
  await loginInBrowser(page, seeker, '/');
  expect(await (await asked).json()).toEqual({ operator: false });
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Operator' })).toHaveCount(0);
  await page.goto('/Operator');
  await expect(page.getByText('Only operators can use this page.')).toBeVisible();
  expect((await api('operator/accounts', seeker.token)).status).toBe(403);
  expect((await api('operator/me', seeker.token)).body).toEqual({ operator: false });
});

test('the console speaks Arabic', async ({ page }) => {
  await loginInBrowser(page, operator, '/');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('link', { name: 'المشرف' }).click();
  await expect(page.getByRole('heading', { name: 'لوحة المشرف' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'الحسابات' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
