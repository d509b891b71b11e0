// Two moves of one card in quick succession, as a recruiter makes them: Screening, then Interview
// before the first answer is back. The server records one of two moves that read the same stage
// (decision 100's race guard), so the page sends one board's moves one after another. In CI on
// PostgreSQL the second move reached the server while the first was still being written: it read
// 'applied', lost, and its stage mail never came (e2e/jobs.spec.ts, 2026-12-06 and 12-07). Here
// the browser holds the first move's request until the second shows on the board, which makes
// that race happen every time: sent at once, the second move would be written first and the
// first, released, would take the card back to Screening.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { loginInBrowser, type E2EAccount } from './support/accounts';
import { postingWithApplicant } from './support/hiring';
import { apiOk as ok } from './support/api';
import { waitForMail } from './support/mail';

const tag = randomBytes(3).toString('hex');
const name = `Nour Quick ${tag}`;
const title = `Route Planner ${tag}`;

let company: E2EAccount;
let applicant: E2EAccount;
let postingId = '';
let applicationId = '';

test.beforeAll(async () => {
  const made = await postingWithApplicant(
    { title, description: 'Plans the delivery routes of the week.' },
    name,
  );
  ({ company, postingId } = made);
  ({ account: applicant, applicationId } = made.applicant);
});

test('race: a second move made before the first is answered lands after it, with both mails', async ({
  page,
}) => {
  await loginInBrowser(page, company, `/CompanyView/Jobs/${postingId}`);
  const stageOf = page.getByLabel(`Stage of ${name}`);
  await expect(stageOf).toHaveValue('applied');
  await expect(page.getByLabel('Send the applicant an e-mail when I move them')).toBeChecked();

  // The first move's request waits in the browser until it is let go.
  const moveUrl = `**/api/company/applications/${applicationId}/stage`;
  let letGo: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const sent: string[] = [];
  await page.route(moveUrl, async (route) => {
    const { stage } = route.request().postDataJSON() as { stage: string };
    sent.push(stage);
    if (stage === 'screening') await released;
    await route.continue();
  });

  await stageOf.selectOption('screening');
  await expect.poll(() => sent).toEqual(['screening']);
  await stageOf.selectOption('interview');
  // The second move shows at once; its request waits for the first one's answer.
  await expect(
    page.getByRole('region', { name: /^Interview/ }).getByRole('heading', { name }),
  ).toBeVisible();
  expect(sent).toEqual(['screening']);
  letGo();
  await expect.poll(() => sent).toEqual(['screening', 'interview']);

  // What the server stored: both moves, in the order made, and a mail for each.
  await expect
    .poll(
      async () =>
        (
          await ok<{ stage: string; history: { from: string | null; to: string }[] }>(
            `company/applications/${applicationId}`,
            company.token,
          )
        ).history.map((h) => `${h.from ?? '-'}>${h.to}`),
      { timeout: 15_000 },
    )
    .toEqual(['->applied', 'applied>screening', 'screening>interview']);
  for (const stage of ['Screening', 'Interview']) {
    await waitForMail(
      (m) =>
        m.to.includes(applicant.email) &&
        m.subject.includes(title) &&
        m.text.includes(`is now at the stage: ${stage}`),
    );
  }
  // After a reload the card is where the last move put it.
  await page.reload();
  await expect(stageOf).toHaveValue('interview');
});
