// Decision 138 (issue 23): a new tab starts without a session; it asks refreshSession once and
// goes on with the remembered session, or sends the visitor to the login screen with the way back
// to the page; an access token that ran out is renewed once and the call made again.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@talentpool/domain/plain/account';
import './i18n';
import { RequireAccount } from '../components/RequireAccount';
import { api, setSessionExpiredHandler } from './api';
import { resumeAtStart, resumeSession } from './rememberedSession';
import { getSession, signIn, signOut } from './session';

function Where({ name }: { name: string }) {
  const state = useLocation().state as { returnTo?: string; type?: string } | null;
  return <p>{`${name}:${state?.returnTo ?? ''}:${state?.type ?? ''}`}</p>;
}

function renderGuarded(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where name="home" /> },
      { path: '/auth', element: <Where name="auth" /> },
      {
        path: '/Profile/Applications',
        element: (
          <RequireAccount type="User">
            <p>applications</p>
          </RequireAccount>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
}

const userAnswer = {
  token: 'fresh-token',
  type: 'User',
  totpEnabled: false,
  user: { _id: 'user-1', email: 'a@example.com', dataComplete: true },
};

function respond(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  cleanup();
  signOut();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a remembered session in a new tab (decision 138)', () => {
  // First in the file: this tab never had a session (a later test's log out would send the
  // visitor home, as spec 6 asks after Log Out).
  it('sends an anonymous visitor to the login screen with the way back to the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(204)),
    );
    resumeAtStart();
    renderGuarded('/Profile/Applications?page=2');
    expect(await screen.findByText('auth:/Profile/Applications?page=2:User')).toBeTruthy();
    expect(getSession().loggedIn).toBe(false);
  });

  it('resumes once, stores the token under the spec keys and shows the guarded page', async () => {
    const fetchMock = vi.fn(async () => respond(200, userAnswer));
    vi.stubGlobal('fetch', fetchMock);
    resumeAtStart();
    renderGuarded('/Profile/Applications');
    // While the exchange runs, the guard waits instead of sending the visitor away.
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('applications')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    expect(window.sessionStorage.getItem(sessionKeys.token)).toBe('fresh-token');
    expect(window.sessionStorage.getItem(sessionKeys.id)).toBe('user-1');
    expect(window.sessionStorage.getItem(sessionKeys.type)).toBe('User');
  });

  it('does not ask when the tab already has its session', () => {
    const fetchMock = vi.fn(async () => respond(200, userAnswer));
    vi.stubGlobal('fetch', fetchMock);
    signIn('tab-token', 'user-1', 'User');
    resumeAtStart();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares one exchange between calls made at the same time', async () => {
    const fetchMock = vi.fn(async () => respond(200, userAnswer));
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([resumeSession(), resumeSession()]);
    expect(results).toEqual([true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews a token that ran out once and makes the call again', async () => {
    signIn('old-token', 'user-1', 'User');
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/session/refresh') return respond(200, userAnswer);
        const auth = new Headers(init.headers).get('authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer fresh-token'
          ? respond(200, { ok: true })
          : respond(401, { error: 'Please log in', code: 'UNAUTHENTICATED' });
      }),
    );
    await expect(api.get('user/applications')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old-token', 'Bearer fresh-token']);
    expect(getSession().token).toBe('fresh-token');
  });

  it('ends the session when there is nothing to resume', async () => {
    signIn('old-token', 'user-1', 'User');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/session/refresh'
          ? respond(204)
          : respond(401, { error: 'Please log in', code: 'UNAUTHENTICATED' }),
      ),
    );
    await expect(api.get('user/applications')).rejects.toMatchObject({ status: 401 });
    expect(getSession().loggedIn).toBe(false);
  });

  // Last in the file: the expiry handler stays set (the app's, which ends the session as expired).
  it('leaves a logged-out person logged out when a call sent before Log Out answers 401', async () => {
    const expired = vi.fn(() => signOut('expired'));
    setSessionExpiredHandler(expired);
    signIn('old-token', 'user-1', 'User');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/session/refresh'
          ? Promise.resolve(respond(204))
          : new Promise<Response>((resolve) => {
              answer = resolve;
            }),
      ),
    );
    const call = api.get('user/applications');
    signOut();
    answer(respond(401, { error: 'Please log in', code: 'UNAUTHENTICATED' }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    // Logged out as the person chose, not ended by the server: no "session ended" reason.
    expect(expired).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ loggedIn: false, expired: false });
  });
});
