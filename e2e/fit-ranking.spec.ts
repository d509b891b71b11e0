// Issue 40, "Done when": the React posting ranks the React developer first and shows the
// accountant's knock-out on his card, in a browser, in English and in Arabic (1280x800). The
// recruiter then changes the fit weights in the ranked list, and the server stores them and
// ranks again; a knock-out still ranks last whatever the weights.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { isiKey } from '../packages/domain/src/isi/key';
import { completeCompany } from '../packages/server/test/helpers/companyFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { apiOk as ok } from './support/api';
import { searchableProfile } from './support/searchableProfile';

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tag = randomBytes(3).toString('hex');
const question = 'Do you have the right to work in Egypt?';
const developerName = `Karim Nabil ${tag}`;
const accountantName = `Adel Samir ${tag}`;

let company: E2EAccount;
let postingId: string;

/** Answers whose keyed value is `value[scale]` (1..5) for every statement of that scale. */
function answersFor(value: Record<string, number>): number[] {
  return isiKey.map((e) => {
    const v = value[e.scale] ?? 3;
    return e.reverse ? 6 - v : v;
  });
}

async function applicant(
  name: string,
  profile: Record<string, unknown>,
  planner: number,
  rightToWork: boolean,
) {
  const account = await createVerifiedAccount('User');
  await ok('user', account.token, 'PUT', {
    ...searchableProfile(name, 'Specialist', 'Teamwork'),
    nationalID: `2990101${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    ...profile,
  });
  await ok('company/test', account.token, 'POST', { result: answersFor({ blp: planner }) });
  await ok(`jobs/${postingId}/apply`, account.token, 'POST', {
    answers: [{ questionId: 'rtw', value: rightToWork }],
  });
}

interface Listed {
  _id: string;
  rank: number;
  fit: { score: number; passes: boolean; mustHaves: string[]; reasons: string[] };
  applicant: { name?: string };
}
const ranked = async () =>
  (await ok<{ applicants: Listed[] }>(`company/jobs/${postingId}/applicants`, company.token))
    .applicants;

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  await ok('company', company.token, 'PUT', completeCompany());
  const posting = await ok<{ _id: string }>('company/jobs', company.token, 'POST', {
    title: `React developer ${tag}`,
    description: 'Build our customer web app with React and TypeScript.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Digital Services',
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    requirement: { kind: 'jobmatch', items: [7, 12] },
    screeningQuestions: [
      { id: 'rtw', text: question, type: 'yesNo', required: true, knockout: { equals: false } },
    ],
    knockoutAction: 'flag',
  });
  postingId = posting._id;
  await ok(`company/jobs/${postingId}/status`, company.token, 'PATCH', { status: 'published' });
  // The accountant first: a strong Planner (the old score's favourite), no right to work.
  await applicant(
    accountantName,
    {
      jobPosition: 'Banking',
      yearsOfExp: '2-5 years',
      technicalSkills: [{ name: 'Accounting' }, { name: 'IFRS' }],
    },
    5,
    false,
  );
  await applicant(
    developerName,
    {
      jobPosition: 'Digital Services',
      yearsOfExp: '2-5 years',
      technicalSkills: [{ name: 'React.js' }, { name: 'TypeScript' }],
    },
    2,
    true,
  );
});

test('the React developer ranks first and the accountant shows his knock-out, in both languages', async ({
  page,
}) => {
  // What the server stored: the developer first, the accountant failing a must-have.
  const stored = await ranked();
  expect(stored.map((a) => a.applicant.name)).toEqual([developerName, accountantName]);
  expect(stored[1]?.fit.passes).toBe(false);
  expect(stored[1]?.fit.mustHaves[0]).toContain(question);

  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}?view=list`);
  const items = page.locator('#ranked-list > li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('heading')).toHaveText(developerName);
  await expect(items.nth(1).getByRole('heading')).toHaveText(accountantName);
  await expect(items.nth(0).getByTestId('fails-must-have')).toHaveCount(0);
  await expect(items.nth(1).getByTestId('fails-must-have')).toHaveText('Fails a must-have');
  await expect(items.nth(1).getByRole('list', { name: 'Must-haves not met' })).toContainText(
    question,
  );
  // Each part's contribution, as reasons.
  await expect(items.nth(0).getByRole('list', { name: 'Reasons' })).toContainText(
    /Skills 2 of 2 .*points/,
  );

  // The board card shows the knock-out too.
  await page.getByRole('button', { name: 'Board' }).click();
  const card = page.getByRole('article', { name: accountantName });
  await expect(card.getByTestId('fails-must-have')).toHaveText('Fails a must-have');
  await expect(card.getByRole('list', { name: 'Must-haves not met' })).toContainText(question);
  await expect(
    page.getByRole('article', { name: developerName }).getByTestId('fails-must-have'),
  ).toHaveCount(0);

  // In Arabic: the same order, the knock-out in Arabic words on the card and in the list.
  await page.getByRole('button', { name: /Language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cardAr = page.getByRole('article', { name: accountantName });
  await expect(cardAr.getByTestId('fails-must-have')).toHaveText('لا يستوفي شرطًا أساسيًا');
  await expect(cardAr.getByRole('list', { name: 'شروط أساسية غير مستوفاة' })).toContainText(
    'شرط أساسي غير مستوفى',
  );
  await page.goto(`/CompanyView/Jobs/${postingId}?view=list`);
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('heading')).toHaveText(developerName);
  await expect(items.nth(1).getByTestId('fails-must-have')).toHaveText('لا يستوفي شرطًا أساسيًا');
});

test('the recruiter changes the weights: stored, ranked again, a knock-out still last', async ({
  page,
}) => {
  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}?view=list`);
  const items = page.locator('#ranked-list > li');
  await expect(items).toHaveCount(2);
  const before = (await ranked()).map((a) => a.fit.score);
  await page.getByText('Fit weights and must-haves').click();
  const panel = page.getByTestId('fit-settings');
  await expect(panel).toContainText('Skills the score looks for: React, TypeScript');
  for (const part of ['Skills', 'Experience', 'Education', 'Field']) {
    await panel.getByLabel(part, { exact: true }).fill('0');
  }
  await panel.getByLabel('ISI style', { exact: true }).fill('100');
  await panel.getByRole('button', { name: 'Save and rank again' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved: the applicants are ranked again.');

  // What the server stored, and the scores it wrote from them.
  const settings = await ok<{ custom: boolean; settings: { weights: Record<string, number> } }>(
    `company/jobs/${postingId}/fit-settings`,
    company.token,
  );
  expect(settings.custom).toBe(true);
  expect(settings.settings.weights).toEqual({
    skills: 0,
    experience: 0,
    education: 0,
    field: 0,
    style: 100,
  });
  const after = await ranked();
  expect(after.map((a) => a.fit.score)).not.toEqual(before);
  // The accountant is the stronger Planner now, and still last: he fails a must-have.
  expect(after[1]?.fit.score).toBeGreaterThan(after[0]?.fit.score ?? 100);
  expect(after.map((a) => a.applicant.name)).toEqual([developerName, accountantName]);
  await expect(items.nth(0).getByText(`Fit ${after[0]?.fit.score}`)).toBeVisible();
  await expect(items.nth(1).getByText(`Fit ${after[1]?.fit.score}`)).toBeVisible();
});
