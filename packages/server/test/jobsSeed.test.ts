// Issue 12: the demo data set gives the demo company hiring rounds: open postings with ranked
// applicants in several stages, and a closed round whose hires have outcomes (enough for a
// measured accuracy). Added once; the candidates keep their applications.
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measuredAccuracy } from '@talentpool/domain/jobs/accuracy';
import { applicationEvents, applications, jobPostings } from '../src/db/schema';
import { candidateEmail, demoCandidate } from '../src/seed/candidates';
import { demoAccounts, seedDemo } from '../src/seed/seed';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let companyToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.app.db, { users: 40 });
  const login = await server.request('/api/company/login', {
    method: 'POST',
    json: { email: demoAccounts.company.email, password: demoAccounts.company.password },
  });
  expect(login.status).toBe(200);
  companyToken = (await json(login)).token;
});

afterAll(async () => {
  await server?.close();
});

describe('demo hiring rounds', () => {
  it('gives the demo company two open postings and a closed round, with applicants', async () => {
    const list = await json(await server.request('/api/company/jobs', { token: companyToken }));
    expect(list.total).toBe(3);
    const byStatus = (status: string) =>
      list.postings.filter((p: { status: string }) => p.status === status);
    expect(byStatus('published')).toHaveLength(2);
    expect(byStatus('closed')).toHaveLength(1);
    const [planner] = list.postings.filter(
      (p: { title: string }) => p.title === 'Operations planner',
    );
    expect(planner).toMatchObject({
      applicantCount: 12,
      countsByStage: { applied: 5, screening: 2, interview: 2, offer: 1, hired: 1, rejected: 1 },
    });

    const board = await json(await server.request('/api/jobs'));
    expect(board.postings.map((p: { title: string }) => p.title)).toEqual([
      'Customer success lead',
      'Operations planner',
    ]);
  });

  it('has hires with outcomes enough for a measured accuracy', async () => {
    const hires = await server.app.db
      .select({
        rankAtHire: applications.rankAtHire,
        applicantsAtHire: applications.applicantsAtHire,
        outcome: applications.outcome,
      })
      .from(applications)
      .where(and(eq(applications.stage, 'hired'), isNotNull(applications.outcome)));
    const measured = measuredAccuracy(hires);
    expect(measured.sampleSize).toBe(6);
    expect(measured.correct).toBe(4);
    // Below 30 outcomes no headline figure, only the interval (issue 22, decision 135).
    expect(measured.accuracy).toBeNull();
    expect(measured.interval).toEqual({ low: expect.any(Number), high: expect.any(Number) });
    expect(measured.interval?.low).toBeLessThan(67);
    expect(measured.interval?.high).toBeGreaterThan(67);
  });

  it('shows a candidate their application with its stage history', async () => {
    const login = await server.request('/api/user/login', {
      method: 'POST',
      json: { email: candidateEmail(5), password: demoAccounts.candidatePassword },
    });
    expect(login.status, `${demoCandidate(5).email}`).toBe(200);
    const mine = await json(
      await server.request('/api/user/applications', { token: (await json(login)).token }),
    );
    expect(mine.applications).toHaveLength(1);
    expect(mine.applications[0]).toMatchObject({
      title: 'Operations planner',
      stage: 'interview',
      history: [
        { from: null, to: 'applied' },
        { from: 'applied', to: 'screening' },
        { from: 'screening', to: 'interview' },
      ],
    });
  });

  it('adds nothing on a second run', async () => {
    const before = await server.app.db.select({ n: count() }).from(applicationEvents);
    await seedDemo(server.app.db, { users: 40 });
    const [postings] = await server.app.db.select({ n: count() }).from(jobPostings);
    const after = await server.app.db.select({ n: count() }).from(applicationEvents);
    expect(Number(postings?.n)).toBe(3);
    expect(after).toEqual(before);
  });
});
