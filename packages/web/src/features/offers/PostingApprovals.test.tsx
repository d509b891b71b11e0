// Decision 271 (issue 41): the Approvals screen lists the job postings waiting for the member
// beside the offers, approves one and sends one back with a reason; the settings screen saves the
// posting approvers in the order chosen, marks one who left, and says it in Arabic too. The
// server is a stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '@talentpool/domain/members/schemas';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { ApprovalSettingsPage } from './ApprovalSettingsPage';
import { WaitingOffersPage } from './WaitingOffersPage';

const requestId = '30000000-0000-4000-8000-000000000001';
const jobId = '20000000-0000-4000-8000-000000000001';

const member = (n: number, name: string, role: Member['role']): Member => ({
  _id: `10000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `member${n}@example.com`,
  role,
  status: 'active',
  totpEnabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const owner = member(1, 'Omar Owner', 'owner');
const rita = member(2, 'Rita Recruiter', 'recruiter');
const hana = member(3, 'Hana Manager', 'hiringManager');

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function server(route: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return route(call) ?? json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return calls;
}

function renderAs(viewer: Member, page: ReactNode) {
  signIn('token', 'company-1', 'Company', { member: { ...viewer, totpSetupRequired: false } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('the Approvals screen', () => {
  // A page's counts (decisions.md 3).
  const empty = { total: 0, page: 1, pageSize: 20 };
  const one = { total: 1, page: 1, pageSize: 20 };

  it('pages the waiting postings: 45 make three pages, Next asks for the second', async () => {
    const calls = server(({ url }) => {
      if (url.includes('/api/company/offers/waiting?')) return json(200, { offers: [], ...empty });
      if (url.includes('/api/company/posting-approvals/waiting?')) {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return json(200, {
          total: 45,
          page,
          pageSize: 20,
          requests: [
            {
              _id: requestId,
              jobId,
              jobTitle: `Warehouse planner ${page}`,
              requestedBy: 'Rita Recruiter',
              requestedAt: '2026-12-01T10:00:00.000Z',
            },
          ],
        });
      }
      return undefined;
    });
    renderAs(hana, <WaitingOffersPage />);
    expect(await screen.findByText('Warehouse planner 1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Warehouse planner 2')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/posting-approvals/waiting?page=2&pageSize=20'))).toBe(
      true,
    );
  });

  function approvals(waiting: boolean) {
    return server(({ method, url }) => {
      if (url.includes('/api/company/offers/waiting?')) return json(200, { offers: [], ...empty });
      if (url.includes('/api/company/posting-approvals/waiting?')) {
        return json(200, {
          ...(waiting ? one : empty),
          requests: waiting
            ? [
                {
                  _id: requestId,
                  jobId,
                  jobTitle: 'Warehouse planner',
                  requestedBy: 'Rita Recruiter',
                  requestedAt: '2026-12-01T10:00:00.000Z',
                },
              ]
            : [],
        });
      }
      if (method === 'POST' && url.includes(`/posting-approvals/${requestId}/`)) {
        return json(200, { request: { _id: requestId } });
      }
      return undefined;
    });
  }

  it('lists a posting waiting for the member and approves it', async () => {
    const calls = approvals(true);
    renderAs(hana, <WaitingOffersPage />);
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Offers to approve' })).toBeTruthy();
    expect(await screen.findByText('Warehouse planner')).toBeTruthy();
    expect(screen.getByText(/Asked by Rita Recruiter/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the posting' }).getAttribute('href')).toBe(
      `/jobs/${jobId}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve: Warehouse planner' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/approve'))).toBe(true),
    );
  });

  it('sends a posting back with the reason typed, and shows the refusal on screen', async () => {
    const calls = server(({ method, url }) => {
      if (url.includes('/api/company/offers/waiting?')) return json(200, { offers: [], ...empty });
      if (url.includes('/api/company/posting-approvals/waiting?')) {
        return json(200, {
          ...one,
          requests: [
            {
              _id: requestId,
              jobId,
              jobTitle: 'Warehouse planner',
              requestedBy: 'Rita Recruiter',
              requestedAt: '2026-12-01T10:00:00.000Z',
            },
          ],
        });
      }
      if (method === 'POST' && url.endsWith('/reject')) {
        return json(409, { error: 'turn', code: 'NOT_YOUR_TURN' });
      }
      return undefined;
    });
    renderAs(hana, <WaitingOffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject: Warehouse planner' }));
    fireEvent.change(screen.getByLabelText('Why not? (the requester reads this)'), {
      target: { value: 'The salary range is missing.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another approver decides first: wait for your turn.',
    );
    const reject = calls.find((c) => c.url.endsWith('/reject'));
    expect(reject?.body).toEqual({ reason: 'The salary range is missing.' });
    // The reason stays in the form after the refusal.
    expect(
      (screen.getByLabelText('Why not? (the requester reads this)') as HTMLTextAreaElement).value,
    ).toBe('The salary range is missing.');
  });

  it('says in Arabic that nothing waits', async () => {
    await i18n.changeLanguage('ar');
    approvals(false);
    renderAs(hana, <WaitingOffersPage />);
    expect(await screen.findByRole('heading', { name: 'الموافقات', level: 1 })).toBeTruthy();
    expect(await screen.findByText('لا توجد وظيفة بانتظارك.')).toBeTruthy();
  });
});

describe('the posting approvers', () => {
  function settings(approvers: Array<{ member: Member; removed?: boolean }>) {
    return server(({ method, url, body }) => {
      if (url.includes('/api/company/members')) {
        return json(200, { members: [owner, rita, hana], total: 3, page: 1, pageSize: 100 });
      }
      if (url.endsWith('/api/company/approvals') && method === 'GET') {
        return json(200, {
          postings: {
            required: approvers.length > 0,
            approvers: approvers.map((a) => ({
              _id: a.member._id,
              name: a.member.name,
              email: a.member.email,
              removed: Boolean(a.removed),
            })),
          },
        });
      }
      if (url.endsWith('/api/company/approvals') && method === 'PUT') {
        const ids = (body as { postings: { approverIds: string[] } }).postings.approverIds;
        const people = [owner, rita, hana];
        return json(200, {
          postings: {
            required: ids.length > 0,
            approvers: ids.map((id) => {
              const m = people.find((p) => p._id === id);
              return { _id: id, name: m?.name, email: m?.email, removed: false };
            }),
          },
        });
      }
      return undefined;
    });
  }

  it('saves the approvers in the order chosen', async () => {
    const calls = settings([]);
    renderAs(owner, <ApprovalSettingsPage />);
    expect(await screen.findByText('Publishing a job posting needs no approval.')).toBeTruthy();
    for (const name of ['Hana Manager', 'Rita Recruiter']) {
      const select = screen.getByLabelText('Choose a member') as HTMLSelectElement;
      const option = [...select.options].find((o) => o.text === name);
      fireEvent.change(select, { target: { value: option?.value } });
      fireEvent.click(screen.getByRole('button', { name: 'Add approver' }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Move Rita Recruiter up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save approvers' }));
    expect(await screen.findByText('Publishing a job posting needs approval.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ postings: { approverIds: [rita._id, hana._id] } });
  });

  it('marks an approver who left, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    settings([{ member: rita, removed: true }]);
    renderAs(owner, <ApprovalSettingsPage />);
    expect(await screen.findByRole('heading', { name: 'اعتماد الوظائف' })).toBeTruthy();
    expect(await screen.findByText(/غادر الشركة/)).toBeTruthy();
  });

  it('tells a recruiter the screen is for owners and admins', async () => {
    settings([]);
    renderAs(rita, <ApprovalSettingsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only owners and admins choose the posting approvers.',
    );
  });
});
