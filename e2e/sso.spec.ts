// Issue 42 (decisions.md 18): single sign-on in Chromium against a real OpenID provider started
// here (oidc-provider 9, OpenID Certified). The owner sets the company's provider on Integrations ›
// Single sign-on; a person of the company's domain types their e-mail on the login screen, gets
// "Sign in with your company", goes through the provider and lands in the company; the server
// has stored them as a member with the default role. With "required", the password field is gone
// for that domain. Every step is checked against what the server stored (its API).
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startDnsServer, type TestDnsServer } from '../packages/server/test/helpers/dnsServer';
import {
  startOidcProvider,
  type TestOidcProvider,
} from '../packages/server/test/helpers/oidcProvider';
import { ssoAr } from '../packages/web/src/features/sso/locales/ar';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { axeOf, wcagTags } from './support/axe';
import { baseURL, dnsPort } from './support/env';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = randomBytes(4).toString('hex');
const domain = `sso-${tag}.example.org`;
let provider: TestOidcProvider;
let dns: TestDnsServer;
let owner: E2EAccount;

async function api(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test.beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${baseURL}/api/sso/callback`] });
  dns = await startDnsServer(dnsPort);
  owner = await createVerifiedAccount('Company', { email: `owner-${tag}@${domain}` });
});

test.afterAll(async () => {
  await provider?.close();
  await dns?.close();
});

test('the owner sets up single sign-on on Integrations › Single sign-on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginInBrowser(page, owner, '/Company/Integrations/SingleSignOn');
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Redirect URI to register with your provider')).toHaveValue(
    `${baseURL}/api/sso/callback`,
  );
  await page.getByLabel('Issuer address').fill(provider.issuer);
  await page.getByLabel('Client ID').fill(provider.clientId);
  await page.getByLabel('Client secret').fill(provider.clientSecret);
  // The owner's own domain is offered; one the company does not hold is refused on the field.
  await expect(page.getByLabel('E-mail domains')).toHaveValue(domain);
  await page.getByLabel('E-mail domains').fill(`${domain}\nnot-ours-${tag}.example.org`);
  await page.getByLabel('Role of new members').selectOption('recruiter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`not-ours-${tag}.example.org:`)).toBeVisible();
  expect((await api('company/sso', owner.token)).body.sso).toBeNull();
  await page.getByLabel('E-mail domains').fill(domain);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Single sign-on saved.')).toBeVisible();
  const stored = await api('company/sso', owner.token);
  expect(stored.body.sso).toMatchObject({
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecretSet: true,
    domains: [domain],
    defaultRole: 'recruiter',
    required: false,
  });
  expect(JSON.stringify(stored.body)).not.toContain(provider.clientSecret);
  await expect(page.getByLabel('Client secret')).toHaveValue('');
});

test('a person of the domain signs in through the provider and lands in the company', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = `layla-${tag}@${domain}`;
  provider.signInAs(provider.addAccount({ email, email_verified: true, name: 'Layla Mansour' }));
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').blur();
  const start = page.getByRole('link', { name: 'Sign in with your company' });
  await expect(start).toBeVisible();
  // Not required: the password stays for those who have one.
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await start.click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/Company') || url.pathname.startsWith('/CompanyView'),
  );
  // The session is the member's, as after a password login.
  const session = await page.evaluate(() => ({
    type: sessionStorage.getItem('Type'),
    member: JSON.parse(sessionStorage.getItem('Member') ?? 'null') as { email: string } | null,
  }));
  expect(session).toEqual({ type: 'Company', member: expect.objectContaining({ email }) });
  const members = await api('company/members?pageSize=100', owner.token);
  expect(members.body.members).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        email,
        name: 'Layla Mansour',
        role: 'recruiter',
        status: 'active',
      }),
    ]),
  );
});

test('with single sign-on required, the login screen has no password for the domain', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const current = await api('company/sso', owner.token);
  const sso = current.body.sso as Record<string, unknown>;
  const set = await api('company/sso', owner.token, {
    method: 'PUT',
    body: JSON.stringify({
      issuer: sso.issuer,
      clientId: sso.clientId,
      domains: sso.domains,
      defaultRole: sso.defaultRole,
      required: true,
    }),
  });
  expect(set.status).toBe(200);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(`someone-${tag}@${domain}`);
  await page.getByLabel('Email').blur();
  await expect(page.getByRole('link', { name: 'Sign in with your company' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  // Another domain: the password is back, and no company sign-in.
  await page.getByLabel('Email').fill(`someone-${tag}@elsewhere-${tag}.example.org`);
  await page.getByLabel('Email').blur();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with your company' })).toHaveCount(0);
});

test('in Arabic on a phone, the owner shows a second domain is the company’s by a DNS record', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, owner, '/Company/Integrations/SingleSignOn');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const proofs = page.getByRole('region', { name: ssoAr.proofs.title });
  const hrDomain = `hr-${tag}.example.org`;
  await proofs.getByLabel(ssoAr.proofs.domain).fill(`gmail.com`);
  await proofs.getByRole('button', { name: ssoAr.proofs.ask }).click();
  await expect(
    proofs.getByText('لا يمكن استخدام نطاق بريد عام لتسجيل الدخول الموحّد'),
  ).toBeVisible();
  await proofs.getByLabel(ssoAr.proofs.domain).fill(hrDomain);
  await proofs.getByRole('button', { name: ssoAr.proofs.ask }).click();
  const item = proofs.getByRole('listitem').filter({ hasText: hrDomain });
  await expect(item.getByText(ssoAr.proofs.notChecked)).toBeVisible();
  const stored = await api('company/sso/domain-proofs', owner.token);
  const proof = (stored.body.proofs as Array<Record<string, string>>)[0];
  expect(proof).toMatchObject({
    domain: hrDomain,
    recordName: `_talentpool-verification.${hrDomain}`,
  });
  await expect(item.getByLabel(ssoAr.proofs.recordValue)).toHaveValue(proof?.recordValue ?? '');
  // Not published yet: checked and said so; then published at the company's DNS host.
  const check = item.getByRole('button', {
    name: ssoAr.proofs.checkNamed.replace('{{domain}}', hrDomain),
  });
  await check.click();
  await expect(item.getByText(/لم يُعثر عليه عند التحقق/)).toBeVisible();
  dns.setTxt(proof?.recordName ?? '', [proof?.recordValue ?? '']);
  await check.click();
  await expect(item.getByText(/يمكن إدراج النطاق أعلاه/).first()).toBeVisible();
  // The settings take the domain now: both domains saved, as the server stores them.
  await expect(page.getByText(hrDomain, { exact: false }).first()).toBeVisible();
  await page.getByLabel(ssoAr.domains).fill(`${domain}\n${hrDomain}`);
  await page.getByRole('button', { name: ssoAr.save, exact: true }).click();
  await expect(page.getByText(ssoAr.saved)).toBeVisible();
  const settings = await api('company/sso', owner.token);
  expect((settings.body.sso as { domains: string[] }).domains.sort()).toEqual(
    [domain, hrDomain].sort(),
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  const { violations } = await axeOf(page).withTags(wcagTags).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
});
