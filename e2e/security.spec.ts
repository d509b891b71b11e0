// Issue 10: profile and company fields holding HTML or script show as text on every screen that
// shows them (the user's profile, the public view, search results, the company profile); no
// script runs and no dialog opens. The Content-Security-Policy blocks an injected inline script.
import { expect, test, type Page } from '@playwright/test';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { completeProfile } from '../packages/server/test/helpers/profileFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';

const payload = (tag: string) => `<img src=x onerror="window.__xss='${tag}';alert('${tag}')">`;
const scriptPayload = (tag: string) => `<script>window.__xss='${tag}';alert('${tag}')</script>`;

let user: E2EAccount;
let company: E2EAccount;

async function api(path: string, token: string, method: string, body: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

test.beforeAll(async () => {
  [user, company] = await Promise.all([
    createVerifiedAccount('User'),
    createVerifiedAccount('Company'),
  ]);
  // The shared complete profile, with payloads in the fields shown on screen.
  const profile = await api(
    'user',
    user.token,
    'PUT',
    completeProfile({
      name: 'Hana Script',
      nationalID: '29501011234567',
      dateOfBirth: '1995-01-01',
      address: payload('address'),
      CV: 'https://drive.example.com/hana',
      longTermGoals: scriptPayload('goals'),
      Motivation: payload('motivation'),
      job: [
        {
          jobtitle: payload('jobtitle'),
          role: 'Technical',
          hiringbody: 'Private Business',
          startDate: '2020-02-01',
          endDate: '2023-06-30',
          description: scriptPayload('jobdesc'),
        },
      ],
      certificates: [{ name: payload('cert'), body: 'Academy' }],
      internships: [],
      generalSkills: [{ name: payload('skill') }],
      technicalSkills: [{ name: scriptPayload('tskill') }],
    }),
  );
  expect(profile.status, profile.text).toBe(200);
  const saved = await api(
    'company',
    company.token,
    'PUT',
    completeCompany({
      companyName: payload('companyName'),
      companyAddress: scriptPayload('companyAddress'),
      commercialRegistrationNumber: 'CR-1',
      contactPersonData_FullName: payload('contact'),
      contactPersonData_PositionInTheCompany: 'HR',
      contactPersonData_emailAddress: 'hr@acme.example.com',
    }),
  );
  expect(saved.status, saved.text).toBe(200);
});

/** Fails the test on any dialog; answers what scripts of the payloads managed to set. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async check() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBe(
        undefined,
      );
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.locator('body script:not([src])').count()).toBe(0);
    },
  };
}

test('the owner sees HTML in their profile as text', async ({ page }) => {
  const g = guard(page);
  await loginInBrowser(page, user, '/Profile/myprofile');
  await expect(page.getByText(payload('address')).first()).toBeVisible();
  await expect(page.getByText(scriptPayload('goals')).first()).toBeVisible();
  await g.check();
});

test('the public view shows HTML as text', async ({ page }) => {
  const g = guard(page);
  await page.goto(`/viewProfile/${user.id}`);
  await expect(page.getByText(payload('skill')).first()).toBeVisible();
  await g.check();
});

test('a company sees HTML in search results and in the candidate profile as text', async ({
  page,
}) => {
  const g = guard(page);
  // By name: journeys in the other worker add candidates that sort before her on page 1.
  await loginInBrowser(page, company, '/Company/Filter?q=Hana%20Script');
  await expect(page.getByText('Hana Script').first()).toBeVisible();
  await g.check();
  await page.goto(`/viewProfile/${user.id}`);
  await expect(page.getByText(payload('jobtitle')).first()).toBeVisible();
  await g.check();
});

test('the company profile shows HTML as text', async ({ page }) => {
  const g = guard(page);
  await loginInBrowser(page, company, '/Company/Profile');
  await expect(page.getByText(payload('companyName')).first()).toBeVisible();
  await g.check();
});

test('the Content-Security-Policy blocks an injected inline script', async ({ page }) => {
  const g = guard(page);
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src[^;]*'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Resolves when the browser reports the blocked inline script (no timer: the test's own
  // timeout is the limit).
  const violations = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          if (e.violatedDirective.startsWith('script-src')) resolve([e.violatedDirective]);
        });
        const script = document.createElement('script');
        script.textContent = "window.__xss = 'inline'; alert('inline')";
        document.body.appendChild(script);
      }),
  );
  expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBe(
    undefined,
  );
  // The script element is there (we added it); what matters is that it never ran.
  expect(await page.evaluate(() => document.querySelectorAll('script:not([src])').length)).toBe(1);
  expect(g).toBeDefined();
});
