// Decision 110: the audit log, newest first as the server answers it, with every action named in
// both languages, and its filters kept in the URL.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditActions, type AuditEvent, type Member } from '@talentpool/domain/members/schemas';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { AuditPage } from './AuditPage';
import { auditEn } from './locales/en';
import { auditAr } from './locales/ar';

/** The value of a lookup the test knows is there. */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

const adminId = '40000000-0000-4000-8000-000000000001';
const ritaId = '40000000-0000-4000-8000-000000000002';

const members: Member[] = [
  {
    _id: adminId,
    name: 'Adam Admin',
    email: 'adam@example.com',
    role: 'admin',
    status: 'active',
    totpEnabled: true,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  {
    _id: ritaId,
    name: 'Rita',
    email: 'rita@example.com',
    role: 'recruiter',
    status: 'active',
    totpEnabled: false,
    createdAt: '2026-11-02T10:00:00.000Z',
  },
];

const events: AuditEvent[] = [
  {
    _id: '50000000-0000-4000-8000-000000000002',
    at: '2026-11-24T15:30:00.000Z',
    actor: { _id: adminId, name: 'Adam Admin', email: 'adam@example.com' },
    action: 'member.roleChanged',
    target: { type: 'member', id: ritaId },
    details: { from: 'recruiter', to: 'hiringManager' },
  },
  {
    _id: '50000000-0000-4000-8000-000000000001',
    at: '2026-11-23T09:00:00.000Z',
    actor: { _id: null, name: null, email: 'someone@example.com' },
    action: 'login.failed',
    target: null,
    details: {},
  },
];

function server(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.startsWith('/api/company/audit')
        ? { events, total: events.length, page: 1, pageSize: 25 }
        : url.startsWith('/api/company/members')
          ? { members, total: members.length, page: 1, pageSize: 100 }
          : {
              company: { _id: adminId, companyName: 'Acme', requireTotp: false },
              member: { ...members[0], totpSetupRequired: false },
            };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return urls;
}

function renderAt(path: string) {
  signIn('token', 'company-1', 'Company', {
    member: { ...defined(members[0]), totpSetupRequired: false },
  });
  const router = createMemoryRouter([{ path: '/Company/Audit', element: <AuditPage /> }], {
    initialEntries: [path],
  });
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

describe('audit log', () => {
  it('names every audit action of the domain in English and Arabic', () => {
    const label = (texts: typeof auditEn, action: string) => {
      const [group, name] = action.split('.') as [string, string];
      return (texts.actions as Record<string, Record<string, string> | undefined>)[group]?.[name];
    };
    for (const action of auditActions) {
      expect(label(auditEn, action), action).toBeTruthy();
      expect(label(auditAr, action), action).toBeTruthy();
    }
  });

  it('shows who did what, when, and on what', async () => {
    server();
    renderAt('/Company/Audit');
    const table = await screen.findByRole('table', { name: 'Events of the audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(defined(rows[0]));
    expect(first.getByText('Adam Admin')).toBeTruthy();
    expect(first.getByText('Role changed')).toBeTruthy();
    expect(first.getByText('Member')).toBeTruthy();
    // The member acted on is named once the member list is here.
    expect(await first.findByText('Rita')).toBeTruthy();
    expect(first.getByText('24 Nov 2026', { exact: false })).toBeTruthy();
    expect(within(defined(rows[1])).getByText('Failed login')).toBeTruthy();
    expect(within(defined(rows[1])).getByText('someone@example.com')).toBeTruthy();
  });

  it('reads its filters from the URL and writes them back', async () => {
    const urls = server();
    const router = renderAt(`/Company/Audit?actorId=${ritaId}&action=member.removed`);
    await screen.findByRole('table');
    const auditCall = defined(urls.find((url) => url.startsWith('/api/company/audit')));
    const query = new URL(auditCall, 'http://x').searchParams;
    expect(query.get('actorId')).toBe(ritaId);
    expect(query.get('action')).toBe('member.removed');
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('member.removed');
    await waitFor(() =>
      expect((screen.getByLabelText('Member') as HTMLSelectElement).value).toBe(ritaId),
    );

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'totp.disabled' } });
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=totp.disabled'));
    await waitFor(() =>
      expect(
        urls.some((url) => url.includes('action=totp.disabled') && !url.includes('actorId')),
      ).toBe(true),
    );
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    server();
    renderAt('/Company/Audit');
    expect(await screen.findByText('تغيير دور')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'سجل التدقيق' })).toBeTruthy();
  });
});
