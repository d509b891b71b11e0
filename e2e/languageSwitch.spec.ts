// Issue 23: the navigation bar's language switch called PUT /api/api/user/language and got a
// silent 404, and every test passed because they looked only at the screen. This spec asserts what
// the server stored after the click: the next mail the server writes on its own (the notice of a
// password change, which takes the language from the account, not from the request) is in the
// language chosen in the browser.
import { expect, test } from '@playwright/test';
import { translate } from '../packages/domain/src/messages';
import { createVerifiedAccount, loginInBrowser, type E2EAccountType } from './support/accounts';
import { baseURL } from './support/env';
import { waitForMail } from './support/mail';

for (const type of ['User', 'Company'] as const satisfies readonly E2EAccountType[]) {
  test(`a ${type} who switches to Arabic in the nav bar gets the next mail in Arabic`, async ({
    page,
  }) => {
    const account = await createVerifiedAccount(type);
    await loginInBrowser(page, account, '/');
    const segment = type === 'User' ? 'user' : 'company';
    const stored = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/language'),
    );
    await page.getByRole('button', { name: /Language/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const response = await stored;
    expect(new URL(response.url()).pathname).toBe(`/api/${segment}/language`);
    expect(response.status()).toBeLessThan(300);

    // What the server stored: a mail it writes in the account's own language.
    const changed = await fetch(`${baseURL}/api/account/password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${account.token}`,
        // The request's own language must not be what makes the mail Arabic.
        'accept-language': 'en',
      },
      body: JSON.stringify({
        currentPassword: account.password,
        password: 'An0ther-long-passphrase',
        ConfirmPassword: 'An0ther-long-passphrase',
      }),
    });
    expect(changed.status).toBe(200);
    const mail = await waitForMail(
      (m) =>
        m.to.includes(account.email) &&
        m.subject === translate('accounts.mail.passwordChangedSubject', 'ar'),
    );
    expect(mail.subject).not.toBe(translate('accounts.mail.passwordChangedSubject', 'en'));
  });
}
