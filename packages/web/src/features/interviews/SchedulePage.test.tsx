// Issue 19: the public booking page lists the free times in the applicant's zone, books one
// without a session, and says what became of a link used, expired or unknown, in both languages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { SchedulePage } from './SchedulePage';
import { fakeServer, interview, json } from './fakeServer.test-helper';

const offer = {
  company: { name: 'Acme' },
  job: { title: 'Operations Planner' },
  timeZone: 'Africa/Cairo',
  location: null,
  videoUrl: 'https://meet.example.com/x',
  slots: [
    { startsAt: '2030-03-05T08:00:00.000Z', durationMinutes: 30 },
    { startsAt: '2030-03-05T09:00:00.000Z', durationMinutes: 30 },
    { startsAt: '2030-03-06T08:00:00.000Z', durationMinutes: 30 },
  ],
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/schedule/abc123']}>
        <Routes>
          <Route path="/schedule/:code" element={<SchedulePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the booking page', () => {
  it('books one of the offered times, without a session token', async () => {
    const calls = fakeServer((call) =>
      call.method === 'GET'
        ? json(200, offer)
        : json(200, { interview: interview({ startsAt: offer.slots[1]?.startsAt }) }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Choose your interview time' })).toBeTruthy();
    expect(
      screen.getByText('Acme invites you to an interview for Operations Planner.'),
    ).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Choose a time first.')).toBeTruthy();
    fireEvent.click(radios[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/schedule/abc123',
      body: { startsAt: offer.slots[1]?.startsAt },
    });
    const fetchMock = vi.mocked(fetch);
    const headers = (fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('says a link was used when someone booked it meanwhile', async () => {
    fakeServer((call) =>
      call.method === 'GET'
        ? json(200, offer)
        : json(409, { error: 'This link was already used.', code: 'LINK_USED' }),
    );
    renderPage();
    fireEvent.click((await screen.findAllByRole('radio'))[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeTruthy();
  });

  it('offers the others when the chosen time is refused', async () => {
    let reads = 0;
    fakeServer((call) => {
      if (call.method === 'GET') {
        reads += 1;
        return json(200, offer);
      }
      return json(400, {
        error: 'Not one of the slots.',
        code: 'VALIDATION_FAILED',
        fields: { startsAt: 'Not one of the slots.' },
      });
    });
    renderPage();
    fireEvent.click((await screen.findAllByRole('radio'))[2] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText('This time was just taken or is no longer offered. Choose another.'),
    ).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
  });

  for (const [status, code, title] of [
    [409, 'LINK_USED', 'This link was already used'],
    [410, 'LINK_EXPIRED', 'This link has expired'],
    [404, 'LINK_NOT_FOUND', 'This link does not exist'],
  ] as const) {
    it(`says so for a link answered ${status} ${code}`, async () => {
      fakeServer(() => json(status, { error: 'x', code }));
      renderPage();
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.queryByRole('radio')).toBeNull();
    });
  }

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    fakeServer(() => json(200, offer));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'اختر موعد مقابلتك' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حجز هذا الموعد' })).toBeTruthy();
    expect(screen.getAllByText('30 دقيقة')).toHaveLength(3);
  });
});
