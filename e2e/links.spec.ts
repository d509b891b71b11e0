// Issue 7, the whole loop in the browser: a company requests a single-use link, the run's SMTP
// server catches the invitation, a stranger opens the link from the mail in a fresh browser (no
// account), completes the questionnaire, and the company sees the result panel. The link cannot
// be used a second time, and a revoked link shows a clear page instead of the questionnaire.
import { expect, test, type Page } from '@playwright/test';
import { scoreIsi } from '../packages/domain/src/isi/scoring';
import { isiScaleNames, isiTypes } from '../packages/domain/src/isi/types';
import { createVerifiedAccount, loginInBrowser, uniqueEmail } from './support/accounts';
import { baseURL } from './support/env';
import { linkIn, waitForMail } from './support/mail';
import { axeOf, wcagTags } from './support/axe';

/** A known, uneven answer pattern (48 answers, 1..5) in questionnaire order. */
const answers = Array.from({ length: 48 }, (_, i) => ((i * 7 + Math.floor(i / 8)) % 5) + 1);

async function requestLink(page: Page, email: string): Promise<string> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Link generated successfully')).toBeVisible();
  const link = await page
    .getByRole('textbox', { name: 'Single use link', exact: true })
    .inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/identification/[A-Za-z0-9_-]{43}$`));
  return link;
}

async function answerQuestionnaire(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start' }).click();
  for (let p = 0; p < 6; p++) {
    const groups = page.getByRole('radiogroup');
    await expect(groups).toHaveCount(8);
    for (let k = 0; k < 8; k++) {
      const value = answers[p * 8 + k] ?? 3;
      await groups
        .nth(k)
        .getByRole('radio')
        .nth(value - 1)
        .check();
    }
    await page.getByRole('button', { name: p < 5 ? 'Next' : 'Done' }).click();
  }
}

test('a company invites a stranger by single-use link and sees the result', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const company = await createVerifiedAccount('Company');
  const invitee = uniqueEmail('invitee');

  // The company asks for a link.
  await loginInBrowser(page, company, '/CompanyView/Profile');
  await expect(page.getByRole('heading', { name: 'Welcome Back !' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request a single use link' })).toBeVisible();
  const link = await requestLink(page, invitee);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link Copied to Clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const mailTo = await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href');
  expect(mailTo).toContain(`mailto:${encodeURIComponent(invitee)}?subject=`);
  expect(decodeURIComponent(mailTo ?? '')).toContain(link);

  // The same address twice: refused with the spec's toast; the input keeps what was typed.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('textbox', { name: 'Single use link', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  await page.getByLabel('E-mail').fill(invitee);
  await page.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('This email was already requested!').first()).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(invitee);

  // The invitation reaches the person, with the same link.
  const mail = await waitForMail((m) => m.to.includes(invitee));
  expect(linkIn(mail, baseURL)).toBe(link);
  expect(mail.text).toContain('The link is valid until');

  // A stranger, in a fresh browser without any session, opens the link and answers.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link);
  await expect(strangerPage.getByText(/invites you to take the ISI questionnaire/)).toBeVisible();
  await answerQuestionnaire(strangerPage);
  await expect(strangerPage.getByText('Congratulations!')).toBeVisible();
  const toHome = strangerPage.getByRole('link', { name: 'To Home' });
  await expect(toHome).toHaveAttribute('href', '/');

  // The link works once: opening it again says so instead of showing the questionnaire.
  await strangerPage.goto(link);
  await expect(
    strangerPage.getByRole('heading', { name: 'This link has already been used' }),
  ).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await stranger.close();

  // The company sees the completed user and opens the result panel.
  await page.goto('/CompanyView/Users');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  const row = page.getByTestId('one-time-user').filter({ hasText: invitee });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: invitee }).click();
  const panel = page.getByRole('dialog', { name: `User Email: ${invitee}` });
  await expect(panel).toBeVisible();
  const expected = scoreIsi(answers);
  for (const scale of ['flt', 'frt', 'brt', 'blt', 'flp', 'frp', 'brp', 'blp'] as const) {
    await expect(panel.getByRole('meter', { name: isiScaleNames[scale].en })).toHaveAttribute(
      'aria-valuenow',
      String(expected[scale]),
    );
  }
  await expect(panel.getByText(isiTypes[expected.iRes1]?.name.en ?? '-')).toBeVisible();
  await expect(panel.getByText(isiTypes[expected.iRes2]?.name.en ?? '-')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});

test('a revoked link shows a clear page instead of the questionnaire', async ({
  page,
  browser,
}) => {
  const company = await createVerifiedAccount('Company');
  const invitee = uniqueEmail('revoked');
  await loginInBrowser(page, company, '/CompanyView/Profile');
  const link = await requestLink(page, invitee);

  await page.getByRole('link', { name: 'See all users and their results' }).click();
  const row = page.getByTestId('one-time-user').filter({ hasText: invitee });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link);
  await expect(
    strangerPage.getByRole('heading', { name: 'This link was withdrawn' }),
  ).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Start' })).toHaveCount(0);

  // Sending it again makes a new link that works; the old one stays closed.
  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  const resent = await waitForMail((m) => m.to.includes(invitee) && !m.text.includes(link));
  const newLink = linkIn(resent, baseURL);
  expect(newLink).not.toBe(link);
  await strangerPage.goto(newLink);
  await expect(strangerPage.getByRole('button', { name: 'Start' })).toBeVisible();
  await strangerPage.goto(`${baseURL}/identification/not-a-real-code`);
  await expect(
    strangerPage.getByRole('heading', { name: 'This link does not exist' }),
  ).toBeVisible();
  await stranger.close();
});

test('a failed send keeps the answers and offers a retry', async ({ page, browser }) => {
  const company = await createVerifiedAccount('Company');
  const invitee = uniqueEmail('retry');
  await loginInBrowser(page, company, '/CompanyView/Profile');
  const link = await requestLink(page, invitee);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  // The connection drops while the answers are being sent (once).
  let dropped = false;
  await strangerPage.route('**/api/company/oneTimeLink', async (route) => {
    if (!dropped && route.request().method() === 'POST') {
      dropped = true;
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await strangerPage.goto(link);
  await answerQuestionnaire(strangerPage);
  const failure = strangerPage.getByRole('alert').filter({ hasText: 'could not be sent' });
  await expect(failure).toBeVisible();
  await expect(strangerPage.getByText('Congratulations!')).toHaveCount(0);
  // Nothing was lost: the last page still shows its answers.
  await expect(
    strangerPage
      .getByRole('radiogroup')
      .first()
      .getByRole('radio')
      .nth((answers[40] ?? 3) - 1),
  ).toBeChecked();
  await failure.getByRole('button', { name: 'Send again' }).click();
  await expect(strangerPage.getByText('Congratulations!')).toBeVisible();
  await stranger.close();

  await page.goto('/CompanyView/Users');
  const row = page.getByTestId('one-time-user').filter({ hasText: invitee });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
});

test.describe('in Arabic on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  async function expectAccessible(page: Page) {
    const results = await axeOf(page).withTags(wcagTags).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test('request, list, result panel and link pages read right to left and pass axe', async ({
    page,
    browser,
  }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    const company = await createVerifiedAccount('Company');
    const invitee = uniqueEmail('arabic');
    await loginInBrowser(page, company, '/CompanyView/Profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك !' })).toBeVisible();

    // A wrong address is refused in Arabic, next to the field.
    await page.getByLabel('البريد الإلكتروني').fill('not-an-address');
    await page.getByRole('button', { name: 'اطلب' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'عنوان البريد الإلكتروني غير صالح' }),
    ).toBeVisible();
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('البريد الإلكتروني').fill(invitee);
    await page.getByRole('button', { name: 'اطلب' }).click();
    await expect(page.getByText('تم إنشاء الرابط بنجاح')).toBeVisible();
    const link = await page
      .getByRole('textbox', { name: 'رابط لمرة واحدة', exact: true })
      .inputValue();
    await expectAccessible(page);

    // The invitation is in Arabic too.
    const mail = await waitForMail((m) => m.to.includes(invitee));
    expect(mail.subject).toContain('استبيان ISI');
    expect(linkIn(mail, baseURL)).toBe(link);

    // The stranger's page, before answering: who invites and until when, then the questionnaire.
    const stranger = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const strangerPage = await stranger.newPage();
    await strangerPage.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await strangerPage.goto(link);
    await expect(strangerPage.getByText(/إلى الإجابة عن استبيان ISI/)).toBeVisible();
    await expectAccessible(strangerPage);

    // Answered (all 3: every score 50, Theorist and Demonstrative Mind), then closed for good.
    const code = link.split('/identification/')[1] ?? '';
    const sent = await fetch(`${baseURL}/api/company/oneTimeLink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, result: Array<number>(48).fill(3) }),
    });
    expect(sent.status).toBe(200);
    await strangerPage.reload();
    await expect(
      strangerPage.getByRole('heading', { name: 'تم استخدام هذا الرابط من قبل' }),
    ).toBeVisible();
    await expectAccessible(strangerPage);
    await stranger.close();

    await page.goto('/CompanyView/Users');
    const row = page.getByTestId('one-time-user').filter({ hasText: invitee });
    await expect(row.getByText('مكتمل', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await row.getByRole('button', { name: 'اعرض النتيجة' }).click();
    const panel = page.getByRole('dialog', { name: `البريد الإلكتروني للمستخدم: ${invitee}` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('meter', { name: isiScaleNames.flt.ar })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(panel.getByText(isiTypes[0]?.name.ar ?? '-')).toBeVisible();
    await expect(panel.getByText(isiTypes[4]?.name.ar ?? '-')).toBeVisible();
    await expectAccessible(page);
    // Escape closes the panel too, and the focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(row.getByRole('button', { name: 'اعرض النتيجة' })).toBeFocused();
  });
});
