// Decision 110: the candidate search asks the domain's policy, not role names: the CSV export
// shows to roles that may export (a recruiter) and not to others (a hiring manager), and an
// interviewer, who may not search, is told so. The server is a stubbed fetch.
// The browser audit of the page: user-written text takes its own direction, the form keeps what
// is typed across an order change and paging and saves it, a page past the end says so, and an
// order by fit without a target falls back with the domain's translated reason.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

/** What the stubbed server answers a search (by default `result`). */
type SearchAnswer = (url: string) => CandidateSearchResult | Promise<CandidateSearchResult>;

function renderAs(
  role: MemberRole,
  entry = '/Company/Filter',
  answer: SearchAnswer = () => result,
  bodies: Record<string, unknown>[] = [],
) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body) as never);
      const body = url.includes('company/jobs')
        ? { postings: [{ _id: 'job-1', title: 'Data Analyst' }], total: 1, page: 1, pageSize: 100 }
        : url.includes('company/descriptionCards')
          ? { cards: [{ _id: 'card-1', title: 'Team lead' }], total: 1, page: 1, pageSize: 100 }
          : url.includes('company/saved-searches')
            ? init?.method === 'POST'
              ? { _id: 'saved-1', name: 'Pythonistas', filters: {}, alert: true }
              : { savedSearches: [], total: 0, page: 1, pageSize: 20 }
            : await answer(url);
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

/** 29 candidates, 12 a page: page 3 is the last; a page after it is empty. */
const twentyNine = (url: string): CandidateSearchResult => {
  const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
  return { ...result, users: page <= 3 ? result.users : [], total: 29, page };
};
const searchCalls = (calls: string[]) =>
  calls.filter((url) => url.includes('company/search')).map((url) => new URL(url, 'http://x'));
const lastSearch = (calls: string[]) =>
  searchCalls(calls).at(-1)?.searchParams ?? new URLSearchParams();

describe('the browser audit of the candidate search', () => {
  it('lets names and snippets take their own direction, not the label read before them', async () => {
    await i18n.changeLanguage('ar');
    renderAs('recruiter', '/Company/Filter?q=python');
    await screen.findByText('Salma Ali');
    const snippet = document.querySelector('.match-snippet');
    expect(snippet?.getAttribute('dir')).toBe('auto');
    // dir="auto" skips an element with a dir of its own: the Arabic label does not decide.
    expect(snippet?.querySelector('.visually-hidden')?.getAttribute('dir')).toBe('rtl');
    expect(snippet?.querySelectorAll('mark[dir]')).toHaveLength(0);
    expect(screen.getByText('Salma Ali').closest('a')?.getAttribute('dir')).toBe('auto');
  });

  it('searches with what is typed when the order changes, and keeps it on screen', async () => {
    const calls = renderAs('recruiter', '/Company/Filter?q=analyst');
    const box = (await screen.findByRole('searchbox')) as HTMLInputElement;
    await screen.findByText('Salma Ali');
    fireEvent.change(box, { target: { value: 'python developer' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Job Position' }), {
      target: { value: 'Trading' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), {
      target: { value: 'newest' },
    });
    await waitFor(() => expect(lastSearch(calls).get('sort')).toBe('newest'));
    expect(lastSearch(calls).get('q')).toBe('python developer');
    expect(lastSearch(calls).get('jobPosition')).toBe('Trading');
    expect(box.value).toBe('python developer');
    expect(
      (screen.getByRole('combobox', { name: 'Job Position' }) as HTMLSelectElement).value,
    ).toBe('Trading');
  });

  it('pages the submitted search and keeps what is typed but not searched', async () => {
    const calls = renderAs('recruiter', '/Company/Filter?q=analyst', twentyNine);
    const box = (await screen.findByRole('searchbox')) as HTMLInputElement;
    await screen.findByText('Page 1 of 3');
    fireEvent.change(box, { target: { value: 'python developer' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Job Position' }), {
      target: { value: 'Trading' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(lastSearch(calls).get('q')).toBe('analyst');
    expect(lastSearch(calls).get('page')).toBe('2');
    expect(lastSearch(calls).has('jobPosition')).toBe(false);
    expect(box.value).toBe('python developer');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 3');
    expect(box.value).toBe('python developer');
    expect(
      (screen.getByRole('combobox', { name: 'Job Position' }) as HTMLSelectElement).value,
    ).toBe('Trading');
  });

  it('names the page shown while the next one loads, then the next', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = renderAs('recruiter', '/Company/Filter?q=analyst', async (url) => {
      const answer = twentyNine(url);
      if (answer.page === 2) await held;
      return answer;
    });
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastSearch(calls).get('page')).toBe('2'));
    // Page 1's results stay on screen, busy, and the pager still names page 1.
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.queryByText('Page 2 of 3')).toBeNull();
    expect(document.querySelector('section.results')?.getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByText('Page 2 of 3');
  });

  it('saves the filters on screen, typed or not yet searched', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderAs('recruiter', '/Company/Filter?q=analyst', () => result, bodies);
    const box = (await screen.findByRole('searchbox')) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'python developer' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Job Position' }), {
      target: { value: 'Trading' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save these filters' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the search' }), {
      target: { value: 'Pythonistas' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save filters' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Pythonistas',
      filters: { q: 'python developer', jobPosition: 'Trading' },
    });
  });

  it('says a page past the end is past the end and leads to the last page', async () => {
    const calls = renderAs('recruiter', '/Company/Filter?q=analyst&page=50', twentyNine);
    expect(await screen.findByText('Page 50 is past the end of these results')).toBeTruthy();
    expect(screen.getByText('They fill 3 pages.')).toBeTruthy();
    expect(screen.queryByText(/Page 50 of/)).toBeNull();
    expect(screen.queryByText('No candidates match these filters')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the last page (page 3)' }));
    await screen.findByText('Page 3 of 3');
    expect(lastSearch(calls).get('page')).toBe('3');
    expect(lastSearch(calls).get('q')).toBe('analyst');
  });

  it('says it in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    renderAs('recruiter', '/Company/Filter?q=analyst&page=50', twentyNine);
    const link = i18n.t('company.filter.pastEndLink', { page: 3 });
    expect(link).not.toMatch(/last page/);
    expect(await screen.findByRole('button', { name: link })).toBeTruthy();
  });

  it('orders by fit only with a target: else the default order, with the reason in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const calls = renderAs('recruiter', '/Company/Filter?sort=fit');
    await screen.findByText('Salma Ali');
    expect(lastSearch(calls).has('sort')).toBe(false);
    const select = screen.getByRole('combobox', { name: 'الترتيب' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/للترتيب حسب الملاءمة/);
    expect(hint?.textContent).not.toMatch(/jobId|sort=fit/);
  });

  it('words the default order plainly, in the same control as the form', async () => {
    renderAs('recruiter');
    const select = await screen.findByRole('combobox', { name: 'Order' });
    expect(within(select).getByRole('option', { name: /name order when no words/ })).toBeTruthy();
    expect(select.className).toBe('field-control');
    expect(await within(select).findByRole('group', { name: 'Fit to a posting' })).toBeTruthy();
  });
});
