// Decision 110: a posting's hiring team is shown to whoever may open the pipeline and changed by
// a member who may manage the posting, among the members the server offers (getJobTeam's
// `candidates`) or, for a role that may read members, listMembers; else it stays read-only. The
// server is a stubbed fetch answering as the contract says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { Member } from '@talentpool/domain/members/schemas';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { HiringTeam } from './HiringTeam';

const postingId = '20000000-0000-4000-8000-000000000001';

const member = (n: number, name: string | null, role: MemberRole, active = true): Member => ({
  _id: `10000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `member${n}@example.com`,
  role,
  status: active ? 'active' : 'invited',
  totpEnabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const rita = member(1, 'Rita Recruiter', 'recruiter');
const hana = member(2, 'Hana Manager', 'hiringManager');
const adam = member(3, 'Adam Admin', 'admin');
const ivan = member(4, null, 'interviewer', false);

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

const teamUrl = `/api/company/jobs/${postingId}/team`;

function renderAs(viewer: Member, canEdit = true) {
  signIn('token', 'company-1', 'Company', { member: { ...viewer, totpSetupRequired: false } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HiringTeam postingId={postingId} canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('hiring team', () => {
  it("saves the chosen members among the server's candidates", async () => {
    const calls = server((call) => {
      if (call.method === 'GET' && call.url === teamUrl) {
        return json(200, { members: [hana], candidates: [rita, hana, adam, ivan] });
      }
      if (call.method === 'PUT' && call.url === teamUrl) {
        return json(200, { members: [rita, adam] });
      }
      return undefined;
    });
    renderAs(rita);
    const team = await screen.findByRole('list', { name: 'Hiring team' });
    expect(within(team).getByText('Hana Manager')).toBeTruthy();
    expect(within(team).getByText('Hiring manager')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change the hiring team' }));
    const choices = screen.getByRole('group', { name: 'Members on the hiring team' });
    // Active members only: the invited one has not joined yet.
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(choices).queryByText('member4@example.com')).toBeNull();
    expect((within(choices).getByLabelText(/Hana Manager/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(choices).getByLabelText(/Hana Manager/));
    fireEvent.click(within(choices).getByLabelText(/Rita Recruiter/));
    fireEvent.click(within(choices).getByLabelText(/Adam Admin/));
    fireEvent.click(screen.getByRole('button', { name: 'Save the hiring team' }));

    const saved = await screen.findByRole('list', { name: 'Hiring team' });
    expect(within(saved).getByText('Rita Recruiter')).toBeTruthy();
    expect(within(saved).queryByText('Hana Manager')).toBeNull();
    const put = calls.filter((call) => call.method === 'PUT');
    expect(put).toHaveLength(1);
    // In the order shown (by name): Adam, then Rita.
    expect(put[0]?.body).toEqual({ memberIds: [adam._id, rita._id] });
    // A recruiter may not list members: nothing asked of listMembers.
    expect(calls.some((call) => call.url.startsWith('/api/company/members'))).toBe(false);
  });

  it('chooses among listMembers for an admin when the server sends no candidates', async () => {
    const calls = server((call) => {
      if (call.method === 'GET' && call.url === teamUrl) return json(200, { members: [] });
      if (call.method === 'GET' && call.url.startsWith('/api/company/members')) {
        return json(200, { members: [rita, hana, adam], total: 3, page: 1, pageSize: 100 });
      }
      if (call.method === 'PUT') return json(200, { members: [hana] });
      return undefined;
    });
    renderAs(adam);
    expect(await screen.findByText('No one is on the hiring team yet.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the hiring team' }));
    fireEvent.click(screen.getByLabelText(/Hana Manager/));
    fireEvent.click(screen.getByRole('button', { name: 'Save the hiring team' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ memberIds: [hana._id] });
    expect(calls.find((call) => call.url.startsWith('/api/company/members'))?.url).toBe(
      '/api/company/members?page=1&pageSize=100',
    );
  });

  it('stays read-only for a recruiter when the server sends no candidates', async () => {
    server((call) => (call.url === teamUrl ? json(200, { members: [hana] }) : undefined));
    renderAs(rita);
    expect(await screen.findByText('Hana Manager')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change the hiring team' })).toBeNull();
    expect(screen.getByText(/ask an owner or admin to change the team/)).toBeTruthy();
  });

  it('says a refusal next to the choices and keeps them', async () => {
    server((call) => {
      if (call.method === 'GET') return json(200, { members: [hana], candidates: [hana, rita] });
      return json(403, { error: 'You are not allowed to do this.', code: 'FORBIDDEN' });
    });
    renderAs(hana);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the hiring team' }));
    const rita_ = screen.getByLabelText(/Rita Recruiter/) as HTMLInputElement;
    fireEvent.click(rita_);
    fireEvent.click(screen.getByRole('button', { name: 'Save the hiring team' }));
    const group = screen.getByRole('group', { name: 'Members on the hiring team' });
    expect(await within(group).findByText('You are not allowed to do this.')).toBeTruthy();
    expect(rita_.checked).toBe(true);
    expect((screen.getByLabelText(/Hana Manager/) as HTMLInputElement).checked).toBe(true);
  });

  it('offers no change to a member who may not manage the posting, and speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    server((call) =>
      call.url === teamUrl ? json(200, { members: [hana], candidates: [hana] }) : undefined,
    );
    renderAs(hana, false);
    expect(await screen.findByRole('list', { name: 'فريق التوظيف' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تغيير فريق التوظيف' })).toBeNull();
  });
});
