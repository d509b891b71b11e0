// Decision 110: a description card names the member who saved it (nothing for cards from before
// members), and the list shows only to roles the domain's policy lets manage cards.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DescriptionCard } from '@talentpool/domain/checklists/schemas';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../lib/i18n';
import { signIn, signOut } from '../lib/session';
import { DescriptionCards } from './DescriptionCards';

const card = (n: number, title: string, by: DescriptionCard['by']): DescriptionCard => ({
  _id: `60000000-0000-4000-8000-00000000000${n}`,
  kind: 'findboss',
  title,
  description: '',
  items: [0, 1],
  profile: { '4': 29, '5': 0, '6': 0, '7': 0 },
  top: 4,
  topStyles: [4],
  createdAt: '2026-11-20T10:00:00.000Z',
  by,
});

const cards = [
  card(1, 'Team lead', {
    _id: '10000000-0000-4000-8000-000000000003',
    name: 'Adam Admin',
    email: 'a@x.com',
  }),
  card(2, 'Old card', null),
  {
    ...card(3, 'Tied card', null),
    profile: { '4': 100 / 7, '5': 100 / 7, '6': 0, '7': 0 },
    topStyles: [4, 5],
  },
];

function renderAs(role: MemberRole) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ cards, total: 3, page: 1, pageSize: 5 }), {
        status: 200,
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
      <DescriptionCards />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('description cards', () => {
  it('name the member who saved each card', async () => {
    renderAs('hiringManager');
    expect(await screen.findByText(/^Saved on .* by \u2068Adam Admin\u2069$/)).toBeTruthy();
    expect(screen.getAllByText(/^Saved on /)).toHaveLength(3);
  });

  it('name every style of a tie (issue 23)', async () => {
    renderAs('hiringManager');
    const heading = await screen.findByRole('heading', { name: 'Tied card' });
    const item = heading.closest('li') as HTMLElement;
    const badges = [...item.querySelectorAll('.style-badge')].map((b) => b.textContent);
    expect(badges).toEqual(['Points to: Demonstrative Mind', 'Points to: Motivator']);
  });

  it('are not asked for by a role that may not manage them', () => {
    const calls = renderAs('interviewer');
    expect(screen.queryByRole('heading', { name: 'Saved description cards' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
