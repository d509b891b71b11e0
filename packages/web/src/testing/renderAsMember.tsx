// Component tests of the company's screens share this set-up: the API answered by the test (each
// call recorded with its method and JSON body), a member of the given role signed in, and the
// component rendered with its own query client inside a router. The test's afterEach undoes it
// with `resetRenderAsMember`.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import i18n from '../lib/i18n';
import { signIn, signOut } from '../lib/session';

export type Reply = { status: number; body: unknown };
export type Replies = (url: string, init?: RequestInit) => Reply;
export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

export function renderAsMember(
  role: MemberRole,
  replies: Replies,
  element: ReactElement,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
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
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

/** The afterEach of renderAsMember: unmounted, fetch restored, signed out, back in English. */
export async function resetRenderAsMember(): Promise<void> {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  await i18n.changeLanguage('en');
}
