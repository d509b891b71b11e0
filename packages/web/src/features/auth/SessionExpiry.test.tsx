// Issue 3 (Guards): a guarded screen sends a logged-out visitor to '/', but a session the server
// ended (a 401, lib/api.ts) goes to the login screen with the reason.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { RequireAccount } from '../../components/RequireAccount';
import { signIn, signOut } from '../../lib/session';

function Where({ name }: { name: string }) {
  const state = useLocation().state as { reason?: string } | null;
  return <p>{`${name}:${state?.reason ?? ''}`}</p>;
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where name="home" /> },
      { path: '/auth', element: <Where name="auth" /> },
      {
        path: '/Profile/myprofile',
        element: (
          <RequireAccount type="User">
            <p>profile</p>
          </RequireAccount>
        ),
      },
    ],
    { initialEntries: ['/Profile/myprofile'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => signIn('token', 'id-1', 'User'));
afterEach(() => {
  cleanup();
  signOut();
});

describe('guards', () => {
  it('send a person who logged out to the home page', async () => {
    renderGuarded();
    expect(screen.getByText('profile')).toBeTruthy();
    act(() => signOut());
    expect(await screen.findByText('home:')).toBeTruthy();
  });

  it('send a person whose session the server ended to the login screen with the reason', async () => {
    renderGuarded();
    act(() => signOut('expired'));
    expect(await screen.findByText('auth:expired')).toBeTruthy();
  });

  it('forget the reason at the next login', () => {
    signOut('expired');
    signIn('token-2', 'id-1', 'User');
    signOut();
    renderGuarded();
    expect(screen.getByText('home:')).toBeTruthy();
  });
});
