// The Apply box of a posting (decision 100): logged out it leads to the login screen, a closed
// posting says so, an incomplete profile gets its message and link, and an application turns the
// button into Applied. The server is a stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { samplePosting, samplePostingId } from './samplePosting';
import { JobPostingPage } from './JobPostingPage';

const id = samplePostingId;
const posting: Posting = samplePosting({ minEducation: 'Faculty degree' });

type Answer = { status: number; body?: unknown };

function stubServer(routes: Record<string, Answer>, held: Record<string, Promise<void>> = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(key);
      await held[key];
      const answer = routes[key] ?? {
        status: 404,
        body: { error: 'Not found', code: 'NOT_FOUND' },
      };
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/jobs/${id}`]}>
        <Routes>
          <Route path="/jobs/:id" element={<JobPostingPage />} />
          <Route path="/auth" element={<p>login screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const noApplications = {
  status: 200,
  body: { applications: [], total: 0, page: 1, pageSize: 20 },
};

beforeEach(() => signOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobPostingPage Apply', () => {
  it('sends a logged-out visitor to the login screen', async () => {
    stubServer({ [`GET /api/jobs/${id}`]: { status: 200, body: posting } });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operations Planner' }),
    ).toBeTruthy();
    expect(screen.getByText('Egypt', { exact: false })).toBeTruthy();
    // A visitor's page waits for nothing: the share link shows with the title.
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to apply' }));
    expect(await screen.findByText('login screen')).toBeTruthy();
  });

  it('says a closed posting is closed and offers no Apply', async () => {
    stubServer({
      [`GET /api/jobs/${id}`]: { status: 200, body: { ...posting, status: 'closed' } },
    });
    renderPage();
    expect(
      await screen.findByText('This posting is closed and no longer takes applications.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Apply|Log in/ })).toBeNull();
  });

  it('tells a user with an incomplete profile how to complete it', async () => {
    signIn('token', 'user-1', 'User');
    stubServer({
      [`GET /api/jobs/${id}`]: { status: 200, body: posting },
      'GET /api/user/applications': noApplications,
      [`POST /api/jobs/${id}/apply`]: {
        status: 403,
        body: { error: 'Complete your profile before applying.', code: 'FORBIDDEN' },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Complete your profile before applying.');
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/Userform',
    );
  });

  it('shows Applied after applying, and for an earlier application', async () => {
    signIn('token', 'user-1', 'User');
    const calls = stubServer({
      [`GET /api/jobs/${id}`]: { status: 200, body: posting },
      'GET /api/user/applications': noApplications,
      [`POST /api/jobs/${id}/apply`]: { status: 201, body: { _id: 'a1' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Applied' })).toHaveProperty('disabled', true);
    expect(calls).toContain(`POST /api/jobs/${id}/apply`);
    cleanup();

    stubServer({
      [`GET /api/jobs/${id}`]: { status: 200, body: posting },
      'GET /api/user/applications': {
        status: 200,
        body: { applications: [{ _id: 'a1', jobId: id }], total: 1, page: 1, pageSize: 20 },
      },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeTruthy();
  });

  it('shows the box whole: never Apply before Applied, the match above Apply with it (decision 300)', async () => {
    signIn('token', 'user-1', 'User');
    const gate = () => {
      let open: () => void = () => undefined;
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { promise, open };
    };
    const applications = gate();
    const match = gate();
    const matchKey = `GET /api/jobs/${id}/match`;
    stubServer(
      {
        [`GET /api/jobs/${id}`]: { status: 200, body: posting },
        'GET /api/user/applications': noApplications,
        [matchKey]: {
          status: 200,
          body: {
            jobId: id,
            fit: 72,
            passes: true,
            reasons: ['Field: Trading'],
            missing: [],
            applied: false,
            profileComplete: true,
          },
        },
      },
      { 'GET /api/user/applications': applications.promise, [matchKey]: match.promise },
    );
    const client = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operations Planner' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Appl/ })).toBeNull();
    // What follows the box waits with it: the share link's copy button would be pushed down.
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();
    applications.open();
    // The applications are in (only the match is still asked) and the page has rendered them:
    // still nothing to press while the match is on its way, which would push the button down.
    await waitFor(() => expect(client.isFetching()).toBe(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();
    match.open();
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy();
    expect(screen.getByTestId('match-hint').textContent).toContain('Field: Trading');
  });
});
