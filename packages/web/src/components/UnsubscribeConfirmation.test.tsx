// Decisions 137 and 183: the page a mail's unsubscribe link opens, shared by the saved-search
// alert and the applicant digest. Here through the alert's page (the digest's has its own test):
// nothing is sent before the click, the click POSTs the token once and the page names the search
// the server turned off; a link the server does not know says it is no longer valid.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribePage } from '../features/pools/UnsubscribePage';

function server(status: number) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      const body =
        status === 200
          ? { name: 'Data people' }
          : { error: 'This unsubscribe link is not valid.', code: 'LINK_NOT_FOUND' };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function open(token: string) {
  const router = createMemoryRouter(
    [{ path: '/alerts/unsubscribe/:token', element: <UnsubscribePage /> }],
    { initialEntries: [`/alerts/unsubscribe/${token}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the saved-search alert unsubscribe page', () => {
  it('asks first, then turns the alert off and names the search', async () => {
    const calls = server(200);
    open('alert-token-0123456789');
    expect(await screen.findByRole('heading', { name: 'Stop saved-search alerts' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText('Done: no more e-mails for “Data people”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to candidate search' })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toMatch(/\/api\/saved-searches\/unsubscribe$/);
    expect(calls[0]?.body).toEqual({ token: 'alert-token-0123456789' });
  });

  it('says the link is no longer valid when the server does not know it', async () => {
    server(404);
    open('deleted-search-token');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is no longer valid: the saved search may have been deleted.',
    );
  });
});
