// The login screen tells the outcome of a link opened from a mail: /auth?verified=1|0 (sign-up)
// and /auth?emailChanged=1|0 (a new login e-mail, docs/decisions/112).
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { AuthPage } from './AuthPage';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/auth', element: <AuthPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The screen shows a spinner for a second first (spec 2).
const afterSpinner = { timeout: 3000 };

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the outcome of a mailed link', () => {
  it('says the e-mail is changed and to log in with the new one', async () => {
    renderAt('/auth?emailChanged=1');
    const note = await screen.findByText(
      'Your e-mail is changed: log in with the new one.',
      {},
      afterSpinner,
    );
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('says the link was not valid', async () => {
    renderAt('/auth?emailChanged=0');
    const note = await screen.findByText(
      /This link to change your e-mail is invalid/,
      {},
      afterSpinner,
    );
    expect(note.getAttribute('role')).toBe('alert');
  });

  it('says it in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/auth?emailChanged=1');
    expect(
      await screen.findByText(
        'تم تغيير بريدك الإلكتروني: سجّل الدخول بالعنوان الجديد.',
        {},
        afterSpinner,
      ),
    ).toBeTruthy();
  });

  it('still tells the outcome of the verification link', async () => {
    renderAt('/auth?verified=1');
    expect(
      await screen.findByText('Your e-mail is verified. You can log in now.', {}, afterSpinner),
    ).toBeTruthy();
    expect(screen.queryByText(/e-mail is changed/)).toBeNull();
  });
});

// Issue 46: the home page's calls to action open sign-up for their kind of account.
describe('the calls to action of the home page', () => {
  it('opens sign-up as a company from "Find candidates"', async () => {
    renderAt('/auth?signup=company');
    expect(await screen.findByRole('heading', { name: 'Sign up' }, afterSpinner)).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Sign up as a company' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('opens sign-up as a job seeker from "Create my profile" and "Create a free account"', async () => {
    for (const path of ['/auth?signup=user', '/auth?signup=new']) {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Sign up' }, afterSpinner)).toBeTruthy();
      expect(
        (screen.getByRole('checkbox', { name: 'Sign up as a company' }) as HTMLInputElement)
          .checked,
      ).toBe(false);
      cleanup();
    }
  });
});
