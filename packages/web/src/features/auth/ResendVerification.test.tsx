// Decision 129 (issue 23): verification without dead ends. The unverified-login popup sends the
// link again to the e-mail typed, says so, and shows the rate-limit message on 429;
// /auth?verified=0 offers a resend form, in English and Arabic, usable from the keyboard.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from '@talentpool/domain/messages';
import i18n from '../../lib/i18n';
import { AuthPage } from './AuthPage';

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch answering from a list, recording what the page sent. */
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

const afterSpinner = { timeout: 3000 };
const accepted = () => json(202, { message: 'accepted' });
const notVerified = () => json(403, { error: 'not verified', code: 'EMAIL_NOT_VERIFIED' });
const rateLimited = () => json(429, { error: 'too many', code: 'RATE_LIMITED' });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the unverified-login popup', () => {
  it('sends the link again to the e-mail typed, says so, and shows the limit on 429', async () => {
    const sent = serverAnswers(notVerified(), accepted(), rateLimited());
    renderAt('/auth');
    fireEvent.change(await screen.findByLabelText('Email', {}, afterSpinner), {
      target: { value: 'new.person@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog');
    const again = screen.getByRole('button', { name: 'Send the link again' });
    // OK keeps the focus (spec 4's popup); the resend is the next stop of Tab, inside the dialog.
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    expect(dialog.contains(again)).toBe(true);
    expect(ok.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(again);
    expect(await screen.findByText(/a new link is on its way/)).toBeTruthy();
    expect(sent[1]).toEqual({
      url: '/api/user/verify/resend',
      body: { email: 'new.person@example.com' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    const alert = await screen.findByText(errorMessage('RATE_LIMITED', 'en'));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/a new link is on its way/)).toBeNull();
  });
});

describe('a used or expired verification link (/auth?verified=0)', () => {
  it('offers a resend form that sends the e-mail and confirms', async () => {
    const sent = serverAnswers(accepted());
    renderAt('/auth?verified=0');
    expect(
      await screen.findByText(/This verification link is invalid/, {}, afterSpinner),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Get a new verification link' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'late@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'This is a company account' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Send a new link' }));
    const status = await screen.findByText(/a new link is on its way/);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(sent).toEqual([
      { url: '/api/company/verify/resend', body: { email: 'late@example.com' } },
    ]);
  });

  it('shows the limit on 429 and leads back to login', async () => {
    serverAnswers(rateLimited());
    renderAt('/auth?verified=0');
    fireEvent.change(await screen.findByLabelText('Email', {}, afterSpinner), {
      target: { value: 'late@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(errorMessage('RATE_LIMITED', 'en'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    serverAnswers(accepted());
    renderAt('/auth?verified=0');
    expect(
      await screen.findByRole('heading', { name: 'احصل على رابط تفعيل جديد' }, afterSpinner),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), {
      target: { value: 'late@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل رابطًا جديدًا' }));
    expect(await screen.findByText(/فرابط جديد في الطريق إليه/)).toBeTruthy();
  });
});
