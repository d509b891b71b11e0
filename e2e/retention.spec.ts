// Decision 124 (issue 24): an owner sets the company's data retention period on the security
// page; the server stores what was saved (read back through getRetentionPolicy), a period out of
// bounds is refused on the field with what was typed kept, and Arabic says it in Arabic.
import { expect, test } from '@playwright/test';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';

let owner: E2EAccount;

async function api(path: string, token: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test.beforeAll(async () => {
  owner = await createVerifiedAccount('Company');
  const profile = await api('company', owner.token, 'PUT', completeCompany());
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
});

test('an owner changes the retention period and the server stores it', async ({ page }) => {
  await loginInBrowser(page, owner, '/Company/Security');
  await expect(page.getByRole('heading', { name: 'Data retention' })).toBeVisible();
  const field = page.getByLabel('Keep their data for (months)');
  await expect(field).toHaveValue('24');

  // Out of bounds: refused on the field before anything is sent; what was typed stays.
  await field.fill('200');
  await page.getByRole('button', { name: 'Save the retention period' }).click();
  await expect(page.getByText('Choose between 6 and 120 months.')).toBeVisible();
  await expect(field).toHaveValue('200');
  expect((await api('company/retention', owner.token)).body).toEqual({ months: 24 });

  await field.fill('36');
  await page.getByRole('button', { name: 'Save the retention period' }).click();
  await expect(page.getByText('Data is now kept for 36 months.')).toBeVisible();
  expect((await api('company/retention', owner.token)).body).toEqual({ months: 36 });

  // A fresh page shows what the server holds.
  await page.reload();
  await expect(page.getByLabel('Keep their data for (months)')).toHaveValue('36');
});

test('the server refuses a period out of bounds in Arabic, and the page keeps the Arabic', async ({
  page,
}) => {
  const refused = await api('company/retention', owner.token, 'PUT', { months: 3 });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: { months: expect.any(String) },
  });

  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, owner, '/Company/Security');
  await expect(page.getByRole('heading', { name: 'الاحتفاظ بالبيانات' })).toBeVisible();
  const field = page.getByLabel('مدة الاحتفاظ ببياناتهم (بالأشهر)');
  await field.fill('6');
  await page.getByRole('button', { name: 'حفظ مدة الاحتفاظ' }).click();
  await expect(page.getByText('تُحفظ البيانات الآن لمدة 6 أشهر.')).toBeVisible();
  expect((await api('company/retention', owner.token)).body).toEqual({ months: 6 });
});
