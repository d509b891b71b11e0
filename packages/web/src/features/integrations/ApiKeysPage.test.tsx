// Issue 42: the API keys screen names every scope in both languages, sends the checked scopes,
// shows the secret once, and is closed to a member whose role may not manage keys.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@talentpool/domain/apiKeys/schemas';
import { apiKeyScopes } from '@talentpool/domain/apiKeys/scopes';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { ApiKeysPage } from './ApiKeysPage';
import { integrationsAr } from './locales/ar';
import { integrationsEn } from './locales/en';

const stored: ApiKey = {
  _id: '60000000-0000-4000-8000-000000000001',
  name: 'Data team',
  scopes: ['reports:read'],
  prefix: 'tp_AbCdEfGhI',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-12-01T08:00:00.000Z',
  revokedAt: null,
};
const secret = `tp_${'Z'.repeat(43)}`;

function server(): { bodies: unknown[] } {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/company/api-keys') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string; scopes: string[] };
        bodies.push(body);
        return Response.json(
          { apiKey: { ...stored, _id: 'new', name: body.name, scopes: body.scopes }, secret },
          { status: 201 },
        );
      }
      return Response.json({ apiKeys: [stored] });
    }),
  );
  return { bodies };
}

function renderAs(role: MemberRole) {
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '40000000-0000-4000-8000-000000000001',
      name: 'Adam',
      email: 'adam@example.com',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  const router = createMemoryRouter(
    [{ path: '/Company/Integrations/ApiKeys', element: <ApiKeysPage /> }],
    { initialEntries: ['/Company/Integrations/ApiKeys'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('API keys screen', () => {
  it('names every scope of the domain in English and Arabic', () => {
    for (const scope of apiKeyScopes) {
      expect(integrationsEn.apiKeys.scopes[scope]).toBeTruthy();
      expect(integrationsAr.apiKeys.scopes[scope]).toBeTruthy();
    }
  });

  it('lists the keys with their last use, sends the checked scopes and shows the secret once', async () => {
    const { bodies } = server();
    renderAs('admin');
    const table = await screen.findByRole('table', { name: 'Your company’s API keys' });
    expect(within(table).getByText('Data team')).toBeTruthy();
    expect(within(table).getByText('tp_AbCdEfGhI…')).toBeTruthy();
    expect(within(table).queryByText('Never')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'HR sync' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Read postings/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Read interviews/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(secret)).toBeTruthy();
    expect(bodies).toEqual([{ name: 'HR sync', scopes: ['jobs:read', 'interviews:read'] }]);

    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByText(secret)).toBeNull());
  });

  it('is closed to a recruiter, without asking the server for keys', async () => {
    server();
    renderAs('recruiter');
    expect((await screen.findByRole('alert')).textContent?.includes('Only owners and admins')).toBe(
      true,
    );
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('api-keys'))).toBe(
      false,
    );
  });
});
