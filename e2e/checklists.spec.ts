// spec 2 and 4 (Find a Boss / Job Match), decisions.md section 7, issue 8: the 11-tick error,
// a 3-tick result with the right percentages, each submit from zero, Job Match's 700 px scroll,
// and saving a description card.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { isiKey } from '../packages/domain/src/isi/key';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { axeOf, wcagTags } from './support/axe';

let company: E2EAccount;

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
});

async function call(path: string, token: string, method: string, body: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
}

/** 48 answers: every brp (Experiential) statement keyed at `keyed`, all others 3. */
function answersWithExperiential(keyed: number): number[] {
  return isiKey.map((entry) => {
    if (entry.scale !== 'brp') return 3;
    return entry.reverse ? 6 - keyed : keyed;
  });
}

/** A job seeker with a complete profile whose ISI gives the Accomplisher style (6). */
async function accomplisher(name: string, keyed: number): Promise<E2EAccount> {
  const account = await createVerifiedAccount('User');
  await call('user', account.token, 'PUT', {
    name,
    nationalID: '29901011234567',
    dateOfBirth: '1994-05-01',
    address: '5 Nile Street, Giza',
    country: 'Egypt',
    mobileNO: '+20 1012345678',
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Engineering',
    otherf: '',
    jobPosition: 'Manufacturing',
    yearsOfExp: '6-10 years',
    CV: 'https://drive.example.com/cv.pdf',
    longTermGoals: 'Run a production plant',
    Motivation: 'Getting things done',
    job: [
      {
        jobtitle: 'Shift supervisor',
        role: 'Management',
        hiringbody: 'Private Business',
        startDate: '2018-01-01',
        endDate: '2024-01-01',
        description: '',
      },
    ],
    certificates: [],
    internships: [],
    generalSkills: [{ name: 'Leadership' }],
    technicalSkills: [{ name: 'Lean manufacturing' }],
  });
  await call('company/test', account.token, 'POST', { result: answersWithExperiential(keyed) });
  return account;
}

test.use({ viewport: { width: 1280, height: 800 } });

async function tick(page: Page, labels: string[]) {
  for (const label of labels) await page.getByRole('checkbox', { name: label }).check();
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' });

function percentOf(page: Page, style: number) {
  return results(page).getByTestId(`style-${style}`).locator('.chart-legend-value');
}

test('more than 10 ticks: "Sorry, more than 10 choices" in red and no results', async ({
  page,
}) => {
  await loginInBrowser(page, company, '/Company/findboss');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Boss' })).toBeVisible();
  const boxes = page
    .getByRole('group', { name: 'Features of the boss you are looking for' })
    .getByRole('checkbox');
  await expect(boxes).toHaveCount(27);
  for (let i = 0; i < 10; i++) await boxes.nth(i).check();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sorry, more than 10 choices' }),
  ).toHaveCount(0);

  await boxes.nth(10).check();
  const error = page.getByRole('alert').filter({ hasText: 'Sorry, more than 10 choices' });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page)).toHaveCount(0);

  await boxes.nth(10).uncheck();
  await expect(error).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page)).toBeVisible();
});

test('Job Match: 3 ticks of one group give 43%, each submit starts from zero, 700 px scroll', async ({
  page,
}) => {
  await loginInBrowser(page, company, '/Company/jobmatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Match' })).toBeVisible();
  await tick(page, [
    'Verbal communication',
    'Explaining complex topics simply',
    'Negotiation and persuasion',
  ]);
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await submit.click();
  await expect(results(page)).toBeVisible();
  await expect(percentOf(page, 4)).toHaveText('43%');
  for (const style of [5, 6, 7]) await expect(percentOf(page, style)).toHaveText('0%');
  await expect(results(page)).toContainText(
    'This role points to the Demonstrative Mind leadership style.',
  );
  await expect(
    results(page).getByRole('img', { name: /Leadership styles this role points to/ }),
  ).toBeVisible();
  const maxScroll = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBe(Math.min(before + 700, maxScroll));

  // A second submit is scored from zero: only what is ticked now counts.
  for (const label of [
    'Verbal communication',
    'Explaining complex topics simply',
    'Negotiation and persuasion',
  ]) {
    await page.getByRole('checkbox', { name: label }).uncheck();
  }
  await tick(page, ['Planning and scheduling']);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(percentOf(page, 7)).toHaveText('14%');
  await expect(percentOf(page, 4)).toHaveText('0%');
  await expect(results(page)).toContainText('This role points to the Planner leadership style.');
});

test('Find a Boss: save the result as a description card, list it, delete it', async ({ page }) => {
  await loginInBrowser(page, company, '/CompanyView/findboss');
  await tick(page, [
    'Plans work in stages with milestones',
    'Sets up procedures and follows them',
    'Explains goals and decisions clearly',
  ]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(percentOf(page, 7)).toHaveText('29%');
  await expect(percentOf(page, 4)).toHaveText('14%');

  // No title yet: the card cannot be named, and the form says so at the Job Title field.
  await page.getByRole('button', { name: 'Save as description card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Give the card a title' })).toBeVisible();
  await expect(page.getByLabel('Job Title')).toBeFocused();

  await page.getByLabel('Job Title').fill('Operations manager');
  await page.getByLabel('Job Description').fill('Runs the warehouse and its suppliers.');
  await page.getByRole('button', { name: 'Save as description card' }).click();
  await expect(page.getByText('Description card saved')).toBeVisible();

  const cards = page.getByRole('region', { name: 'Saved description cards' });
  const card = cards.getByRole('listitem').filter({ hasText: 'Operations manager' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Points to: Planner');
  await expect(card).toContainText('Runs the warehouse and its suppliers.');

  // The form, the results chart, the candidates and the cards pass axe (WCAG 2 AA); toasts belong
  // to the app shell.
  const axe = await axeOf(page).withTags(wcagTags).exclude('[data-sonner-toaster]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  // It is kept on the server: still there after a reload, on the other checklist too.
  await page.goto('/Company/jobmatch');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete the card Operations manager' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Description card deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(cards).toContainText('No description cards yet');
});

test('the candidates of the top style are listed strongest first and open their profile', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  // brp 100 and brp 75 (others 50): both Accomplishers, the first the stronger.
  const strong = await accomplisher(`Salma Strong ${tag}`, 5);
  await accomplisher(`Karim Steady ${tag}`, 4);

  await loginInBrowser(page, company, '/Company/findboss');
  await tick(page, [
    'Leads by working alongside the team',
    'Drives tasks to completion under pressure',
    'Solves problems on the spot',
  ]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(percentOf(page, 6)).toHaveText('43%');

  const list = page.getByRole('region', { name: 'Candidates with the Accomplisher style' });
  const names = list.getByRole('link', { name: new RegExp(tag) });
  await expect(names).toHaveText([`Salma Strong ${tag}`, `Karim Steady ${tag}`]);
  await names.first().click();
  await expect(page).toHaveURL(new RegExp(`/viewProfile/${strong.id}$`));
  expect(await page.evaluate(() => sessionStorage.getItem('viewID'))).toBe(strong.id);
});

test.describe('on a phone (issue 23)', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the eleventh tick is told where it is made; an empty submit asks for a tick', async ({
    page,
  }) => {
    await loginInBrowser(page, company, '/Company/findboss');
    await page.getByRole('button', { name: 'Submit' }).click();
    const none = page.getByRole('alert').filter({ hasText: 'Tick at least one item' });
    await expect(none).toBeInViewport();
    await expect(results(page)).toHaveCount(0);

    const boxes = page
      .getByRole('group', { name: 'Features of the boss you are looking for' })
      .getByRole('checkbox');
    // As a person ticks on a phone: the first boxes in the middle of the screen, far above the
    // end of the 27-item list.
    await boxes.nth(5).evaluate((box) => box.scrollIntoView({ block: 'center' }));
    for (let i = 0; i < 10; i++) await boxes.nth(i).check();
    await expect(none).toHaveCount(0);
    await boxes.nth(10).check();
    const error = page.getByRole('alert').filter({ hasText: 'Sorry, more than 10 choices' });
    await expect(error).toBeInViewport();
    await expect(boxes.nth(10)).toBeInViewport();
  });

  test('a saved card of a tie keeps both styles', async ({ page }) => {
    const title = `Tied lead ${randomBytes(3).toString('hex')}`;
    await loginInBrowser(page, company, '/Company/findboss');
    await tick(page, [
      'Plans work in stages with milestones',
      'Explains goals and decisions clearly',
    ]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByLabel('Job Title').fill(title);
    await page.getByRole('button', { name: 'Save as description card' }).click();
    const card = page
      .getByRole('region', { name: 'Saved description cards' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(card).toContainText('Points to: Demonstrative Mind');
    await expect(card).toContainText('Points to: Planner');
  });
});
