// Decision 183: the digest's "Stop this daily e-mail" link opens this page without a login. It
// changes nothing until the click, which POSTs to the one-click address with the token; an
// invalid token says so; Arabic reads in Arabic.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { DigestUnsubscribePage } from './DigestUnsubscribePage';

const token = '60000000-0000-4000-8000-000000000001.Qk1Yc3R1dmFsdWVvZnRoZW1hYw';

function server(status: number) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url });
      const body =
        status === 200
          ? { applicantDigest: false }
          : { error: 'This unsubscribe link is not valid.', code: 'LINK_NOT_FOUND' };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function open(query: string) {
  const router = createMemoryRouter(
    [{ path: '/digest/unsubscribe', element: <DigestUnsubscribePage /> }],
    { initialEntries: [`/digest/unsubscribe${query}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('digest unsubscribe page', () => {
  it('asks first, then turns the digest off with one POST of the token', async () => {
    const calls = server(200);
    open(`?token=${encodeURIComponent(token)}`);
    expect(await screen.findByRole('heading', { name: 'Stop the daily digest' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText('Done: no more daily digests of new applicants.')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `/api/notifications/digest/unsubscribe?token=${encodeURIComponent(token)}`,
      },
    ]);
  });

  it('says when the link is not valid, and without a token offers nothing to click', async () => {
    server(404);
    open(`?token=${encodeURIComponent(token)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/This link is not valid/);
    cleanup();
    open('');
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Stop these e-mails' }))
        .disabled,
    ).toBe(true);
  });

  it('reads in Arabic', async () => {
    server(200);
    await i18n.changeLanguage('ar');
    open(`?token=${encodeURIComponent(token)}`);
    expect(await screen.findByRole('heading', { name: 'إيقاف الملخص اليومي' })).toBeTruthy();
  });
});
