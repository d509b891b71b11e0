// Issue 20 (decisions 130 and 133): a recruiter edits a mail template (a broken placeholder is
// refused at the field and nothing is stored), previews it with sample data; an applicant
// answers a knock-out screening question on the job page; the company sees the knock-out flag
// and the answer on the application. Every step is checked against what the server stored.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { apiOk as ok } from './support/api';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tag = randomBytes(3).toString('hex');
const jobTitle = `Forklift driver ${tag}`;
const candidateName = `Karim Fathy ${tag}`;
const question = 'Do you hold a forklift licence?';

let company: E2EAccount;
let candidate: E2EAccount;
let postingId: string;

interface Template {
  key: string;
  lang: string;
  subject: string;
  body: string;
  isDefault: boolean;
}

const stageChangeEn = async () =>
  (await ok<{ templates: Template[] }>('company/mail-templates', company.token)).templates.find(
    (t) => t.key === 'stageChange' && t.lang === 'en',
  );

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  await ok('company', company.token, 'PUT', completeCompany());
  const posting = await ok<{ _id: string }>('company/jobs', company.token, 'POST', {
    title: jobTitle,
    description: 'Moves pallets in a busy warehouse.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Alexandria',
    field: 'Transportation',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
    screeningQuestions: [
      { id: 'licence', text: question, type: 'yesNo', required: true, knockout: { equals: false } },
    ],
    knockoutAction: 'flag',
  });
  postingId = posting._id;
  await ok(`company/jobs/${postingId}/status`, company.token, 'PATCH', { status: 'published' });
  candidate = await createVerifiedAccount('User');
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
    longTermGoals: 'Run a warehouse',
    Motivation: 'Order in busy places',
    job: [],
    certificates: [],
    internships: [],
    generalSkills: [{ name: 'Planning' }],
    technicalSkills: [{ name: 'Forklifts' }],
  });
});

test('a company edits a mail template, is refused a broken placeholder, and previews it', async ({
  page,
}) => {
  await loginInBrowser(page, company, '/Company/MailTemplates');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail templates' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Stage change (English)' }).click();
  const editor = page.getByRole('form', { name: 'Stage change (English)' });
  const subject = editor.getByLabel('Subject');
  const body = editor.getByLabel('Text');

  await subject.fill('News about ');
  // The placeholder buttons insert where the cursor is.
  await subject.focus();
  await subject.press('End');
  await editor.getByRole('button', { name: 'Insert job.title' }).click();
  await expect(subject).toHaveValue('News about {{job.title}}');

  await body.fill('Hello {{ nope }},\n\nYou are now at {{stage.name}}.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert').filter({ hasText: '{{ nope }}' })).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays, and nothing was stored.
  await expect(body).toHaveValue('Hello {{ nope }},\n\nYou are now at {{stage.name}}.');
  expect(await stageChangeEn()).toMatchObject({ isDefault: true });

  await body.fill('Hello {{candidate.name}},\n\nYou are now at {{stage.name}}.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  expect(await stageChangeEn()).toMatchObject({
    isDefault: false,
    subject: 'News about {{job.title}}',
    body: 'Hello {{candidate.name}},\n\nYou are now at {{stage.name}}.',
  });

  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByTestId('preview-subject')).toHaveText('News about Data analyst');
  const frame = page.frameLocator('iframe[title="The mail as the applicant sees it"]');
  await expect(frame.getByText('Hello Sara Ahmed,')).toBeVisible();
  await expect(frame.getByText('You are now at Interview.')).toBeVisible();

  // The list says it is edited, also after a reload.
  await page.reload();
  const row = page.getByRole('row', { name: /Stage change English/ });
  await expect(row.getByText('Edited')).toBeVisible();
});

test('an applicant answers a knock-out question and the company sees the flag', async ({
  browser,
}) => {
  const applicantPage = await (await browser.newContext()).newPage();
  await loginInBrowser(applicantPage, candidate, `/jobs/${postingId}`);
  await expect(applicantPage.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  const answer = applicantPage.getByLabel(question);
  // Required: applying without an answer is refused at the question.
  await applicantPage.getByRole('button', { name: 'Apply' }).click();
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(applicantPage.getByText('This question needs an answer')).toBeVisible();
  await answer.selectOption('no');
  await applicantPage.getByRole('button', { name: 'Apply' }).click();
  await expect(applicantPage.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await applicantPage.context().close();

  // What the server stored.
  const applicants = await ok<{ applicants: Array<{ _id: string }> }>(
    `company/jobs/${postingId}/applicants`,
    company.token,
  );
  expect(applicants.applicants).toHaveLength(1);
  const applicationId = applicants.applicants[0]?._id ?? '';
  const detail = await ok<{ knockedOut: boolean; screening: unknown[] }>(
    `company/applications/${applicationId}`,
    company.token,
  );
  expect(detail.knockedOut).toBe(true);
  expect(detail.screening).toEqual([
    { questionId: 'licence', text: question, value: false, knockedOut: true },
  ]);

  const page = await (await browser.newContext()).newPage();
  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}`);
  await page
    .getByRole('article', { name: candidateName })
    .getByRole('button', { name: 'Details' })
    .click();
  const panel = page.getByTestId('application-panel');
  await expect(panel.getByTestId('knocked-out-flag')).toHaveText('Knocked out');
  const answers = panel.getByRole('region', { name: /Screening answers/ });
  await expect(answers.getByText(question)).toBeVisible();
  await expect(answers.getByText(/No \(Knock-out answer\)/)).toBeVisible();
  // The mail log is there, with the confirmation of the application (the company's template,
  // decision 155) and nothing else: a flag sends no rejection.
  const mails = panel.getByRole('region', { name: 'Mails' });
  await expect(mails).toContainText('We received your application');
  await expect(mails.getByTestId('application-mail')).toHaveCount(1);
  await page.context().close();
});
