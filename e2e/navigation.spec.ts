// spec 2 (Navigation bar): the burger menu on a small screen, and the links on a wide one.
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, type E2EAccount } from './support/accounts';

test.describe('navigation on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens the menu; the backdrop and a link close it', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(burger).toBeVisible();
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByTestId('menu-backdrop').click({ position: { x: 10, y: 300 } });
    await expect(menu).toBeHidden();

    await burger.click();
    await menu.getByRole('link', { name: 'About ISI' }).click();
    await expect(page).toHaveURL(/\/isi$/);
    await expect(menu).toBeHidden();
  });

  test('no horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('navigation on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Home is active only on "/", Login shows when logged out', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveClass(/active/);
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'About ISI' }).click();
    await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveClass(/active/);
    await expect(menu.getByRole('link', { name: 'About ISI' })).toHaveClass(/active/);
  });

  test('Profile replaces Login when a session is stored, by the stored Type', async ({ page }) => {
    // Real sessions: the app ends a session the server refuses (a made-up token is signed out as
    // soon as the menu asks the server anything).
    const user = await createVerifiedAccount('User');
    const company = await createVerifiedAccount('Company');
    const store = (account: E2EAccount) =>
      page.evaluate((a) => {
        sessionStorage.setItem('tokenValue', a.token);
        sessionStorage.setItem('ID', a.id);
        sessionStorage.setItem('Type', a.type);
        if (a.member) sessionStorage.setItem('Member', JSON.stringify(a.member));
        else sessionStorage.removeItem('Member');
      }, account);
    await page.goto('/');
    await store(user);
    await page.reload();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/Profile/myprofile',
    );
    await store(company);
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/Company/Profile',
    );
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('every route of the spec opens a screen, and Arabic turns the page right to left', async ({
    page,
  }) => {
    for (const route of ['/Company/Filter', '/CompanyView/Users', '/q', '/viewProfile/1']) {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
    }
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
