// Decision 110: the company sidebar shows what the domain's policy lets the member's role do, and
// the member menu says who is logged in; a member who must set up the second factor is led there.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberRoles, type MemberRole } from '@talentpool/domain/members/policy';
import { messages } from '@talentpool/domain/messages';
import en from '../locales/en';
import ar from '../locales/ar';
import i18n from '../lib/i18n';
import { signIn, signOut, type SessionMember } from '../lib/session';
import { AccountLayout, Sidebar } from './AccountLayout';

const memberOf = (role: MemberRole, changes: Partial<SessionMember> = {}): SessionMember => ({
  _id: '44444444-4444-4444-8444-444444444444',
  email: 'sam@example.com',
  name: 'Sam Lee',
  role,
  totpEnabled: false,
  totpSetupRequired: false,
  ...changes,
});

function answerMe(member: SessionMember) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            company: {
              _id: '55555555-5555-4555-8555-555555555555',
              companyName: 'Acme',
              requireTotp: false,
            },
            member: { ...member, status: 'active', createdAt: '2026-11-20T10:00:00.000Z' },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
}

function renderSidebar(role: MemberRole) {
  const member = memberOf(role);
  answerMe(member);
  signIn('token', 'company-1', 'Company', { member });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Sidebar type="Company" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Account menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('the company sidebar per role', () => {
  // Issue 46: grouped (your company, hiring, candidates, team and settings), in that order.
  const everything = [
    'Getting started',
    'Profile',
    'Jobs',
    'Interviews',
    'Approvals',
    'Reports',
    'Candidates',
    'Talent pools',
    'Find A Boss',
    'Job Match',
    'Single-use links',
    'Members',
    'Hiring process',
    'Mail templates',
    // Issue 41: the offer letters are the owners' and admins'.
    'Offer letters',
    'Audit log',
    // Decision 271: the posting approvers, owners' and admins'.
    'Posting approval',
    // Issue 42: API keys and webhooks are owners' and admins'.
    'API keys',
    'Webhooks',
    'Billing',
    'Security',
  ];
  // Issue 42: single sign-on is the owners' (after the webhooks).
  const at = everything.indexOf('Webhooks') + 1;
  const ownerItems = [...everything.slice(0, at), 'Single sign-on', ...everything.slice(at)];
  const expected: Record<MemberRole, string[]> = {
    owner: ownerItems,
    admin: everything,
    recruiter: [
      'Profile',
      'Jobs',
      'Interviews',
      'Approvals',
      'Reports',
      'Candidates',
      'Talent pools',
      'Find A Boss',
      'Job Match',
      'Single-use links',
      'Hiring process',
      'Mail templates',
      'Security',
    ],
    hiringManager: [
      'Profile',
      'Jobs',
      'Interviews',
      'Approvals',
      'Reports',
      'Candidates',
      'Talent pools',
      'Find A Boss',
      'Job Match',
      'Single-use links',
      'Security',
    ],
    // Issue 19: every member has their own interviews, interviewers first of all.
    interviewer: ['Profile', 'Interviews', 'Security'],
  };

  it('groups the items under labelled lists (issue 46)', () => {
    renderSidebar('owner');
    const groups = screen
      .getAllByRole('list')
      .filter((list) => list.getAttribute('aria-labelledby'))
      .map((list) => [
        document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ]);
    expect(groups).toEqual([
      ['Your company', ['Getting started', 'Profile']],
      ['Hiring', ['Jobs', 'Interviews', 'Approvals', 'Reports']],
      [
        'Candidates',
        ['Candidates', 'Talent pools', 'Find A Boss', 'Job Match', 'Single-use links'],
      ],
      [
        'Team and settings',
        [
          'Members',
          'Hiring process',
          'Mail templates',
          'Offer letters',
          'Audit log',
          'Posting approval',
          'API keys',
          'Webhooks',
          'Single sign-on',
          'Billing',
          'Security',
        ],
      ],
    ]);
  });

  for (const role of memberRoles) {
    it(`shows a ${role} the pages the policy allows`, () => {
      renderSidebar(role);
      expect(linkNames()).toEqual(expected[role]);
      expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    });
  }

  it('names who is logged in, the role and the company', async () => {
    renderSidebar('hiringManager');
    const menu = screen.getByRole('region', { name: 'Logged in as' });
    expect(within(menu).getByText('Sam Lee').getAttribute('dir')).toBe('auto');
    expect(within(menu).getByText('sam@example.com')).toBeTruthy();
    expect(within(menu).getByText('Role: Hiring manager')).toBeTruthy();
    // The company's name keeps its own direction inside the label's (an isolate, FSI...PDI).
    expect(await within(menu).findByText('Company: \u2068Acme\u2069')).toBeTruthy();
  });

  it("keeps the company's line while its name is on its way (decision 300)", async () => {
    renderSidebar('recruiter');
    const menu = screen.getByRole('region', { name: 'Logged in as' });
    // Before GET company/me answers: the line is there (one line high, accessibility-hidden), so
    // the name arriving moves none of the links below it.
    const line = menu.querySelector('.sidebar-member-company');
    expect(line?.getAttribute('aria-hidden')).toBe('true');
    expect(line?.textContent).toBe('');
    const named = await within(menu).findByText('Company: \u2068Acme\u2069');
    expect(named.className).toBe('sidebar-member-company');
    expect(named.getAttribute('title')).toBe('Acme');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderSidebar('interviewer');
    const menu = screen.getByRole('region', { name: 'مسجّل الدخول باسم' });
    expect(within(menu).getByText('الدور: مُقابِل')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الأمان' })).toBeTruthy();
  });

  it('follows a role changed meanwhile (GET company/me)', async () => {
    const stored = memberOf('admin');
    answerMe(memberOf('interviewer'));
    signIn('token', 'company-1', 'Company', { member: stored });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Sidebar type="Company" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(linkNames()).toContain('Members');
    await waitFor(() => expect(linkNames()).toEqual(['Profile', 'Interviews', 'Security']));
  });

  it("shows a job seeker the user's pages with Security", () => {
    signIn('token', 'user-1', 'User');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Sidebar type="User" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(linkNames()).toEqual([
      'Profile',
      'Jobs for you',
      'My Avatar',
      'Applications',
      'Billing Info',
      'Security',
    ]);
    expect(screen.queryByRole('region', { name: 'Logged in as' })).toBeNull();
  });
});

describe('a member who must set up the second factor', () => {
  it('sees only Security and is led to the set-up from any company page', async () => {
    const member = memberOf('owner', { totpSetupRequired: true });
    answerMe(member);
    signIn('token', 'company-1', 'Company', { member });
    const router = createMemoryRouter(
      [
        {
          element: <AccountLayout type="Company" />,
          children: [
            { path: '/Company/Members', element: <p>{'members page'}</p> },
            { path: '/Company/Security', element: <p>{'security page'}</p> },
          ],
        },
      ],
      { initialEntries: ['/Company/Members'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('security page')).toBeTruthy();
    expect(router.state.location.search).toBe('?setup=1');
    expect(linkNames()).toEqual(['Security']);
  });
});

describe('role names of the sidebar', () => {
  it("are the domain's role names in both languages", () => {
    for (const role of memberRoles) {
      expect(en.sidebar.roles[role]).toBe(messages.en[`members.role.${role}`]);
      expect(ar.sidebar.roles[role]).toBe(messages.ar[`members.role.${role}`]);
    }
  });
});
