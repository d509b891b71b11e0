// Issue 20 (decisions 130 and 132): a company shapes its own hiring process in the browser and
// uses it. It builds a stage template (the editor first refuses a list without a rejected stage,
// on screen), adds a reject reason, creates a posting from the template, and on the board, whose
// columns are its own stages, selects applicants with a click and a shift-click and rejects them
// in bulk with that reason. Every step is checked in what the server stored (the template, the
// posting's stages, each application's stage and the reason in its history), not only on screen;
// then the board and the application drawer are read in Arabic, and both pages pass axe.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { checklistItems } from '../packages/domain/src/checklists/items';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { axeOf, wcagTags } from './support/axe';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const tag = randomBytes(3).toString('hex');
const templateName = `Engineering ${tag}`;
const jobTitle = `Site Engineer ${tag}`;
const reasonEn = `No work permit ${tag}`;
const reasonAr = `لا يوجد تصريح عمل ${tag}`;

async function call(path: string, token: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

interface Stage {
  key: string;
  name: { en: string; ar: string };
  kind: string;
}

async function expectAccessible(page: Page, what: string) {
  const results = await axeOf(page).withTags(wcagTags).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, what).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

function profileOf(name: string) {
  return {
    name,
    nationalID: '29901011234567',
    dateOfBirth: '1995-01-01',
    address: '10 Tahrir Square, Cairo',
    country: 'Egypt',
    mobileNO: '+20 1012345678',
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Engineering',
    otherf: '',
    jobPosition: 'Architecture and Construction',
    yearsOfExp: '2-5 years',
    CV: 'https://drive.example.com/cv.pdf',
    longTermGoals: 'Build bridges',
    Motivation: 'Solid structures',
    job: [],
    certificates: [],
    internships: [],
    generalSkills: [{ name: 'Planning' }],
    technicalSkills: [{ name: 'AutoCAD' }],
  };
}

let company: E2EAccount;
const applicants: { account: E2EAccount; name: string }[] = [];
let postingId = '';

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  await call('company', company.token, 'PUT', {
    companyName: `Delta Build ${tag}`,
    companyAddress: '5 Nile Corniche, Cairo',
    companyPhone: '+20 2 2345 6789',
    industry: 'Trading',
    country: 'Egypt',
    URL: 'https://delta.example.com',
    facebook: '',
    linkedin: '',
    instagram: '',
    companySize: '>50',
    legalEntity: 'Corporation',
    olegalEntity: '',
    commercialRegistrationNumber: 'CR-20',
    registrationYear: '2010-05-01',
    contactPersonData_FullName: 'Hoda Hassan',
    contactPersonData_IDNumber: '29001011234567',
    contactPersonData_PositionInTheCompany: 'HR',
    contactPersonData_mobileNumber: '+20 100 123 4567',
    contactPersonData_emailAddress: 'hr@delta.example.com',
    contactPersonData_availableServices: '',
    contactPersonData_subscriptionOptions: '',
  });
  for (const first of ['Amr', 'Basma', 'Chadi', 'Dina']) {
    const account = await createVerifiedAccount('User');
    const name = `${first} Engineer ${tag}`;
    await call('user', account.token, 'PUT', profileOf(name));
    applicants.push({ account, name });
  }
});

test('a company builds its own stage list and a reject reason', async ({ page }) => {
  await loginInBrowser(page, company, '/Company/Profile');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Hiring process' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring process' })).toBeVisible();
  await expectAccessible(page, 'the hiring process page');

  await page.getByRole('link', { name: 'New stage template' }).click();
  await page.getByLabel('Template name').fill(templateName);
  const stage = (position: number) =>
    page.getByRole('group', { name: new RegExp(`^Stage ${position}\\b`) });
  // The six defaults: Screening becomes "Phone screen", Offer goes, Rejected goes (for now).
  await stage(2).getByLabel('Name in English').fill('Phone screen');
  await stage(2).getByLabel('Name in Arabic').fill('مكالمة هاتفية');
  await stage(4)
    .getByRole('button', { name: /Remove/ })
    .click(); // Offer
  await stage(5)
    .getByRole('button', { name: /Remove/ })
    .click(); // Rejected
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('A process needs at least one rejected stage')).toBeVisible();

  // A stage of its own, added and moved to the end with the keyboard, as the rejected stage.
  await page.getByRole('button', { name: 'Add a stage' }).click();
  const added = stage(4);
  await expect(added.getByLabel('Name in English')).toBeFocused();
  await page.keyboard.type('Not a fit');
  await added.getByLabel('Name in Arabic').fill('غير مناسب');
  await added.getByLabel('Kind').selectOption('rejected');
  await added.getByLabel('Name in English').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(stage(5).getByLabel('Name in English')).toHaveValue('Not a fit');
  await expectAccessible(page, 'the stage template editor');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring process' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: templateName })).toBeVisible();

  // What the server stored.
  const { templates } = (await call('company/stage-templates', company.token)) as {
    templates: { _id: string; name: string; stages: Stage[] }[];
  };
  const saved = templates.find((x) => x.name === templateName);
  expect(saved?.stages.map((s) => [s.key, s.name.en, s.name.ar, s.kind])).toEqual([
    ['applied', 'Applied', expect.any(String), 'active'],
    ['screening', 'Phone screen', 'مكالمة هاتفية', 'active'],
    ['interview', 'Interview', expect.any(String), 'active'],
    ['hired', 'Hired', expect.any(String), 'hired'],
    ['notAFit', 'Not a fit', 'غير مناسب', 'rejected'],
  ]);

  // A reject reason in both languages.
  const reasons = page.getByRole('region', { name: 'Reject reasons' });
  await reasons.getByLabel('Reason in English').fill(reasonEn);
  await reasons.getByLabel('Reason in Arabic').fill(reasonAr);
  await reasons.getByRole('button', { name: 'Add reason' }).click();
  await expect(reasons.getByText(reasonEn)).toBeVisible();
  const stored = (await call('company/reject-reasons', company.token)) as {
    reasons: { name: { en: string; ar: string }; archived: boolean }[];
  };
  expect(stored.reasons).toContainEqual(
    expect.objectContaining({ name: { en: reasonEn, ar: reasonAr }, archived: false }),
  );
});

test('a posting made from the template has its stages', async ({ page }) => {
  await loginInBrowser(page, company, '/CompanyView/Jobs/new');
  await page.getByLabel('Job title').fill(jobTitle);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Supervise the site works.');
  await page.getByLabel('Workplace').selectOption('onsite');
  await page.getByLabel('Country').selectOption({ label: 'Egypt' });
  await page
    .getByRole('combobox', { name: /^Field/ })
    .selectOption('Architecture and Construction');
  for (const index of [21, 22, 23]) {
    await page.getByLabel(checklistItems.findboss[index]?.label.en ?? '', { exact: true }).check();
  }
  await page.getByRole('combobox', { name: 'Stages' }).selectOption({ label: templateName });
  await expect(
    page.getByText(/copies the stages of this template: Applied, Phone screen/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  const item = page.getByRole('article', { name: jobTitle });
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(item.getByText('Published')).toBeVisible();
  const href = await item.getByRole('link', { name: jobTitle, exact: true }).getAttribute('href');
  postingId = href?.split('/').pop() ?? '';
  expect(postingId).toMatch(/^[0-9a-f-]{36}$/);

  const stages = (await call(`company/jobs/${postingId}/stages`, company.token)) as {
    stages: Stage[];
  };
  expect(stages.stages.map((s) => s.key)).toEqual([
    'applied',
    'screening',
    'interview',
    'hired',
    'notAFit',
  ]);
  for (const a of applicants) await call(`jobs/${postingId}/apply`, a.account.token, 'POST', {});
});

test('the company bulk-rejects applicants with a reason', async ({ page }) => {
  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}`);
  await expect(page.getByRole('region', { name: /^Phone screen/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Not a fit/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Offer/ })).toHaveCount(0);
  const applied = page.getByRole('region', { name: /^Applied/ });
  await expect(applied.getByRole('article')).toHaveCount(4);

  // A click on the first card's box, a shift-click on the third: three selected.
  const cards = applied.getByRole('article');
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await cards.nth(0).getByRole('checkbox').click();
  await cards
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  const bar = page.getByTestId('bulk-bar');
  await expect(bar.getByText('3 applicants selected')).toBeVisible();
  const chosen = names.slice(0, 3) as string[];
  const kept = names[3] as string;

  await bar.getByRole('button', { name: 'Reject with a reason...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 3 applicants' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Choose a reason for the rejection')).toBeVisible();
  await dialog.getByLabel(/Reason/).selectOption({ label: reasonEn });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const result = page.getByRole('dialog', { name: 'Rejected' });
  await expect(result.getByText('3 done')).toBeVisible();
  await result.getByRole('button', { name: 'OK' }).click();
  const rejected = page.getByRole('region', { name: /^Not a fit/ });
  for (const name of chosen) {
    await expect(rejected.getByRole('article', { name })).toBeVisible();
  }
  await expect(applied.getByRole('article', { name: kept })).toBeVisible();

  // What the server stored: each one's stage and the reason in its history.
  const page1 = (await call(
    `company/jobs/${postingId}/applicants?stage=notAFit&pageSize=10`,
    company.token,
  )) as { applicants: { _id: string; applicant: { name?: string } }[] };
  expect(page1.applicants.map((a) => a.applicant.name).sort()).toEqual([...chosen].sort());
  for (const a of page1.applicants) {
    const detail = (await call(`company/applications/${a._id}`, company.token)) as {
      stage: string;
      history: { from: string | null; to: string; reason?: { name: { en: string } } | null }[];
    };
    expect(detail.stage).toBe('notAFit');
    expect(detail.history.at(-1)).toMatchObject({
      from: 'applied',
      to: 'notAFit',
      reason: { name: { en: reasonEn } },
    });
  }
});

test('in Arabic: the board names its own stages and the drawer shows the reason', async ({
  page,
}) => {
  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}`);
  await expect(page.getByRole('region', { name: /^Phone screen/ })).toBeVisible();
  await page.getByRole('button', { name: /Language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: /^مكالمة هاتفية/ })).toBeVisible();
  const rejected = page.getByRole('region', { name: /^غير مناسب/ });
  const card = rejected.getByRole('article').first();
  const details = card.getByRole('button', { name: 'التفاصيل' });
  await details.click();
  const drawer = page.getByTestId('application-panel');
  await expect(drawer.getByText(`السبب: ${reasonAr}`)).toBeVisible();
  await expectAccessible(page, 'the pipeline with its drawer in Arabic');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(details).toBeFocused();

  // On a phone the columns stack, the bulk bar wraps and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('bulk-bar')).toBeVisible();
  await expectAccessible(page, 'the pipeline in Arabic at 375 px');
});
