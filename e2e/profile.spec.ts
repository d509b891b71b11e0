// Issue 4: a new job seeker goes from an empty profile to a complete, shareable one: every spec 5
// message at its field, the whole form, the Congratulations modal, every section on the profile
// page, editing the phone and goals, a picture upload, and a public page without private data.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { axeOf } from './support/axe';

let user: E2EAccount;

test.beforeAll(async () => {
  user = await createVerifiedAccount('User');
});

test.use({ viewport: { width: 1280, height: 900 } });

const field = (page: Page, name: string) => page.locator(`#field-${name.replaceAll('.', '-')}`);
const errorOf = (page: Page, name: string) =>
  page.locator(`#field-${name.replaceAll('.', '-')}-error`);

const data = {
  name: 'Salma Hassan',
  nationalID: '29905051234567',
  dateOfBirth: '1999-05-05',
  address: '7 Tahrir Square, Giza',
  phone: '+20 1012345678',
  newPhone: '+20 1229876543',
  // Decision 139: the server stores and shows numbers in E.164.
  storedPhone: '+201012345678',
  storedNewPhone: '+201229876543',
  cv: 'https://drive.example.com/salma-cv',
  goals: 'Lead a product analytics team',
  newGoals: 'Run the analytics practice of a large bank',
};

test('from an empty profile to a complete, shareable one', async ({ page, browser }) => {
  await loginInBrowser(page, user, '/Profile/myprofile');
  await page.getByRole('link', { name: 'Set Up My Profile' }).click();
  await expect(page).toHaveURL(/\/Userform$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // spec 3: the initial items and the phone prefix.
  await expect(page.getByRole('group', { name: /^Job position \d$/ })).toHaveCount(1);
  await expect(page.getByRole('group', { name: /^Certificate \d$/ })).toHaveCount(1);
  await expect(page.getByRole('group', { name: /^Internship \d$/ })).toHaveCount(1);
  await expect(page.getByRole('group', { name: /^General skill \d$/ })).toHaveCount(2);
  await expect(page.getByRole('group', { name: /^Technical skill \d$/ })).toHaveCount(2);
  await expect(field(page, 'mobileNO')).toHaveValue('+20 ');

  // spec 5: every rule's message at its field.
  await page.getByRole('button', { name: 'Submit' }).click();
  const expected: [string, string][] = [
    ['name', 'Name field is required'],
    ['nationalID', 'National ID field is required'],
    ['dateOfBirth', 'Birth date field is required'],
    ['address', 'Address is required'],
    ['country', 'Country is required'],
    ['mobileNO', 'Phone number field is required'],
    ['CV', 'CV field is required'],
    ['HLOfEdu', 'Education field is required'],
    ['faculty', 'Faculty field is required'],
    ['jobPosition', 'Your job position is required'],
    ['yearsOfExp', 'Your year of experience is required'],
    ['longTermGoals', 'This field is required'],
    ['Motivation', 'This field is required'],
    ['certificates.0.name', 'Name is required'],
    ['certificates.0.body', 'This field is required'],
    ['technicalSkills.0.name', 'Field is required'],
    ['generalSkills.0.name', 'Field is required'],
    ['job.0.jobtitle', 'This field is required'],
    ['job.0.role', 'This field is required'],
    ['job.0.hiringbody', 'This field is required'],
    ['job.0.startDate', 'This field is required'],
    ['job.0.endDate', 'This field is required'],
  ];
  for (const [name, message] of expected) {
    await expect(errorOf(page, name)).toHaveText(message);
    await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(errorOf(page, 'internships.0.position')).toHaveCount(0);

  // Basic info and contact.
  await field(page, 'name').fill(data.name);
  await field(page, 'nationalID').fill(data.nationalID);
  await field(page, 'dateOfBirth').fill(data.dateOfBirth);
  await field(page, 'country').selectOption('Egypt');
  await field(page, 'address').fill(data.address);
  await field(page, 'mobileNO').fill(data.phone);
  // Education.
  await field(page, 'HLOfEdu').selectOption('Faculty degree');
  await field(page, 'faculty').selectOption('Other');
  await field(page, 'otherf').fill('Data Science Institute');
  // Certificates: add a second one, then remove it again.
  await field(page, 'certificates.0.name').fill('Google Data Analytics');
  await field(page, 'certificates.0.body').fill('Coursera');
  await page.getByRole('button', { name: 'Add a certificate' }).click();
  await expect(page.getByRole('group', { name: /^Certificate \d$/ })).toHaveCount(2);
  await expect(field(page, 'certificates.1.name')).toHaveValue('');
  await page.getByRole('button', { name: 'Remove Certificate 2' }).click();
  await expect(page.getByRole('group', { name: /^Certificate \d$/ })).toHaveCount(1);
  // Internship.
  await field(page, 'internships.0.position').fill('Analytics Intern');
  await field(page, 'internships.0.place').fill('National Bank');
  await field(page, 'internships.0.startDate').fill('2020-07-01');
  await field(page, 'internships.0.endDate').fill('2020-09-30');
  await field(page, 'internships.0.description').fill('Cleaned loan data');
  // Skills, goals, motivation.
  await field(page, 'generalSkills.0.name').fill('Communication');
  await field(page, 'generalSkills.1.name').fill('Leadership');
  await field(page, 'technicalSkills.0.name').fill('SQL');
  await field(page, 'technicalSkills.1.name').fill('Tableau');
  await page.getByRole('button', { name: 'Add a technical skill' }).click();
  await field(page, 'technicalSkills.2.name').fill('Python');
  await field(page, 'longTermGoals').fill(data.goals);
  await field(page, 'Motivation').fill('Turning numbers into decisions');
  // Work experience.
  await field(page, 'jobPosition').selectOption('Data Management');
  await field(page, 'yearsOfExp').selectOption('2-5 years');
  await field(page, 'job.0.jobtitle').fill('Data Analyst');
  await field(page, 'job.0.role').selectOption('Technical');
  await field(page, 'job.0.hiringbody').selectOption('Private Business');
  await field(page, 'job.0.startDate').fill('2021-01-15');
  await field(page, 'job.0.endDate').fill('2024-03-31');
  await field(page, 'job.0.description').fill('Built the sales dashboards');
  // CV. First one the browser accepts but the server refuses (an uploaded file that is not
  // this user's): the save fails, says why at the field, and keeps everything typed.
  await field(page, 'CV').fill('/api/files/cv-00000000-0000-4000-8000-000000000000.pdf');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.form-problem')).toContainText('Your profile was not saved');
  await expect(errorOf(page, 'CV')).toHaveText(
    'Enter a link that starts with https:// or upload a PDF',
  );
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toHaveCount(0);
  await expect(field(page, 'name')).toHaveValue(data.name);
  await expect(field(page, 'technicalSkills.2.name')).toHaveValue('Python');
  await expect(field(page, 'job.0.description')).toHaveValue('Built the sales dashboards');
  await field(page, 'CV').fill(data.cv);

  await page.getByRole('button', { name: 'Submit' }).click();
  const done = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(done).toBeVisible();
  await expect(done).toContainText("You've completed your Profile, Tab to See Results");
  await done.getByRole('link', { name: 'See Results' }).click();
  await expect(page).toHaveURL(/\/Profile\/myprofile$/);

  // Every section on the profile page.
  const main = page.locator('.profile-view');
  await expect(main.getByRole('heading', { level: 1, name: data.name })).toBeVisible();
  for (const text of [
    'Data Management',
    '2-5 years',
    'Faculty degree',
    'Data Science Institute',
    data.storedPhone,
    data.address,
    '05-05-1999',
    'Google Data Analytics',
    'Coursera',
    'Analytics Intern',
    'National Bank',
    'From 01-07-2020 To 30-09-2020',
    'Data Analyst',
    'Technical · Private Business',
    'From 15-01-2021 to 31-03-2024',
    'Built the sales dashboards',
    'Communication',
    'Leadership',
    'SQL',
    'Tableau',
    'Python',
    data.goals,
    'Turning numbers into decisions',
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(main.getByRole('link', { name: 'Open CV' })).toHaveAttribute('href', data.cv);
  await expect(main.getByRole('heading', { name: 'Personality Details' })).toBeVisible();
  const shareLink = main.getByTestId('share-link');
  await expect(shareLink).toHaveText(new RegExp(`/viewProfile/${user.id}$`));

  // Edit the phone and the goals; basic info is read-only.
  await main.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/EditUserInfo$/);
  await expect(field(page, 'name')).toHaveAttribute('readonly', '');
  await expect(field(page, 'nationalID')).toHaveAttribute('readonly', '');
  await field(page, 'mobileNO').fill(data.newPhone);
  await field(page, 'longTermGoals').fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(errorOf(page, 'longTermGoals')).toHaveText('This field is required');
  await expect(field(page, 'mobileNO')).toHaveValue(data.newPhone);
  await field(page, 'longTermGoals').fill(data.newGoals);
  // The CV becomes an uploaded PDF instead of the drive link.
  await page.getByLabel('or upload a PDF (up to 5 MB)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(field(page, 'CV')).toHaveValue(/^\/api\/files\/cv-[\w-]+\.pdf$/);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/Profile\/myprofile$/);
  await expect(main).toContainText(data.storedNewPhone);
  await expect(main).toContainText(data.newGoals);
  await expect(main).not.toContainText(data.phone);
  const ownCv = page.waitForResponse((r) => /\/api\/files\/cv-/.test(r.url()));
  await main.getByRole('button', { name: 'Open CV' }).click();
  expect((await ownCv).status()).toBe(200);

  // Upload a picture.
  const png = await sharp({
    create: { width: 500, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  await main.getByRole('button', { name: 'Upload picture' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a profile picture' });
  await upload.getByLabel('Choose file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  const picture = main.getByRole('img', { name: `Profile picture of ${data.name}` });
  await expect(picture).toHaveAttribute('src', /^\/api\/files\/pic-[\w-]+\.webp$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(400);

  // The shareable link in a fresh, logged-out browser: nothing private.
  const href = await shareLink.getAttribute('href');
  expect(href).toBeTruthy();
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(href ?? '');
  const view = visitor.locator('.profile-view');
  await expect(view.getByRole('heading', { level: 1, name: data.name })).toBeVisible();
  await expect(view).toContainText('Data Analyst');
  await expect(view).toContainText('Python');
  await expect(view.getByRole('img', { name: `Profile picture of ${data.name}` })).toBeVisible();
  const body = (await visitor.locator('body').innerText()) + (await visitor.content());
  for (const secret of [
    data.nationalID,
    '1999-05-05',
    '05-05-1999',
    data.newPhone,
    '1229876543',
    user.email,
    data.address,
    'Tahrir',
    data.cv,
    'salma-cv',
    '/api/files/cv-',
  ]) {
    expect(body, `public page shows ${secret}`).not.toContain(secret);
  }
  await expect(visitor.getByRole('link', { name: 'Open CV' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Upload picture' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await context.close();
});

test('billing says the trial is free', async ({ page }) => {
  await loginInBrowser(page, user, '/Profile/Bill');
  await expect(page.getByText('No Rush! You are on a free trial for now')).toBeVisible();
});

test('a company sees the profile without contact details or national ID, with the company sidebar', async ({
  page,
}) => {
  // The user takes the questionnaire (all answers 3: every score 50, Theorist, Demonstrative Mind).
  const answered = await fetch(`${baseURL}/api/company/test`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ result: Array(48).fill(3) }),
  });
  expect(answered.status).toBeLessThan(300);
  const company = await createVerifiedAccount('Company');
  await loginInBrowser(page, company, `/viewProfile/${user.id}`);
  const view = page.locator('.profile-view');
  await expect(view.getByRole('heading', { level: 1, name: data.name })).toBeVisible();
  await expect(view).toContainText(user.email);
  // The candidate never applied to this company and keeps contact details to companies they
  // applied to (the default, decisions.md 13): the phone is not sent at all.
  await expect(view).toContainText('Hidden by the candidate');
  await expect(view).not.toContainText(data.newPhone);
  await expect(view).not.toContainText(data.storedNewPhone);
  await expect(view).not.toContainText(data.nationalID);
  // A company may open the uploaded CV (it is fetched with the company's token).
  const cv = page.waitForResponse((r) => /\/api\/files\/cv-/.test(r.url()));
  await view.getByRole('button', { name: 'Open CV' }).click();
  const cvResponse = await cv;
  expect(cvResponse.status()).toBe(200);
  expect(cvResponse.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toContainText('Find A Boss');
  const personality = page.getByRole('region', { name: 'Personality Details' });
  await expect(personality).toContainText('Theorist');
  await expect(personality).toContainText('Demonstrative Mind');
  await expect(personality.getByRole('meter')).toHaveCount(8);
  await expect(personality.getByRole('meter', { name: 'Deductive' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
});

function api(account: E2EAccount, path: string) {
  return fetch(`${baseURL}/api/${path}`, { headers: { authorization: `Bearer ${account.token}` } });
}

test('a user can download their data and delete their account', async ({ page }) => {
  const leaving = await createVerifiedAccount('User');
  await loginInBrowser(page, leaving, '/Profile/myprofile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('talentpool-my-data.json');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  // decisions.md 14: deleting asks for the password; a wrong one deletes nothing.
  await confirm.getByLabel('Your password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(confirm.getByText('Password is incorrect')).toBeVisible();
  expect((await api(leaving, 'user/export')).status).toBe(200);
  await confirm.getByLabel('Your password').fill(leaving.password);
  await confirm.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // The server deleted the account: its token and its login are gone.
  expect((await api(leaving, 'user/export')).status).toBe(401);
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/Profile/myprofile', '/EditUserInfo', '/Userform', 'public']) {
    test(`${path}: right to left, no horizontal scroll, no serious axe violation`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
      if (path === 'public') await page.goto(`/viewProfile/${user.id}`);
      // A complete profile is sent from /Userform to the edit screen: the form needs a new user.
      else if (path === '/Userform')
        await loginInBrowser(page, await createVerifiedAccount('User'), path);
      else await loginInBrowser(page, user, path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // Six people share two cores while these run: a generous wait for the first paint.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('.spinner')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const { violations } = await axeOf(page).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }
});
