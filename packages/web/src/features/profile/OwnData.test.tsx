// decisions.md 14: deleting a job seeker's account asks for the password, and for the second
// factor when the server answers TOTP_REQUIRED; wrong answers are said on their field and what
// was typed stays. The server is a stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { getSession, signIn, signOut } from '../../lib/session';
import { OwnData } from './components/OwnData';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** DELETE user answers one after the other what `answers` says. */
function server(answers: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answers.shift() ?? json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return calls;
}

function renderOwnData() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/Profile/myprofile']}>
        <Routes>
          <Route path="/Profile/myprofile" element={<OwnData />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => signIn('token', 'user-1', 'User', { totpEnabled: true }));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('account deletion', () => {
  it('sends the password, asks for the code on TOTP_REQUIRED and sends both', async () => {
    const calls = server([
      json(401, { error: 'code needed', code: 'TOTP_REQUIRED' }),
      json(401, { error: 'wrong code', code: 'TOTP_INVALID' }),
      new Response(null, { status: 204 }),
    ]);
    renderOwnData();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/^Your password/);
    fireEvent.change(password, { target: { value: 'my secret words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete everything' }));

    // The server wants the second factor: the code field shows, the password stays.
    const code = await within(dialog).findByLabelText(/^Code from your authenticator app/);
    expect(calls).toEqual([
      { method: 'DELETE', url: '/api/user', body: { password: 'my secret words' } },
    ]);
    expect((password as HTMLInputElement).value).toBe('my secret words');
    await waitFor(() => expect(document.activeElement).toBe(code));

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete everything' }));
    expect(await within(dialog).findByText('That code is wrong or was already used.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((code as HTMLInputElement).value).toBe('123456');

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete everything' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { password: 'my secret words' },
      { password: 'my secret words', totp: '123456' },
      { password: 'my secret words', totp: '654321' },
    ]);
    expect(getSession().loggedIn).toBe(false);
  });

  it('says a wrong password on its field and keeps the dialog open', async () => {
    const calls = server([json(401, { error: 'wrong', code: 'WRONG_PASSWORD' })]);
    renderOwnData();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/^Your password/);

    // Nothing typed: the form says so before asking the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete everything' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(password, { target: { value: 'not it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete everything' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect((password as HTMLInputElement).value).toBe('not it');
    expect(getSession().loggedIn).toBe(true);
  });

  it('asks in Arabic', async () => {
    await i18n.changeLanguage('ar');
    server([]);
    renderOwnData();
    fireEvent.click(screen.getByRole('button', { name: 'حذف حسابي' }));
    const dialog = screen.getByRole('dialog', { name: 'هل تريد حذف حسابك؟' });
    expect(within(dialog).getByLabelText(/^كلمة المرور الخاصة بك/)).toBeTruthy();
  });
});
