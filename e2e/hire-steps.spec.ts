// Issue 37 (decision 268), closing the loop on a hire: a posting for one person, three
// applicants (one reads the site in Arabic), an interview booked for the one who gets the job.
// The recruiter moves her to Hired on a laptop-sized screen; the dialog offers to cancel her
// interview, tell the two others and close the posting. What the server stored is checked: the
// interview cancelled, the others rejected with the reason in their history, the posting closed,
// and each of the others' rejection mail in their own language. On a phone in Arabic, "Not now"
// leaves everything as it was.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { completeProfile } from '../packages/server/test/helpers/profileFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { apiOk as ok } from './support/api';
import { waitForMail } from './support/mail';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tag = randomBytes(3).toString('hex');
const arabic = /[\u0600-\u06FF]/;

interface Person {
  account: E2EAccount;
  name: string;
  applicationId: string;
}

let company: E2EAccount;
let reason: { _id: string; name: { en: string; ar: string } };

async function postingFor(title: string): Promise<string> {
  const posting = await ok<{ _id: string; openings: number }>(
    'company/jobs',
    company.token,
    'POST',
    {
      title,
      description: 'Keeps the books of a trading house.',
      workplace: 'onsite',
      country: 'EG',
      city: 'Cairo',
      field: 'Trading',
      requirement: { kind: 'findboss', items: [21, 22, 0] },
      openings: 1,
    },
  );
  expect(posting.openings).toBe(1);
  await ok(`company/jobs/${posting._id}/status`, company.token, 'PATCH', { status: 'published' });
  return posting._id;
}

async function applicant(postingId: string, name: string, lang: 'en' | 'ar'): Promise<Person> {
  const account = await createVerifiedAccount('User');
  await ok('user', account.token, 'PUT', completeProfile({ name }));
  if (lang === 'ar') await ok('user/language', account.token, 'PUT', { lang: 'ar' });
  const applied = await ok<{ _id: string }>(`jobs/${postingId}/apply`, account.token, 'POST', {});
  return { account, name, applicationId: applied._id };
}

async function stageOf(person: Person) {
  return ok<{ stage: string; history: { to: string; reason?: { _id?: string } | null }[] }>(
    `company/applications/${person.applicationId}`,
    company.token,
  );
}

async function interviewsOf(person: Person) {
  return ok<{ interviews: { _id: string; status: string }[] }>(
    `company/applications/${person.applicationId}/interviews`,
    company.token,
  );
}

async function book(person: Person): Promise<string> {
  const booked = await ok<{ interview: { _id: string } }>(
    `company/applications/${person.applicationId}/interviews`,
    company.token,
    'POST',
    {
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      durationMinutes: 45,
      timeZone: 'Africa/Cairo',
      location: 'Head office',
      interviewerIds: [company.member?._id],
    },
  );
  return booked.interview._id;
}

/** Moves a card to Hired with its stage select (labelled "Stage of <name>" in the page's language). */
async function hireOnBoard(page: Page, person: Person, label: string) {
  await page.getByLabel(label).selectOption('hired');
}

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  await ok('company', company.token, 'PUT', completeCompany());
  const reasons = await ok<{ reasons: (typeof reason & { archived: boolean })[] }>(
    'company/reject-reasons',
    company.token,
  );
  const first = reasons.reasons.find((r) => !r.archived);
  if (!first) throw new Error('the company has no reject reason');
  reason = first;
});

test('on a laptop, hiring the one person offers the next steps, and they are done', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const postingId = await postingFor(`Accountant ${tag}`);
  const mona = await applicant(postingId, `Mona Hired ${tag}`, 'en');
  const karim = await applicant(postingId, `Karim Other ${tag}`, 'ar');
  const sara = await applicant(postingId, `Sara Other ${tag}`, 'en');
  const interviewId = await book(mona);
  // Mona also applied to another of the company's postings (decision 270).
  const otherPosting = await postingFor(`Auditor ${tag}`);
  await ok(`jobs/${otherPosting}/apply`, mona.account.token, 'POST', {});

  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}`);
  await hireOnBoard(page, mona, `Stage of ${mona.name}`);

  const dialog = page.getByRole('dialog', {
    name: `\u2068${mona.name}\u2069 is hired: what next?`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 of 1 people to hire are hired.');
  const cancel = dialog.getByRole('checkbox', { name: /Cancel their interview still to come/ });
  const tell = dialog.getByRole('checkbox', {
    name: 'Tell the 2 other applicants still in play that the role is filled',
  });
  const close = dialog.getByRole('checkbox', {
    name: 'Close the posting: every opening is filled',
  });
  // Openings filled: every step is offered ticked.
  await expect(cancel).toBeChecked();
  await expect(tell).toBeChecked();
  await expect(close).toBeChecked();
  await dialog.getByLabel(/Reason/).selectOption(reason._id);
  await expect(
    dialog.getByRole('checkbox', { name: 'E-mail each of them, in their language' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Do these' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/1 interview cancelled\. 2 applicants told\. The posting is closed\./),
  ).toBeVisible();

  // Her drawer names her application to the other posting, with a link to its pipeline.
  await page
    .getByRole('article', { name: mona.name })
    .getByRole('button', { name: 'Details' })
    .click();
  const also = page.getByTestId('other-applications');
  await expect(also.getByRole('heading', { name: 'Also applied to' })).toBeVisible();
  await expect(also.getByRole('link', { name: `Auditor ${tag}` })).toHaveAttribute(
    'href',
    `/CompanyView/Jobs/${otherPosting}`,
  );
  await expect(also).toContainText('Stage: Applied · applied');
  await expect(also).toContainText('same account');

  // What the server stored.
  expect((await stageOf(mona)).stage).toBe('hired');
  const booked = (await interviewsOf(mona)).interviews.find((i) => i._id === interviewId);
  expect(booked?.status).toBe('cancelled');
  for (const other of [karim, sara]) {
    const stored = await stageOf(other);
    expect(stored.stage).toBe('rejected');
    expect(stored.history.at(-1)?.reason?._id).toBe(reason._id);
  }
  const posting = await ok<{ status: string }>(`company/jobs/${postingId}`, company.token);
  expect(posting.status).toBe('closed');
  // Each of the others heard, in their own language.
  const toKarim = await waitForMail(
    (m) => m.to.includes(karim.account.email) && arabic.test(m.subject),
  );
  expect(toKarim.text).toMatch(arabic);
  const toSara = await waitForMail(
    (m) => m.to.includes(sara.account.email) && m.subject.includes(`Accountant ${tag}`),
  );
  expect(toSara.subject).not.toMatch(arabic);
});

test('on a phone in Arabic, "Not now" leaves everything as it was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const postingId = await postingFor(`محاسب ${tag}`);
  const nour = await applicant(postingId, `Nour Hired ${tag}`, 'ar');
  const omar = await applicant(postingId, `Omar Other ${tag}`, 'en');
  const interviewId = await book(nour);

  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hireOnBoard(page, nour, `مرحلة ${nour.name}`);
  const dialog = page.getByRole('dialog', {
    name: `تم تعيين \u2068${nour.name}\u2069: ما التالي؟`,
  });
  await expect(dialog).toBeVisible();
  // The dialog fits the phone's width.
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  await dialog.getByRole('button', { name: 'ليس الآن' }).click();
  await expect(dialog).toBeHidden();
  // The steps stay on offer in the hired person's drawer.
  await page
    .getByRole('article', { name: nour.name })
    .getByRole('button', { name: 'التفاصيل' })
    .click();
  await page
    .getByTestId('application-panel')
    .getByRole('button', { name: 'خطوات ما بعد التعيين...' })
    .click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ليس الآن' }).click();
  await expect(dialog).toBeHidden();

  expect((await stageOf(nour)).stage).toBe('hired');
  expect((await interviewsOf(nour)).interviews.find((i) => i._id === interviewId)?.status).toBe(
    'scheduled',
  );
  expect((await stageOf(omar)).stage).toBe('applied');
  expect((await ok<{ status: string }>(`company/jobs/${postingId}`, company.token)).status).toBe(
    'published',
  );
});
