// Decision 144: the posting's earlier imports on the import page, against a stubbed server
// answering as the contract says: newest first with who and the counts, paged; opening one shows
// its failures with their reasons, and only the failures when asked (`status=failed`).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { CvImportPage } from './CvImportPage';

const jobId = '20000000-0000-4000-8000-000000000001';
const importIds = Array.from(
  { length: 12 },
  (_, i) => `30000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
);
const memberId = '40000000-0000-4000-8000-000000000001';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const summary = (id: string, i: number) => ({
  _id: id,
  jobId,
  createdAt: new Date(Date.UTC(2026, 10, 27 - i, 9, 30)).toISOString(),
  by: i === 1 ? null : { _id: memberId, name: 'Rana Saleh', email: 'rana@example.com' },
  files: 50,
  created: 47,
  merged: 1,
  failed: 2,
  duplicates: 0,
  dismissed: 0,
  queued: 0,
});

const item = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
  _id: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  position: n,
  fileName: `file-${n}.pdf`,
  kind: 'pdf',
  size: 100,
  status,
  reason: null,
  language: 'en',
  fields: {},
  applicationId: null,
  fileKept: true,
  duplicateOf: null,
  ...extra,
});

function server() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname.endsWith(`/jobs/${jobId}/cv-imports`)) {
        const page = Number(parsed.searchParams.get('page') ?? 1);
        const size = Number(parsed.searchParams.get('pageSize') ?? 20);
        return json(200, {
          imports: importIds.map(summary).slice((page - 1) * size, page * size),
          total: importIds.length,
          page,
          pageSize: size,
        });
      }
      if (parsed.pathname.endsWith(`/cv-imports/${importIds[0]}`)) {
        const failures = [
          item(2, 'failed', { reason: 'encrypted', kind: null }),
          item(3, 'failed', { reason: 'tooLarge', fileKept: false }),
        ];
        const items =
          parsed.searchParams.get('status') === 'failed'
            ? failures
            : [
                item(1, 'done', { fields: { name: 'Omar Hassan' } }),
                ...failures,
                // Issue 37: a CV without a name or e-mail is added unnamed, with the reasons.
                item(4, 'done', { fields: { phone: '+201001234567', missing: ['name', 'email'] } }),
              ];
        return json(200, {
          _id: importIds[0],
          jobId,
          createdAt: summary(importIds[0] ?? '', 0).createdAt,
          total: 3,
          queued: 0,
          done: 1,
          failed: 2,
          duplicates: 0,
          items,
          page: 1,
          pageSize: 200,
        });
      }
      if (parsed.pathname.endsWith(`/cv-imports/${importIds[1]}`)) {
        // 51 files: one of them (the 40th) the same person as an applicant already there.
        const items = Array.from({ length: 51 }, (_, i) =>
          i === 39
            ? item(i + 1, 'duplicate', {
                duplicateOf: {
                  applicationId: '60000000-0000-4000-8000-000000000001',
                  name: 'Omar Hassan',
                  email: 'omar.hassan@example.com',
                  matchedOn: 'email',
                },
              })
            : item(i + 1, 'done', { fields: { name: `Person ${i + 1}` } }),
        );
        return json(200, {
          _id: importIds[1],
          jobId,
          createdAt: summary(importIds[1] ?? '', 1).createdAt,
          total: 51,
          queued: 0,
          done: 50,
          failed: 0,
          duplicates: 1,
          items,
          page: 1,
          pageSize: 200,
        });
      }
      return json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return urls;
}

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[`/CompanyView/Jobs/${jobId}/import`]}>
        <Routes>
          <Route path="/CompanyView/Jobs/:id/import" element={<CvImportPage />} />
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

describe('earlier imports', () => {
  it('lists them with who and the counts, pages, and opens one’s failures', async () => {
    const urls = server();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Earlier imports' });
    const rows = within(table).getAllByRole('row');
    // A header and ten imports on the first page.
    expect(rows).toHaveLength(11);
    expect(within(rows[1] as HTMLElement).getByText('Rana Saleh')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('A former member')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Rana Saleh',
      '50',
      '47',
      '1',
      '2',
      '0',
      expect.stringMatching(/^Open the import of/),
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(urls.some((u) => u.includes(`/jobs/${jobId}/cv-imports?page=2&pageSize=10`))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 2');

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button'));
    const heading = await screen.findByRole('heading', { name: /^Import of/ });
    // The opened import takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText('Failed: The PDF is protected by a password. The file is kept.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download file-2.pdf' })).toBeTruthy();
    // A file over the limit was never kept: no download.
    expect(screen.queryByRole('button', { name: 'Download file-3.pdf' })).toBeNull();
    expect(screen.getByText(/The file is not kept\./)).toBeTruthy();
    expect(screen.getByText('Added as Omar Hassan')).toBeTruthy();
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'TD' &&
          el.textContent ===
            'Added without a name. No name found in the CV. No e-mail address found in the CV.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Added as file-4/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show only the files that failed' }));
    await screen.findByText((_, el) => el?.tagName === 'TBODY' && el.children.length === 2);
    expect(screen.queryByText('Added as Omar Hassan')).toBeNull();
    expect(urls.some((u) => u.endsWith(`/cv-imports/${importIds[0]}?status=failed`))).toBe(true);
  });
});

describe('a large import', () => {
  it('lists the decision first and pages the files, 25 at a time', async () => {
    server();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Earlier imports' });
    fireEvent.click(
      within(within(table).getAllByRole('row')[2] as HTMLElement).getByRole('button'),
    );
    // The one duplicate (file 40, on the second page of files) waits at the top.
    const waiting = await screen.findByRole('region', { name: 'Waiting for your decision (1)' });
    expect(within(waiting).getByRole('button', { name: 'Merge file-40.pdf' })).toBeTruthy();
    const files = screen.getByRole('table', { name: 'The imported files' });
    expect(within(files).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Files 1–25 of 51')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of the imported files' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Files 26–50 of 51')).toBeTruthy();
    expect(within(files).getByText('Added as Person 26')).toBeTruthy();
    // Its row points up to the decision instead of a second pair of buttons.
    expect(screen.getAllByRole('button', { name: 'Merge file-40.pdf' })).toHaveLength(1);
    expect(
      within(files).getByText('Same person as an applicant: waiting for your decision above'),
    ).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Files 51–51 of 51')).toBeTruthy();
    expect(within(files).getAllByRole('row')).toHaveLength(2);
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
