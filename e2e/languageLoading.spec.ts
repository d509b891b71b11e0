// Issue 11 (decision 099): the landing page downloads only its own language's first-screen texts,
// yet nothing is lost: a remembered Arabic choice paints Arabic from the first frame, a switch
// shows the other language's texts (on lazy pages too), server errors arrive translated, and a
// toast still shows (sonner loads with the first toast).
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env';
import { messages } from '../packages/domain/src/messages';
import { authAr } from '../packages/web/src/features/auth/locales/ar';
import { authEn } from '../packages/web/src/features/auth/locales/en';
import { sharedFirstScreenAr } from '../packages/web/src/locales/shared/firstScreen/ar';
import { sharedFirstScreenEn } from '../packages/web/src/locales/shared/firstScreen/en';
import { coreAr } from '../packages/web/src/locales/core/ar';
import { coreEn } from '../packages/web/src/locales/core/en';
import { isiAr } from '../packages/web/src/features/isi/locales/ar';
import { isiEn } from '../packages/web/src/features/isi/locales/en';

/**
 * Records the text of #root when its hero's heading is first whole in it (before that frame
 * paints): put there by React, or by the server's first frame as the page is parsed (decision
 * 291; the lead paragraph after the heading says the heading is complete).
 */
async function recordFirstText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { firstText?: string };
    new MutationObserver((_, observer) => {
      if (document.querySelector('#root h1 ~ .lp-lead')) {
        win.firstText = document.getElementById('root')?.textContent?.trim() ?? '';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The bodies of every JavaScript file the page fetches. */
function scriptBodies(page: Page): { bodies: Promise<string>[] } {
  const seen = { bodies: [] as Promise<string>[] };
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      seen.bodies.push(response.text().catch(() => ''));
    }
  });
  return seen;
}

test('a remembered Arabic choice paints Arabic first and downloads no English texts', async ({
  page,
  context,
}) => {
  // Remembered as the app keeps it (decision 156): in localStorage, and in the cookie from which
  // the server paints the home page's first frame in that language (decision 291).
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL }]);
  await recordFirstText(page);
  const scripts = scriptBodies(page);
  await page.goto('/', { waitUntil: 'networkidle' });

  await expect(
    page.getByRole('heading', { level: 1, name: sharedFirstScreenAr.hero.title }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const firstText = await page.evaluate(() => (window as { firstText?: string }).firstText);
  expect(firstText).toContain(sharedFirstScreenAr.hero.title);
  expect(firstText).not.toContain(sharedFirstScreenEn.hero.title);

  const bodies = await Promise.all(scripts.bodies);
  expect(bodies.some((body) => body.includes(sharedFirstScreenAr.hero.title))).toBe(true);
  expect(bodies.filter((body) => body.includes(sharedFirstScreenEn.hero.title))).toEqual([]);
});

test('switching language shows the other texts on the landing page and on lazy pages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: sharedFirstScreenEn.hero.title }),
  ).toBeVisible();

  await page
    .getByRole('button', { name: `${coreEn.nav.language}: ${coreEn.nav.switchTo}` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: sharedFirstScreenAr.hero.title }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // /auth needs only first-screen texts; a page of another feature brings the rest of the
  // current language with it.
  await page.getByRole('link', { name: coreAr.nav.login }).click();
  await expect(page.getByRole('heading', { name: authAr.login.title })).toBeVisible();
  await page.goto('/isi');
  await expect(page.getByRole('heading', { level: 1, name: isiAr.info.title })).toBeVisible();

  // Back to English there: the whole English language arrives before the switch shows.
  await page
    .getByRole('button', { name: `${coreAr.nav.language}: ${coreAr.nav.switchTo}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: isiEn.info.title })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('isi.info');
  await page.getByRole('link', { name: coreEn.nav.login }).click();
  await expect(page.getByRole('button', { name: authEn.login.submit })).toBeVisible();
});

test('server errors arrive in the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await page.goto('/auth');
  await page.getByLabel(authAr.fields.email).fill('nobody-h11@example.com');
  await page.getByLabel(authAr.fields.password, { exact: true }).fill('Password#2026');
  await page.getByRole('button', { name: authAr.login.submit }).click();
  await expect(page.getByText(messages.ar['error.USER_NOT_FOUND']).first()).toBeVisible();
});

test('a toast still shows: an ended session says so on the login screen', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('tokenValue', 'not-a-valid-token');
    sessionStorage.setItem('ID', '00000000-0000-0000-0000-000000000000');
    sessionStorage.setItem('Type', 'User');
  });
  await page.goto('/Profile/myprofile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: coreEn.common.signedOut }),
  ).toBeVisible();
});
