// Issue 42 (decisions.md 18): an owner creates an API key on Integrations › API keys, copies the
// secret shown once, and an outside script uses it over HTTP: it reads postings within its scope,
// is refused a write, and the screen then shows its last use. Revoking it on the screen (after a
// confirmation) makes it answer 401. Each step is checked against what the server stored (its
// API). A recruiter finds the page closed. Also laid out at 375x812 and in Arabic (RTL).
import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  loginInBrowser,
  uniqueEmail,
  type E2EAccount,
} from './support/accounts';
import { apiOk } from './support/api';
import { baseURL } from './support/env';
import { linkIn, waitForMail } from './support/mail';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

interface StoredKey {
  _id: string;
  name: string;
  scopes: string[];
  prefix: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  expiresAt: string | null;
}

let owner: E2EAccount;
const keyName = `HR sync ${Date.now()}`;
let secret = '';

async function storedKeys(): Promise<StoredKey[]> {
  return (await apiOk<{ apiKeys: StoredKey[] }>('company/api-keys', owner.token)).apiKeys;
}

async function withKey(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test.beforeAll(async () => {
  owner = await createVerifiedAccount('Company');
});

test('an owner creates a key in the browser and a script uses it over HTTP', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginInBrowser(page, owner, '/Company/Integrations/ApiKeys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await page.getByLabel('Name').fill(keyName);
  await page.getByRole('checkbox', { name: /Read postings/ }).check();
  await page.getByRole('checkbox', { name: /Read applications/ }).check();
  const nextYear = new Date().getFullYear() + 1;
  await page.getByLabel('Expires on (optional)').fill(`${nextYear}-06-30`);
  await page.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByTestId('api-key-secret');
  await expect(shown).toHaveText(/^tp_[A-Za-z0-9_-]{43}$/);
  secret = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // What the server stored: the name, the two scopes, the expiry, the prefix; never the secret.
  const [stored] = (await storedKeys()).filter((k) => k.name === keyName);
  expect(stored).toMatchObject({
    scopes: ['jobs:read', 'applications:read'],
    prefix: secret.slice(0, 12),
    lastUsedAt: null,
    revokedAt: null,
  });
  expect(stored?.expiresAt?.startsWith(`${nextYear}-06-`)).toBe(true);
  expect(JSON.stringify(await storedKeys())).not.toContain(secret);

  // Dismissed, the secret is gone from the page for good.
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  // The outside script: reads within its scope, is refused a write, and cannot manage keys.
  const read = await withKey('company/jobs?cursor=');
  expect(read.status).toBe(200);
  expect(typeof read.body.nextCursor).toBe('string');
  const write = await withKey('company/jobs', 'POST', { title: 'Not allowed' });
  expect(write.status).toBe(403);
  expect(write.body.code).toBe('FORBIDDEN');
  expect((await withKey('company/api-keys')).status).toBe(403);

  // Its last use is kept and shown.
  await expect
    .poll(async () => (await storedKeys()).find((k) => k.name === keyName)?.lastUsedAt)
    .not.toBeNull();
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(keyName) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Never')).toHaveCount(0);
  await expect(row.getByText('Active')).toBeVisible();
});

test('revoking asks first, then the key answers 401 at once', async ({ page }) => {
  await loginInBrowser(page, owner, '/Company/Integrations/ApiKeys');
  const row = page.getByRole('row', { name: new RegExp(keyName) });
  await row.getByRole('button', { name: `Revoke the key ${keyName}` }).click();
  await expect(row.getByText(/Software using it stops working at once/)).toBeVisible();
  // Cancelled: nothing changes on the server.
  await row.getByRole('button', { name: 'Cancel' }).click();
  expect((await storedKeys()).find((k) => k.name === keyName)?.revokedAt).toBeNull();
  expect((await withKey('company/jobs')).status).toBe(200);

  await row.getByRole('button', { name: `Revoke the key ${keyName}` }).click();
  await row.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
  expect((await storedKeys()).find((k) => k.name === keyName)?.revokedAt).not.toBeNull();
  const after = await withKey('company/jobs');
  expect(after.status).toBe(401);
  expect(after.body.code).toBe('UNAUTHENTICATED');
});

test('unknown scopes are refused by the server with the field; the phone layout and Arabic hold', async ({
  page,
}) => {
  const refused = await fetch(`${baseURL}/api/company/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'x', scopes: ['everything'] }),
  });
  expect(refused.status).toBe(400);
  expect(Object.keys(((await refused.json()) as { fields: object }).fields)).toEqual(['scopes.0']);

  // A key in the list, so the table is laid out at phone width too.
  await apiOk('company/api-keys', owner.token, 'POST', { name: 'Phone', scopes: ['jobs:read'] });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, owner, '/Company/Integrations/ApiKeys');
  await expect(page.getByRole('heading', { level: 1, name: 'مفاتيح API' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // No sideways scrolling of the page at phone width (the table scrolls in its own box).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  // The widest elements, named in the failure: what makes the page scroll sideways.
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().width > document.documentElement.clientWidth)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
  expect(overflow, wide.join(' > ')).toBeLessThanOrEqual(0);
});

test('a recruiter finds the page closed and the server refuses them', async ({ page }) => {
  const email = uniqueEmail('recruiter');
  await apiOk('company/members', owner.token, 'POST', { email, role: 'recruiter' });
  const mail = await waitForMail((m) => m.to.includes(email));
  const token = linkIn(mail, baseURL).split('/join/')[1] ?? '';
  const joined = await apiOk<{
    token: string;
    company: { _id: string };
    member: E2EAccount['member'];
  }>('company/invitations/accept', null, 'POST', {
    token,
    name: 'Rana Recruiter',
    password: 'Recruiter#2026x',
    ConfirmPassword: 'Recruiter#2026x',
  });
  const recruiter: E2EAccount = {
    type: 'Company',
    id: joined.company._id,
    email,
    password: 'Recruiter#2026x',
    token: joined.token,
    member: joined.member,
  };
  await loginInBrowser(page, recruiter, '/Company/Integrations/ApiKeys');
  await expect(page.getByRole('alert')).toHaveText(/Only owners and admins manage API keys/);
  await expect(page.getByRole('link', { name: 'API keys' })).toHaveCount(0);
  const res = await fetch(`${baseURL}/api/company/api-keys`, {
    headers: { authorization: `Bearer ${recruiter.token}` },
  });
  expect(res.status).toBe(403);
});
