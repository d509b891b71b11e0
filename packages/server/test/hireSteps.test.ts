// Closing the loop on a hire over real HTTP (issue 37, decision 268): a posting's openings, and
// getHireSteps after a move to a hired stage: the hired person's interviews still to come, how
// many are hired of how many, and the applications still in play. Each step is then done by the
// call that owns it (cancelInterview, bulkApplications reject, setJobStatus) and the steps read
// again show what is left. PGlite, or PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { applications, interviews, jobPostings, users } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let owner: TestAccount;
let interviewer: TestAccount;
let rival: TestAccount;
let reasonId: string;

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by field
  return { status: res.status, body: (isJson ? await json(res) : await res.text()) as any };
}

const postingBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Accountant',
  description: 'Keeps the books.',
  workplace: 'remote',
  country: '',
  city: '',
  field: 'Architecture and Construction',
  requirement: { kind: 'jobmatch', items: [7, 12, 0] },
  ...extra,
});

let seq = 0;
async function seedApplicants(jobId: string, stages: string[]): Promise<string[]> {
  const made = await server.app.db
    .insert(users)
    .values(
      stages.map(() => ({
        email: `hire-${(seq += 1)}-${Date.now()}@example.com`,
        passwordHash: 'x',
        name: `Hire ${seq}`,
      })),
    )
    .returning({ id: users.id });
  const rows = await server.app.db
    .insert(applications)
    .values(made.map((u, i) => ({ jobId, userId: u.id, stage: stages[i] ?? 'applied' })))
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, rival] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
  ]);
  interviewer = await addMember(server, owner, 'interviewer', { name: 'Ina Interviewer' });
  const reasons = await call('/api/company/reject-reasons', { token: owner.token });
  reasonId = reasons.body.reasons[0]._id;
});

afterAll(async () => {
  await server?.close();
});

describe("a posting's openings", () => {
  it('is 1 when left out, kept when an update leaves it out, and changed when given', async () => {
    const made = await call('/api/company/jobs', {
      method: 'POST',
      token: owner.token,
      json: postingBody(),
    });
    expect(made.status).toBe(201);
    expect(made.body.openings).toBe(1);
    const id = made.body._id as string;
    const three = await call(`/api/company/jobs/${id}`, {
      method: 'PUT',
      token: owner.token,
      json: postingBody({ openings: 3 }),
    });
    expect(three.status).toBe(200);
    expect(three.body.openings).toBe(3);
    const kept = await call(`/api/company/jobs/${id}`, {
      method: 'PUT',
      token: owner.token,
      json: postingBody({ title: 'Senior accountant' }),
    });
    expect(kept.body.openings).toBe(3);
    const [row] = await server.app.db
      .select({ openings: jobPostings.openings })
      .from(jobPostings)
      .where(eq(jobPostings.id, id));
    expect(row?.openings).toBe(3);
  });

  it.each([0, -1, 1.5, 1001, '2'])(
    'refuses %s with the field named, storing nothing',
    async (n) => {
      const made = await call('/api/company/jobs', {
        method: 'POST',
        token: owner.token,
        json: postingBody({ openings: 2 }),
      });
      const res = await call(`/api/company/jobs/${made.body._id}`, {
        method: 'PUT',
        token: owner.token,
        json: postingBody({ openings: n }),
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields ?? {})).toContain('openings');
      const [row] = await server.app.db
        .select({ openings: jobPostings.openings })
        .from(jobPostings)
        .where(eq(jobPostings.id, made.body._id));
      expect(row?.openings).toBe(2);
    },
  );
});

describe('getHireSteps', () => {
  let jobId: string;
  let hiredId: string;
  let inPlay: string[];
  let rejectedId: string;
  let interviewId: string;

  beforeAll(async () => {
    const made = await call('/api/company/jobs', {
      method: 'POST',
      token: owner.token,
      json: postingBody({ openings: 2 }),
    });
    jobId = made.body._id;
    const published = await call(`/api/company/jobs/${jobId}/status`, {
      method: 'PATCH',
      token: owner.token,
      json: { status: 'published' },
    });
    expect(published.status).toBe(200);
    const ids = await seedApplicants(jobId, [
      'interview',
      'applied',
      'screening',
      'offer',
      'rejected',
      'hired',
    ]);
    hiredId = ids[0] ?? '';
    inPlay = [ids[1], ids[2], ids[3]].map(String);
    rejectedId = ids[4] ?? '';
    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await call(`/api/company/applications/${hiredId}/interviews`, {
      method: 'POST',
      token: owner.token,
      json: {
        startsAt,
        durationMinutes: 30,
        timeZone: 'Africa/Cairo',
        interviewerIds: [interviewer.memberId],
      },
    });
    expect(scheduled.status).toBe(201);
    interviewId = scheduled.body.interview._id;
  });

  it('after a hire, names the interviews to come, the openings and who is still in play', async () => {
    const moved = await call(`/api/company/applications/${hiredId}/stage`, {
      method: 'PATCH',
      token: owner.token,
      json: { stage: 'hired', notify: false },
    });
    expect(moved.status).toBe(200);
    const res = await call(`/api/company/applications/${hiredId}/hire-steps`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      applicationId: hiredId,
      jobId,
      hired: true,
      openings: 2,
      // The one seeded in the hired stage and the one just moved.
      hiredCount: 2,
      postingStatus: 'published',
    });
    expect(res.body.interviews.map((i: { _id: string }) => i._id)).toEqual([interviewId]);
    expect([...res.body.others].sort()).toEqual([...inPlay].sort());
    expect(res.body.others).not.toContain(rejectedId);
  });

  it('reads what is left once each chosen step is done by its own call', async () => {
    expect(
      (
        await call(`/api/company/interviews/${interviewId}/cancel`, {
          method: 'POST',
          token: owner.token,
          json: {},
        })
      ).status,
    ).toBe(200);
    const rejected = await call('/api/company/applications/bulk', {
      method: 'POST',
      token: owner.token,
      json: { ids: inPlay, action: 'reject', reasonId, notify: false },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.done).toHaveLength(3);
    const closed = await call(`/api/company/jobs/${jobId}/status`, {
      method: 'PATCH',
      token: owner.token,
      json: { status: 'closed' },
    });
    expect(closed.status).toBe(200);

    const res = await call(`/api/company/applications/${hiredId}/hire-steps`, {
      token: owner.token,
    });
    expect(res.body).toMatchObject({ interviews: [], others: [], postingStatus: 'closed' });
    const [cancelled] = await server.app.db
      .select({ status: interviews.status })
      .from(interviews)
      .where(eq(interviews.id, interviewId));
    expect(cancelled?.status).toBe('cancelled');
    const stages = await server.app.db
      .select({ stage: applications.stage })
      .from(applications)
      .where(inArray(applications.id, inPlay));
    expect(stages.map((s) => s.stage)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('is not for an interviewer, another company, a job seeker or a stranger', async () => {
    const url = `/api/company/applications/${hiredId}/hire-steps`;
    const seeker = await createAccount(server, 'User');
    expect((await call(url, { token: interviewer.token })).status).toBe(403);
    expect((await call(url, { token: rival.token })).status).toBe(404);
    expect((await call(url, { token: seeker.token })).status).toBe(403);
    expect((await call(url)).status).toBe(401);
  });
});
