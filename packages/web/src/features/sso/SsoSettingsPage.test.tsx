// Issue 42 (decisions.md 18): the owner's single sign-on settings. The form starts from what the
// server holds (never a secret), sends the settings (the secret only when typed), shows the
// server's refusal of a domain on the domains field, and is closed to any role but owner.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { CompanySsoAnswer, SsoDomainProof } from '@talentpool/domain/sso/schemas';
import { signIn, signOut } from '../../lib/session';
import { domainsOf, SsoSettingsPage } from './SsoSettingsPage';

const stored: CompanySsoAnswer = {
  redirectUri: 'https://talentpool.example/api/sso/callback',
  ownedDomains: ['acme.org'],
  sso: {
    issuer: 'https://login.acme.org',
    clientId: 'talentpool',
    clientSecretSet: true,
    domains: ['acme.org'],
    defaultRole: 'recruiter',
    required: false,
    updatedAt: '2026-12-06T10:00:00.000Z',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pending: SsoDomainProof = {
  domain: 'acme-hr.org',
  recordName: '_talentpool-verification.acme-hr.org',
  recordType: 'TXT',
  recordValue: 'talentpool-verification=abc123abc123abc123abc123',
  createdAt: '2026-12-06T10:00:00.000Z',
  verifiedAt: null,
  checkedAt: null,
  lastCheck: null,
};

/** The calls of the DNS proofs (decision 289): path after /api/, method, body. */
type ProofCall = { path: string; method: string; body?: unknown };

function serve(
  put: (body: Record<string, unknown>) => Response,
  proofs: (call: ProofCall) => Response = () => json(200, { proofs: [] }),
) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^.*\/api\//, '');
      if (path.startsWith('company/sso/domain-proofs')) {
        return proofs({
          path,
          method: init.method ?? 'GET',
          body: init.body ? JSON.parse(String(init.body)) : undefined,
        });
      }
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return put(body);
      }
      return json(200, stored);
    }),
  );
  return sent;
}

function renderAs(role: MemberRole) {
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '40000000-0000-4000-8000-000000000001',
      email: 'owner@acme.org',
      name: 'Olga',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  const router = createMemoryRouter(
    [{ path: '/Company/Integrations/SingleSignOn', element: <SsoSettingsPage /> }],
    { initialEntries: ['/Company/Integrations/SingleSignOn'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
});

describe('the single sign-on settings', () => {
  it('reads typed domains one per line or by commas', () => {
    expect(domainsOf(' Acme.org,\nacme.io ; x.acme.org ')).toEqual([
      'acme.org',
      'acme.io',
      'x.acme.org',
    ]);
  });

  it('starts from the stored settings and sends them, without a secret unless typed', async () => {
    const sent = serve((body) =>
      json(200, { ...stored, sso: { ...stored.sso, ...body, updatedAt: 'later' } }),
    );
    renderAs('owner');
    expect(await screen.findByLabelText(/Issuer address/)).toHaveProperty(
      'value',
      'https://login.acme.org',
    );
    expect(screen.getByLabelText(/Client secret/)).toHaveProperty('value', '');
    fireEvent.change(screen.getByLabelText(/E-mail domains/), {
      target: { value: 'acme.org\nacme.io' },
    });
    fireEvent.click(screen.getByLabelText('Require single sign-on'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      issuer: 'https://login.acme.org',
      clientId: 'talentpool',
      domains: ['acme.org', 'acme.io'],
      defaultRole: 'recruiter',
      required: true,
    });
  });

  it('says the server’s refusal of a domain on the domains field', async () => {
    serve(() =>
      json(400, {
        error: 'Some fields need your attention.',
        code: 'VALIDATION_FAILED',
        fields: { 'domains.1': 'This domain is not shown to be yours' },
      }),
    );
    renderAs('owner');
    fireEvent.change(await screen.findByLabelText(/E-mail domains/), {
      target: { value: 'acme.org, rival.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('rival.org: This domain is not shown to be yours')).toBeTruthy();
  });

  it('gives the DNS record of a domain, says a refusal on the field, and checks it', async () => {
    const calls: ProofCall[] = [];
    let list: SsoDomainProof[] = [];
    serve(
      () => json(500, {}),
      (call) => {
        calls.push(call);
        if (call.method === 'GET') return json(200, { proofs: list });
        if (call.path.endsWith('/check')) {
          list = [
            { ...pending, lastCheck: 'found', checkedAt: 'x', verifiedAt: pending.createdAt },
          ];
          return json(200, { proof: list[0] });
        }
        const domain = (call.body as { domain: string }).domain;
        if (domain === 'gmail.com') {
          return json(400, {
            error: 'Some fields need your attention.',
            code: 'VALIDATION_FAILED',
            fields: { domain: 'A public mailbox domain cannot be used for single sign-on' },
          });
        }
        list = [pending];
        return json(201, { proof: pending });
      },
    );
    renderAs('owner');
    const field = await screen.findByLabelText('Domain');
    fireEvent.change(field, { target: { value: 'gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get its record' }));
    expect(
      await screen.findByText('A public mailbox domain cannot be used for single sign-on'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: ' acme-hr.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get its record' }));
    expect(await screen.findByDisplayValue(pending.recordValue)).toBeTruthy();
    expect(screen.getByDisplayValue(pending.recordName)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ domain: 'acme-hr.org' });
    expect(screen.getByText(/Not checked yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check the record of acme-hr.org now' }));
    expect(await screen.findByText(/the domain can be listed above\.$/)).toBeTruthy();
    expect(calls.some((c) => c.path === 'company/sso/domain-proofs/acme-hr.org/check')).toBe(true);
  });

  it('is closed to an admin', () => {
    serve(() => json(500, {}));
    renderAs('admin');
    expect(screen.getByRole('alert').textContent).toMatch(/Only an owner/);
  });
});
