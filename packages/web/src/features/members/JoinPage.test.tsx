// Decision 110: /join/:token says what the invitation is, or that its link does not exist, has
// expired or was used; joining signs the new member in and opens the company area.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { getSession, signOut } from '../../lib/session';
import { JoinPage } from './JoinPage';

interface Call {
  method: string;
  url: string;
  body: unknown;
  auth: string | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function server(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.Authorization,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderJoin(token = 'tok-123') {
  const router = createMemoryRouter(
    [
      { path: '/join/:token', element: <JoinPage /> },
      { path: '*', element: <p>{'elsewhere'}</p> },
    ],
    { initialEntries: [`/join/${token}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const invitation = { email: 'nora@example.com', role: 'hiringManager', companyName: 'Acme' };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('join page', () => {
  it('shows the company, the e-mail and the role, and joining signs in', async () => {
    const member = {
      _id: '20000000-0000-4000-8000-000000000001',
      email: 'nora@example.com',
      name: 'Nora',
      role: 'hiringManager',
      totpEnabled: false,
      totpSetupRequired: false,
    };
    const calls = server((call) =>
      call.method === 'GET'
        ? json(200, invitation)
        : json(200, {
            token: 'member-token',
            company: {
              _id: '30000000-0000-4000-8000-000000000001',
              email: 'c@example.com',
              dataComplete: true,
            },
            member,
          }),
    );
    const router = renderJoin();
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeTruthy();
    expect(
      screen.getByText(
        'Acme invites you to TalentPool as Hiring manager. You will log in with nora@example.com.',
      ),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/company/invitations/tok-123', auth: undefined });

    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Nora' } });
    fireEvent.change(screen.getByLabelText(/^Choose a password/), {
      target: { value: 'a-long-passphrase' },
    });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), {
      target: { value: 'a-long-passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/CompanyView/Profile'));
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/company/invitations/accept',
      body: {
        token: 'tok-123',
        name: 'Nora',
        password: 'a-long-passphrase',
        ConfirmPassword: 'a-long-passphrase',
      },
    });
    const session = getSession();
    expect(session).toMatchObject({ loggedIn: true, type: 'Company', token: 'member-token' });
    expect(session.member).toEqual(member);
  });

  it('checks the name and the passwords before sending', async () => {
    const calls = server(() => json(200, invitation));
    renderJoin();
    fireEvent.change(await screen.findByLabelText(/^Choose a password/), {
      target: { value: 'short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('The name is too short (at least 3 characters)')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Both passwords need to be the same')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  const states = [
    [404, 'LINK_NOT_FOUND', 'This invitation does not exist'],
    [410, 'LINK_EXPIRED', 'This invitation has expired'],
    [409, 'LINK_USED', 'This invitation has already been used'],
  ] as const;
  for (const [status, code, title] of states) {
    it(`says so when the link is ${code}`, async () => {
      server(() => json(status, { error: 'x', code }));
      renderJoin();
      const heading = await screen.findByRole('heading', { name: title });
      expect(document.activeElement).toBe(heading);
      expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    });
  }

  it('offers the login for a used link, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    server(() => json(409, { error: 'x', code: 'LINK_USED' }));
    renderJoin();
    expect(
      await screen.findByRole('heading', { name: 'تم استخدام هذه الدعوة من قبل' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الذهاب إلى تسجيل الدخول' }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('turns to the link state when the invitation expires while the form is filled', async () => {
    server((call) =>
      call.method === 'GET'
        ? json(200, invitation)
        : json(410, { error: 'expired', code: 'LINK_EXPIRED' }),
    );
    renderJoin();
    fireEvent.change(await screen.findByLabelText(/^Your name/), { target: { value: 'Nora' } });
    for (const label of [/^Choose a password/, /^Confirm password/]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'a-long-passphrase' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByRole('heading', { name: 'This invitation has expired' }),
    ).toBeTruthy();
    expect(getSession().loggedIn).toBe(false);
  });
});
