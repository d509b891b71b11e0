// Decision 137: "Add to pool" shows only to roles that may search candidates, marks the pools
// that already hold the candidate, adds with the note, and says on screen what happened,
// including a candidate skipped for their privacy choice; a refused new name stays on screen
// with the typed input kept.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { AddToPool } from './AddToPool';

const userId = '20000000-0000-4000-8000-000000000001';
const poolA = '30000000-0000-4000-8000-00000000000a';
const poolB = '30000000-0000-4000-8000-00000000000b';

type Reply = { status: number; body: unknown };

function renderAs(role: MemberRole, replies: (url: string, init?: RequestInit) => Reply) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const reply = replies(url, init);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: '10000000-0000-4000-8000-000000000001',
      email: 'member@example.com',
      name: null,
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AddToPool userIds={[userId]} name="Mona Adel" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const pools = {
  pools: [
    {
      _id: poolA,
      name: 'Backend',
      count: 3,
      createdAt: '',
      updatedAt: '',
      by: null,
      contains: true,
    },
    { _id: poolB, name: 'Data', count: 1, createdAt: '', updatedAt: '', by: null, contains: false },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('AddToPool', () => {
  it('is not shown to an interviewer', () => {
    renderAs('interviewer', () => ({ status: 200, body: pools }));
    expect(screen.queryByRole('button', { name: 'Add Mona Adel to a talent pool' })).toBeNull();
  });

  it('adds the candidate with the note to the chosen pool and says so', async () => {
    const calls = renderAs('recruiter', (url, init) =>
      init?.method === 'POST'
        ? { status: 200, body: { added: [userId], already: [], skipped: [] } }
        : { status: 200, body: pools },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Mona Adel to a talent pool' }));
    const select = await screen.findByLabelText('Talent pool');
    await screen.findByRole('option', { name: 'Backend (already in it)' });
    fireEvent.change(select, { target: { value: poolB } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'Strong SQL' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to Data.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`company/talent-pools/${poolB}/entries`);
    expect(post?.body).toEqual({ userIds: [userId], note: 'Strong SQL' });
    expect(calls[0]?.url).toContain(`userId=${userId}`);
  });

  it('says when the candidate was skipped for their privacy choice', async () => {
    renderAs('owner', (url, init) =>
      init?.method === 'POST'
        ? { status: 200, body: { added: [], already: [], skipped: [{ userId, reason: 'hidden' }] } }
        : { status: 200, body: pools },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Mona Adel to a talent pool' }));
    await screen.findByRole('option', { name: 'Data (1 candidate)' });
    fireEvent.change(screen.getByLabelText('Talent pool'), { target: { value: poolB } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('A candidate has chosen not to be found by companies.'),
    ).toBeTruthy();
  });

  it('keeps a refused new pool name on screen with the server’s reason', async () => {
    renderAs('admin', (url, init) =>
      init?.method === 'POST'
        ? {
            status: 400,
            body: {
              error: 'Some fields need your attention.',
              code: 'VALIDATION_FAILED',
              fields: { name: 'Your company already has a pool with this name.' },
            },
          }
        : { status: 200, body: pools },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Mona Adel to a talent pool' }));
    await screen.findByRole('option', { name: 'New pool…' });
    fireEvent.change(screen.getByLabelText('Talent pool'), { target: { value: '__new' } });
    fireEvent.change(screen.getByLabelText('Name of the new pool'), {
      target: { value: 'backend' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByText('Your company already has a pool with this name.')).toBeTruthy(),
    );
    expect((screen.getByLabelText('Name of the new pool') as HTMLInputElement).value).toBe(
      'backend',
    );
  });
});
