// Issue 41 (decisions.md 20): an offer in the browser. A recruiter makes an offer from the
// application's panel with two approvers in order; the first approves from their waiting list,
// then the second; the recruiter sends it; the candidate opens the mailed link on a 375x812 phone
// in Arabic, signs by typing their full name and ticking the agreement; the recruiter sees the
// hire. Each step is checked against what the server stored (its API), and the signed PDF's text
// is read with poppler's pdftotext for the typed name.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, login, loginInBrowser, type E2EAccount } from './support/accounts';
import { axeOf, wcagTags } from './support/axe';
import { baseURL } from './support/env';
import { allMails, linkIn, waitForMail, waitForMails, type SinkMail } from './support/mail';
import { apiCall as call, apiOk as ok } from './support/api';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tag = randomBytes(3).toString('hex');
const jobTitle = `Data Analyst ${tag}`;
const candidateName = `Mona Adel ${tag}`;
const signedName = 'منى عادل السيد';
const password = 'Offer-Journey#2026';
const people = {
  recruiter: { name: `Rana Said ${tag}`, email: `rana-o-${tag}@example.com`, role: 'recruiter' },
  first: { name: `Adel Karim ${tag}`, email: `adel-o-${tag}@example.com`, role: 'admin' },
  second: { name: `Huda Nour ${tag}`, email: `huda-o-${tag}@example.com`, role: 'recruiter' },
} as const;
type Person = keyof typeof people;

let owner: E2EAccount;
const members = {} as Record<Person, E2EAccount>;
let candidate: E2EAccount;
let postingId = '';
let applicationId = '';

interface StoredOffer {
  _id: string;
  status: string;
  salary: { amount: number; currency: string; period: string } | null;
  approvals: { approver: { _id: string }; decision: string | null }[];
  link: string | null;
  signature: { fullName: string } | null;
}

const storedOffers = async () =>
  (
    await ok<{ offers: StoredOffer[] }>(
      `company/applications/${applicationId}/offers`,
      members.recruiter.token,
    )
  ).offers;

async function pageOf(browser: Browser, account: E2EAccount, to: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginInBrowser(page, account, to);
  return page;
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'offer-e2e-'));
  try {
    const file = path.join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-']).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a company with a recruiter, two approvers, a posting and an applicant reading Arabic', async () => {
  owner = await createVerifiedAccount('Company');
  await ok('company', owner.token, 'PUT', {
    companyName: `Nile Data ${tag}`,
    companyAddress: '5 Corniche Road, Alexandria',
    companyPhone: '+20 3 456 7890',
    industry: 'Trading',
    country: 'Egypt',
    URL: 'https://nile.example.com',
    facebook: '',
    linkedin: '',
    instagram: '',
    companySize: '>50',
    legalEntity: 'Corporation',
    olegalEntity: '',
    commercialRegistrationNumber: 'CR-22331',
    registrationYear: '2012-01-01',
    contactPersonData_FullName: 'Sara Ali',
    contactPersonData_IDNumber: '28801011234567',
    contactPersonData_PositionInTheCompany: 'Owner',
    contactPersonData_mobileNumber: '+20 100 222 3333',
    contactPersonData_emailAddress: 'sara@nile.example.com',
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
  const posting = await ok<{ _id: string }>('company/jobs', members.recruiter.token, 'POST', {
    title: jobTitle,
    description: 'Reads the numbers of three warehouses.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Transportation',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
  });
  postingId = posting._id;
  await ok(`company/jobs/${postingId}/status`, members.recruiter.token, 'PATCH', {
    status: 'published',
  });
  candidate = await createVerifiedAccount('User');
  await ok('user/language', candidate.token, 'PUT', { lang: 'ar' });
  await ok('user', candidate.token, 'PUT', {
    name: candidateName,
    nationalID: '29901011234567',
    dateOfBirth: '1995-01-01',
    address: '10 Tahrir Square, Cairo',
    country: 'Egypt',
    mobileNO: '+20 1012345678',
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Commerce',
    otherf: '',
    jobPosition: 'Trading',
    yearsOfExp: '2-5 years',
    CV: 'https://drive.example.com/cv.pdf',
    longTermGoals: 'Lead a data team',
    Motivation: 'Numbers that matter',
    job: [],
    certificates: [],
    internships: [],
    generalSkills: [{ name: 'Analysis' }],
    technicalSkills: [{ name: 'SQL' }],
  });
  applicationId = (await ok<{ _id: string }>(`jobs/${postingId}/apply`, candidate.token, 'POST'))
    ._id;
});

// The Arabic letter the offer below is written from (its placeholders filled for the candidate).
const letterOpening = 'يسرّ شركتنا أن تعرض عليك وظيفة';
const arabicLetter = [
  'عزيزي/عزيزتي {{candidate.name}}،',
  '',
  `${letterOpening} {{job.title}} براتب {{salary}} ابتداءً من {{startDate}}.`,
  '',
  'وقّع العرض قبل {{expiresAt}}.',
].join('\n');

interface StoredLetters {
  templates: { lang: string; body: string; isDefault: boolean }[];
}

test('the owner writes the Arabic offer letter in Arabic, previews it, and the server keeps it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
  const page = await context.newPage();
  await loginInBrowser(page, owner, '/Company/OfferLetters');
  await expect(page.getByRole('heading', { level: 1, name: 'خطابات العروض' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تعديل الخطاب باللغة العربية' }).click();
  const editor = page.getByRole('form', { name: 'خطاب العرض باللغة العربية' });
  const field = editor.getByLabel('الخطاب');
  await expect(field).toHaveAttribute('dir', 'rtl');
  await expect(field).toHaveValue(/يسعدنا أن نعرض عليك وظيفة \{\{job\.title\}\}/);

  // A misspelt placeholder: refused at the field in Arabic, what was typed stays, nothing stored.
  const misspelt = `${letterOpening} {{job.titel}}.`;
  await field.fill(misspelt);
  await editor.getByRole('button', { name: 'حفظ' }).click();
  await expect(editor.getByText(/عنصر نائب غير معروف \{\{job\.titel\}\}/)).toBeVisible();
  await expect(field).toHaveValue(misspelt);
  const untouched = await ok<StoredLetters>('company/offer-letters', owner.token);
  expect(untouched.templates.find((t) => t.lang === 'ar')?.isDefault).toBe(true);

  // The letter, one placeholder inserted with its button where the cursor is; the preview fills
  // in sample values.
  const [before] = arabicLetter.split('{{job.title}}') as [string, string];
  await field.fill(before);
  await editor.getByRole('button', { name: 'إدراج job.title' }).click();
  await expect(field).toHaveValue(`${before}{{job.title}}`);
  await field.fill(arabicLetter);
  await editor.getByRole('button', { name: 'معاينة' }).click();
  const preview = page.getByTestId('letter-preview');
  await expect(preview).toContainText(`${letterOpening} محلل بيانات براتب 12,500 SAR شهريًا`);
  await expect(preview).toHaveAttribute('dir', 'rtl');
  // The screen with its editor and preview open: no serious WCAG 2.1 AA finding.
  const scan = await axeOf(page).withTags(wcagTags).analyze();
  const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await editor.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ الخطاب')).toBeVisible();

  // What the server stored, after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'تعديل الخطاب باللغة العربية' }).click();
  await expect(page.getByRole('textbox', { name: 'الخطاب' })).toHaveValue(arabicLetter);
  await expect(page.getByRole('row', { name: /العربية/ })).toContainText('معدَّل');
  const stored = await ok<StoredLetters>('company/offer-letters', owner.token);
  expect(stored.templates).toEqual([
    expect.objectContaining({ lang: 'en', isDefault: true }),
    { lang: 'ar', body: arabicLetter, isDefault: false },
  ]);
  // A phone-sized screen keeps it within its width.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('textbox', { name: 'الخطاب' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

test('the recruiter makes an offer with two approvers in order', async ({ browser }) => {
  const page = await pageOf(browser, members.recruiter, `/CompanyView/Jobs/${postingId}`);
  await page
    .getByRole('article', { name: candidateName })
    .getByRole('button', { name: 'Details' })
    .click();
  const section = page.getByTestId('application-panel').getByRole('region', { name: 'Offer' });
  await section.getByRole('button', { name: 'Make an offer' }).click();
  await section.getByLabel('Salary').fill('15000');
  await section.getByLabel('Currency').fill('EGP');
  await section.getByLabel('Per').selectOption('month');
  for (const key of ['first', 'second'] as const) {
    await section.getByLabel('Choose a member').selectOption({ label: people[key].name });
    await section.getByRole('button', { name: 'Add approver' }).click();
  }
  // A salary of 0 is refused with its reason, and nothing is stored.
  await section.getByLabel('Salary').fill('0');
  await section.getByRole('button', { name: 'Create offer' }).click();
  await expect(section.getByRole('alert')).toBeVisible();
  expect(await storedOffers()).toHaveLength(0);
  await section.getByLabel('Salary').fill('15000');
  await section.getByRole('button', { name: 'Create offer' }).click();
  await expect(section.getByText('Status: Waiting for approval')).toBeVisible();

  const [offer] = await storedOffers();
  expect(offer).toMatchObject({
    status: 'pendingApproval',
    salary: { amount: 15000, currency: 'EGP', period: 'month' },
  });
  expect(offer?.approvals.map((a) => a.approver._id)).toEqual([
    members.first.member?._id,
    members.second.member?._id,
  ]);
  await page.context().close();
});

test('the approvers approve in turn from their waiting lists', async ({ browser }) => {
  // Out of turn, the server refuses the second approver (409 NOT_YOUR_TURN).
  const [offer] = await storedOffers();
  const early = await call(
    `company/offers/${offer?._id}/approve`,
    members.second.token,
    'POST',
    {},
  );
  expect(early.status).toBe(409);
  await waitForMail((m) => m.to.includes(people.first.email) && /approval/.test(m.subject));

  for (const key of ['first', 'second'] as const) {
    const page = await pageOf(browser, members[key], '/Company/Offers');
    await expect(page.getByRole('heading', { name: 'Offers to approve' })).toBeVisible();
    await page.getByRole('button', { name: `Approve: ${candidateName}` }).click();
    await expect(page.getByText('Nothing waits for you.')).toBeVisible();
    await page.context().close();
  }
  const [approved] = await storedOffers();
  expect(approved?.status).toBe('approved');
  expect(approved?.approvals.map((a) => a.decision)).toEqual(['approved', 'approved']);
});

test('the recruiter sends it, the candidate signs in Arabic on a phone, the recruiter sees the hire', async ({
  browser,
}) => {
  const page = await pageOf(browser, members.recruiter, `/CompanyView/Jobs/${postingId}`);
  await page
    .getByRole('article', { name: candidateName })
    .getByRole('button', { name: 'Details' })
    .click();
  const section = page.getByTestId('application-panel').getByRole('region', { name: 'Offer' });
  const before = (await allMails()).length;
  await section.getByRole('button', { name: 'Send to the candidate' }).click();
  await expect(section.getByText('Status: Sent, waiting for the answer')).toBeVisible();
  expect((await storedOffers())[0]?.status).toBe('sent');

  const offerMail = await waitForMails(
    (mails) => mails.slice(before).find((m) => m.to.includes(candidate.email)),
    30_000,
    'waiting for the offer mail',
  );
  const link = linkIn(offerMail as SinkMail, baseURL);
  expect(link).toMatch(/\/offers\/[\w-]+$/);
  const code = link.split('/offers/')[1] ?? '';

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const applicant = await phone.newPage();
  await applicant.goto(link);
  await expect(applicant.getByRole('heading', { name: /^عرضك الوظيفي من/ })).toBeVisible();
  await expect(applicant.locator('html')).toHaveAttribute('dir', 'rtl');
  // The letter is the company's Arabic template, filled in for this offer.
  await expect(applicant.getByRole('article')).toContainText(
    `${letterOpening} ${jobTitle} براتب 15,000 EGP شهريًا`,
  );
  expect(await applicant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  // Without the agreement ticked nothing is signed.
  await applicant.getByLabel('اسمك الكامل').fill(signedName);
  await applicant.getByRole('button', { name: 'قبول العرض' }).click();
  await expect(applicant.getByText('ضع علامة في المربع للموافقة.')).toBeVisible();
  expect((await storedOffers())[0]?.status).toBe('sent');
  await applicant.getByLabel('قرأت هذا العرض وأقبله.').check();
  await applicant.getByRole('button', { name: 'قبول العرض' }).click();
  await expect(applicant.getByText('قبلت هذا العرض. مرحبًا بك!')).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    await applicant.screenshot({
      path: test.info().outputPath('offer-375-ar.png'),
      fullPage: true,
    });
  }
  await phone.close();

  // Stored: accepted, signed with the typed name; the application is hired.
  const [offer] = await storedOffers();
  expect(offer?.status).toBe('accepted');
  expect(offer?.signature?.fullName).toBe(signedName);
  const detail = await ok<{ stage: string }>(
    `company/applications/${applicationId}`,
    members.recruiter.token,
  );
  expect(detail.stage).toBe('hired');

  // The signed PDF's text (poppler) names the signer.
  const res = await fetch(`${baseURL}/api/offers/${code}/pdf`);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  const text = pdfText(Buffer.from(await res.arrayBuffer()));
  expect(text).toContain(signedName);

  // The recruiter sees the hire.
  await page.reload();
  await page
    .getByRole('article', { name: candidateName })
    .getByRole('button', { name: 'Details' })
    .click();
  const after = page.getByTestId('application-panel').getByRole('region', { name: 'Offer' });
  await expect(after.getByText('Status: Accepted')).toBeVisible();
  await expect(after.getByText(`Signed by ${signedName}`, { exact: false })).toBeVisible();
  await page.context().close();
});

test('the reports show the offer figures from the offer records, in English and in Arabic', async ({
  browser,
}) => {
  // What the server counts: one offer made (the refused one stored nothing), accepted, answered.
  const report = await ok<{
    offers: { made: number; accepted: number; declined: number; answerDays: { count: number } };
  }>(`company/reports/hiring?jobId=${postingId}`, owner.token);
  expect(report.offers).toMatchObject({
    made: 1,
    accepted: 1,
    declined: 0,
    answerDays: { count: 1 },
  });
  const cases = [
    {
      lang: 'en',
      made: 'Offers made',
      accepted: 'Offers accepted',
      declined: 'Offers declined',
      answer: 'Days from offer to answer',
      answered: '(1 answered)',
    },
    {
      lang: 'ar',
      made: 'العروض المقدمة',
      accepted: 'العروض المقبولة',
      declined: 'العروض المرفوضة',
      answer: 'الأيام من العرض حتى الرد',
      answered: 'ردًا',
    },
  ] as const;
  for (const c of cases) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), c.lang);
    const page = await context.newPage();
    await loginInBrowser(page, owner, `/Company/Reports?jobId=${postingId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    const figure = (term: string) =>
      page.locator('.reports-figures > div').filter({ has: page.getByText(term, { exact: true }) });
    await expect(figure(c.made).locator('dd')).toHaveText('1');
    await expect(figure(c.accepted).locator('dd')).toHaveText('1');
    await expect(figure(c.declined).locator('dd')).toHaveText('0');
    await expect(figure(c.answer).locator('dd')).toContainText(c.answered);
    await context.close();
  }
});
