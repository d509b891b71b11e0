// Decision 138 (issue 23): sessions that survive a new tab and a browser restart. A person logs in
// with "Keep me logged in"; a new tab (empty sessionStorage) and a new browser context holding only
// the cookie open /Profile/Applications directly; log out ends the remembered session for every
// tab (checked against the server, not only the screen). An anonymous visit to a page that needs
// a login goes to the login screen and back to that page.
import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { baseURL } from './support/env';

async function loginOnScreen(
  page: import('@playwright/test').Page,
  email: string,
  password: string,
  remember: boolean,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Keep me logged in' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('keep me logged in: a new tab and a restarted browser open a protected page; log out ends it', async ({
  browser,
  page,
  context,
}) => {
  const account = await createVerifiedAccount('User');
  await page.goto('/auth');
  await loginOnScreen(page, account.email, account.password, true);
  await expect(page).toHaveURL(/\/Profile\/myprofile$/);
  const cookies = await context.cookies();
  const cookie = cookies.find((c) => c.name === 'tp_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/session' });

  // A new tab: no sessionStorage of its own, the page opens at once.
  const tab = await context.newPage();
  await tab.goto('/Profile/Applications');
  await expect(tab.getByRole('heading', { name: 'My applications' })).toBeVisible();
  await expect(tab).toHaveURL(/\/Profile\/Applications$/);
  // The tab holds a token of its own under the spec's keys, and the server takes it.
  const tabToken = await tab.evaluate(() => sessionStorage.getItem('tokenValue'));
  expect(tabToken).toBeTruthy();
  const profile = await fetch(`${baseURL}/api/user/${account.id}`, {
    headers: { authorization: `Bearer ${tabToken}` },
  });
  expect(profile.status).toBe(200);

  // A restarted browser: a new context with nothing but the cookie jar.
  const restarted = await browser.newContext({
    storageState: { cookies: await context.cookies(), origins: [] },
  });
  const again = await restarted.newPage();
  await again.goto('/Profile/Applications');
  await expect(again.getByRole('heading', { name: 'My applications' })).toBeVisible();

  // Log out in the restarted browser: its remembered session ends on the server too.
  const afterRestart = (await restarted.cookies()).find((c) => c.name === 'tp_session');
  expect(afterRestart?.value).toBeTruthy();
  await again.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(again).toHaveURL(`${baseURL}/`);
  expect((await restarted.cookies()).find((c) => c.name === 'tp_session')).toBeUndefined();
  const replay = await fetch(`${baseURL}/api/session/refresh`, {
    method: 'POST',
    headers: { cookie: `tp_session=${afterRestart?.value}` },
  });
  expect(replay.status).toBe(401);
  // The first browser's cookie belonged to the same account: log out ended it as well.
  const other = await context.newPage();
  await other.goto('/Profile/Applications');
  await expect(other).toHaveURL(/\/auth$/);
  await restarted.close();
});

test('an anonymous visit to a protected page goes to the login screen and back to that page', async ({
  page,
}) => {
  const account = await createVerifiedAccount('User');
  await page.goto('/Profile/Applications');
  await expect(page).toHaveURL(/\/auth$/);
  await loginOnScreen(page, account.email, account.password, false);
  await expect(page).toHaveURL(/\/Profile\/Applications$/);
  await expect(page.getByRole('heading', { name: 'My applications' })).toBeVisible();
  // Without "keep me logged in" no cookie is kept: a new tab must log in.
  expect((await page.context().cookies()).find((c) => c.name === 'tp_session')).toBeUndefined();
});
