// Decision 300: what can be pressed stays where it first showed. A part that arrives after the
// page has painted (a lazy chunk, a list read with its own request) and stands above a button
// pushes it down; Playwright, like a person, presses and releases in two steps, and a button that
// moves between them gets no click (the pipeline's "Details" opened no drawer in CI). Each test
// notes where an element was in the first frame it existed and compares it with where it is once
// the page has settled. The pipeline's cards are checked in pipeline-laptop.spec.ts.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { completeProfile } from '../packages/server/test/helpers/profileFixture';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { postingWithApplicant } from './support/hiring';
import { apiOk as ok } from './support/api';
import { placeOf, watchFirstPlace } from './support/layoutShifts';
import { trackRequests } from './support/settle';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = randomBytes(3).toString('hex');
const title = `Supply planner ${tag}`;
let company: E2EAccount;
let postingId = '';

test.beforeAll(async () => {
  // An applicant, so the postings and the pipeline have one to show.
  ({ company, postingId } = await postingWithApplicant(
    { title, description: 'Plans what the warehouses order each week.' },
    `Mona Adel ${tag}`,
  ));
});

/** Opens `path` signed in as `account`, then says where each selector's element first was and is. */
async function placesAfterLoad(
  page: Page,
  account: E2EAccount,
  path: string,
  selectors: string[],
): Promise<
  { selector: string; first: { x: number; y: number } | null; now: { x: number; y: number } }[]
> {
  const firsts = [];
  for (const selector of selectors) firsts.push(await watchFirstPlace(page, selector));
  const tracker = trackRequests(page);
  await loginInBrowser(page, account, path);
  for (const selector of selectors) await expect(page.locator(selector).first()).toBeVisible();
  await tracker.settled();
  const places = [];
  for (const [index, selector] of selectors.entries()) {
    const first = firsts[index];
    places.push({
      selector,
      first: first ? await first() : null,
      now: await placeOf(page.locator(selector).first()),
    });
  }
  return places;
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a company's postings, the sidebar and the ranked list stay put (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // The sidebar's links sat under the company's name, which arrived a moment after the page;
    // the postings under the measured accuracy, which grew from "Loading" to its figures.
    const postings = await placesAfterLoad(page, company, '/CompanyView/Jobs', [
      '.sidebar nav a',
      '.jobs-filter-inline select',
      '.jobs-own-list li a',
    ]);
    for (const { selector, first, now } of postings) expect.soft(now, selector).toEqual(first);
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    // The ranked list sat under the fit settings, which showed once they were read.
    const ranked = await placesAfterLoad(
      page,
      company,
      `/CompanyView/Jobs/${postingId}?view=list`,
      ['.jobs-ranked-item'],
    );
    for (const { selector, first, now } of ranked) expect.soft(now, selector).toEqual(first);
    await expect(page.getByTestId('fit-settings')).toBeVisible();
  });

  test(`the hiring process, my interviews and the guide stay put (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // The reasons' form sat under the stage templates; the calendar feed under the interviews;
    // the guide's "Done: next step" under the company's profile, each shown once read.
    for (const [path, selector] of [
      ['/Company/Process', '.process-section input'],
      ['/Company/Interviews', '.interviews-feed input'],
      ['/Company/Welcome', '.guide-actions button'],
    ] as const) {
      const [place] = await placesAfterLoad(page, company, path, [selector]);
      expect.soft(place?.now, `${path} ${selector}`).toEqual(place?.first);
    }
  });

  test(`a job seeker's Apply and the share link stay put while the match arrives (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const visitor = await createVerifiedAccount('User');
    await ok('user', visitor.token, 'PUT', completeProfile({ name: `Omar Said ${tag}` }));
    // The share link's copy button sat where the apply box's spinner was, below it.
    const places = await placesAfterLoad(page, visitor, `/jobs/${postingId}`, [
      '.jobs-apply button.primary',
      '.jobs-share button',
    ]);
    for (const { selector, first, now } of places) expect.soft(now, selector).toEqual(first);
    // The match is above it, and pressing it applies (what the server stored).
    await expect(page.getByTestId('match-hint')).toBeVisible();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
    const mine = await ok<{ applications: { jobId: string }[] }>(
      'user/applications',
      visitor.token,
    );
    expect(mine.applications.map((a) => a.jobId)).toContain(postingId);
    // Applied, the page shows "Applied" from its first frame: no "Apply" that gives way to it.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  });
}
