// Issue 23, forms: toasts never cover the navigation bar (both directions, 1280 and 375 px), and a
// form's success replaces the error toast of an earlier failed try.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const submit = (page: Page) => page.locator('form.company-form button[type="submit"]');

for (const lang of ['en', 'ar'] as const) {
  for (const width of [1280, 375]) {
    test(`toasts sit below the navigation bar (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const company = await createVerifiedAccount('Company');
      await loginInBrowser(page, company, '/Companyform');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await submit(page).click();
      const toast = toasts(page).first();
      await expect(toast).toBeVisible();
      const bar = await page.locator('header.navbar').boundingBox();
      expect(bar).toBeTruthy();
      const barBottom = (bar?.y ?? 0) + (bar?.height ?? 0);
      // Polled: sonner slides a toast in from the top edge.
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(barBottom);
      const box = await toast.boundingBox();
      if (!box) throw new Error('no toast box');
      // At the reading end of the page: the right in English, the left in Arabic (spec 9).
      const centre = box.x + box.width / 2;
      if (width > 600) {
        if (lang === 'ar') expect(centre).toBeLessThan(width / 2);
        else expect(centre).toBeGreaterThan(width / 2);
      }
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });
  }
}

test('a save replaces the error toast of the failed try before it', async ({ page }) => {
  const company = await createVerifiedAccount('Company');
  await loginInBrowser(page, company, '/Companyform');
  await page.getByLabel('Company name').fill('Toast Test Co');
  await page.getByLabel('Industry').selectOption('Digital Services');
  await page.getByLabel('Company address').fill('5 Nile Corniche, Cairo');
  await page.getByLabel('Country').selectOption('Egypt');
  await page.getByLabel('Company phone').fill('+20 2 2345 6789');
  await page.getByLabel('Company size').selectOption('>50');
  await page.getByLabel('Legal entity').selectOption('Other');
  await page.getByLabel('If other, specify').fill('Joint venture');
  await page.getByLabel('Commercial registration number').fill('CR-2024-77');
  await page.getByLabel('Registration date').fill('2012-04-01');
  await page.getByLabel('Full name').fill('Laila Hassan');
  await page.getByLabel('ID number').fill('29001011234567');
  await page.getByLabel('Position in the company').fill('HR Manager');
  await page.getByLabel('Mobile number').fill('+20 100 123 4567');
  // One field left empty: the try fails.
  await submit(page).click();
  const failed = toasts(page).filter({ hasText: 'Some fields need your attention.' });
  await expect(failed).toBeVisible();
  // The pointer rests on the toast, which keeps it open (sonner pauses its timer), while the
  // form is fixed and sent from the keyboard: an error toast the save did not replace stays.
  await failed.hover();
  await page.getByLabel('E-mail address').fill('laila@toast.example.com');
  await page.getByLabel('E-mail address').press('Enter');
  await expect(page).toHaveURL(/\/Company\/Profile$/);
  await expect(toasts(page).filter({ hasText: 'Company profile saved' })).toBeVisible();
  expect(await failed.count()).toBe(0);
});
