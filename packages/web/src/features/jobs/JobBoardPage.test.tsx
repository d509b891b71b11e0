// Issue 23: an empty job board blames the filters only when someone set them; with none set it
// says that nothing is published yet, in both languages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { JobBoardPage } from './JobBoardPage';
import { samplePosting } from './samplePosting';

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

describe('the board’s pages', () => {
  it('names the page shown while the next one loads, then the next', async () => {
    // 45 postings, 20 a page; page 2's answer waits until released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
        asked.push(String(page));
        if (page === 2) await held;
        const postings = [
          samplePosting({
            _id: `0b6c1c4e-0b7a-4b8e-9a57-0d3f1f0a1b0${page}`,
            title: `Planner ${page}`,
          }),
        ];
        return new Response(JSON.stringify({ postings, total: 45, page, pageSize: 20 }), {
          status: 200,
        });
      }),
    );
    renderBoard('/jobs');
    await screen.findByText('Planner 1');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2'));
    // Page 1's postings stay on screen and the pager still names page 1.
    expect(screen.getByText('Planner 1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    release();
    await screen.findByText('Planner 2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });
});
