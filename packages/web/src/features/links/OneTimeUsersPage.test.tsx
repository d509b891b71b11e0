// Decision 173: the company's list of links also holds its invitations of job seekers with an
// account to apply; such a row has no questionnaire result to open, pending or completed.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OneTimeUser } from '@talentpool/domain/links/schemas';
import { renderAsMember, resetRenderAsMember } from '../../testing/renderAsMember';
import { OneTimeUsersPage } from './OneTimeUsersPage';

const base = {
  isFilled: false,
  state: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  completedAt: null,
  by: null,
  isiFlags: null,
  iRes1: null,
  iRes2: null,
  flt: null,
  frt: null,
  brt: null,
  blt: null,
  flp: null,
  frp: null,
  brp: null,
  blp: null,
} satisfies Partial<OneTimeUser>;

const rows: OneTimeUser[] = [
  {
    ...base,
    _id: '6f1c2c4e-0b7a-4b8e-9a57-0d3f1f0a1b21',
    kind: 'link',
    email: 'answered@example.com',
    isFilled: true,
    state: 'completed',
    completedAt: '2026-11-21T10:00:00.000Z',
    iRes1: 2,
    iRes2: 7,
  },
  {
    ...base,
    _id: '6f1c2c4e-0b7a-4b8e-9a57-0d3f1f0a1b22',
    kind: 'applyInvitation',
    email: 'applied@example.com',
    isFilled: true,
    state: 'completed',
    completedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    ...base,
    _id: '6f1c2c4e-0b7a-4b8e-9a57-0d3f1f0a1b23',
    kind: 'applyInvitation',
    email: 'invited@example.com',
  },
];

afterEach(resetRenderAsMember);

describe('OneTimeUsersPage', () => {
  it('offers a result only for a link whose questionnaire was answered', async () => {
    renderAsMember(
      'recruiter',
      () => ({ status: 200, body: { oneTimeUsers: rows, total: 3, page: 1, pageSize: 10 } }),
      <OneTimeUsersPage />,
    );
    const items = await screen.findAllByTestId('one-time-user');
    expect(items).toHaveLength(3);
    const [answered, applied, invited] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(answered).getByRole('button', { name: 'View result' })).toBeTruthy();
    expect(within(applied).queryByRole('button', { name: 'View result' })).toBeNull();
    expect(within(applied).queryByRole('button', { name: 'applied@example.com' })).toBeNull();
    expect(within(applied).getByText(/Applied with their account/)).toBeTruthy();
    expect(within(invited).getByText('Invited to apply with their account')).toBeTruthy();
    expect(within(invited).getByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});
