// Issue 19: my interviews, upcoming or past, paged; the calendar feed copied, and renewed only
// after a confirmation.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { signOut } from '../../lib/session';
import { MyInterviewsPage } from './MyInterviewsPage';
import { fakeServer, interview, json, signInAs } from './fakeServer.test-helper';

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/Company/Interviews']}>
        <MyInterviewsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('my interviews', () => {
  it('lists upcoming and past interviews, page by page', async () => {
    signInAs('interviewer');
    const calls = fakeServer((call) => {
      if (call.url.startsWith('/api/company/interviews/mine')) {
        const url = new URL(call.url, 'http://x');
        const past = url.searchParams.get('scope') === 'past';
        const page = Number(url.searchParams.get('page'));
        return json(200, {
          interviews: past
            ? []
            : [interview({ _id: `6000000${page}-0000-4000-8000-000000000001` })],
          total: past ? 0 : 12,
          page,
          pageSize: 10,
        });
      }
      if (call.url === '/api/company/calendar-feed') {
        return json(200, { url: 'http://localhost/api/calendar/abc.ics' });
      }
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('12 interviews')).toBeTruthy();
    // Issue 37: the name and the title are isolated (FSI...PDI) inside the sentence.
    expect(screen.getByText('with \u2068Salma Ali\u2069')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('scope=upcoming&page=2'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByText('No past interview.')).toBeTruthy();
  });

  it('copies the calendar address and renews it after a confirmation', async () => {
    signInAs('recruiter');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = fakeServer((call) => {
      if (call.url.startsWith('/api/company/interviews/mine')) {
        return json(200, { interviews: [], total: 0, page: 1, pageSize: 10 });
      }
      if (call.url === '/api/company/calendar-feed') {
        return json(200, {
          url:
            call.method === 'POST'
              ? 'http://localhost/api/calendar/new.ics'
              : 'http://localhost/api/calendar/old.ics',
        });
      }
      return undefined;
    });
    renderPage();
    const feed = await screen.findByRole('region', { name: 'Calendar subscription' });
    const address = await within(feed).findByLabelText('Your calendar address');
    expect((address as HTMLInputElement).value).toBe('http://localhost/api/calendar/old.ics');
    fireEvent.click(within(feed).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('http://localhost/api/calendar/old.ics'),
    );
    fireEvent.click(within(feed).getByRole('button', { name: 'Make a new address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current one' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(feed).getByRole('button', { name: 'Make a new address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, make a new one' }));
    await waitFor(() =>
      expect((address as HTMLInputElement).value).toBe('http://localhost/api/calendar/new.ics'),
    );
  });
});
