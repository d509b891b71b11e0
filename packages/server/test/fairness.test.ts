// Issue 40 (decisions.md 21): the voluntary survey at apply (job board and guest form), stored
// apart from the application, and getFairnessReport's aggregates. Through real HTTP on a fresh
// database (PGlite, or PostgreSQL with DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessSurveyAnswers } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { guestApplicationBody, uploadGuestCv } from './helpers/guestFixtures';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let rival: TestAccount;
let jobId = '';
const applicationIds: string[] = [];

const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
  });
  return { status: res.status, body: await json(res) };
}

async function applyWith(survey: unknown) {
  const account = await createAccount(server, 'User');
  const saved = await call('/api/user', {
    method: 'PUT',
    token: account.token,
    json: validProfile(`2990101${digits(7)}`),
  });
  expect(saved.status).toBe(200);
  return call(`/api/jobs/${jobId}/apply`, {
    method: 'POST',
    token: account.token,
    json: survey === undefined ? {} : { survey },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  rival = await createAccount(server, 'Company');
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: {
      title: 'Analyst',
      description: 'SQL every day.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Data Management',
      minEducation: null,
      minExperience: null,
      requirement: { kind: 'jobmatch', items: [7, 12] },
    },
  });
  jobId = created.body._id;
  await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  // Six women and two men answer; one prefers not to say; one answers nothing.
  for (const survey of [
    ...Array.from({ length: 6 }, () => ({ gender: 'female', ageBand: '25to34' })),
    { gender: 'male', ageBand: '35to44', nationality: 'EG', disability: 'no' },
    { gender: 'male', disability: 'yes' },
    { gender: 'preferNot', ageBand: 'preferNot', nationality: 'preferNot' },
    undefined,
  ]) {
    const applied = await applyWith(survey);
    expect(applied.status).toBe(201);
    applicationIds.push(applied.body._id);
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('the voluntary survey at apply (decisions.md 21)', () => {
  it('is stored apart from the application, only when something was answered', async () => {
    const rows = await server.app.db
      .select()
      .from(fairnessSurveyAnswers)
      .where(eq(fairnessSurveyAnswers.jobId, jobId));
    expect(rows).toHaveLength(9);
    expect(rows.filter((r) => r.gender === 'female')).toHaveLength(6);
  });

  it('a bad answer is refused with 400 and nothing is stored, not even the application', async () => {
    const count = async () => {
      const result = await server.app.db.execute(sql`select count(*)::int as n from applications`);
      const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
      return Number(rows[0]?.n);
    };
    const before = await count();
    for (const survey of [{ gender: 'robot' }, { nationality: 'XX' }, { shoeSize: 44 }]) {
      const res = await applyWith(survey);
      expect(res.status, JSON.stringify(survey)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await count()).toBe(before);
  });

  it('the guest form takes it too', async () => {
    const cvId = await uploadGuestCv(server, jobId);
    const res = await call(`/api/jobs/${jobId}/guest-applications`, {
      method: 'POST',
      json: { ...guestApplicationBody(cvId), survey: { gender: 'female', disability: 'no' } },
    });
    expect(res.status).toBe(201);
    const [row] = await server.app.db
      .select()
      .from(fairnessSurveyAnswers)
      .where(eq(fairnessSurveyAnswers.applicationId, res.body.applicationId));
    expect(row).toMatchObject({ gender: 'female', disability: 'no', ageBand: null });
  });

  it("no company call returns one person's answers", async () => {
    const list = await call(`/api/company/jobs/${jobId}/applicants?pageSize=50`, {
      token: company.token,
    });
    const detail = await call(`/api/company/applications/${applicationIds[0]}`, {
      token: company.token,
    });
    for (const body of [list.body, detail.body]) {
      expect(JSON.stringify(body)).not.toMatch(/25to34|"female"|ageBand|survey/);
    }
  });
});

describe('getFairnessReport', () => {
  it('answers per stage and for the fit top 20 %, small groups hidden, no flag below 30', async () => {
    const res = await call(`/api/company/reports/fairness?jobId=${jobId}`, {
      token: company.token,
    });
    expect(res.status).toBe(200);
    const report = res.body;
    expect(report.applications).toBe(11);
    expect(report.answered).toBe(10);
    const applied = report.stages.find((s: { stage: string }) => s.stage === 'applied');
    const gender = applied.dimensions.find((d: { dimension: string }) => d.dimension === 'gender');
    expect(gender.total).toBe(10);
    expect(gender.enoughPeople).toBe(false);
    const female = gender.groups.find((g: { group: string }) => g.group === 'female');
    expect(female).toMatchObject({ fewerThan5: false, entered: 7, movedOn: 0, fourFifths: false });
    const male = gender.groups.find((g: { group: string }) => g.group === 'male');
    expect(male).toMatchObject({ fewerThan5: true, entered: null, selectionRate: null });
    const top = report.stages.find((s: { stage: string }) => s.stage === 'fitTop20');
    expect(top.name.en).toBe('Top 20% of the fit ranking');
    const topGender = top.dimensions.find((d: { dimension: string }) => d.dimension === 'gender');
    expect(topGender.total).toBe(10);
    // The company as a whole answers the same here (one posting).
    const all = await call('/api/company/reports/fairness', { token: company.token });
    expect(all.status).toBe(200);
    expect(all.body.applications).toBe(11);
  });

  it('a rival company, an interviewer, a job seeker and a stranger are refused', async () => {
    const theirs = await call(`/api/company/reports/fairness?jobId=${jobId}`, {
      token: rival.token,
    });
    expect(theirs.status).toBe(404);
    const rivalOwn = await call('/api/company/reports/fairness', { token: rival.token });
    expect(rivalOwn.body.applications).toBe(0);
    const interviewer = await addMember(server, company, 'interviewer');
    expect(
      (await call(`/api/company/reports/fairness?jobId=${jobId}`, { token: interviewer.token }))
        .status,
    ).toBe(403);
    const user = await createAccount(server, 'User');
    expect((await call('/api/company/reports/fairness', { token: user.token })).status).toBe(403);
    expect((await call('/api/company/reports/fairness')).status).toBe(401);
  });

  it('refuses a bad range with 400', async () => {
    const res = await call('/api/company/reports/fairness?from=2026-05-01&to=2026-01-01', {
      token: company.token,
    });
    expect(res.status).toBe(400);
  });
});
