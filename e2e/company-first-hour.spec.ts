// Issue 46 (decisions 252 and 253): a new company owner's first hour, in the browser, on a laptop
// and on a phone. From the home page's "Find candidates" to the company sign-up, the mailed
// verification, the first login that opens the guide, the owner's name, a company profile without
// its registration papers, and a first posting published from the guide. Each step is checked
// against what the server stored.
import { expect, test, type Page } from '@playwright/test';
import { checklistItems } from '../packages/domain/src/checklists/items';
import { login, uniqueEmail } from './support/accounts';
import { apiOk } from './support/api';
import { baseURL } from './support/env';
import { linkIn, waitForMail } from './support/mail';

const password = 'First-hour#2026';

const viewports = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

interface Guide {
  done: string[];
  next: string | null;
  skippedAt: string | null;
  finishedAt: string | null;
  open: boolean;
}

async function nextStep(page: Page, label = 'Done: next step') {
  const before = await page.locator('.guide-step-done').count();
  await page.getByRole('button', { name: label }).click();
  await expect(page.locator('.guide-step-done')).toHaveCount(before + 1);
}

for (const viewport of viewports) {
  test(`a new company owner posts a first job from the guide (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = uniqueEmail(`first-hour-${viewport.name}`);
    const companyName = `Nile Foods ${viewport.name} ${Date.now().toString(36)}`;
    const title = `Warehouse lead ${viewport.name} ${Date.now().toString(36)}`;

    // The home page's call to action opens the company sign-up, not the login form.
    await page.goto('/');
    await page.getByRole('link', { name: 'Find candidates' }).click();
    await expect(page).toHaveURL(/\/auth\?signup=company$/);
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByLabel('Sign up as a company')).toBeChecked();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const sent = page.getByRole('dialog', {
      name: 'An email has been sent to you: open it to verify your account.',
    });
    await sent.getByRole('button', { name: 'OK' }).click();

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(linkIn(mail, baseURL)).toContain('/api/company/verify?token=');
    await page.goto(linkIn(mail, baseURL));
    await expect(page).toHaveURL(/\/auth\?verified=1$/);

    // The first login opens the guide, not the single-use link page.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Login as a company').check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/Company\/Welcome\?login=1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your first hour on TalentPool' }),
    ).toBeVisible();
    await expect(page.getByText('0 of 4 steps done')).toBeVisible();
    const owner = await login('Company', email, password);
    expect(await apiOk<Guide>('company/guide', owner.token)).toMatchObject({
      done: [],
      next: 'profile',
      open: true,
    });

    // Step 1: the owner's name, then the company without its registration papers.
    await page.getByLabel('Your name').fill('Mona Adel');
    await page.getByRole('button', { name: 'Save my name' }).click();
    await expect(page.getByText('Your name is saved.')).toBeVisible();
    await expect(page.locator('.sidebar-member-name')).toHaveText('Mona Adel');
    expect((await apiOk<{ member: { name: string } }>('company/me', owner.token)).member.name).toBe(
      'Mona Adel',
    );

    await page.getByRole('link', { name: 'Set up the company profile' }).click();
    await expect(page).toHaveURL(/\/Companyform\?from=guide$/);
    await page.getByLabel('Company name').fill(companyName);
    await page.getByLabel('Industry').selectOption('Trading');
    await page.getByLabel('Company address').fill('12 Tahrir Square, Cairo');
    await page.getByLabel('Country').selectOption('Egypt');
    await page.getByLabel('Company phone').fill('+20 2 2345 6789');
    await page.getByLabel('Company size').selectOption('<10');
    await page.getByLabel('Legal entity').selectOption('Limited Liability Company');
    await page.getByLabel('Full name').fill('Mona Adel');
    await page.getByLabel('Position in the company').fill('Founder');
    await page.getByLabel('Mobile number').fill('+20 100 123 4567');
    await page.getByLabel('E-mail address').fill(email);
    await expect(
      page.getByText('Not needed to post a job: you can add it later.').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/Company\/Welcome$/);
    await expect(page.getByText(`Company profile saved:`)).toBeVisible();
    const company = await apiOk<Record<string, unknown>>(`company/${owner.id}`, owner.token);
    expect(company).toMatchObject({
      companyName,
      dataComplete: true,
      commercialRegistrationNumber: '',
      registrationYear: '',
      contactPersonData_IDNumber: '',
    });
    await nextStep(page);

    // Step 2, the team: passed over for now.
    await expect(page.getByRole('link', { name: 'Invite your team' })).toBeVisible();
    await nextStep(page);
    expect(await apiOk<Guide>('company/guide', owner.token)).toMatchObject({
      done: ['profile', 'team'],
      next: 'posting',
    });

    // Step 3: the first posting, published.
    await page.getByRole('link', { name: 'Post a job' }).click();
    await expect(page).toHaveURL(/\/CompanyView\/Jobs\/new$/);
    await page.getByLabel('Job title').fill(title);
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('Run the night shift of our Cairo warehouse.');
    await page.getByLabel('Workplace').selectOption('onsite');
    await page.getByLabel('Country').selectOption({ label: 'Egypt' });
    await page.getByRole('combobox', { name: /^Field/ }).selectOption('Trading');
    for (const index of [1, 2, 3]) {
      await page
        .getByLabel(checklistItems.findboss[index]?.label.en ?? '', { exact: true })
        .check();
    }
    await page.getByRole('button', { name: 'Save draft' }).click();
    const item = page.getByRole('article', { name: title });
    await item.getByRole('button', { name: 'Publish' }).click();
    await expect(item.getByText('Published')).toBeVisible();

    // Back to the guide from the menu: it goes on where it was left.
    await page.getByRole('link', { name: 'Getting started' }).click();
    await expect(page.getByText('2 of 4 steps done')).toBeVisible();
    await nextStep(page);
    await expect(page.getByRole('link', { name: 'Open Jobs' })).toBeVisible();
    await nextStep(page, 'Done: finish the guide');
    await expect(
      page.getByText('You are all set. Your postings and their applicants are under Jobs.'),
    ).toBeVisible();

    // What the server stored: the name, the guide finished, the posting published.
    const guide = await apiOk<Guide>('company/guide', owner.token);
    expect(guide).toMatchObject({
      done: ['profile', 'team', 'posting', 'applicants'],
      next: null,
      skippedAt: null,
      open: false,
    });
    expect(guide.finishedAt).not.toBeNull();
    const postings = await apiOk<{ postings: { title: string; status: string }[] }>(
      'company/jobs',
      owner.token,
    );
    expect(postings.postings.map((p) => [p.title, p.status])).toEqual([[title, 'published']]);

    // A later login goes to the member's first page, not the guide.
    const again = await page.context().newPage();
    await again.setViewportSize({ width: viewport.width, height: viewport.height });
    await again.goto('/auth');
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password', { exact: true }).fill(password);
    await again.getByLabel('Login as a company').check();
    await again.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(again).toHaveURL(/\/CompanyView\/Profile$/);
    await again.close();
  });
}

test('the guide can be skipped at the first login and resumed from the menu', async ({ page }) => {
  const email = uniqueEmail('first-hour-skip');
  const res = await fetch(`${baseURL}/api/company/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, ConfirmPassword: password }),
  });
  expect(res.status).toBe(201);
  const mail = await waitForMail((m) => m.to.includes(email));
  expect((await fetch(linkIn(mail, baseURL), { redirect: 'manual' })).status).toBe(302);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Login as a company').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/Company\/Welcome\?login=1$/);
  await page.getByRole('button', { name: 'Skip the guide' }).click();
  await expect(page).toHaveURL(/\/CompanyView\/Profile$/);
  const owner = await login('Company', email, password);
  const skipped = await apiOk<Guide>('company/guide', owner.token);
  expect(skipped).toMatchObject({ done: [], open: false });
  expect(skipped.skippedAt).not.toBeNull();

  await page.getByRole('link', { name: 'Getting started' }).click();
  await expect(
    page.getByText('You skipped the guide earlier. It goes on where you left it.'),
  ).toBeVisible();
  await nextStep(page);
  expect(await apiOk<Guide>('company/guide', owner.token)).toMatchObject({
    done: ['profile'],
    skippedAt: null,
    open: true,
  });
});
