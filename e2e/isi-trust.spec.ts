// Journey (issue 22, decision 135): trust in the ISI. A job seeker straight-lines the questionnaire
// in the browser (the same answer to every statement, fast); My Avatar advises a calm retake; a
// company opening the profile sees the straight-lining beside the result, and the API it reads
// says so too (isiFlags). /isi shows the reliability measured on stored answers beside the
// simulation's, with what each can and cannot show.
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { baseURL } from './support/env';

async function api(path: string, token: string | null, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

const profile = {
  name: 'Straight Liner',
  nationalID: '29901011234568',
  dateOfBirth: '1995-01-01',
  address: '10 Tahrir Square, Cairo',
  country: 'Egypt',
  mobileNO: '+20 1012345678',
  wemail: '',
  HLOfEdu: 'Faculty degree',
  faculty: 'Computers and Information',
  otherf: '',
  jobPosition: 'Trading',
  yearsOfExp: '2-5 years',
  CV: 'https://drive.example.com/cv.pdf',
  longTermGoals: 'Lead a planning team',
  Motivation: 'Orderly work',
  job: [
    {
      jobtitle: 'Planner',
      role: 'Technical',
      hiringbody: 'Private Business',
      startDate: '2020-01-01',
      endDate: '2024-01-01',
      description: '',
    },
  ],
  certificates: [],
  internships: [],
  generalSkills: [{ name: 'Teamwork' }],
  technicalSkills: [{ name: 'Excel' }],
};

test('a straight-lined attempt is flagged in the company’s view and the API', async ({
  page,
  browser,
}) => {
  const seeker = await createVerifiedAccount('User');
  const saved = await api('user', seeker.token, 'PUT', profile);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  await loginInBrowser(page, seeker, '/q');
  await page.getByRole('button', { name: 'Start' }).click();
  for (let p = 0; p < 6; p++) {
    await expect(page.getByRole('heading', { name: `Page ${p + 1} of 6` })).toBeVisible();
    await page
      .locator(`input[name="q-${p * 8 + 1}"]`)
      .first()
      .focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('3');
    await page.getByRole('button', { name: p < 5 ? 'Next' : 'Done' }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toBeVisible();

  // What the server stored: the attempt carries the flags, measured with the browser's timings.
  const history = await api('user/isi/history', seeker.token);
  expect(history.body.attempts[0].isiFlags.straightLining).toBe(true);
  expect(history.body.attempts[0].isiFlags.tooFast).not.toBeNull();

  await page.goto('/Profile/Avatar');
  await expect(page.getByRole('note').filter({ hasText: 'calmly' })).toContainText(
    'You gave the same answer to almost every statement.',
  );

  const company = await createVerifiedAccount('Company');
  const seen = await api(`user/${seeker.id}`, company.token);
  expect(seen.status).toBe(200);
  expect(seen.body.isiFlags).toMatchObject({ straightLining: true });

  const companyPage = await browser.newPage();
  await loginInBrowser(companyPage, company, `/viewProfile/${seeker.id}`);
  const flags = companyPage.getByTestId('isi-flags');
  await expect(flags).toContainText('Response quality');
  await expect(flags).toContainText('Straight-lining: the same answer to almost every statement.');
  await expect(flags).toContainText('unchanged');
  await companyPage.close();
});

test('/isi shows the reliability measured on stored answers beside the simulation', async ({
  page,
}) => {
  const answer = await api('public/isi/reliability', null);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ minimumRespondents: 200, retest: { minimumDays: 7 } });

  await page.goto('/isi');
  const section = page.getByRole('region', {
    name: 'How reliable is the ISI? Measured on real answers',
  });
  await expect(section.getByTestId('isi-reliability')).toBeVisible();
  // Before the daily job has run on this fresh database, or with too few answers, it says so
  // rather than showing a figure; the simulation's alpha stands beside it.
  if (answer.body.scales === null) {
    await expect(section).toContainText(
      answer.body.computedAt === null ? 'Not computed yet' : 'Not enough answers yet',
    );
  }
  const deductive = section.getByRole('row', { name: /Deductive/ });
  await expect(deductive).toContainText('0.83');
  await expect(section).toContainText('What neither shows');

  await page.getByRole('button', { name: /Language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: /ما مدى ثبات مقياس ISI/ })).toBeVisible();
});
