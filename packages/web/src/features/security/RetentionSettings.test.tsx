// Decision 124: the company's data retention period on the security page. Owners and admins see
// the stored period and change it; the domain's bounds are checked before sending; a refusal by
// the server is said on the field and what was typed stays; recruiters do not see it; Arabic
// says the saved period with its plural form.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { SecurityPage } from './SecurityPage';

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

/** The server: the retention period (PUT answered by `put`), and what the page reads besides. */
function server(months: number, put: (call: Call) => Response = (call) => json(200, call.body)) {
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
      if (url === '/api/company/retention') {
        return call.method === 'PUT' ? put(call) : json(200, { months });
      }
      if (url === '/api/company/security') return json(200, { requireTotp: false });
      // Decision 147: the member's own notifications, on the same page.
      if (url === '/api/company/me/notifications') return json(200, { applicantDigest: true });
      if (url === '/api/account/security') {
        return json(200, {
          email: 'sam@example.com',
          totpEnabled: false,
          recoveryCodesLeft: 0,
          pendingEmail: null,
        });
      }
      if (url === '/api/company/me') {
        return json(200, {
          company: { _id: 'c1', companyName: 'Acme', requireTotp: false },
          member: {
            _id: '60000000-0000-4000-8000-000000000001',
            email: 'sam@example.com',
            name: 'Sam',
            role: 'owner',
            totpEnabled: false,
            totpSetupRequired: false,
            status: 'active',
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        });
      }
      return json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return calls;
}

function renderAs(role: MemberRole) {
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '60000000-0000-4000-8000-000000000001',
      email: 'sam@example.com',
      name: 'Sam',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  const router = createMemoryRouter([{ path: '*', element: <SecurityPage /> }], {
    initialEntries: ['/Company/Security'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const monthsField = () =>
  screen.findByRole<HTMLInputElement>('spinbutton', { name: /Keep their data for \(months\)/ });
const saveButton = () => screen.getByRole('button', { name: 'Save the retention period' });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('data retention', () => {
  it('shows the stored period and saves a new one', async () => {
    const calls = server(36);
    renderAs('owner');
    const field = await monthsField();
    await waitFor(() => expect(field.value).toBe('36'));
    fireEvent.change(field, { target: { value: '48' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Data is now kept for 48 months.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/company/retention', body: { months: 48 } },
    ]);
    expect(field.value).toBe('48');
  });

  it('checks the bounds before sending and keeps what was typed', async () => {
    const calls = server(24);
    renderAs('admin');
    const field = await monthsField();
    await waitFor(() => expect(field.value).toBe('24'));
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Choose between 6 and 120 months.')).toBeTruthy();
    expect(field.value).toBe('5');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says the server's refusal on the field and keeps what was typed", async () => {
    server(24, () =>
      json(400, {
        error: 'Some fields need your attention.',
        code: 'VALIDATION_FAILED',
        fields: { months: 'The server would not take this period.' },
      }),
    );
    renderAs('owner');
    const field = await monthsField();
    await waitFor(() => expect(field.value).toBe('24'));
    fireEvent.change(field, { target: { value: '60' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('The server would not take this period.')).toBeTruthy();
    expect(field.value).toBe('60');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a failure that names no field, and keeps what was typed', async () => {
    server(24, () => json(403, { error: 'Forbidden', code: 'FORBIDDEN' }));
    renderAs('owner');
    const field = await monthsField();
    await waitFor(() => expect(field.value).toBe('24'));
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this.');
    expect(field.value).toBe('12');
  });

  it('is not offered to a recruiter', async () => {
    const calls = server(24);
    renderAs('recruiter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Data retention' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/company/retention')).toBe(false);
  });

  it('says the saved period in Arabic with its plural form', async () => {
    await i18n.changeLanguage('ar');
    server(24);
    renderAs('owner');
    expect(await screen.findByRole('heading', { name: 'الاحتفاظ بالبيانات' })).toBeTruthy();
    const field = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: /مدة الاحتفاظ ببياناتهم/,
    });
    await waitFor(() => expect(field.value).toBe('24'));
    fireEvent.change(field, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ مدة الاحتفاظ' }));
    expect(await screen.findByText(/أشهر\.$/)).toBeTruthy();
  });
});
