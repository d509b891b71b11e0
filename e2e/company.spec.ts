// Issue 6: a company sets up its profile, searches candidates with two filters (the search lives
// in the URL and survives a reload), exports nothing it should not, and opens the right candidate.
// Candidates are real accounts: signed up and verified through the API, their profiles saved
// with PUT /api/user and their ISI taken with POST /api/company/test.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { axeOf } from './support/axe';

test.use({ viewport: { width: 1280, height: 900 } });

const tag = randomBytes(3).toString('hex');

interface Candidate {
  account: E2EAccount;
  name: string;
  jobPosition: string;
  yearsOfExp: string;
  takesIsi: boolean;
}

function profileOf(c: Omit<Candidate, 'account'>) {
  return {
    name: c.name,
    nationalID: '29901011234567',
    dateOfBirth: '1995-01-01',
    address: '10 Tahrir Square, Cairo',
    country: 'Egypt',
    mobileNO: '+20 1012345678',
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Computers and Information',
    otherf: '',
    jobPosition: c.jobPosition,
    yearsOfExp: c.yearsOfExp,
    CV: 'https://drive.example.com/cv.pdf',
    longTermGoals: 'Lead a product team',
    Motivation: 'Building useful things',
    job: [
      {
        jobtitle: 'Frontend Developer',
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
    technicalSkills: [{ name: 'React' }],
  };
}

async function call(path: string, token: string, method: string, body: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
}

async function expectAccessible(page: Page) {
  // Toasts belong to the app shell (lib/notify), not to these screens.
  const { violations } = await axeOf(page).exclude('[data-sonner-toaster]').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

let company: E2EAccount;
const candidates: Candidate[] = [];

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  const specs = [
    {
      name: `Amira Target ${tag}`,
      jobPosition: 'Digital Services',
      yearsOfExp: '2-5 years',
      takesIsi: true,
    },
    {
      name: `Bassem Senior ${tag}`,
      jobPosition: 'Digital Services',
      yearsOfExp: '>10 years',
      takesIsi: true,
    },
    {
      name: `Camilia Banker ${tag}`,
      jobPosition: 'Banking',
      yearsOfExp: '2-5 years',
      takesIsi: false,
    },
  ];
  for (const spec of specs) {
    const account = await createVerifiedAccount('User');
    await call('user', account.token, 'PUT', profileOf(spec));
    // All answers 3: every score 50, so Theorist (0) and Demonstrative Mind (4) (decisions.md 6).
    if (spec.takesIsi) {
      await call('company/test', account.token, 'POST', { result: Array(48).fill(3) });
    }
    candidates.push({ account, ...spec });
  }
});

test('a company sets up its profile, finds a candidate by two filters and opens it', async ({
  page,
}) => {
  const [target, senior, banker] = candidates as [Candidate, Candidate, Candidate];

  // The profile is not set up yet: the prompt leads to the form.
  await loginInBrowser(page, company, '/Company/Profile');
  await page.getByRole('link', { name: 'Set Up Company Profile' }).click();
  await expect(page).toHaveURL(/\/Companyform$/);

  // Submitting too early shows the messages at their fields and keeps what was typed.
  await page.getByLabel('Company name').fill(`Acme ${tag}`);
  await page.getByLabel('Website').fill('acme.example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Company address is required')).toBeVisible();
  await expectAccessible(page);
  await expect(
    page.getByText('Enter a full web address starting with http:// or https://'),
  ).toBeVisible();
  await expect(page.getByLabel('Company address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Company name')).toHaveValue(`Acme ${tag}`);

  await page.getByLabel('Website').fill('https://acme.example.com');
  await page.getByLabel('Industry').selectOption('Digital Services');
  await page.getByLabel('Company address').fill('5 Nile Corniche, Cairo');
  await page.getByLabel('Country').selectOption('Egypt');
  await page.getByLabel('Company phone').fill('+20 2 2345 6789');
  await page.getByLabel('Company size').selectOption('>50');
  await page.getByLabel('Legal entity').selectOption('Other');
  await page.getByLabel('If other, specify').fill('Joint venture');
  await page.getByLabel('Commercial registration number').fill('CR-2024-77');
  await page.getByLabel('Registration date').fill('2012-04-01');
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/acme');
  await page.getByLabel('Full name').fill('Laila Hassan');
  await page.getByLabel('ID number').fill('29001011234567');
  await page.getByLabel('Position in the company').fill('HR Manager');
  await page.getByLabel('Mobile number').fill('+20 100 123 4567');
  await page.getByLabel('E-mail address').fill('laila@acme.example.com');
  await page.getByRole('button', { name: 'Submit' }).click();

  // The profile shows what was saved.
  await expect(page).toHaveURL(/\/Company\/Profile$/);
  await expect(page.getByRole('heading', { level: 1, name: `Acme ${tag}` })).toBeVisible();
  await expect(page.getByText('Joint venture')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'laila@acme.example.com' })).toBeVisible();

  // Editing: the country is read-only, the values are there.
  await page.getByRole('link', { name: 'Edit company info' }).click();
  await expect(page).toHaveURL(/\/EditCompanyInfo$/);
  await expect(page.getByLabel('Country')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Country')).toHaveValue('Egypt');
  await expect(page.getByLabel('Company phone')).toHaveValue('+20 2 2345 6789');
  await page.getByLabel('Position in the company').fill('Head of People');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/Company\/Profile$/);
  await expect(page.getByText('Head of People')).toBeVisible();

  // Search with two filters.
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Candidates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search candidates' })).toBeVisible();
  await page.getByLabel('Job Position').selectOption('Digital Services');
  await page.getByLabel('Years of Experience').selectOption('2-5 years');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/jobPosition=Digital\+Services/);
  await expect(page).toHaveURL(/yearsOfExp=2-5\+years/);
  expect(new URL(page.url()).searchParams.has('HLOfEdu')).toBe(false);

  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Candidates found: 1')).toBeVisible();
  const card = results.getByRole('article').filter({ hasText: target.name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: target.account.email })).toHaveAttribute(
    'href',
    `mailto:${target.account.email}`,
  );
  await expect(card.getByText('Theorist')).toBeVisible();
  await expect(card.getByText('Demonstrative Mind')).toBeVisible();
  await expect(results.getByText(senior.name)).toHaveCount(0);
  await expectAccessible(page);
  await expect(results.getByText(banker.name)).toHaveCount(0);

  // The API gives the same candidates as the screen.
  const api = await page.request.get(
    `${baseURL}/api/company/search?jobPosition=Digital%20Services&yearsOfExp=2-5%20years`,
    { headers: { authorization: `Bearer ${company.token}` } },
  );
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { users: { _id: string }[]; total: number };
  expect(body.users.map((u) => u._id)).toEqual([target.account.id]);

  // Export CSV gives the same candidates as a file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    results.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^candidates-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(target.account.email);
  expect(lines[1]).toContain('Theorist');

  // The same search after a reload, and the personality filter narrows it the same way.
  await page.reload();
  await expect(page.getByLabel('Job Position')).toHaveValue('Digital Services');
  await expect(results.getByRole('article').filter({ hasText: target.name })).toBeVisible();
  await page.getByRole('radio', { name: 'Foreseeing' }).check({ force: true });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/iRes1=1/);
  await expect(results.getByText('No candidates match these filters')).toBeVisible();
  await page.getByRole('radio', { name: 'Theorist' }).check({ force: true });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByText('Candidates found: 1')).toBeVisible();

  // Reset shows everyone with a complete profile again: as many as the API counts with no filter
  // (other journeys of the same run add candidates too).
  const all = await page.request.get(`${baseURL}/api/company/search`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  const everyone = ((await all.json()) as { total: number }).total;
  expect(everyone).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Reset' }).first().click();
  await expect(page).toHaveURL(/\/Company\/Filter$/);
  await expect(results.getByText(`Candidates found: ${everyone}`)).toBeVisible();

  // Back to the two filters, then open the candidate.
  await page.goBack();
  await expect(results.getByText('Candidates found: 1')).toBeVisible();
  await results
    .getByRole('article')
    .filter({ hasText: target.name })
    .getByText('Faculty degree')
    .click();
  // The profile carries the way back to these results (decision 146).
  await expect(page).toHaveURL(new RegExp(`/viewProfile/${target.account.id}(\\?back=.+)?$`));
  expect(await page.evaluate(() => sessionStorage.getItem('viewID'))).toBe(target.account.id);
  await expect(page.getByText(target.name).first()).toBeVisible();
});
