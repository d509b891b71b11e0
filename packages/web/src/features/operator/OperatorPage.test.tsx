// Decision 120: the operator console as the server answers it: accounts with search and paging in
// the URL, disable with a reason after a confirmation (the call and its body are checked), queues
// with a mail job's recipient and subject and a retry, the operator log, the tabs by keyboard,
// both languages, and nothing for someone the server says is no operator.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jobStates,
  operatorActions,
  type OperatorAccount,
  type OperatorAuditEvent,
  type OperatorJob,
} from '@talentpool/domain/operator/schemas';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { OperatorNavLink } from './OperatorNavLink';
import { OperatorPage, stateOf } from './OperatorPage';
import { operatorAr } from './locales/ar';
import { operatorEn } from './locales/en';

const seeker: OperatorAccount = {
  _id: '60000000-0000-4000-8000-000000000001',
  type: 'user',
  email: 'zeta@example.com',
  name: 'Zeta Seeker',
  createdAt: '2026-11-20T10:00:00.000Z',
  disabledAt: null,
};
const company: OperatorAccount = {
  _id: '60000000-0000-4000-8000-000000000002',
  type: 'company',
  email: 'acme@example.com',
  name: 'Acme',
  createdAt: '2026-11-19T10:00:00.000Z',
  disabledAt: '2026-11-24T10:00:00.000Z',
};
const failedMail: OperatorJob = {
  _id: 'job-1',
  name: 'mail.send',
  state: 'failed',
  retryCount: 5,
  retryLimit: 5,
  createdAt: '2026-11-24T09:00:00.000Z',
  startedAt: null,
  completedAt: null,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  mail: { to: 'guest@example.org', subject: 'Your invitation' },
};
const event: OperatorAuditEvent = {
  _id: '70000000-0000-4000-8000-000000000001',
  at: '2026-11-24T10:00:00.000Z',
  operatorEmail: 'ops@example.com',
  action: 'account.disabled',
  target: { type: 'company', id: company._id },
  details: { reason: 'Phishing' },
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function server(operator = true): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const path = url.split('?')[0] ?? '';
      let body: unknown = {};
      if (path === '/api/operator/me') body = { operator };
      else if (path === '/api/operator/accounts')
        body = { accounts: [seeker, company], total: 45, page: 1, pageSize: 20 };
      else if (path.endsWith('/disable')) body = { account: { ...seeker, disabledAt: event.at } };
      else if (path === '/api/operator/queues')
        body = {
          queues: [
            { name: 'mail.send', state: 'failed', count: 1 },
            { name: 'mail.send', state: 'completed', count: 12 },
          ],
        };
      else if (path === '/api/operator/jobs')
        body = { jobs: [failedMail], total: 1, page: 1, pageSize: 20 };
      else if (path.endsWith('/retry')) body = { retried: true };
      else if (path === '/api/operator/audit')
        body = { events: [event], total: 1, page: 1, pageSize: 20 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderAt(path: string) {
  signIn('token', seeker._id, 'User');
  const router = createMemoryRouter(
    [
      {
        path: '/Operator',
        element: (
          <>
            <nav aria-label="menu">
              <OperatorNavLink />
            </nav>
            <OperatorPage />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('operator console', () => {
  it('names every operator action and job state in English and Arabic', () => {
    for (const action of operatorActions) {
      expect(operatorEn.audit.actions[action], action).toBeTruthy();
      expect(operatorAr.audit.actions[action], action).toBeTruthy();
    }
    for (const state of jobStates) {
      expect(operatorEn.queues.states[state], state).toBeTruthy();
      expect(operatorAr.queues.states[state], state).toBeTruthy();
    }
  });

  it('reads the section and filters from the URL, leaving out what is malformed', () => {
    expect(stateOf(new URLSearchParams('tab=queues&state=failed&page=2'))).toMatchObject({
      tab: 'queues',
      state: 'failed',
      page: 2,
    });
    expect(stateOf(new URLSearchParams('tab=x&type=admin&state=gone&page=-1'))).toMatchObject({
      tab: 'accounts',
      type: undefined,
      state: undefined,
      page: 1,
    });
  });

  it('shows nothing of the console, and no menu entry, to someone who is no operator', async () => {
    const calls = server(false);
    renderAt('/Operator');
    expect(await screen.findByText('Only operators can use this page.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Operator' })).toBeNull();
    expect(calls.every((call) => call.url.startsWith('/api/operator/me'))).toBe(true);
  });

  it('lists accounts, searches through the URL and disables with a reason after confirming', async () => {
    const calls = server();
    const router = renderAt('/Operator');
    expect(await screen.findByRole('link', { name: 'Operator' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Accounts, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('zeta@example.com')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Disabled since/)).toBeTruthy();
    expect(screen.getByText('45 accounts')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search by e-mail or name'), {
      target: { value: 'zeta' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zeta'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('q=zeta'))).toBe(true));

    fireEvent.click(await screen.findByRole('button', { name: 'Disable zeta@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Its sessions end at once/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Disable' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Spam' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const disable = calls.find((c) => c.method === 'POST');
    expect(disable).toEqual({
      method: 'POST',
      url: `/api/operator/accounts/user/${seeker._id}/disable`,
      body: { reason: 'Spam' },
    });
  });

  it('shows the queues, a failed mail with recipient and subject, and retries it', async () => {
    const calls = server();
    renderAt('/Operator?tab=queues&state=failed');
    const counts = await screen.findByRole('table', { name: 'Number of jobs by queue and state' });
    expect(within(counts).getByText('12')).toBeTruthy();
    const jobs = await screen.findByRole('table', { name: 'Jobs, newest first' });
    expect(within(jobs).getByText('guest@example.org')).toBeTruthy();
    expect(within(jobs).getByText('Your invitation')).toBeTruthy();
    expect(within(jobs).getByText(/ECONNREFUSED/)).toBeTruthy();
    expect(
      calls.some((c) => c.url.startsWith('/api/operator/jobs') && c.url.includes('state=failed')),
    ).toBe(true);
    fireEvent.click(within(jobs).getByRole('button', { name: 'Retry guest@example.org' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url === '/api/operator/jobs/job-1/retry'),
      ).toBe(true),
    );
  });

  it('moves between sections with the arrow keys', async () => {
    server();
    const router = renderAt('/Operator');
    const accounts = await screen.findByRole('tab', { name: 'Accounts' });
    expect(accounts.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(accounts, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=queues'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Queues' }), { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
    expect(document.activeElement?.textContent).toBe('Operator log');
    const log = await screen.findByRole('table', { name: 'What operators did, newest first' });
    expect(within(log).getByText('Phishing')).toBeTruthy();
    expect(within(log).getByText('Disabled an account')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    server();
    renderAt('/Operator?tab=audit');
    expect(await screen.findByRole('heading', { name: 'لوحة المشرف' })).toBeTruthy();
    expect(await screen.findByText('أوقف حسابًا')).toBeTruthy();
  });
});
