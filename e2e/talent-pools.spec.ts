// Issue 21, decision 137: a recruiter adds candidates from search to a new talent pool with a
// note, edits a note on the pool's page, invites the pool to a posting (the invitations arrive at
// the SMTP sink, one per candidate), and saves the search with its daily e-mail, then turns the
// e-mail off. Each step is checked through the API: what the server stored, not just the screen.
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { waitForMail } from './support/mail';
import { apiOk as ok } from './support/api';
import { axeOf, wcagTags } from './support/axe';

const tag = `Poolmark${randomBytes(3).toString('hex')}`;
const names = [`Lina ${tag}`, `Karim ${tag}`];
const poolName = `Backend ${tag}`;
const jobTitle = `Data engineer ${tag}`;

interface PoolList {
  pools: Array<{ _id: string; name: string; count: number }>;
}
interface EntryPage {
  entries: Array<{ userId: string; note: string; candidate: { name: string } | null }>;
}
interface SavedList {
  savedSearches: Array<{ _id: string; name: string; alert: boolean; filters: { q?: string } }>;
}

/**
 * Two buttons of a row neither overlap nor touch: at least 8 px apart across the row or, once it
 * wraps, down it. The pool pages opened directly (not after the search page) had them touching.
 */
async function apart(first: Locator, second: Locator, what: string) {
  const a = await first.boundingBox();
  const b = await second.boundingBox();
  if (!a || !b) throw new Error(`${what}: a button is not on screen`);
  const across = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const down = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  expect(Math.max(across, down), `${what}: the buttons touch`).toBeGreaterThanOrEqual(8);
}

let company: E2EAccount;
let seekers: E2EAccount[];
let jobId: string;

test.beforeAll(async () => {
  company = await createVerifiedAccount('Company');
  seekers = [await createVerifiedAccount('User'), await createVerifiedAccount('User')];
  for (const [i, seeker] of seekers.entries()) {
    await ok('user', seeker.token, 'PUT', {
      name: names[i],
      nationalID: `2990101123456${i}`,
      dateOfBirth: '1995-01-01',
      address: '10 Tahrir Square, Cairo',
      country: 'Egypt',
      mobileNO: '+20 1055512345',
      wemail: '',
      HLOfEdu: 'Faculty degree',
      faculty: 'Computers and Information',
      otherf: '',
      // A field and experience no other journey filters by: the e2e database is shared.
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
  }
  const posting = await ok<{ _id: string }>('company/jobs', company.token, 'POST', {
    title: jobTitle,
    description: 'Builds the data platform.',
    workplace: 'onsite',
    country: 'EG',
    city: 'Cairo',
    field: 'Real Estate',
    requirement: { kind: 'findboss', items: [21, 22, 0] },
  });
  jobId = posting._id;
  await ok(`company/jobs/${jobId}/status`, company.token, 'PATCH', { status: 'published' });
});

test('a recruiter fills a talent pool from search, notes it, invites it and saves the search', async ({
  page,
  browser,
}) => {
  await loginInBrowser(page, company, `/Company/Filter?q=${tag}`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article')).toHaveCount(2);

  // The first candidate into a new pool, with a note.
  await results.getByRole('button', { name: `Add ${names[0]} to a talent pool` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a talent pool' });
  await dialog.getByLabel('Name of the new pool').fill(poolName);
  await dialog.getByLabel('Note (optional)').fill('Met at the job fair');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(`Added to ${poolName}.`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The second into the same pool, chosen from the list.
  await results.getByRole('button', { name: `Add ${names[1]} to a talent pool` }).click();
  await dialog.getByLabel('Talent pool').selectOption({ label: `${poolName} (1 candidate)` });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(`Added to ${poolName}.`);

  const pools = await ok<PoolList>('company/talent-pools', company.token);
  const pool = pools.pools.find((p) => p.name === poolName);
  expect(pool?.count).toBe(2);
  const stored = await ok<EntryPage>(`company/talent-pools/${pool?._id}/entries`, company.token);
  expect(stored.entries.find((e) => e.userId === seekers[0]?.id)?.note).toBe('Met at the job fair');

  // The pool's page: a note on the second candidate.
  await dialog.getByRole('link', { name: `Open ${poolName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: poolName })).toBeVisible();
  await page.getByLabel(`Note on ${names[1]}`).fill('Strong SQL, call in March');
  await page
    .getByRole('article', { name: names[1] })
    .getByRole('button', { name: 'Save note' })
    .click();
  await expect
    .poll(async () => {
      const page1 = await ok<EntryPage>(`company/talent-pools/${pool?._id}/entries`, company.token);
      return page1.entries.find((e) => e.userId === seekers[1]?.id)?.note;
    })
    .toBe('Strong SQL, call in March');

  // Invite the whole pool to the posting: each candidate, who has an account, gets the
  // invitation to apply with it from the posting's page (decision 173), not a guest's link.
  await page.getByLabel('Published posting').selectOption({ label: jobTitle });
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 invitations sent.' })).toBeVisible();
  const links: string[] = [];
  for (const seeker of seekers) {
    const mail = await waitForMail((m) => m.to.includes(seeker.email) && m.text.includes(jobTitle));
    expect(mail.text).toContain(`/jobs/${jobId}`);
    expect(mail.text).not.toContain('/identification/');
    links.push(mail.text.match(/https?:\/\/\S+\/jobs\/[0-9a-f-]{36}/)?.[0] ?? '');
  }

  // The first follows the mail's link signed in and applies with the account: the pipeline
  // holds their own application, from the invitation.
  const seekerPage = await (await browser.newContext()).newPage();
  const seeker = seekers[0] as E2EAccount;
  await loginInBrowser(seekerPage, seeker, new URL(links[0] ?? '').pathname);
  await seekerPage.getByRole('button', { name: 'Apply' }).click();
  await expect(seekerPage.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await seekerPage.context().close();
  const pipeline = await ok<{
    applicants: Array<{ applicant: { userId?: string }; source?: string }>;
  }>(`company/jobs/${jobId}/applicants`, company.token);
  expect(pipeline.applicants).toEqual([
    expect.objectContaining({
      applicant: expect.objectContaining({ userId: seeker.id }),
      source: 'invitation',
    }),
  ]);

  // The pool list and the pool's page opened directly: the row's buttons keep their gap.
  await page.goto('/Company/Pools');
  await apart(
    page.getByRole('button', { name: `Rename ${poolName}` }),
    page.getByRole('button', { name: `Delete ${poolName}` }),
    'pool list (en)',
  );
  await page.goto(`/Company/Pools/${pool?._id}`);
  const entry = page.getByRole('article', { name: names[1] });
  await apart(
    entry.getByRole('button', { name: 'Save note' }),
    entry.getByRole('button', { name: `Remove ${names[1]} from the pool` }),
    'pool entry (en)',
  );

  // Save the search with its daily e-mail, then turn the e-mail off.
  await page.goto(`/Company/Filter?q=${tag}`);
  const saved = page.getByRole('region', { name: 'Saved searches' });
  await saved.getByRole('button', { name: 'Save these filters' }).click();
  await saved.getByLabel('Name of the search').fill(`Data people ${tag}`);
  await expect(saved.getByLabel('E-mail me new candidates who match, once a day')).toBeChecked();
  await saved.getByRole('button', { name: 'Save filters' }).click();
  const alertSwitch = saved.getByRole('switch', {
    name: `Daily e-mail of new candidates for Data people ${tag}`,
  });
  await expect(alertSwitch).toBeChecked();
  const list = await ok<SavedList>('company/saved-searches', company.token);
  expect(list.savedSearches).toEqual([
    expect.objectContaining({ name: `Data people ${tag}`, alert: true, filters: { q: tag } }),
  ]);
  await alertSwitch.click();
  await expect(alertSwitch).not.toBeChecked();
  await expect
    .poll(
      async () =>
        (await ok<SavedList>('company/saved-searches', company.token)).savedSearches[0]?.alert,
    )
    .toBe(false);

  // Deleting asks first: Cancel keeps it (the focus back on Delete), then it is deleted for real
  // and the focus lands on the list's heading.
  const deleteSaved = saved.getByRole('button', {
    name: `Delete the saved search Data people ${tag}`,
  });
  await deleteSaved.click();
  await expect(saved.getByRole('alert')).toHaveText(
    `Delete the saved search “Data people ${tag}”?`,
  );
  await expect(saved.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deleteSaved).toBeFocused();
  expect((await ok<SavedList>('company/saved-searches', company.token)).savedSearches).toHaveLength(
    1,
  );
  await page.keyboard.press('Enter');
  await saved.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(saved.getByText('No saved searches yet.')).toBeVisible();
  await expect(saved.getByRole('heading', { name: 'Saved searches' })).toBeFocused();
  expect((await ok<SavedList>('company/saved-searches', company.token)).savedSearches).toEqual([]);
});

/** No serious or critical axe violation and no sideways scrolling (as e2e/a11y.spec.ts checks). */
async function accessible(page: Page, what: string) {
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

test('a pool with candidates, the add dialog and saved searches read well in Arabic at 375 px', async ({
  page,
}) => {
  const pool = await ok<{ _id: string }>('company/talent-pools', company.token, 'POST', {
    name: `مهندسو البيانات ${tag}`,
  });
  await ok(`company/talent-pools/${pool._id}/entries`, company.token, 'POST', {
    userIds: seekers.map((s) => s.id),
    note: 'قابلناها في المعرض',
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, company, `/Company/Pools/${pool._id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('article')).toHaveCount(2);
  await accessible(page, 'pool page (ar, 375)');
  for (const article of await page.getByRole('article').all()) {
    const buttons = article.locator('.actions').getByRole('button');
    await apart(buttons.nth(0), buttons.nth(1), 'pool entry (ar, 375)');
  }
  await page.goto('/Company/Pools');
  const row = page.getByRole('listitem').filter({ hasText: `مهندسو البيانات ${tag}` });
  const rowButtons = row.locator('.actions').getByRole('button');
  await apart(rowButtons.nth(0), rowButtons.nth(1), 'pool list (ar, 375)');
  await page.goto(`/Company/Filter?q=${tag}`);
  await expect(page.getByRole('region', { name: 'عمليات البحث المحفوظة' })).toBeVisible();
  await accessible(page, 'search with saved searches and Add to pool (ar, 375)');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /مجموعة/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await accessible(page, 'add to pool dialog (ar, 375)');
  // The keyboard: Escape closes the dialog and the focus returns to its button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /مجموعة/ }),
  ).toBeFocused();
});
