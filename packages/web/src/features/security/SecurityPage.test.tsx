// Decision 110: the account security page. The second factor is set up with a QR code and a code,
// the recovery codes are shown once; whether it is on and the codes left come from
// getAccountSecurity; a member whose company requires it goes on once it is set up; the password
// change clears its fields; the login e-mail changes by a link (docs/decisions/112); owners and
// admins have the company's switch.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../../lib/i18n';
import { getSession, signIn, signOut, type SessionMember } from '../../lib/session';
import { SecurityPage } from './SecurityPage';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answers = Record<string, (call: Call) => Response>;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-2345${i}`);

interface AccountState {
  email: string;
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  pendingEmail: string | null;
}

/**
 * Answers by "METHOD path"; account/security answers the account (by default: what the session
 * believes), which follows the second factor turned on or off; company/me the stored member with
 * the account's second factor.
 */
function server(answers: Answers, account: Partial<AccountState> = {}): Call[] {
  const calls: Call[] = [];
  const on = getSession().totpEnabled === true;
  const state: AccountState = {
    email: 'sam@example.com',
    totpEnabled: on,
    recoveryCodesLeft: on ? 10 : 0,
    pendingEmail: null,
    ...account,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${url}`];
      if (answer) {
        const response = answer(call);
        if (response.ok && url === '/api/account/totp/enable') {
          Object.assign(state, { totpEnabled: true, recoveryCodesLeft: 10 });
        }
        if (response.ok && url === '/api/account/totp/disable') {
          Object.assign(state, { totpEnabled: false, recoveryCodesLeft: 0 });
        }
        return response;
      }
      if (url === '/api/account/security') return json(200, state);
      // Decision 147: the member's own notifications (the digest on, as by default).
      if (url === '/api/company/me/notifications') return json(200, { applicantDigest: true });
      if (url === '/api/company/me') {
        const member = getSession().member;
        return json(200, {
          company: { _id: 'c1', companyName: 'Acme', requireTotp: true },
          member: {
            ...member,
            totpEnabled: state.totpEnabled,
            totpSetupRequired: member?.totpSetupRequired === true && !state.totpEnabled,
            status: 'active',
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        });
      }
      return json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return calls;
}

const memberOf = (role: MemberRole, changes: Partial<SessionMember> = {}): SessionMember => ({
  _id: '60000000-0000-4000-8000-000000000001',
  email: 'sam@example.com',
  name: 'Sam',
  role,
  totpEnabled: false,
  totpSetupRequired: false,
  ...changes,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/Profile/Security', element: <SecurityPage /> },
      { path: '/Company/Security', element: <SecurityPage /> },
      { path: '*', element: <p>{'company area'}</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const totpStart = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/TalentPool:sam%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=TalentPool',
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('second factor', () => {
  it('is set up with a QR code and a code, and the recovery codes are shown once', async () => {
    signIn('token', 'user-1', 'User', { totpEnabled: false });
    const calls = server({
      'POST /api/account/totp/start': () => json(200, totpStart),
      'POST /api/account/totp/enable': () => json(200, { recoveryCodes }),
    });
    renderAt('/Profile/Security');
    fireEvent.click(screen.getByRole('button', { name: 'Set up the second factor' }));

    expect(
      await screen.findByRole('img', {
        name: 'QR code that adds this account to an authenticator app',
      }),
    ).toBeTruthy();
    expect(screen.getByText(totpStart.secret)).toBeTruthy();
    const code = screen.getByLabelText(/^6-digit code from the app/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code has 6 digits (or use a recovery code)')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const heading = await screen.findByRole('heading', { name: 'Your recovery codes' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls.find((c) => c.url === '/api/account/totp/enable')?.body).toEqual({
      code: '123456',
    });
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    expect(getSession().totpEnabled).toBe(true);

    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    fireEvent.click(done);
    // Gone for good: the page now offers to turn it off.
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('is turned off with a current code; a wrong one is said on the field', async () => {
    signIn('token', 'user-1', 'User', { totpEnabled: true });
    let attempts = 0;
    const calls = server({
      'POST /api/account/totp/disable': () =>
        ++attempts === 1 ? json(401, { error: 'bad', code: 'TOTP_INVALID' }) : json(204),
    });
    renderAt('/Profile/Security');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const code = screen.getByLabelText(/^6-digit code from the app/);
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off the second factor' }));
    expect(await screen.findByText('That code is wrong or was already used.')).toBeTruthy();
    expect(getSession().loggedIn).toBe(true);
    // A lost phone: a recovery code turns it off too.
    fireEvent.click(screen.getByRole('checkbox', { name: 'I am using a recovery code' }));
    const recovery = screen.getByLabelText(/^Recovery code/);
    expect(recovery.getAttribute('inputmode')).toBe('text');
    fireEvent.change(recovery, { target: { value: 'abcde-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off the second factor' }));
    expect(await screen.findByText('The second factor is off.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/account/totp/disable').at(-1)?.body).toEqual({
      code: 'abcde-23456',
    });
    expect(getSession().totpEnabled).toBe(false);
  });

  it('learns that it is on when the server refuses a new set-up', async () => {
    // A session from before the page knew (no second-factor state stored).
    signIn('token', 'user-1', 'User');
    // ...and getAccountSecurity could not answer at first.
    let refused = false;
    const calls = server({
      'GET /api/account/security': () =>
        refused
          ? json(200, {
              email: 'sam@example.com',
              totpEnabled: true,
              recoveryCodesLeft: 4,
              pendingEmail: null,
            })
          : json(503, { error: 'down', code: 'INTERNAL' }),
      'POST /api/account/totp/start': () => {
        refused = true;
        return json(403, { error: 'on', code: 'FORBIDDEN' });
      },
    });
    renderAt('/Profile/Security');
    fireEvent.click(screen.getByRole('button', { name: 'Set up the second factor' }));
    expect(
      await screen.findByText('The second factor of this account is already on.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(getSession().totpEnabled).toBe(true);
    // And asks the server again, which now tells the codes left.
    expect(await screen.findByText('4 recovery codes left.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/account/security')).toHaveLength(2);
  });

  it('tells a member why it is required, and goes on to the company area once set up', async () => {
    signIn('token', 'company-1', 'Company', {
      member: memberOf('recruiter', { totpSetupRequired: true }),
    });
    server({
      'POST /api/account/totp/start': () => json(200, totpStart),
      'POST /api/account/totp/enable': () => json(200, { recoveryCodes }),
    });
    const router = renderAt('/Company/Security?setup=1');
    expect(
      screen.getByRole('heading', { name: 'Your company requires a second factor' }),
    ).toBeTruthy();
    expect(await screen.findByText(/Acme asks every member/)).toBeTruthy();
    // The company's switch waits until the member's own set-up is done.
    expect(screen.queryByRole('checkbox', { name: /Require a second factor/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Set up the second factor' }));
    fireEvent.change(await screen.findByLabelText(/^6-digit code from the app/), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'I have saved my recovery codes' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the company area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CompanyView/Profile'));
    expect(getSession().member).toMatchObject({ totpEnabled: true, totpSetupRequired: false });
  });
});

describe('password', () => {
  it('asks for the current one, clears the fields and says the other sessions ended', async () => {
    signIn('token', 'user-1', 'User');
    let attempts = 0;
    const calls = server({
      'POST /api/account/password': () =>
        ++attempts === 1
          ? json(401, { error: 'wrong', code: 'WRONG_PASSWORD' })
          : json(200, { message: 'ok', token: 'fresh-token' }),
    });
    renderAt('/Profile/Security');
    const current = screen.getByLabelText(/^Current password/) as HTMLInputElement;
    const next = screen.getByLabelText(/^New password/) as HTMLInputElement;
    fireEvent.change(current, { target: { value: 'old-password' } });
    fireEvent.change(next, { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'new-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(next.value).toBe('new-password-1');
    expect(getSession().loggedIn).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password is changed. Your other sessions were logged out.'),
    ).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      currentPassword: 'old-password',
      password: 'new-password-1',
      ConfirmPassword: 'new-password-1',
    });
    expect(current.value).toBe('');
    expect(next.value).toBe('');
    // Every older token ended: the session goes on with the new one.
    expect(getSession().token).toBe('fresh-token');
  });
});

describe('what the server says of the second factor', () => {
  it('replaces what the login told, and counts the recovery codes left', async () => {
    // The login said off; the server says on, with 7 codes left.
    signIn('token', 'user-1', 'User', { totpEnabled: false });
    server({}, { totpEnabled: true, recoveryCodesLeft: 7 });
    renderAt('/Profile/Security');
    expect(await screen.findByText('7 recovery codes left.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(getSession().totpEnabled).toBe(true);
    expect(screen.queryByText(/Only a few recovery codes are left/)).toBeNull();
  });

  it('warns when three or fewer are left, in one form per count', async () => {
    signIn('token', 'user-1', 'User', { totpEnabled: true });
    server({}, { recoveryCodesLeft: 1 });
    renderAt('/Profile/Security');
    expect(await screen.findByText('1 recovery code left.')).toBeTruthy();
    expect(
      screen.getByText(
        'Only a few recovery codes are left. To get 10 new ones, turn the second factor off and set it up again.',
      ),
    ).toBeTruthy();
  });

  it('says the count in Arabic with its plural form', async () => {
    await i18n.changeLanguage('ar');
    signIn('token', 'user-1', 'User', { totpEnabled: true });
    server({}, { recoveryCodesLeft: 2 });
    renderAt('/Profile/Security');
    expect(await screen.findByText('بقي رمزا استرداد.')).toBeTruthy();
    expect(screen.getByText(/لم يبقَ إلا القليل من رموز الاسترداد/)).toBeTruthy();
  });

  it("keeps a member's session in step: off on the server is off on the page", async () => {
    signIn('token', 'company-1', 'Company', {
      member: memberOf('recruiter', { totpEnabled: true }),
    });
    server({}, { totpEnabled: false });
    renderAt('/Company/Security');
    await waitFor(() => expect(getSession().member?.totpEnabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Set up the second factor' })).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes-left')).toBeNull();
  });
});

describe('login e-mail', () => {
  const fill = (email: string, password: string) => {
    fireEvent.change(screen.getByLabelText(/^New e-mail/), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
  };

  it('sends the new address and the password, and says where the link went', async () => {
    signIn('token', 'user-1', 'User', { totpEnabled: false });
    const calls = server({ 'POST /api/account/email': () => json(200, { message: 'sent' }) });
    renderAt('/Profile/Security');
    expect((await screen.findByTestId('login-email')).textContent).toBe('sam@example.com');
    fill('  sam.new@example.com ', 'my-password');
    expect(
      await screen.findByText(
        'We sent a link to sam.new@example.com. Open it to finish the change. Your current address was told about it.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/account/email')?.body).toEqual({
      email: 'sam.new@example.com',
      password: 'my-password',
    });
    expect((screen.getByLabelText(/^Your password/) as HTMLInputElement).value).toBe('');
    // Nothing changed yet, and the session goes on.
    expect(getSession().loggedIn).toBe(true);
  });

  it('says a wrong password on the password field and keeps what was typed', async () => {
    signIn('token', 'company-1', 'Company', { member: memberOf('interviewer') });
    let attempts = 0;
    server({
      'POST /api/account/email': () =>
        ++attempts === 1
          ? json(401, {
              error: 'wrong',
              code: 'WRONG_PASSWORD',
              fields: { password: 'Password is incorrect' },
            })
          : json(409, { error: 'taken', code: 'EMAIL_TAKEN' }),
    });
    renderAt('/Company/Security');
    fill('sam.new@example.com', 'not-my-password');
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    const password = screen.getByLabelText(/^Your password/) as HTMLInputElement;
    const email = screen.getByLabelText(/^New e-mail/) as HTMLInputElement;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(password.value).toBe('not-my-password');
    expect(email.value).toBe('sam.new@example.com');
    expect(getSession().loggedIn).toBe(true);

    // An address another account uses: said on the e-mail field.
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Another account already uses this e-mail.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('sam.new@example.com');
  });

  it("says the server's refusal of the address on the e-mail field", async () => {
    signIn('token', 'user-1', 'User', { totpEnabled: false });
    server({
      'POST /api/account/email': () =>
        json(400, {
          error: 'invalid',
          code: 'VALIDATION_FAILED',
          fields: { email: 'This is already your email address' },
        }),
    });
    renderAt('/Profile/Security');
    fill('sam@example.com', 'my-password');
    expect(await screen.findByText('This is already your email address')).toBeTruthy();
    expect(screen.getByLabelText(/^New e-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the address before sending', async () => {
    signIn('token', 'user-1', 'User', { totpEnabled: false });
    const calls = server({});
    renderAt('/Profile/Security');
    fill('not-an-address', 'my-password');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/account/email')).toBe(false);
  });

  it('shows a change waiting for confirmation', async () => {
    signIn('token', 'user-1', 'User', { totpEnabled: false });
    server({}, { pendingEmail: 'sam.next@example.com' });
    renderAt('/Profile/Security');
    expect(
      await screen.findByText(
        'A change to sam.next@example.com waits for confirmation: open the link we sent to that address.',
      ),
    ).toBeTruthy();
  });
});

describe("the company's requirement", () => {
  it('is a switch for owners and admins that saves at once', async () => {
    signIn('token', 'company-1', 'Company', { member: memberOf('admin', { totpEnabled: true }) });
    const calls = server({
      'GET /api/company/security': () => json(200, { requireTotp: false }),
      'PUT /api/company/security': (call) => json(200, call.body),
    });
    renderAt('/Company/Security');
    const toggle = await screen.findByRole('checkbox', {
      name: 'Require a second factor for every member',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ requireTotp: true }),
    );
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('is not offered to a recruiter', () => {
    signIn('token', 'company-1', 'Company', { member: memberOf('recruiter') });
    server({});
    renderAt('/Company/Security');
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Company security' })).toBeNull();
  });
});

describe('notifications (decision 147)', () => {
  it('lets any member turn the daily applicant digest off, saying so', async () => {
    signIn('token', 'company-1', 'Company', { member: memberOf('interviewer') });
    const calls = server({
      'PUT /api/company/me/notifications': () => json(200, { applicantDigest: false }),
    });
    renderAt('/Company/Security');
    const digest = (await screen.findByRole('checkbox', {
      name: 'E-mail me a daily digest of new applicants',
    })) as HTMLInputElement;
    expect(digest.checked).toBe(true);
    fireEvent.click(digest);
    await waitFor(() => expect(digest.checked).toBe(false));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/company/me/notifications', body: { applicantDigest: false } },
    ]);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});
