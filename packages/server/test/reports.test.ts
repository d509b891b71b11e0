// Issue 20, decisions 130 and 134: hiringReport and hiringReportCsv through real HTTP on a fresh
// database (PGlite, or PostgreSQL with DATABASE_URL). Applications and moves are made through the
// API, then their history is dated by hand (the database stamps moves with now()), so every figure
// below is worked out from known days. The app's clock is set, so the default range is known too.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isiKey } from '@talentpool/domain/isi/key';
import { applicationEvents, applications, reportVersions } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;
let manager: TestAccount;
let interviewer: TestAccount;
let outsider: TestAccount;

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function call(
  path: string,
  init: { method?: string; token?: string; json?: unknown; lang?: string } = {},
) {
  const res = await server.request(path, {
    method: init.method ?? 'GET',
    token: init.token,
    json: init.json,
    headers: init.lang ? { 'x-lang': init.lang } : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('text/csv') ? await res.text() : await json(res);
  return { status: res.status, body, headers: res.headers };
}

const postingInput = {
  title: 'Report analyst',
  description: 'Reads the numbers of the hiring process.',
  workplace: 'remote',
  country: '',
  city: '',
  field: 'Architecture and Construction',
  minEducation: null,
  minExperience: null,
  requirement: { kind: 'jobmatch', items: [7, 12] },
};

async function createPosting(title: string) {
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: { ...postingInput, title },
  });
  expect(created.status).toBe(201);
  const published = await call(`/api/company/jobs/${created.body._id}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  return created.body._id as string;
}

async function applicant(jobId: string): Promise<string> {
  const account = await createAccount(server, 'User');
  const saved = await call('/api/user', {
    method: 'PUT',
    token: account.token,
    json: { ...validProfile(`2990101${randomDigits(7)}`), yearsOfExp: '>10 years' },
  });
  expect(saved.status).toBe(200);
  const taken = await call('/api/company/test', {
    method: 'POST',
    token: account.token,
    json: { result: isiKey.map(() => 3) },
  });
  expect(taken.status).toBe(200);
  const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: account.token });
  expect(applied.status).toBe(201);
  return applied.body._id as string;
}

const day = (d: string) => new Date(`${d}T09:00:00.000Z`);

/**
 * Makes the moves through the API, then dates the application and each entry of its history:
 * `path` is [[stage, day], ...], the first being the application itself (stage applied).
 */
async function history(id: string, path: [string, string][], reasons: Record<string, string>) {
  for (const [stage] of path.slice(1)) {
    const moved = await call(`/api/company/applications/${id}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage, notify: false, ...(reasons[stage] ? { reasonId: reasons[stage] } : {}) },
    });
    expect(moved.status).toBe(200);
  }
  const [first] = path;
  await server.app.db
    .update(applications)
    .set({ appliedAt: day(first?.[1] ?? '') })
    .where(eq(applications.id, id));
  for (const [stage, on] of path) {
    await server.app.db
      .update(applicationEvents)
      .set({ at: day(on) })
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.toStage, stage)));
  }
}

/**
 * Makes the moves through the API in order (a stage may come back), then dates the application
 * and its history entry by entry: `path` is [[stage, day], ...], the first the application itself.
 */
async function backAndForth(id: string, path: [string, string][]) {
  for (const [stage] of path.slice(1)) {
    const moved = await call(`/api/company/applications/${id}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage, notify: false },
    });
    expect(moved.status).toBe(200);
  }
  await server.app.db
    .update(applications)
    .set({ appliedAt: day(path[0]?.[1] ?? '') })
    .where(eq(applications.id, id));
  const events = await server.app.db
    .select({ id: applicationEvents.id, toStage: applicationEvents.toStage })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.at));
  expect(events.map((e) => e.toStage)).toEqual(path.map(([stage]) => stage));
  for (const [i, e] of events.entries()) {
    await server.app.db
      .update(applicationEvents)
      .set({ at: day(path[i]?.[1] ?? '') })
      .where(eq(applicationEvents.id, e.id));
  }
}

let posting: string;
let second: string;
let third: string;
let reasonIds: string[];

beforeAll(async () => {
  // "Today" for the default range: the last 90 days up to 2026-10-31 hold all of October.
  server = await startTestServer({ clock: manualClock(new Date('2026-10-31T12:00:00Z')) });
  [company, otherCompany, outsider] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
  ]);
  [manager, interviewer] = await Promise.all([
    addMember(server, company, 'hiringManager'),
    addMember(server, company, 'interviewer'),
  ]);
  posting = await createPosting('Report analyst');
  second = await createPosting('Second posting');
  const team = await call(`/api/company/jobs/${second}/team`, {
    method: 'PUT',
    token: company.token,
    json: { memberIds: [manager.memberId] },
  });
  expect(team.status).toBe(200);
  const reasons = await call('/api/company/reject-reasons', { token: company.token });
  expect(reasons.status).toBe(200);
  reasonIds = (reasons.body.reasons as { _id: string }[]).map((r) => r._id);
  const [r1 = '', r2 = ''] = reasonIds;

  const ids = [];
  for (let i = 0; i < 5; i += 1) ids.push(await applicant(posting));
  const [a1 = '', a2 = '', a3 = '', a4 = '', a5 = ''] = ids;
  // A1 is hired after an offer; A5 turns the offer down; A2 is rejected at screening; A3 waits
  // in screening, A4 in applied.
  await history(
    a1,
    [
      ['applied', '2026-10-01'],
      ['screening', '2026-10-03'],
      ['interview', '2026-10-06'],
      ['offer', '2026-10-10'],
      ['hired', '2026-10-12'],
    ],
    {},
  );
  await history(
    a2,
    [
      ['applied', '2026-10-02'],
      ['screening', '2026-10-04'],
      ['rejected', '2026-10-05'],
    ],
    { rejected: r1 },
  );
  await history(
    a3,
    [
      ['applied', '2026-10-03'],
      ['screening', '2026-10-07'],
    ],
    {},
  );
  await history(a4, [['applied', '2026-10-05']], {});
  await history(
    a5,
    [
      ['applied', '2026-10-01'],
      ['screening', '2026-10-02'],
      ['interview', '2026-10-04'],
      ['offer', '2026-10-08'],
      ['rejected', '2026-10-09'],
    ],
    { rejected: r2 },
  );
  // The second posting: one applicant, still in applied.
  await history(await applicant(second), [['applied', '2026-10-02']], {});
  // The third posting, in September (outside the October figures above): one applicant who goes
  // back and forth between screening, interview and offer before being hired.
  third = await createPosting('Third posting');
  await backAndForth(await applicant(third), [
    ['applied', '2026-09-01'],
    ['screening', '2026-09-02'],
    ['interview', '2026-09-04'],
    ['screening', '2026-09-06'],
    ['interview', '2026-09-08'],
    ['offer', '2026-09-09'],
    ['interview', '2026-09-10'],
    ['offer', '2026-09-11'],
    ['hired', '2026-09-12'],
  ]);
});

afterAll(async () => {
  await server?.close();
});

interface FunnelRow {
  stage: string;
  entered: number;
  movedOn: number;
  current: number;
  conversion: number | null;
}

const report = (query: string, token = company.token) =>
  call(`/api/company/reports/hiring?${query}`, { token });

const funnelOf = (body: { funnel: FunnelRow[] }) =>
  Object.fromEntries(
    body.funnel.map((r) => [r.stage, [r.entered, r.movedOn, r.current, r.conversion]]),
  );

describe('GET /api/company/reports/hiring', () => {
  it("counts a posting's funnel, days in stage, time to hire, offers, reasons and sources", async () => {
    const { status, body, headers } = await report(`jobId=${posting}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    // The default range: the last 90 days up to the clock's today.
    expect(body).toMatchObject({ jobId: posting, from: '2026-08-03', to: '2026-10-31' });
    expect(body.funnel.map((r: FunnelRow) => r.stage)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
    ]);
    expect(body.funnel[0].name).toEqual({ en: 'Applied', ar: expect.any(String) });
    // [entered, moved on (not to a rejection), still there, conversion %]
    expect(funnelOf(body)).toEqual({
      applied: [5, 4, 1, 80],
      screening: [4, 2, 1, 50],
      interview: [2, 2, 0, 100],
      offer: [2, 1, 0, 50],
      hired: [1, 0, 1, 0],
      rejected: [2, 0, 2, 0],
    });
    const days = Object.fromEntries(
      body.stageDays.map((r: { stage: string; median: number; p75: number; count: number }) => [
        r.stage,
        [r.median, r.p75, r.count],
      ]),
    );
    // applied stays 2, 2, 4, 1 days; screening 3, 1, 2; interview 4, 4; offer 2, 1.
    expect(days).toEqual({
      applied: [2, 2.5, 4],
      screening: [2, 2.5, 3],
      interview: [4, 4, 2],
      offer: [1.5, 1.8, 2],
      hired: [null, null, 0],
      rejected: [null, null, 0],
    });
    expect(body.timeToHire).toEqual({ median: 11, p75: 11, count: 1 });
    // Issue 41: offers come from the offer records (test/offers.test.ts), not from moves into
    // the stage named "Offer": moves alone make none.
    expect(body.offers).toEqual({
      made: 0,
      accepted: 0,
      declined: 0,
      answerDays: { median: null, p75: null, count: 0 },
    });
    expect(body.sources).toEqual([{ source: 'board', applications: 5, hired: 1 }]);
    expect(
      body.rejectReasons.map((r: { reasonId: string; count: number }) => [r.reasonId, r.count]),
    ).toEqual(
      expect.arrayContaining([
        [reasonIds[0], 1],
        [reasonIds[1], 1],
      ]),
    );
    expect(body.rejectReasons).toHaveLength(2);
  });

  it('counts each application once per stage however often it entered it', async () => {
    const { status, body } = await report(`jobId=${third}&from=2026-09-01&to=2026-09-30`);
    expect(status).toBe(200);
    // Entered twice (screening, offer) or three times (interview): one application each.
    expect(funnelOf(body)).toEqual({
      applied: [1, 1, 0, 100],
      screening: [1, 1, 0, 100],
      interview: [1, 1, 0, 100],
      offer: [1, 1, 0, 100],
      hired: [1, 0, 1, 0],
      rejected: [0, 0, 0, null],
    });
    expect(body.offers).toEqual({
      made: 0,
      accepted: 0,
      declined: 0,
      answerDays: { median: null, p75: null, count: 0 },
    });
    // Days in stage count every stay: screening 2 and 2 days, interview 2, 1 and 1.
    const days = Object.fromEntries(
      body.stageDays.map((r: { stage: string; median: number; p75: number; count: number }) => [
        r.stage,
        [r.median, r.p75, r.count],
      ]),
    );
    expect(days.screening).toEqual([2, 2, 2]);
    expect(days.interview).toEqual([1, 1.5, 3]);
    expect(body.timeToHire).toEqual({ median: 11, p75: 11, count: 1 });
  });

  it('counts only what happened in the range, both days included', async () => {
    const { status, body } = await report(`jobId=${posting}&from=2026-10-05&to=2026-10-05`);
    expect(status).toBe(200);
    // On 5 October: A4 applied, A2 was rejected.
    expect(funnelOf(body).applied).toEqual([1, 0, 1, 0]);
    expect(funnelOf(body).rejected).toEqual([1, 0, 1, 0]);
    expect(funnelOf(body).screening).toEqual([0, 0, 0, null]);
    expect(body.timeToHire.count).toBe(0);
    expect(body.sources).toEqual([{ source: 'board', applications: 1, hired: 0 }]);
  });

  it('sums the postings of the company by stage key', async () => {
    const { body } = await report('from=2026-10-01&to=2026-10-31');
    expect(body.jobId).toBeNull();
    expect(funnelOf(body).applied).toEqual([6, 4, 2, 66.7]);
    expect(body.sources).toEqual([{ source: 'board', applications: 6, hired: 1 }]);
  });

  it("limits a hiring manager to their teams' postings", async () => {
    const own = await report(`jobId=${second}&from=2026-10-01&to=2026-10-31`, manager.token);
    expect(own.status).toBe(200);
    expect(funnelOf(own.body).applied).toEqual([1, 0, 1, 0]);
    const all = await report('from=2026-10-01&to=2026-10-31', manager.token);
    expect(all.status).toBe(200);
    expect(funnelOf(all.body).applied).toEqual([1, 0, 1, 0]);
    const theirs = await report(`jobId=${posting}`, manager.token);
    expect(theirs).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('refuses interviewers, job seekers, strangers and other companies', async () => {
    expect((await report('', interviewer.token)).status).toBe(403);
    expect((await report('', outsider.token)).status).toBe(403);
    expect((await call('/api/company/reports/hiring')).status).toBe(401);
    const other = await report(`jobId=${posting}`, otherCompany.token);
    expect(other).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const unknown = await report('jobId=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });

  it.each([
    ['from=2026-10-31&to=2026-10-01', 'from'],
    ['from=2026-02-30', 'from'],
    ['to=31-10-2026', 'to'],
    ['from=2000-01-01&to=2026-01-01', 'from'],
    ['jobId=42', 'jobId'],
  ])('answers %s with 400 on %s', async (query, field) => {
    const { status, body } = await report(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
  });
});

describe('GET /api/company/reports/hiring.csv', () => {
  it('answers one table as CSV, every cell quoted, in the language asked for', async () => {
    const { status, body, headers } = await call(
      `/api/company/reports/hiring.csv?table=funnel&jobId=${posting}&from=2026-10-01&to=2026-10-31`,
      { token: company.token },
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/csv');
    expect(headers.get('content-disposition')).toMatch(
      /^attachment; filename="hiring-funnel-job-[0-9a-f]{8}-2026-10-01-2026-10-31\.csv"$/,
    );
    const lines = (body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Stage","Stage name","Entered","Moved on","Still there","Conversion (%)"',
    );
    expect(lines[1]).toBe('"applied","Applied","5","4","1","80"');
    expect(lines).toHaveLength(7);

    const ar = await call(
      `/api/company/reports/hiring.csv?table=sources&from=2026-10-01&to=2026-10-31`,
      { token: company.token, lang: 'ar' },
    );
    expect(ar.status).toBe(200);
    const arLines = (ar.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(arLines[0]).toBe('"المصدر","الطلبات","تم تعيينهم"');
    expect(arLines[1]).toBe('"لوحة الوظائف","6","1"');
  });

  it('refuses an unknown table and a bad range with 400, and others with 403', async () => {
    const bad = await call('/api/company/reports/hiring.csv?table=everything', {
      token: company.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('table');
    const range = await call(
      '/api/company/reports/hiring.csv?table=funnel&from=2026-10-02&to=2026-10-01',
      { token: company.token },
    );
    expect(range.status).toBe(400);
    const refused = await call('/api/company/reports/hiring.csv?table=funnel', {
      token: interviewer.token,
    });
    expect(refused.status).toBe(403);
  });
});

describe('the kept figures follow every write (decision 143)', () => {
  // A posting of its own, moved through the API now (today's real date), read over a range from
  // well before to well after today.
  const range = 'from=2025-01-01&to=2029-12-31';
  let fourth: string;
  let id: string;
  const versionOfCompany = async () => {
    const [row] = await server.app.db
      .select({ version: reportVersions.version })
      .from(reportVersions)
      .where(eq(reportVersions.companyId, company.id));
    return Number(row?.version ?? 0);
  };

  beforeAll(async () => {
    fourth = await createPosting('Fourth posting');
    id = await applicant(fourth);
  });

  it('a move through the API, then a change made in the database by hand', async () => {
    const before = await report(`jobId=${fourth}&${range}`);
    expect(funnelOf(before.body).applied).toEqual([1, 0, 1, 0]);
    expect(funnelOf(before.body).screening).toEqual([0, 0, 0, null]);
    // The same again: served from what was kept, the same answer.
    expect((await report(`jobId=${fourth}&${range}`)).body).toEqual(before.body);

    const version = await versionOfCompany();
    const moved = await call(`/api/company/applications/${id}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage: 'screening', notify: false },
    });
    expect(moved.status).toBe(200);
    // One transaction (the application, its history entry): one version.
    expect(await versionOfCompany()).toBe(version + 1);
    const after = await report(`jobId=${fourth}&${range}`);
    expect(funnelOf(after.body).applied).toEqual([1, 1, 0, 100]);
    expect(funnelOf(after.body).screening).toEqual([1, 0, 1, 0]);

    // No code of the server: the history dated before the range by hand.
    await server.app.db
      .update(applicationEvents)
      .set({ at: new Date('2024-06-01T09:00:00Z') })
      .where(eq(applicationEvents.applicationId, id));
    const moreBefore = await report(`jobId=${fourth}&${range}`);
    expect(funnelOf(moreBefore.body).applied).toEqual([0, 0, 0, null]);
    expect(funnelOf(moreBefore.body).screening).toEqual([0, 0, 0, null]);
  });

  it("a reason's new name and a hiring manager's new team", async () => {
    const created = await call('/api/company/reject-reasons', {
      method: 'POST',
      token: company.token,
      json: { name: { en: 'Kept name', ar: 'اسم محفوظ' } },
    });
    expect(created.status).toBe(201);
    const reasonId = created.body.reason._id as string;
    const rejected = await call(`/api/company/applications/${id}/stage`, {
      method: 'PATCH',
      token: company.token,
      json: { stage: 'rejected', notify: false, reasonId },
    });
    expect(rejected.status).toBe(200);
    const named = async () =>
      (await report(`jobId=${fourth}&${range}`)).body.rejectReasons.map(
        (r: { name: { en: string } }) => r.name.en,
      );
    expect(await named()).toEqual(['Kept name']);
    const renamed = await call(`/api/company/reject-reasons/${reasonId}`, {
      method: 'PUT',
      token: company.token,
      json: { name: { en: 'New name', ar: 'اسم جديد' } },
    });
    expect(renamed.status).toBe(200);
    expect(await named()).toEqual(['New name']);

    // The hiring manager's company report: the second posting only, then the fourth as well.
    const rejectedOf = async () =>
      funnelOf((await report(range, manager.token)).body).rejected?.[0];
    expect(await rejectedOf()).toBe(0);
    const team = await call(`/api/company/jobs/${fourth}/team`, {
      method: 'PUT',
      token: company.token,
      json: { memberIds: [manager.memberId] },
    });
    expect(team.status).toBe(200);
    expect(await rejectedOf()).toBe(1);
    const left = await call(`/api/company/jobs/${fourth}/team`, {
      method: 'PUT',
      token: company.token,
      json: { memberIds: [] },
    });
    expect(left.status).toBe(200);
    expect(await rejectedOf()).toBe(0);
  });
});

describe('the report entries (decision 154)', () => {
  // report_entries keeps, per history entry, what the report once worked out with a window over
  // the whole history on every request; here the same window, run now, is the expected value.
  const text = (value: unknown) => (value === null ? null : String(value));
  const shape = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) => ({
        event: text(r.event_id),
        application: text(r.application_id),
        job: text(r.job_id),
        appliedAt: text(r.applied_at),
        source: text(r.source),
        from: text(r.from_stage),
        to: text(r.to_stage),
        at: text(r.at),
        reason: text(r.reason_id),
        nextAt: text(r.next_at),
        nextStage: text(r.next_stage),
        after: text(r.stages_after),
        all: text(r.stages_all),
      }))
      .sort((a, b) => String(a.event).localeCompare(String(b.event)));
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await server.app.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      unknown
    >[];
  };
  const kept = async () =>
    shape(
      await rows(sql`select event_id::text, application_id::text, job_id::text,
        applied_at::text, source, from_stage, to_stage, at::text, reason_id::text, next_at::text,
        next_stage,
        array(select distinct s from unnest(stages_after) s order by s)::text as stages_after,
        array(select distinct s from unnest(stages_all) s order by s)::text as stages_all
        from report_entries`),
    );
  const fromHistory = async () =>
    shape(
      await rows(sql`select e.id::text as event_id, e.application_id::text,
        a.job_id::text, a.applied_at::text, a.source, e.from_stage, e.to_stage, e.at::text,
        e.reason_id::text,
        (lead(e.at) over w)::text as next_at, lead(e.to_stage) over w as next_stage,
        array(select distinct l.to_stage from application_events l
          where l.application_id = e.application_id and l.at >= e.at order by 1)::text
          as stages_after,
        array(select distinct l.to_stage from application_events l
          where l.application_id = e.application_id order by 1)::text as stages_all
        from application_events e join applications a on a.id = e.application_id
        window w as (partition by e.application_id order by e.at, e.id)`),
    );

  it('hold what the whole history gives after every kind of write', async () => {
    // After the moves, the hand-dated entries and the back-and-forth applicants above.
    const before = await kept();
    expect(before.length).toBeGreaterThan(20);
    expect(before).toEqual(await fromHistory());

    // By hand: an entry in the middle of a history deleted, an application's source and
    // applying time changed, another application deleted (its entries go by cascade).
    const [middle] = await rows(sql`select e.id::text as id from application_events e
      where e.from_stage is not null and exists (select 1 from application_events n
        where n.application_id = e.application_id and n.at > e.at) limit 1`);
    await server.app.db.execute(sql`delete from application_events where id = ${middle?.id}::uuid`);
    const [one, two] = await rows(sql`select id::text as id from applications order by id limit 2`);
    await server.app.db.execute(sql`update applications set source = 'referral',
      applied_at = applied_at - interval '3 days' where id = ${one?.id}::uuid`);
    await server.app.db.execute(sql`delete from applications where id = ${two?.id}::uuid`);
    const after = await kept();
    expect(after).not.toEqual(before);
    expect(after).toEqual(await fromHistory());
    expect(after.some((r) => r.event === middle?.id || r.application === two?.id)).toBe(false);
  });
});
