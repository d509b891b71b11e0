// Issue 21, decisions.md 13: a job seeker turns "companies can find me" off on the profile page
// and a company's search (through the API) no longer finds them; then turns contact details on
// and the company's view of the profile (through the API) shows the mobile number.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';

const tag = randomBytes(3).toString('hex');
const name = `Privacia Hiddenfield ${tag}`;
const mobile = '+20 1055512345';

/** What this journey reads of the answers: search results, and a profile's contact fields. */
interface Answer {
  users?: { _id: string }[];
  mobileNO?: string;
  contactHidden?: boolean;
}

async function call(path: string, token: string, method = 'GET', body?: unknown): Promise<Answer> {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Answer;
}

let company: E2EAccount;
let seeker: E2EAccount;

const foundBySearch = async () => {
  const found = await call(
    `company/search?q=${encodeURIComponent(`Hiddenfield ${tag}`)}`,
    company.token,
  );
  return (found.users ?? []).some((u) => u._id === seeker.id);
};

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  seeker = await createVerifiedAccount('User');
  await call('user', seeker.token, 'PUT', {
    name,
    nationalID: '29901011234567',
    dateOfBirth: '1995-01-01',
    address: '10 Tahrir Square, Cairo',
    country: 'Egypt',
    mobileNO: mobile,
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Computers and Information',
    otherf: '',
    jobPosition: 'Digital Services',
    yearsOfExp: '2-5 years',
    CV: 'https://drive.example.com/cv.pdf',
    longTermGoals: 'Lead a product team',
    Motivation: 'Building useful things',
    job: [],
    certificates: [],
    internships: [],
    generalSkills: [{ name: 'Teamwork' }],
    technicalSkills: [{ name: 'React' }],
  });
});

test('a job seeker hides from search, then shows contact details', async ({ page }) => {
  expect(await foundBySearch()).toBe(true);
  const before = await call(`user/${seeker.id}`, company.token);
  expect(before.mobileNO).toBeUndefined();
  expect(before.contactHidden).toBe(true);

  await loginInBrowser(page, seeker, '/Profile/myprofile');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  const findable = privacy.getByRole('checkbox', {
    name: 'Companies can find me in candidate search',
  });
  await expect(findable).toBeChecked();
  await findable.uncheck();
  await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(page.getByText('Your privacy settings were saved.')).toBeVisible();
  expect(await foundBySearch()).toBe(false);

  const contact = privacy.getByRole('checkbox', {
    name: 'Show my phone, work e-mail, address and birth date to all companies',
  });
  await contact.check();
  await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(page.getByText('Your privacy settings were saved.').first()).toBeVisible();
  await expect
    .poll(async () => (await call(`user/${seeker.id}`, company.token)).mobileNO)
    // Decision 139: stored in E.164.
    .toBe(mobile.replace(' ', ''));

  // After a reload the screen shows what was saved.
  await page.reload();
  await expect(findable).not.toBeChecked();
  await expect(contact).toBeChecked();
});
