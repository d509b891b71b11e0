import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { buildUrl } from '../lib/api';
import { setLanguage } from '../lib/i18n';
import { signIn, signOut } from '../lib/session';
import { NavBar } from './NavBar';

function renderAt(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
    </MemoryRouter>,
  );
}

beforeEach(() => signOut());
afterEach(() => cleanup());

describe('NavBar (spec 2)', () => {
  it('shows Login when logged out and Profile to the stored type when logged in', () => {
    renderAt();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    act(() => signIn('token', 'id-1', 'User'));
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/Profile/myprofile',
    );
    act(() => signIn('token', 'id-2', 'Company'));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/Company/Profile',
    );
  });

  it('marks Home active only on the exact path', () => {
    const { unmount } = renderAt('/');
    expect(screen.getByRole('link', { name: 'Home' }).className).toContain('active');
    unmount();
    renderAt('/isi');
    expect(screen.getByRole('link', { name: 'Home' }).className).not.toContain('active');
    // Issue 46: "About ISI" is the ISI's page.
    expect(screen.getByRole('link', { name: 'About ISI' }).getAttribute('href')).toBe('/isi');
    expect(screen.getByRole('link', { name: 'About ISI' }).className).toContain('active');
  });

  it('opens the menu with the burger and closes it on the backdrop or a link', () => {
    renderAt();
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByTestId('menu-backdrop'));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    fireEvent.click(screen.getByRole('link', { name: 'About ISI' }));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the open menu on Escape and gives the focus back to the burger', () => {
    renderAt();
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    const link = screen.getByRole('link', { name: 'About ISI' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
    // Escape with the menu closed leaves the focus where it is.
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.activeElement).toBe(link);
  });

  it.each([
    ['User', '/api/user/language'],
    ['Company', '/api/company/language'],
  ] as const)(
    'tells the server the language a logged-in %s switched to, at the right URL (issue 23)',
    async (type, url) => {
      const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
      vi.stubGlobal('fetch', fetchMock);
      try {
        act(() => signIn('token', 'id-1', type));
        renderAt();
        fireEvent.click(screen.getByRole('button', { name: /Language/ }));
        // The menu also asks whether the account is an operator (decision 120): wait for the
        // language call itself.
        const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
        await vi.waitFor(() =>
          expect(calls.some(([called]) => called.endsWith('/language'))).toBe(true),
        );
        const call = calls.find(([called]) => called.endsWith('/language'));
        expect(call?.[0]).toBe(url);
        expect(call?.[1].method).toBe('PUT');
        expect(JSON.parse(String(call?.[1].body))).toEqual({ lang: 'ar' });
      } finally {
        vi.unstubAllGlobals();
        await act(() => setLanguage('en'));
      }
    },
  );

  it('refuses an API path that repeats the /api prefix instead of calling /api/api/...', () => {
    expect(buildUrl('user/language')).toBe('/api/user/language');
    expect(() => buildUrl('/api/user/language')).toThrow(/relative to \/api/);
  });
});
