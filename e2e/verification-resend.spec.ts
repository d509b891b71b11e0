// Decision 129 (issue 23): verification without dead ends. A person signs up, tries to log in
// before verifying, sends the link again from the popup, and the new mail's link verifies the
// account (checked by a login through the API, not only by what the screen says); the first link
// no longer works, and its page offers a new one.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { baseURL } from './support/env';
import { linkIn, waitForMail } from './support/mail';

const password = 'Passw0rd!long';

test('a person who has not verified sends the link again from the login popup, and the new link verifies', async ({
  page,
}) => {
  const email = uniqueEmail('e2e-resend');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const sent = page.getByRole('dialog');
  await sent.getByRole('button', { name: 'OK' }).click();
  const firstLink = linkIn(await waitForMail((m) => m.to.includes(email)), baseURL);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const popup = page.getByRole('dialog', {
    name: 'Email is not verified: open your email to complete the verification step.',
  });
  await expect(popup).toBeVisible();
  // From the keyboard: OK has the focus, Tab reaches the resend, Enter sends it.
  await expect(popup.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: 'Send the link again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup.getByText(/a new link is on its way/)).toBeVisible();

  const fresh = await waitForMail((m) => m.to.includes(email) && linkIn(m, baseURL) !== firstLink);
  expect(fresh.subject).toBe('Verify your TalentPool account');
  const newLink = linkIn(fresh, baseURL);

  // The older link is void: its page offers a new one instead of a dead end.
  await page.goto(firstLink);
  await expect(page).toHaveURL(/\/auth\?verified=0$/);
  await expect(page.getByRole('heading', { name: 'Get a new verification link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  await page.goto(newLink);
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText('Your e-mail is verified. You can log in now.')).toBeVisible();

  // What the server stored, not only what the screen shows: the account now logs in.
  const login = await fetch(`${baseURL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
});
