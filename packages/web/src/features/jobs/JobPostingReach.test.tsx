// Issue 25 (decision 126): a posting's employment type, salary and deadline on its page, and the
// share link with its copy button (copied, or refused by the clipboard and said so). The server
// is a stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import '../../lib/i18n';
import { signOut } from '../../lib/session';
import { samplePosting, samplePostingId } from './samplePosting';
import { JobPostingPage, shareUrlOf } from './JobPostingPage';

const id = samplePostingId;
const posting: Posting = samplePosting({
  employmentType: 'partTime',
  salary: { min: 12000, max: 18000, currency: 'EGP', period: 'month', visible: true },
  applicationDeadline: '2027-01-31T21:59:59.000Z',
});

function stubPosting(body: Posting) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes(`/api/jobs/${id}`)
        ? new Response(JSON.stringify(body), { status: 200 })
        : new Response(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }), { status: 404 }),
    ),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/jobs/${id}`]}>
        <Routes>
          <Route path="/jobs/:id" element={<JobPostingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => signOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a posting page of issue 25', () => {
  it('shows the employment type, the salary range and the deadline', async () => {
    stubPosting(posting);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Operations Planner' });
    expect(screen.getByText('Part time')).toBeTruthy();
    expect(screen.getByText(/EGP\s?12,000(\.00)? – EGP\s?18,000(\.00)? per month/)).toBeTruthy();
    expect(screen.getByText('Apply by')).toBeTruthy();
  });

  it('shows no salary or deadline when there is none, and none on a closed posting', async () => {
    stubPosting({ ...posting, salary: null, status: 'closed' });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Operations Planner' });
    expect(screen.queryByText('Salary')).toBeNull();
    expect(screen.queryByText('Apply by')).toBeNull();
  });

  it('copies the share link, and says so when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubPosting(posting);
    renderPage();
    const field = await screen.findByLabelText('Link to this job');
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}/jobs/${id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/${id}`);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(
        screen.getByText('The link could not be copied. Select it and copy it yourself.'),
      ).toBeTruthy(),
    );
  });

  it('addresses the Arabic page with ?lang=ar', () => {
    expect(shareUrlOf(id, 'ar', 'https://x.example')).toBe(`https://x.example/jobs/${id}?lang=ar`);
    expect(shareUrlOf(id, 'en', 'https://x.example')).toBe(`https://x.example/jobs/${id}`);
  });
});
