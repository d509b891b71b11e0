// The account life cycle in the browser (issue 3): sign up, follow the verification link of the
// mail caught by the run's real SMTP server, log in and land on the profile page, for a user and
// for a company; the empty-form messages; forgot and reset password; log out.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, loginInBrowser, uniqueEmail } from './support/accounts';
import { baseURL } from './support/env';
import { linkIn, waitForMail, waitForMails } from './support/mail';
import { axeOf, wcagTags } from './support/axe';

const password = 'Passw0rd!long';

async function openAuth(page: Page, path = '/auth') {
  await page.goto(path);
  // The 1-second spinner comes first (spec 2), then the form.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const journeys = [
  {
    type: 'User',
    signupBox: 'Sign up as a company',
    loginBox: 'Login as a company',
    home: /\/Profile\/myprofile$/,
  },
  {
    type: 'Company',
    signupBox: 'Sign up as a company',
    loginBox: 'Login as a company',
    // Issue 46 (decision 252): a new company's first login opens the first-hour guide.
    home: /\/Company\/Welcome\?login=1$/,
  },
] as const;

for (const journey of journeys) {
  test(`a ${journey.type} signs up, verifies from the mail, logs in and lands on the profile`, async ({
    page,
  }) => {
    const email = uniqueEmail(`e2e-${journey.type.toLowerCase()}`);
    await openAuth(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeFocused();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    if (journey.type === 'Company') await page.getByLabel(journey.signupBox).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    const sent = page.getByRole('dialog', {
      name: 'An email has been sent to you: open it to verify your account.',
    });
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(sent).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Verify your TalentPool account');
    const link = linkIn(mail, baseURL);
    expect(link).toContain(`/api/${journey.type === 'User' ? 'user' : 'company'}/verify?token=`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?verified=1$/);
    await expect(page.getByText('Your e-mail is verified. You can log in now.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    if (journey.type === 'Company') await page.getByLabel(journey.loginBox).check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(journey.home);
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('tokenValue'),
      id: sessionStorage.getItem('ID'),
      type: sessionStorage.getItem('Type'),
    }));
    expect(stored).toMatchObject({ type: journey.type });
    expect(stored.token).toBeTruthy();
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);

    // Log Out clears the storage, goes to '/', and the old token no longer works on the server.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('tokenValue'))).toBeNull();
    const segment = journey.type === 'User' ? 'user' : 'company';
    const res = await fetch(`${baseURL}/api/${segment}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(res.status).toBe(401);
  });
}

test('the empty forms show the spec messages', async ({ page }) => {
  await openAuth(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email field is required')).toBeVisible();
  await expect(page.getByText('Password field is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Email field is required')).toBeVisible();
  await expect(page.getByText('Password field is required', { exact: true })).toBeVisible();

  await page.getByLabel('Email').fill('someone@example');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!long');
  await page.getByLabel('Confirm password').fill('Passw0rd!lonG');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Both passwords need to be the same')).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email field is required')).toBeVisible();
});

test('login errors: unknown e-mail, wrong password, unverified e-mail; input is kept', async ({
  page,
}) => {
  const account = await createVerifiedAccount('User');
  await openAuth(page);
  const email = page.getByLabel('Email');
  const pass = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Login', exact: true });

  await email.fill(uniqueEmail('nobody'));
  await pass.fill(password);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: "User Doesn't Exist" })).toBeVisible();

  await email.fill(account.email);
  await pass.fill('not-the-password');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password is incorrect' })).toBeVisible();
  await expect(email).toHaveValue(account.email);
  await expect(pass).toHaveValue('not-the-password');
  await page.getByLabel('Show password').check();
  await expect(pass).toHaveAttribute('type', 'text');
  await page.getByLabel('Show password').uncheck();
  await expect(pass).toHaveAttribute('type', 'password');

  // Signed up but not verified: the popup, closed with Escape.
  const unverified = uniqueEmail('unverified');
  const signup = await fetch(`${baseURL}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: unverified, password, ConfirmPassword: password }),
  });
  expect(signup.status).toBe(201);
  await email.fill(unverified);
  await pass.fill(password);
  await submit.click();
  const popup = page.getByRole('dialog', {
    name: 'Email is not verified: open your email to complete the verification step.',
  });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(email).toHaveValue(unverified);

  // Signing up again with a registered e-mail.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User Already Exists' })).toBeVisible();
});

test('forgot password with one field, then reset it from the mailed link', async ({ page }) => {
  // Decision 251: the address holds a job seeker and a company account; each gets its own mail.
  const account = await createVerifiedAccount('Company');
  const userSignup = await fetch(`${baseURL}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password, ConfirmPassword: password }),
  });
  expect(userSignup.status).toBe(201);
  const userVerify = await waitForMail(
    (m) => m.to.includes(account.email) && m.text.includes('/api/user/verify'),
  );
  expect((await fetch(linkIn(userVerify, baseURL), { redirect: 'manual' })).status).toBe(302);
  const sentMessage =
    'If an account uses this e-mail, a link to choose a new password is on its way. Check your inbox.';
  await openAuth(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // An unknown address gets the very same answer.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('dialog', { name: sentMessage });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'OK' }).click();

  const resets = await waitForMails((mails) => {
    const found = mails.filter(
      (m) => m.to.includes(account.email) && m.subject === 'Reset your TalentPool password',
    );
    return found.length >= 2 && found;
  });
  expect(resets.map((m) => /\?type=(user|company)/.exec(m.text)?.[1]).sort()).toEqual([
    'company',
    'user',
  ]);
  const mail = resets.find((m) => m.text.includes('company account')) as (typeof resets)[number];
  const link = linkIn(mail, baseURL);
  expect(link).toMatch(/\/auth\/change-password\/[\w-]+\?type=company$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const newPassword = 'A-new-passphrase-42';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  const changed = page.getByRole('dialog', { name: 'Password is changed successfully' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'Go to login' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await expect(page.getByLabel('Login as a company')).toBeChecked();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/Company\/Welcome\?login=1$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('This reset link is invalid, already used or expired. Ask for a new one.'),
  ).toBeVisible();
});

test('the auth screen in Arabic', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openAuth(page);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByText('حقل البريد الإلكتروني مطلوب')).toBeVisible();
  await expect(page.getByText('حقل كلمة المرور مطلوب')).toBeVisible();
  // On a phone, the form fits the screen: no horizontal scrolling.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a session ended on the server sends the person back to login and says why', async ({
  page,
}) => {
  const account = await createVerifiedAccount('User');
  await loginInBrowser(page, account, '/');
  // Log out elsewhere (another tab, another device): every token of the account stops working.
  const res = await fetch(`${baseURL}/api/user/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.status).toBe(200);
  await page.goto('/Profile/myprofile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByText('Your session has ended. Please log in again.').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tokenValue'))).toBeNull();
});

for (const lang of ['en', 'ar'] as const) {
  test(`the auth screen and its popups pass axe (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const scan = async () => {
      const results = await axeOf(page).withTags(wcagTags).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    };
    const t =
      lang === 'en'
        ? { login: 'Login', signup: 'Sign up', forgot: 'Forgot password?', back: 'Back to login' }
        : {
            login: 'تسجيل الدخول',
            signup: 'إنشاء حساب',
            forgot: 'هل نسيت كلمة المرور؟',
            back: 'العودة إلى تسجيل الدخول',
          };
    await openAuth(page);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await scan();
    await page.getByRole('button', { name: t.signup, exact: true }).click();
    await scan();
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await page.getByRole('button', { name: t.forgot }).click();
    await scan();

    // An open popup: the unverified e-mail one.
    const email = uniqueEmail('axe');
    await fetch(`${baseURL}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, ConfirmPassword: password }),
    });
    await page.getByRole('button', { name: t.back }).click();
    await page.getByRole('textbox').first().fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan();

    await openAuth(page, '/auth/change-password/not-a-token');
    await scan();
  });
}
