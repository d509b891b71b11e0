// The candidates of a style are counted up to a cap, like company search (decisions 092, 105):
// a capped total reads "More than N" and pages on while a page is full; an exact one reads
// "N candidates" and "Page n of m".
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { candidatesPageSize } from './api';
import { StyleCandidates } from './StyleCandidates';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const candidate = (i: number) => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Candidate ${i}`,
  email: `c${i}@example.com`,
  jobPosition: 'Marketing',
  yearsOfExp: '<2 years',
  HLOfEdu: 'Faculty degree',
  faculty: 'Commerce',
  iRes1: 1,
  iRes2: 7,
});

function answerWith(body: { total: number; totalIsLowerBound: boolean; count: number }) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const users = Array.from({ length: body.count }, (_, i) => candidate(i + 1));
      return new Response(
        JSON.stringify({
          users,
          total: body.total,
          totalIsLowerBound: body.totalIsLowerBound,
          page: 1,
          pageSize: candidatesPageSize,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return requests;
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StyleCandidates styles={[7]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StyleCandidates totals', () => {
  it('shows a capped total as a lower bound and keeps Next open on a full page', async () => {
    const requests = answerWith({
      total: 1000,
      totalIsLowerBound: true,
      count: candidatesPageSize,
    });
    renderList();
    expect(await screen.findByText('More than 1,000 candidates')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    expect(requests[0]).toContain('company/candidates');
  });

  it('shows an exact total with its page count', async () => {
    answerWith({ total: 3, totalIsLowerBound: false, count: 3 });
    renderList();
    expect(await screen.findByText('3 candidates')).toBeTruthy();
    expect(screen.queryByText(/More than/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('StyleCandidates in Arabic (issue 23)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows field, experience, education and faculty in Arabic, "<2 years" included', async () => {
    await i18n.changeLanguage('ar');
    answerWith({ total: 1, totalIsLowerBound: false, count: 1 });
    renderList();
    const item = (await screen.findByText('Candidate 1')).closest('li') as HTMLElement;
    const values = [...item.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values.slice(0, 4)).toEqual(['التسويق', 'أقل من سنتين', 'شهادة جامعية', 'التجارة']);
    expect(item.textContent).not.toMatch(/years|Marketing|Faculty degree|Commerce/);
  });
});
