// Decision 110: the candidate search asks the domain's policy, not role names: the CSV export
// shows to roles that may export (a recruiter) and not to others (a hiring manager), and an
// interviewer, who may not search, is told so. The server is a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateSearchResult } from '@talentpool/domain/company/search';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { CandidateFilterPage } from './CandidateFilterPage';

const result: CandidateSearchResult = {
  users: [
    {
      _id: '40000000-0000-4000-8000-000000000001',
      name: 'Salma Ali',
      email: 'salma@example.com',
      jobPosition: 'Trading',
      yearsOfExp: '1-3',
      HLOfEdu: 'Faculty degree',
      faculty: 'Commerce',
      iRes1: 0,
      iRes2: 4,
      highlight: {
        words: ['أحمد', 'Python'],
        snippet: 'أحمد <img src=x onerror=alert(1)> · Python',
      },
      fit: { score: 71, reasons: ['Planner profile 71%', 'Education and experience met'] },
    },
  ],
  total: 1,
  totalIsLowerBound: false,
  page: 1,
  pageSize: 12,
};

function renderAs(role: MemberRole, entry = '/Company/Filter') {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const body = url.includes('company/jobs')
        ? { postings: [{ _id: 'job-1', title: 'Data Analyst' }], total: 1, page: 1, pageSize: 100 }
        : url.includes('company/descriptionCards')
          ? { cards: [{ _id: 'card-1', title: 'Team lead' }], total: 1, page: 1, pageSize: 100 }
          : result;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '10000000-0000-4000-8000-000000000001',
      email: 'member@example.com',
      name: 'A Member',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <CandidateFilterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('candidate search', () => {
  it('offers the CSV export to a recruiter', async () => {
    renderAs('recruiter');
    expect(await screen.findByText('Salma Ali')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('hides the CSV export from a hiring manager, who still searches', async () => {
    renderAs('hiringManager');
    expect(await screen.findByText('Salma Ali')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('tells an interviewer the search is not for their role, without asking the server', () => {
    const calls = renderAs('interviewer');
    expect(screen.getByRole('alert').textContent).toMatch(/does not let you search candidates/);
    expect(calls).toEqual([]);
  });

  it('names the export in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAs('admin');
    expect(await screen.findByText('Salma Ali')).toBeTruthy();
    const exportLabel = i18n.t('company.filter.exportCsv');
    expect(exportLabel).not.toBe('Export CSV');
    expect(screen.getByRole('button', { name: exportLabel })).toBeTruthy();
  });

  it('marks the matched words as text, never as HTML, and shows the fit with its reasons', async () => {
    renderAs('recruiter', '/Company/Filter?q=%D8%A7%D8%AD%D9%85%D8%AF&sort=fit&jobId=job-1');
    expect(await screen.findByText('Salma Ali')).toBeTruthy();
    const marks = document.querySelectorAll('.match-snippet mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['أحمد', 'Python']);
    expect(document.querySelector('.match-snippet img')).toBeNull();
    expect(document.querySelector('.match-snippet')?.textContent).toContain('<img src=x');
    expect(screen.getByText('Fit 71%')).toBeTruthy();
    expect(screen.getByText('Planner profile 71%')).toBeTruthy();
  });

  it('orders by fit to a posting from the sort select, keeping the words', async () => {
    const calls = renderAs('recruiter', '/Company/Filter?q=python');
    const select = (await screen.findByRole('combobox', { name: 'Order' })) as HTMLSelectElement;
    expect(await screen.findByRole('option', { name: 'Fit to: Data Analyst' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'job:job-1' } });
    await waitFor(() =>
      expect(
        calls.some((url) => /company\/search\?.*q=python.*sort=fit&jobId=job-1/.test(url)),
      ).toBe(true),
    );
    expect(select.value).toBe('job:job-1');
  });

  it('names the order in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAs('recruiter');
    expect(await screen.findByRole('combobox', { name: 'الترتيب' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'الأحدث أولًا' })).toBeTruthy();
  });
});
