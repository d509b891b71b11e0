// Issue 23, decision 146: a recruiter acts on candidates where they find them. From the search
// results: adds one to a posting's pipeline (source "sourced") and invites another to apply (the
// invitation arrives at the SMTP sink); from a profile opened from page 2 of the results: adds a
// note by keyboard only, then goes back to the same results page with the search kept. Each step
// is checked through the API: what the server stored, not only what the screen says.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { waitForMail } from './support/mail';
import { apiOk as ok } from './support/api';

const tag = `Actmark${randomBytes(3).toString('hex')}`;
const jobTitle = `Sourcing lead ${tag}`;

interface ApplicantPage {
  applicants: Array<{
    _id: string;
    applicant: { userId?: string };
    source?: string;
    stage: string;
  }>;
}
interface MailPage {
  mails: Array<{ templateKey: string }>;
}

let company: E2EAccount;
const seekers: Array<{ account: E2EAccount; name: string }> = [];
let jobId: string;

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  // Thirteen candidates: the results show twelve a page, so the last one is on page 2.
  const made = await Promise.all(
    Array.from({ length: 13 }, async (_, i) => {
      const account = await createVerifiedAccount('User');
      const name = `Cand${String(i).padStart(2, '0')} ${tag}`;
      await ok('user', account.token, 'PUT', {
        name,
        nationalID: `29901011${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`,
        dateOfBirth: '1995-01-01',
        address: '10 Tahrir Square, Cairo',
        country: 'Egypt',
        mobileNO: '+20 1055512345',
        wemail: '',
        HLOfEdu: 'Faculty degree',
        faculty: 'Computers and Information',
        otherf: '',
        jobPosition: 'Real Estate',
        yearsOfExp: '>10 years',
        CV: 'https://drive.example.com/cv.pdf',
        longTermGoals: 'Lead a data team',
        Motivation: 'Building useful things',
        job: [],
        certificates: [],
        internships: [],
        generalSkills: [{ name: 'Teamwork' }],
        technicalSkills: [{ name: 'SQL' }],
      });
      return { account, name };
    }),
  );
  seekers.push(...made);
  const posting = await ok<{ _id: string }>('company/jobs', company.token, 'POST', {
    title: jobTitle,
    description: 'Finds the people we need.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Real Estate',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
  });
  jobId = posting._id;
  await ok(`company/jobs/${jobId}/status`, company.token, 'PATCH', { status: 'published' });
});

test('a recruiter adds to a pipeline, invites and notes from search, and finds the way back', async ({
  page,
}) => {
  await loginInBrowser(page, company, `/Company/Filter?q=${tag}&sort=name`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article')).toHaveCount(12);
  const first = seekers[0];
  const second = seekers[1];
  const last = seekers[12];
  if (!first || !second || !last) throw new Error('fixtures missing');

  // Add the first to the posting's pipeline.
  await results.getByRole('button', { name: `Add ${first.name} to a posting’s pipeline` }).click();
  const addDialog = page.getByRole('dialog', { name: `Add ${first.name} to a pipeline` });
  await addDialog.getByLabel('Posting').selectOption({ label: jobTitle });
  await addDialog.getByRole('button', { name: 'Add to pipeline' }).click();
  await expect(addDialog.getByRole('status')).toHaveText(
    `${first.name} was added to the pipeline of “${jobTitle}”.`,
  );
  const applicants = await ok<ApplicantPage>(`company/jobs/${jobId}/applicants`, company.token);
  expect(applicants.applicants).toEqual([
    expect.objectContaining({
      applicant: expect.objectContaining({ userId: first.account.id }),
      source: 'sourced',
    }),
  ]);
  await addDialog.getByRole('button', { name: 'Done' }).click();

  // Again: the server refuses and the dialog says why.
  await results.getByRole('button', { name: `Add ${first.name} to a posting’s pipeline` }).click();
  await addDialog.getByLabel('Posting').selectOption({ label: jobTitle });
  await addDialog.getByRole('button', { name: 'Add to pipeline' }).click();
  await expect(addDialog.getByRole('alert')).toHaveText(
    'This candidate is already in this posting’s pipeline.',
  );
  await page.keyboard.press('Escape');
  await expect(addDialog).toBeHidden();

  // Invite the second to apply: the mail invites them to apply with their account from the
  // posting's page (decision 173), not with a guest's single-use link.
  await results.getByRole('button', { name: `Invite ${second.name} to apply` }).click();
  const inviteDialog = page.getByRole('dialog', { name: `Invite ${second.name} to apply` });
  await inviteDialog.getByLabel('Posting').selectOption({ label: jobTitle });
  await inviteDialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(inviteDialog.getByRole('status')).toHaveText(
    `An invitation to apply to “${jobTitle}” was sent to ${second.name}.`,
  );
  const mail = await waitForMail(
    (m) => m.to.includes(second.account.email) && m.text.includes(jobTitle),
  );
  expect(mail.text).toContain(`/jobs/${jobId}`);
  expect(mail.text).not.toContain('/identification/');
  await inviteDialog.getByRole('button', { name: 'Done' }).click();

  // Page 2 of the results, then the last candidate's profile.
  await results.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await results.getByRole('link', { name: new RegExp(last.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/viewProfile/${last.account.id}\\?back=`));

  // A note, by keyboard only, from the profile's own button (the results page has one of the same
  // name; decision 153: it no longer stays on screen while the profile's code loads).
  const profile = page.getByRole('region', { name: last.name });
  const noteButton = profile.getByRole('button', { name: `Add a note about ${last.name}` });
  await noteButton.focus();
  await page.keyboard.press('Enter');
  const noteDialog = page.getByRole('dialog', { name: `A note about ${last.name}` });
  await expect(noteDialog.getByLabel('Note')).toBeFocused();
  await page.keyboard.type('Strong negotiator, call in March');
  await page.keyboard.press('Tab');
  await expect(noteDialog.getByRole('button', { name: 'Save the note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(noteDialog.getByRole('status')).toHaveText(
    `Your note about ${last.name} was saved.`,
  );
  const notes = await ok<{ notes: Array<{ text: string; by: { _id: string } | null }> }>(
    `company/candidates/${last.account.id}/notes`,
    company.token,
  );
  expect(notes.notes).toEqual([
    expect.objectContaining({
      text: 'Strong negotiator, call in March',
      by: expect.objectContaining({ _id: company.member?._id }),
    }),
  ]);
  await page.keyboard.press('Escape');
  const notesSection = page.getByRole('region', { name: 'Your company’s notes' });
  await expect(notesSection).toContainText('Strong negotiator, call in March');

  // Back to the same results page, with the search kept.
  await page.getByRole('link', { name: 'Back to the search results' }).click();
  await expect(page).toHaveURL(new RegExp(`/Company/Filter\\?.*q=${tag}`));
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('link', { name: new RegExp(last.name) })).toBeVisible();

  // Decision 147: on the pipeline, the stage mail is ticked by default; the mail log says what
  // each move sent.
  const appId = applicants.applicants[0]?._id ?? '';
  await page.goto(`/CompanyView/Jobs/${jobId}`);
  const mailChoice = page.getByRole('checkbox', {
    name: 'Send the applicant an e-mail when I move them',
  });
  await expect(mailChoice).toBeChecked();
  const stageOfFirst = async () => {
    const list = await ok<ApplicantPage>(`company/jobs/${jobId}/applicants`, company.token);
    return list.applicants[0]?.stage;
  };
  // Issue 37 (decision 200): a person added from search did not apply, so the stage mail goes to
  // them only when the recruiter also ticks the box for people who did not apply.
  const notApplied = page.getByRole('checkbox', {
    name: 'Also e-mail people who did not apply (imported CVs, sourced)',
  });
  await expect(notApplied).not.toBeChecked();
  await page.getByRole('combobox', { name: `Stage of ${first.name}` }).selectOption('screening');
  await expect.poll(stageOfFirst).toBe('screening');
  // That move sent nothing: the log below holds the next move's mail alone.
  await notApplied.check();
  await page.getByRole('combobox', { name: `Stage of ${first.name}` }).selectOption('interview');
  await expect
    .poll(
      async () => (await ok<MailPage>(`company/applications/${appId}/mails`, company.token)).mails,
    )
    .toEqual([expect.objectContaining({ templateKey: 'stageChange' })]);
  await mailChoice.uncheck();
  await page.getByRole('combobox', { name: `Stage of ${first.name}` }).selectOption('offer');
  await expect.poll(stageOfFirst).toBe('offer');
  const log = await ok<MailPage>(`company/applications/${appId}/mails`, company.token);
  expect(log.mails).toHaveLength(1);
});
