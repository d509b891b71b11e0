// decisions.md 13 (issue 21): the job seeker's privacy settings are sent as ticked; a refusal is
// said under the form and the ticks stay; a company's view of a candidate who keeps the contact
// details to themself says so instead of showing empty fields. The server is a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser, User } from '@talentpool/domain/profile/schema';
import i18n from '../../lib/i18n';
import { signIn, signOut } from '../../lib/session';
import { PrivacySettings } from './components/PrivacySettings';
import { ProfileView } from './components/ProfileView';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function server(answers: Response[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answers.shift() ?? json(500, { error: 'unexpected', code: 'INTERNAL' });
    }),
  );
  return calls;
}

function wrap(node: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => signIn('token', 'user-1', 'User'));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
});

describe('privacy settings', () => {
  it('starts from the saved choices, keeps the ticks on an error and sends them again', async () => {
    const calls = server([
      json(500, { error: 'Something went wrong', code: 'INTERNAL' }),
      json(200, { _id: 'user-1', discoverable: false, showContactDetails: true }),
    ]);
    wrap(<PrivacySettings current={{ discoverable: true, showContactDetails: false }} />);
    const discoverable = screen.getByRole('checkbox', {
      name: 'Companies can find me in candidate search',
    });
    const contact = screen.getByRole('checkbox', {
      name: 'Show my phone, work e-mail, address and birth date to all companies',
    });
    expect((discoverable as HTMLInputElement).checked).toBe(true);
    expect((contact as HTMLInputElement).checked).toBe(false);

    fireEvent.click(discoverable);
    fireEvent.click(contact);
    fireEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((discoverable as HTMLInputElement).checked).toBe(false);
    expect((contact as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PUT',
        url: '/api/user/privacy',
        body: { discoverable: false, showContactDetails: true },
      },
      {
        method: 'PUT',
        url: '/api/user/privacy',
        body: { discoverable: false, showContactDetails: true },
      },
    ]);
  });

  it('is worded in Arabic', async () => {
    await i18n.changeLanguage('ar');
    server([]);
    wrap(<PrivacySettings current={{}} />);
    expect(
      screen.getByRole('checkbox', { name: 'يمكن للشركات أن تجدني في البحث عن المرشحين' }),
    ).toBeTruthy();
  });
});

describe("a company's view of a candidate who hides the contact details", () => {
  it('says they are hidden by the candidate', () => {
    const user = {
      _id: '6f1c2b9e-1111-4222-8333-444455556666',
      name: 'Karim Fathy',
      pic: null,
      jobPosition: null,
      yearsOfExp: null,
      HLOfEdu: null,
      faculty: null,
      otherf: null,
      generalSkills: [],
      technicalSkills: [],
      certificates: [],
      internships: [],
      job: [],
      dataComplete: true,
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
      email: 'karim@example.com',
      country: null,
      CV: null,
      longTermGoals: null,
      Motivation: null,
      contactHidden: true,
    } satisfies PublicUser & Partial<User>;
    wrap(<ProfileView user={user} owner={false} />);
    expect(screen.getByText('Hidden by the candidate')).toBeTruthy();
    expect(screen.queryByText('Phone number')).toBeNull();
  });
});
