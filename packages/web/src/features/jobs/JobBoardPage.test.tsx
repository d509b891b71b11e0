// Issue 23: an empty job board blames the filters only when someone set them; with none set it
// says that nothing is published yet, in both languages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { JobBoardPage } from './JobBoardPage';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ postings: [], total: 0, page: 1, pageSize: 20 }), {
          status: 200,
        }),
    ),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderBoard(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/jobs" element={<JobBoardPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the empty job board', () => {
  it('with no filter set, says nothing is published yet and offers no reset', async () => {
    renderBoard('/jobs');
    expect(await screen.findByRole('heading', { name: 'No open positions yet' })).toBeTruthy();
    expect(screen.queryByText(/fewer filters/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No postings match your search' })).toBeNull();
  });

  it('with a search or a filter set, suggests fewer filters and a reset', async () => {
    renderBoard('/jobs?q=nurse&workplace=remote');
    expect(
      await screen.findByRole('heading', { name: 'No postings match your search' }),
    ).toBeTruthy();
    expect(screen.getByText('Try fewer filters or another search.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No open positions yet' })).toBeNull();
  });

  it('says the same in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderBoard('/jobs');
    expect(await screen.findByRole('heading', { name: 'لا توجد وظائف متاحة بعد' })).toBeTruthy();
    expect(screen.queryByText(/عوامل تصفية/)).toBeNull();
  });
});
