// Issue 42 (decisions.md 18): the login form asks findSsoByEmail once the e-mail field is left,
// by domain only, and offers "Sign in with your company"; where the company requires it the
// password is hidden (an owner can ask for it); SSO_REQUIRED from the server is said next to the
// form.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';
import { forgetCompanySignIns, typedDomainOf } from './useCompanySignIn';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(answer: (url: string, body: unknown) => Response) {
  const sent: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : null;
      sent.push({ url, body });
      return answer(url, body);
    }),
  );
  return sent;
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        element: <LoginForm type="Company" onTypeChange={vi.fn()} email="" onSwitch={vi.fn()} />,
      },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ssoOf = (required: boolean) => ({
  sso: { companyId: 'c1', startUrl: 'http://localhost/api/sso/c1/start', required },
});

const leaveEmail = (value: string) => {
  const field = screen.getByLabelText('Email');
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

afterEach(() => {
  cleanup();
  forgetCompanySignIns();
  vi.unstubAllGlobals();
});

describe('the company sign-in on the login form', () => {
  it('reads the domain of a whole address only', () => {
    expect(typedDomainOf(' Sam@Acme.ORG ')).toBe('acme.org');
    expect(typedDomainOf('sam@acme')).toBeNull();
    expect(typedDomainOf('sam@')).toBeNull();
  });

  it('offers it for a domain with single sign-on, asking by domain only', async () => {
    const sent = serve(() => json(200, ssoOf(false)));
    renderLogin();
    leaveEmail('nadia@acme.org');
    const link = await screen.findByRole('link', { name: 'Sign in with your company' });
    expect(link.getAttribute('href')).toBe('http://localhost/api/sso/c1/start');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(sent).toEqual([
      { url: expect.stringMatching(/\/api\/sso\/find$/), body: { email: 'someone@acme.org' } },
    ]);
  });

  it('hides the password where it is required, and shows it on request', async () => {
    serve(() => json(200, ssoOf(true)));
    renderLogin();
    leaveEmail('nadia@acme.org');
    await screen.findByRole('link', { name: 'Sign in with your company' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Sign in with a password instead (company owners)' }),
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('offers nothing for a domain without it', async () => {
    const sent = serve(() => json(200, { sso: null }));
    renderLogin();
    leaveEmail('sam@elsewhere.org');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Sign in with your company' })).toBeNull();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('says SSO_REQUIRED next to the form', async () => {
    serve((url) =>
      url.endsWith('/sso/find')
        ? json(200, { sso: null })
        : json(403, { error: 'x', code: 'SSO_REQUIRED' }),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@acme.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/identity provider/)).toBeTruthy();
  });
});
