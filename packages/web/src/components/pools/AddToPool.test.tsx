// Decision 137: "Add to pool" shows only to roles that may search candidates, marks the pools
// that already hold the candidate, adds with the note, and says on screen what happened,
// including a candidate skipped for their privacy choice; a refused new name stays on screen
// with the typed input kept.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import { renderAsMember, resetRenderAsMember, type Replies } from '../../testing/renderAsMember';
import { AddToPool } from './AddToPool';

const userId = '20000000-0000-4000-8000-000000000001';
const poolA = '30000000-0000-4000-8000-00000000000a';
const poolB = '30000000-0000-4000-8000-00000000000b';

const renderAs = (role: MemberRole, replies: Replies) =>
  renderAsMember(role, replies, <AddToPool userIds={[userId]} name="Mona Adel" />);

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

afterEach(resetRenderAsMember);

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
