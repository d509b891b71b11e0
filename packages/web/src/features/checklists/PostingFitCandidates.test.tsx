// Issue 40 (decision 275): Job Match's posting picker filters the loaded postings by a word of the
// title (Arabic hamza folded), and a chosen posting asks company/search for sort=fit and its id,
// listing people in the answer's order with their fit and a missed must-have.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostingFitCandidates } from './PostingFitCandidates';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const postings = [
  { _id: id(1), title: 'Cook' },
  { _id: id(2), title: 'SQL analyst' },
  { _id: id(3), title: 'أخصائي بيانات' },
];
const users = [
  {
    _id: id(11),
    name: 'Salma',
    email: 's@example.com',
    jobPosition: '',
    yearsOfExp: '',
    HLOfEdu: '',
    faculty: '',
    iRes1: null,
    iRes2: null,
    fit: { score: 91, passes: true, reasons: ['Skills: SQL'] },
  },
  {
    _id: id(12),
    name: 'Omar',
    email: 'o@example.com',
    jobPosition: '',
    yearsOfExp: '',
    HLOfEdu: '',
    faculty: '',
    iRes1: null,
    iRes2: null,
    fit: { score: 40, passes: false, reasons: [] },
  },
];

function serve() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const body = url.includes('company/jobs')
        ? { postings, total: 3, page: 1, pageSize: 50 }
        : { users, total: 2, totalIsLowerBound: false, page: 1, pageSize: 10 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

describe('PostingFitCandidates', () => {
  it('filters postings, then lists people in the fit order of company/search', async () => {
    const requests = serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PostingFitCandidates />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const filter = await screen.findByLabelText('Search your postings');
    fireEvent.change(filter, { target: { value: 'sql' } });
    const select = screen.getByLabelText('Posting') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Choose a posting',
      'SQL analyst',
    ]);
    // Arabic without the hamza finds the title written with it.
    fireEvent.change(filter, { target: { value: 'اخصائي' } });
    expect([...select.options].map((o) => o.value)).toEqual(['', id(3)]);
    fireEvent.change(filter, { target: { value: '' } });

    fireEvent.change(select, { target: { value: id(2) } });
    const list = await screen.findByTestId('posting-fit-list');
    const items = [...list.querySelectorAll<HTMLElement>('li[data-user-id]')];
    expect(items.map((li) => li.dataset.userId)).toEqual([id(11), id(12)]);
    expect(items[0]?.textContent).toContain('Fit 91 of 100');
    expect(items[1]?.textContent).toContain('Misses a must-have');
    expect(requests.some((url) => /company\/search\?.*sort=fit.*jobId=/.test(url))).toBe(true);
  });
});
