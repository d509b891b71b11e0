// Journey: a job seeker takes the ISI (issue 5) in English and in Arabic: instructions, the
// missing-questions refusal, keyboard answers, Previous back to the instructions, answers kept
// over a reload, a failed send with a retry, Done, the 'Congratulations!' modal, 'To Home' to
// /Profile/Avatar with the eight bars for a known answer pattern, and the PDF report.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { isiKey } from '../packages/domain/src/isi/key';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';

/** Answers giving every statement of a scale the keyed value `keyed[scale]`. */
function answersFor(keyed: Record<string, number>): number[] {
  return isiKey.map((e) => {
    const v = keyed[e.scale] ?? 3;
    return e.reverse ? 6 - v : v;
  });
}

const progress = (page: Page) => page.getByRole('progressbar');

async function answerPage(page: Page, answers: number[], pageIndex: number) {
  for (let i = 0; i < 8; i++) {
    const id = pageIndex * 8 + i + 1;
    await page.locator(`input[name="q-${id}"][value="${answers[id - 1]}"]`).check();
  }
}

test('a user takes the ISI in English and reads the result', async ({ page }) => {
  const account = await createVerifiedAccount('User');
  // Self-reflective (brt highest) and Planner (blp highest): 25 75 100 0 | 50 0 25 100.
  const answers = answersFor({ flt: 2, frt: 4, brt: 5, blt: 1, flp: 3, frp: 1, brp: 2, blp: 5 });

  await loginInBrowser(page, account, '/Profile/Avatar');
  // Empty state before any test.
  await page.getByRole('link', { name: 'Take the ISI questionnaire' }).click();
  await expect(page).toHaveURL(/\/q$/i);

  await expect(page.getByText('It takes less than 10 minutes.')).toBeVisible();
  for (const label of ['Strongly Disagree', 'Disagree', 'Not Sure', 'Agree', 'Strongly Agree']) {
    await expect(page.locator('.q-scale-list').getByText(label, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');

  // Next with nothing answered: refused in red, still page 1.
  await page.getByRole('button', { name: 'Next' }).click();
  const missing = page.getByRole('alert').filter({ hasText: '* There are missing questions *' });
  await expect(missing).toBeVisible();
  await expect(missing).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();

  // Page 1 by keyboard alone: the 1-5 keys answer and move to the next statement.
  await page.locator('input[name="q-1"]').first().focus();
  for (let id = 1; id <= 8; id++) await page.keyboard.press(String(answers[id - 1]));
  for (let id = 1; id <= 8; id++) {
    await expect(page.locator(`input[name="q-${id}"][value="${answers[id - 1]}"]`)).toBeChecked();
  }
  await expect(missing).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Page 2 of 6' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '17');

  // Previous twice: page 1 (answers kept), then the instructions; progress is not counted twice.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator(`input[name="q-1"][value="${answers[0]}"]`)).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('It takes less than 10 minutes.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue where you left off' }).click();
  await expect(page.getByRole('heading', { name: 'Page 2 of 6' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '17');

  for (let p = 1; p < 3; p++) {
    await answerPage(page, answers, p);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Page 4 of 6' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '51');

  // A reload keeps the answers and the page.
  await page.locator(`input[name="q-25"][value="${answers[24]}"]`).check();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page 4 of 6' })).toBeVisible();
  await expect(page.locator(`input[name="q-25"][value="${answers[24]}"]`)).toBeChecked();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '51');

  for (let p = 3; p < 5; p++) {
    await answerPage(page, answers, p);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Page 6 of 6' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '85');
  await answerPage(page, answers, 5);

  // The first send fails on the network: the error shows, the answers stay, a retry sends.
  let failed = false;
  await page.route('**/api/company/test', async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('connectionrefused');
  });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
  await expect(page.locator(`input[name="q-48"][value="${answers[47]}"]`)).toBeChecked();
  await page.getByRole('button', { name: 'Send again' }).click();

  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "You've completed the ISI questionnaire. Your results are ready on My Avatar.",
  );
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('link', { name: 'See my results on My Avatar' }).click();
  await expect(page).toHaveURL(/\/Profile\/Avatar$/);

  await expect(page.locator('.isi-type-card[data-type="2"]')).toContainText('Self-reflective');
  await expect(page.locator('.isi-type-card[data-type="7"]')).toContainText('Planner');
  const expected = { flt: 25, frt: 75, brt: 100, blt: 0, flp: 50, frp: 0, brp: 25, blp: 100 };
  for (const [scale, value] of Object.entries(expected)) {
    const bar = page.locator(`.isi-bar[data-scale="${scale}"]`);
    await expect(bar.locator('.isi-bar-value')).toHaveText(`${value}%`);
    await expect(bar.getByRole('meter')).toHaveAttribute('aria-valuenow', String(value));
  }
  await expect(page.locator('.isi-bar[data-scale="flt"]')).toContainText('Deductive');
  await expect(page.getByRole('img', { name: /Thinking and perceptional styles/ })).toBeVisible();

  // The PDF report downloads.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF report (English)' }).click();
  const download = await downloadPromise;
  // Issue 23: the file carries the person's name (here the e-mail: no profile yet).
  expect(download.suggestedFilename()).toMatch(/^ISI report - \S+@\S+\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Decision 136: made on the server, a tagged PDF of text in the chosen language.
  expect(pdf.length).toBeLessThan(300 * 1024);
  expect(pdf.toString('latin1')).toContain('/StructTreeRoot');
  expect(pdf.toString('latin1')).toContain('/Lang (en)');

  // The information page is linked from My Avatar.
  await page.getByRole('link', { name: 'About the eight ISI types' }).first().click();
  await expect(page.getByRole('heading', { name: 'Leadership styles' })).toBeVisible();
  for (const name of ['Demonstrative Mind', 'Motivator', 'Accomplisher', 'Planner']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Theorist', 'Foreseeing', 'Self-reflective', 'Factual']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
});

test('a user takes the ISI in Arabic', async ({ page }) => {
  const account = await createVerifiedAccount('User');
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await loginInBrowser(page, account, '/Q');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('يستغرق أقل من 10 دقائق.')).toBeVisible();
  await page.getByRole('button', { name: 'ابدأ' }).click();
  await expect(page.getByRole('heading', { name: 'الصفحة 1 من 6' })).toBeVisible();

  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText('* هناك أسئلة لم تتم الإجابة عنها *')).toBeVisible();

  // All answers 3: every score 50, type 0 (Theorist) and style 4 (Demonstrative Mind).
  const answers = Array<number>(48).fill(3);
  for (let p = 0; p < 6; p++) {
    await expect(page.getByRole('heading', { name: `الصفحة ${p + 1} من 6` })).toBeVisible();
    // Arabic statements and labels come from the server.
    await expect(page.locator('.q-statement-text').first()).toContainText(/[\u0600-\u06FF]/);
    await answerPage(page, answers, p);
    await page.getByRole('button', { name: p === 5 ? 'إنهاء' : 'التالي' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'تهانينا!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'اعرض نتائجي في نمطي' }).click();
  await expect(page).toHaveURL(/\/Profile\/Avatar$/);

  await expect(page.locator('.isi-type-card[data-type="0"]')).toContainText('المُنظِّر');
  await expect(page.locator('.isi-type-card[data-type="4"]')).toContainText('العقل التوضيحي');
  // Percentages through Intl: in Arabic the number is kept left to right by bidi marks.
  const fifty = new Intl.NumberFormat('ar-u-nu-latn', { style: 'percent' }).format(0.5);
  for (const scale of ['flt', 'frt', 'brt', 'blt', 'flp', 'frp', 'brp', 'blp']) {
    await expect(page.locator(`.isi-bar[data-scale="${scale}"] .isi-bar-value`)).toHaveText(fifty);
  }
  await expect(page.locator('.isi-bar[data-scale="blp"]')).toContainText('إجرائي');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تقرير PDF (العربية)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^تقرير ISI - \S+@\S+\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('/Lang (ar)');
});
