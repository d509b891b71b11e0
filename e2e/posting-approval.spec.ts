// Issue 41 (decisions.md 20, last bullet; decision 271): posting approval in the browser. The
// owner names two approvers in order on the settings screen; a recruiter publishes a posting from
// the postings list and it waits for approval instead; the first approver approves from the
// Approvals screen, then the second, in Arabic on a 375x812 phone, following the link of the mail
// in Arabic; the posting is then on the public job board. Each step is checked against what the
// server stored (its API) and the mails the approvers were sent.
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, login, loginInBrowser, type E2EAccount } from './support/accounts';
import { axeOf, wcagTags } from './support/axe';
import { baseURL } from './support/env';
import { linkIn, waitForMail } from './support/mail';
import { apiCall as call, apiOk as ok } from './support/api';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tag = randomBytes(3).toString('hex');
const jobTitle = `Warehouse Planner ${tag}`;
const password = 'Approve-Journey#2026';
const people = {
  recruiter: { name: `Rana Said ${tag}`, email: `rana-pa-${tag}@example.com`, role: 'recruiter' },
  first: { name: `Adel Karim ${tag}`, email: `adel-pa-${tag}@example.com`, role: 'recruiter' },
  second: { name: `هدى نور ${tag}`, email: `huda-pa-${tag}@example.com`, role: 'hiringManager' },
} as const;
type Person = keyof typeof people;

let owner: E2EAccount;
const members = {} as Record<Person, E2EAccount>;
let postingId = '';

interface StoredPosting {
  status: string;
  approval: {
    _id: string;
    status: string;
    steps: { approver: { _id: string }; decision: string | null; current: boolean }[];
  } | null;
}

const stored = () => ok<StoredPosting>(`company/jobs/${postingId}`, members.recruiter.token);

async function pageOf(
  browser: Browser,
  account: E2EAccount,
  to: string,
  options: { phone?: boolean; lang?: 'ar' } = {},
): Promise<Page> {
  const context = await browser.newContext(
    options.phone
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  if (options.lang) {
    await context.addInitScript((l) => localStorage.setItem('lang', l), options.lang);
  }
  const page = await context.newPage();
  await loginInBrowser(page, account, to);
  return page;
}

test('a company with a recruiter and two members who will approve', async () => {
  owner = await createVerifiedAccount('Company');
  await ok('company', owner.token, 'PUT', {
    companyName: `Delta Stores ${tag}`,
    companyAddress: '12 Port Said Street, Mansoura',
    companyPhone: '+20 50 222 3344',
    industry: 'Trading',
    country: 'Egypt',
    URL: 'https://delta.example.com',
    facebook: '',
    linkedin: '',
    instagram: '',
    companySize: '>50',
    legalEntity: 'Corporation',
    olegalEntity: '',
    commercialRegistrationNumber: 'CR-88123',
    registrationYear: '2010-01-01',
    contactPersonData_FullName: 'Sara Ali',
    contactPersonData_IDNumber: '28801011234567',
    contactPersonData_PositionInTheCompany: 'Owner',
    contactPersonData_mobileNumber: '+20 100 222 3333',
    contactPersonData_emailAddress: 'sara@delta.example.com',
    contactPersonData_availableServices: '',
    contactPersonData_subscriptionOptions: '',
  });
  for (const key of Object.keys(people) as Person[]) {
    const person = people[key];
    await ok('company/members', owner.token, 'POST', { email: person.email, role: person.role });
    const mail = await waitForMail((m) => m.to.includes(person.email));
    const token = linkIn(mail, baseURL).split('/join/')[1];
    await ok('company/invitations/accept', null, 'POST', {
      token,
      name: person.name,
      password,
      ConfirmPassword: password,
    });
    members[key] = await login('Company', person.email, password);
  }
  // The second approver reads the product, and their mail, in Arabic.
  await ok('company/language', members.second.token, 'PUT', { lang: 'ar' });
  const posting = await ok<{ _id: string }>('company/jobs', members.recruiter.token, 'POST', {
    title: jobTitle,
    description: 'Plans the weekly picking schedule of two warehouses.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Mansoura',
    field: 'Transportation',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
  });
  postingId = posting._id;
});

test('the owner names the two approvers in order on the settings screen', async ({ browser }) => {
  const page = await pageOf(browser, owner, '/Company/ApprovalSettings');
  await expect(page.getByRole('heading', { name: 'Posting approval' })).toBeVisible();
  await expect(page.getByText('Publishing a job posting needs no approval.')).toBeVisible();
  for (const key of ['first', 'second'] as const) {
    await page.getByLabel('Choose a member').selectOption({ label: people[key].name });
    await page.getByRole('button', { name: 'Add approver' }).click();
  }
  await page.getByRole('button', { name: 'Save approvers' }).click();
  await expect(page.getByText('Publishing a job posting needs approval.')).toBeVisible();
  const axe = await axeOf(page).withTags(wcagTags).exclude('[data-sonner-toaster]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  const setting = await ok<{ postings: { required: boolean; approvers: { _id: string }[] } }>(
    'company/approvals',
    members.recruiter.token,
  );
  expect(setting.postings.required).toBe(true);
  expect(setting.postings.approvers.map((a) => a._id)).toEqual([
    members.first.member?._id,
    members.second.member?._id,
  ]);
  await page.context().close();
});

test('the recruiter publishes: the posting waits for approval', async ({ browser }) => {
  const page = await pageOf(browser, members.recruiter, '/CompanyView/Jobs');
  const card = page.getByRole('article', { name: jobTitle });
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByText('Waiting for approval').first()).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'Approvers, in order' }).getByRole('listitem'),
  ).toHaveText([
    `${people.first.name} — their turn`,
    `${people.second.name} — after the one before`,
  ]);

  const posting = await stored();
  expect(posting.status).toBe('draft');
  expect(posting.approval?.status).toBe('pending');
  expect((await call(`jobs/${postingId}`, null)).status).toBe(404);
  // Out of turn, the server refuses the second approver.
  const early = await call(
    `company/posting-approvals/${posting.approval?._id}/approve`,
    members.second.token,
    'POST',
    {},
  );
  expect(early.status).toBe(409);
  expect((early.body as { code?: string }).code).toBe('NOT_YOUR_TURN');
  // After a reload the state is still the server's.
  await page.reload();
  await expect(
    page.getByRole('article', { name: jobTitle }).getByText('Waiting for approval').first(),
  ).toBeVisible();
  await page.context().close();
});

test('the first approver approves from the Approvals screen', async ({ browser }) => {
  const mail = await waitForMail(
    (m) => m.to.includes(people.first.email) && /waits for your approval/.test(m.subject),
  );
  expect(linkIn(mail, baseURL)).toMatch(/\/Company\/Approvals$/);
  const page = await pageOf(browser, members.first, '/Company/Approvals');
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job postings to approve' })).toBeVisible();
  await page.getByRole('button', { name: `Approve: ${jobTitle}` }).click();
  await expect(page.getByText('No job posting waits for you.')).toBeVisible();
  const posting = await stored();
  expect(posting.status).toBe('draft');
  expect(posting.approval?.steps.map((s) => s.decision)).toEqual(['approved', null]);
  expect(posting.approval?.steps[1]?.current).toBe(true);
  await page.context().close();
});

test('the second approver approves in Arabic on a phone; the posting is on the job board', async ({
  browser,
}) => {
  const mail = await waitForMail(
    (m) => m.to.includes(people.second.email) && /وظيفة بانتظار موافقتك/.test(m.subject),
  );
  const link = linkIn(mail, baseURL);
  expect(link).toMatch(/\/Company\/Approvals$/);
  const page = await pageOf(browser, members.second, new URL(link).pathname, {
    phone: true,
    lang: 'ar',
  });
  await expect(page.getByRole('heading', { name: 'الموافقات', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'وظائف بانتظار موافقتك' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const axe = await axeOf(page).withTags(wcagTags).exclude('[data-sonner-toaster]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: `موافقة: ${jobTitle}` }).click();
  await expect(page.getByText('لا توجد وظيفة بانتظارك.')).toBeVisible();

  const posting = await stored();
  expect(posting.status).toBe('published');
  expect(posting.approval?.status).toBe('approved');
  const board = await call<{ status: string; title: string }>(`jobs/${postingId}`, null);
  expect(board.status).toBe(200);
  expect(board.body.title).toBe(jobTitle);
  // The public job page, reloaded from the server, shows it.
  await page.goto(`/jobs/${postingId}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: jobTitle })).toBeVisible();
  await page.context().close();
  // The recruiter is told it is published.
  await waitForMail((m) => m.to.includes(people.recruiter.email) && /is published/.test(m.subject));
});
