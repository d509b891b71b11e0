// Decision 110: a login with the second factor on. The server answers 401 TOTP_REQUIRED; the form
// asks for the code, keeps the e-mail and password, and sends all three again; a wrong code is
// said on the code field. A company login stores the member and may lead to the set-up first.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountType } from '@talentpool/domain/account';
import { sessionKeys } from '@talentpool/domain/plain/account';
import i18n from '../../lib/i18n';
import { getSession, signOut } from '../../lib/session';
import { LoginForm } from './LoginForm';

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch answering from a list, recording what the component sent. */
function serverAnswers(...answers: Response[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      return answer;
    }),
  );
  return sent;
}

function renderLogin(type: AccountType = 'User') {
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        element: <LoginForm type={type} onTypeChange={vi.fn()} email="" onSwitch={vi.fn()} />,
      },
      { path: '*', element: <p>{'landed'}</p> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function typeCredentials() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
}

beforeEach(() => signOut());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('login with the second factor', () => {
  it('asks for the code on TOTP_REQUIRED and sends it with the same e-mail and password', async () => {
    const sent = serverAnswers(
      json(401, { error: 'code needed', code: 'TOTP_REQUIRED' }),
      json(200, {
        token: 'tok',
        user: { _id: '11111111-1111-4111-8111-111111111111', email: 'sam@example.com' },
      }),
    );
    const router = renderLogin('User');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    // What was typed stays.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('long-enough-1');
    // Decision 139: the one login form asks the server to find the account.
    expect(sent[0]?.body).toEqual({
      email: 'sam@example.com',
      password: 'long-enough-1',
      findAccount: true,
    });

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Profile/myprofile'));
    expect(sent[1]?.url).toBe('/api/user/login');
    expect(sent[1]?.body).toEqual({
      email: 'sam@example.com',
      password: 'long-enough-1',
      totp: '123456',
      findAccount: true,
    });
    expect(getSession().totpEnabled).toBe(true);
  });

  it('says a wrong code on the code field and accepts a recovery code', async () => {
    const sent = serverAnswers(
      json(401, { error: 'code needed', code: 'TOTP_REQUIRED' }),
      json(401, { error: 'wrong', code: 'TOTP_INVALID' }),
    );
    renderLogin('User');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I am using a recovery code' }));
    const code = screen.getByLabelText('Recovery code');
    expect(code.getAttribute('inputmode')).toBe('text');
    fireEvent.change(code, { target: { value: 'abcde-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('That code is wrong or was already used.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(sent[1]?.body.totp).toBe('abcde-23456');
  });

  it('asks for the code again, in Arabic too, when the field is left empty', async () => {
    await i18n.changeLanguage('ar');
    const sent = serverAnswers(json(401, { error: 'code needed', code: 'TOTP_REQUIRED' }));
    renderLogin('User');
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.change(screen.getByLabelText('كلمة المرور'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await screen.findByLabelText('رمز المصادقة');
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('أدخل الرمز من تطبيق المصادقة')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('stores the member of a company login and goes to the set-up the company requires', async () => {
    const member = {
      _id: '22222222-2222-4222-8222-222222222222',
      email: 'sam@example.com',
      name: 'Sam',
      role: 'recruiter',
      totpEnabled: false,
      totpSetupRequired: true,
    };
    serverAnswers(
      json(200, {
        token: 'tok',
        company: { _id: '33333333-3333-4333-8333-333333333333', email: 'c@example.com' },
        member,
      }),
    );
    const router = renderLogin('Company');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Company/Security'));
    expect(router.state.location.search).toBe('?setup=1');
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.member) ?? 'null')).toEqual(member);
    expect(getSession().member?.role).toBe('recruiter');
  });
});

describe('a disabled account (decision 120)', () => {
  it('says so next to the form, in English and Arabic, instead of the Oops popup', async () => {
    serverAnswers(json(403, { error: 'disabled', code: 'ACCOUNT_DISABLED' }));
    renderLogin('Company');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('This account has been disabled. Contact support.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession().loggedIn).toBe(false);
    await i18n.changeLanguage('ar');
    expect(await screen.findByText('تم إيقاف هذا الحساب. تواصل مع الدعم.')).toBeTruthy();
  });
});
