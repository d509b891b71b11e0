// decisions.md 17 (issue 39): an address that is no page of the app answers 404 (not a soft 404
// with status 200) and the browser shows the app's not-found page, in the reader's language; a
// known page still answers 200.
import { expect, test } from '@playwright/test';

test('an unknown address answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  const arabic = await page.goto('/Profile/nothing-here');
  expect(arabic?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
});

test('a known page still answers 200', async ({ page }) => {
  for (const route of ['/', '/about', '/jobs', '/auth', '/company/members']) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
  }
});
