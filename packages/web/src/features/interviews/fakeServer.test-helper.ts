// Tests of the interviews feature: a stubbed fetch that answers as decision 120's contract says,
// records every call, and a session of a member of the given role.
import { vi } from 'vitest';
import type { MemberRole } from '@talentpool/domain/members/policy';
import { signIn } from '../../lib/session';
import type { Interview } from './types';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Route = (call: Call) => Response | undefined;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const ids = {
  viewer: '10000000-0000-4000-8000-000000000001',
  ines: '10000000-0000-4000-8000-000000000002',
  omar: '10000000-0000-4000-8000-000000000003',
  application: '30000000-0000-4000-8000-000000000001',
  job: '20000000-0000-4000-8000-000000000001',
  interview: '60000000-0000-4000-8000-000000000001',
  other: '60000000-0000-4000-8000-000000000002',
};

export const people = [
  {
    _id: ids.viewer,
    email: 'rita@x.com',
    name: 'Rita Recruiter',
    role: 'recruiter',
    status: 'active',
    totpEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    _id: ids.ines,
    email: 'ines@x.com',
    name: 'Ines Interviewer',
    role: 'interviewer',
    status: 'active',
    totpEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    _id: ids.omar,
    email: 'omar@x.com',
    name: null,
    role: 'interviewer',
    status: 'active',
    totpEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

export function interview(changes: Partial<Interview> = {}): Interview {
  return {
    _id: ids.interview,
    applicationId: ids.application,
    jobId: ids.job,
    startsAt: '2030-03-05T08:00:00.000Z',
    endsAt: '2030-03-05T09:00:00.000Z',
    durationMinutes: 60,
    timeZone: 'Africa/Cairo',
    location: 'Room 4',
    videoUrl: null,
    status: 'scheduled',
    sequence: 0,
    interviewers: [
      { _id: ids.ines, name: 'Ines Interviewer', email: 'ines@x.com', scorecardSubmitted: true },
      { _id: ids.omar, name: 'Omar Odeh', email: 'omar@x.com', scorecardSubmitted: false },
    ],
    candidate: { _id: '40000000-0000-4000-8000-000000000001', name: 'Salma Ali' },
    job: { _id: ids.job, title: 'Operations Planner' },
    ...changes,
  };
}

/** A fetch answering `route` first, then 500 (an unexpected call shows as an error). */
export function fakeServer(route: Route): Call[] {
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
      return (
        route(call) ?? json(500, { error: `unexpected ${call.method} ${url}`, code: 'INTERNAL' })
      );
    }),
  );
  return calls;
}

export function signInAs(role: MemberRole, id = ids.viewer) {
  signIn('token', 'company-1', 'Company', {
    member: {
      _id: id,
      email: 'viewer@x.com',
      name: 'The Viewer',
      role,
      totpEnabled: false,
      totpSetupRequired: false,
    },
  });
}
