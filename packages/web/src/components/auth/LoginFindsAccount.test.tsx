// Decision 139 (issue 23): one login form that finds the account. A company member who forgot
// "Login as a company" is logged in as the company (the box follows); an e-mail and password that
// open both kinds are asked which one, and the choice is sent without the search.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountType } from '@talentpool/domain/account';
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

function Form() {
  const [type, setType] = useState<AccountType>('User');
  return <LoginForm type={type} onTypeChange={setType} email="" onSwitch={vi.fn()} />;
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <Form /> },
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

const companyAnswer = {
  token: 'tok',
  company: { _id: '22222222-2222-4222-8222-222222222222', email: 'co@example.com' },
  member: {
    _id: '33333333-3333-4333-8333-333333333333',
    email: 'sam@example.com',
    name: 'Sam',
    role: 'owner',
    totpEnabled: false,
    totpSetupRequired: false,
  },
};

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

describe('the one login form (decision 139)', () => {
  it('logs a member who forgot the company box in as the company', async () => {
    const sent = serverAnswers(
      json(409, {
        error: 'other kind',
        code: 'OTHER_ACCOUNT_TYPE',
        fields: { accountType: 'Company' },
      }),
      json(200, companyAnswer),
    );
    const router = renderLogin();
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth'));
    expect(sent.map((s) => s.url)).toEqual(['/api/user/login', '/api/company/login']);
    expect(sent[0]?.body).toEqual({
      email: 'sam@example.com',
      password: 'long-enough-1',
      findAccount: true,
    });
    expect(sent[1]?.body).toEqual({ email: 'sam@example.com', password: 'long-enough-1' });
    expect(getSession().type).toBe('Company');
    // "User Doesn't Exist" was never shown.
    expect(screen.queryByText("User Doesn't Exist")).toBeNull();
  });

  it('asks which account when both kinds open, and sends the choice without the search', async () => {
    const sent = serverAnswers(
      json(409, { error: 'both', code: 'CHOOSE_ACCOUNT_TYPE' }),
      json(200, companyAnswer),
    );
    const router = renderLogin();
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const choice = await screen.findByRole('group', {
      name: 'This e-mail has a job seeker account and a company account. Which one do you want to use?',
    });
    expect(choice).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'As a company' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth'));
    expect(sent[1]?.url).toBe('/api/company/login');
    expect(sent[1]?.body).toEqual({ email: 'sam@example.com', password: 'long-enough-1' });
    expect(getSession().type).toBe('Company');
  });

  it('asks in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    serverAnswers(json(409, { error: 'both', code: 'CHOOSE_ACCOUNT_TYPE' }));
    renderLogin();
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.change(screen.getByLabelText('كلمة المرور'), {
      target: { value: 'long-enough-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('button', { name: 'كشركة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'كباحث عن عمل' })).toBeTruthy();
  });
});
