// Issue 9: keyboard-only use. The login form, the questionnaire (/Q) and a checklist
// (/Company/jobmatch) are completed with the keyboard alone (no click, no fill, no focus()
// from the test), and every place the Tab key reaches shows a visible focus outline.
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, type E2EAccount } from './support/accounts';
import { expectEveryTabStopOutlined, isFocused, tabTo } from './support/keyboard';

let user: E2EAccount;
let company: E2EAccount;

test.beforeAll(async () => {
  user = await createVerifiedAccount('User');
  company = await createVerifiedAccount('Company');
});

test('the login form works with the keyboard alone and announces its errors', async ({ page }) => {
  await page.goto('/auth');
  const heading = page.getByRole('heading', { name: 'Login' });
  await expect(heading).toBeVisible();
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Login', exact: true });

  // Sent empty: the errors are announced and tied to their fields.
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  expect(describedBy).not.toBe('');
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).not.toBeEmpty();

  await tabTo(page, email, 60, 'Shift+Tab');
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  expect(await isFocused(password)).toBe(true);
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Password is incorrect' })).toBeVisible();
  // The form keeps the input and puts the focus back on the wrong field.
  await expect(email).toHaveValue(user.email);
  await expect(password).toBeFocused();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Profile\/myprofile$/);
});

test('a company ticks a checklist and reads the result with the keyboard alone', async ({
  page,
}) => {
  await loginInBrowser(page, company, '/Company/jobmatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Match' })).toBeVisible();

  await tabTo(page, page.getByLabel('Job Title'));
  await page.keyboard.type('Sales lead');
  const boxes = page
    .getByRole('group', { name: 'Competencies the job needs' })
    .getByRole('checkbox');
  await tabTo(page, boxes.first());
  // Space ticks a box; Tab moves on. Tick the 1st, 2nd and 4th.
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  await expect(boxes.nth(2)).not.toBeChecked();
  await expect(boxes.nth(3)).toBeChecked();
  await expect(page.locator('#choice-count')).toContainText('3');

  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toBeVisible();
  // The focus moves to the results, so a screen reader reads them next.
  await expect(results.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expect(results.locator('.results-summary')).not.toBeEmpty();

  // Saving the card is one Tab stop further on, and reachable too.
  await tabTo(page, page.getByRole('button', { name: 'Save as description card' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sales lead').first()).toBeVisible();
});

test('a job seeker completes the questionnaire with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const taker = await createVerifiedAccount('User');
  await loginInBrowser(page, taker, '/Q');
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeVisible();
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  for (let p = 0; p < 6; p++) {
    await expect(page.getByRole('heading', { name: `Page ${p + 1} of 6` })).toBeVisible();
    const first = page.locator(`input[name="q-${p * 8 + 1}"]`).first();
    await tabTo(page, first);
    if (p === 0) {
      // Sending an unanswered page: the refusal is announced and the focus goes to the first
      // unanswered statement.
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'missing questions' })).toBeVisible();
      await expect(first).toBeFocused();
      // Arrow keys move within a statement's choices (a native radio group).
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('input[name="q-1"]:checked')).toHaveCount(1);
    }
    // The keys 1-5 answer and move on; after the eighth the focus is on Next (or Done).
    for (let i = 0; i < 8; i++) await page.keyboard.press(String((i % 5) + 1));
    for (let i = 0; i < 8; i++) {
      await expect(page.locator(`input[name="q-${p * 8 + i + 1}"]:checked`)).toHaveValue(
        String((i % 5) + 1),
      );
    }
    await expect(page.getByRole('button', { name: p === 5 ? 'Done' : 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
  }

  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  // The dialog takes the focus to its one action.
  const home = dialog.getByRole('link');
  await expect(home).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Profile\/Avatar$/);
  await expect(page.locator('.isi-bar')).toHaveCount(8);
});

test.describe('visible focus', () => {
  test('every Tab stop of the login screen shows its focus', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectEveryTabStopOutlined(page, 14);
  });

  test('every Tab stop of the questionnaire page shows its focus', async ({ page }) => {
    await loginInBrowser(page, user, '/Q');
    await page.getByRole('button', { name: 'Start' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Page 1 of 6' })).toBeVisible();
    await expectEveryTabStopOutlined(page, 20);
  });

  test('every Tab stop of a checklist shows its focus, in Arabic too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await loginInBrowser(page, company, '/Company/findboss');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectEveryTabStopOutlined(page, 30);
  });
});
