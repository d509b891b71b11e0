// Decision 110: the members page offers only what the domain's policy lets the viewer do (an
// admin neither gives nor touches `owner`) and says what the server refuses (LAST_OWNER).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { Member } from '@talentpool/domain/members/schemas';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { MembersPage } from './MembersPage';

/** The value of a lookup the test knows is there. */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

const ids = {
  owner: '10000000-0000-4000-8000-000000000001',
  admin: '10000000-0000-4000-8000-000000000002',
  recruiter: '10000000-0000-4000-8000-000000000003',
};

const member = (id: string, name: string | null, email: string, role: MemberRole): Member => ({
  _id: id,
  name,
  email,
  role,
  status: name ? 'active' : 'invited',
  totpEnabled: role === 'owner',
  createdAt: '2026-11-20T10:00:00.000Z',
});

const members = [
  member(ids.owner, 'Olivia Owner', 'olivia@example.com', 'owner'),
  member(ids.admin, 'Adam Admin', 'adam@example.com', 'admin'),
  member(ids.recruiter, null, 'rita@example.com', 'recruiter'),
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Route = (call: Call) => Response | undefined;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that answers company/me and the member list, and whatever `route` answers. */
function server(viewer: Member, route: Route = () => undefined): Call[] {
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
      const answer = route(call);
      if (answer) return answer;
      if (url === '/api/company/me') {
        return json(200, {
          company: { _id: ids.owner, companyName: 'Acme', requireTotp: false },
          member: { ...viewer, totpSetupRequired: false },
        });
      }
      if (call.method === 'GET' && url.startsWith('/api/company/members')) {
        return json(200, { members, total: members.length, page: 1, pageSize: 20 });
      }
      return json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return calls;
}

function renderAs(viewer: Member) {
  signIn('token', 'company-1', 'Company', {
    member: { ...viewer, totpSetupRequired: false },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/Company/Members']}>
        <MembersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('members page', () => {
  it("hides the owner role from an admin and leaves the owner's row alone", async () => {
    const admin = defined(members[1]);
    server(admin);
    renderAs(admin);
    await screen.findByRole('table', { name: 'Members of your company' });

    // Inviting: every role but owner.
    expect(optionsOf(screen.getByLabelText('Role'))).toEqual([
      'Admin',
      'Recruiter',
      'Hiring manager',
      'Interviewer',
    ]);
    // Changing someone else's role: never to owner.
    const ritaRole = screen.getByRole('combobox', { name: 'Role of rita@example.com' });
    expect(optionsOf(ritaRole)).not.toContain('Owner');
    // The owner's row: no role to change, no remove.
    expect(screen.queryByRole('combobox', { name: 'Role of Olivia Owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Olivia Owner' })).toBeNull();
    const ownerRow = defined(
      screen.getByRole('rowheader', { name: 'Olivia Owner' }).closest('tr') ?? undefined,
    );
    expect(within(ownerRow).getByText('Owner')).toBeTruthy();
    // An invited member can be invited again.
    expect(
      screen.getByRole('button', { name: 'Resend invitation to rita@example.com' }),
    ).toBeTruthy();
  });

  it('shows the LAST_OWNER refusal next to the member', async () => {
    const owner = defined(members[0]);
    const calls = server(owner, (call) =>
      call.method === 'PATCH' ? json(409, { error: 'last owner', code: 'LAST_OWNER' }) : undefined,
    );
    renderAs(owner);
    const select = await screen.findByRole('combobox', { name: 'Role of Olivia Owner' });
    // An owner may give every role, owner included.
    expect(optionsOf(select)).toContain('Owner');
    fireEvent.change(select, { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role of Olivia Owner' }));

    const row = defined(select.closest('tr') ?? undefined);
    expect(
      await within(row).findByText(
        'A company needs at least one owner: make someone else owner first.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/company/members/${ids.owner}`,
      body: { role: 'admin' },
    });
  });

  it('keeps the typed e-mail and says EMAIL_TAKEN on its field', async () => {
    const admin = defined(members[1]);
    const calls = server(admin, (call) =>
      call.method === 'POST' && call.url === '/api/company/members'
        ? json(409, { error: 'taken', code: 'EMAIL_TAKEN' })
        : undefined,
    );
    renderAs(admin);
    const email = await screen.findByLabelText(/^E-mail/);
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'interviewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This e-mail already has a company login.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('new@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'new@example.com',
      role: 'interviewer',
    });
  });

  it('asks before removing, and a refusal is said', async () => {
    const admin = defined(members[1]);
    server(admin, (call) =>
      call.method === 'DELETE' ? json(403, { error: 'no', code: 'FORBIDDEN' }) : undefined,
    );
    renderAs(admin);
    const remove = await screen.findByRole('button', { name: 'Remove rita@example.com' });
    remove.focus();
    fireEvent.click(remove);
    const dialog = screen.getByRole('dialog', {
      name: /Remove rita@example.com from the company\?/,
    });
    // The safe answer has the focus; Keep closes and gives the focus back.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);

    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a recruiter the page is for owners and admins, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    const recruiter = member(ids.recruiter, 'Rita', 'rita@example.com', 'recruiter');
    const calls = server(recruiter);
    renderAs(recruiter);
    expect(screen.getByRole('alert').textContent).toBe(
      'يرى أعضاءَ الشركة ويديرهم المالكون والمسؤولون فقط.',
    );
    expect(calls.some((c) => c.url.startsWith('/api/company/members'))).toBe(false);
  });
});
