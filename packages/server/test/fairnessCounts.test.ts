// Issue 40's speed target (decision 276): the fairness report reads counts kept by triggers
// (migration 0061). Here they are compared with the report worked out from the history (decision
// 257's statement) on a seeded company, after each round of random writes of every kind that
// changes them: moves (one, many in one statement, back to a stage entered before, through the
// API's move and bulk move), a merge through the API, undone moves, survey answers given,
// changed and deleted, a fit refresh, a new applying time and posting, a posting's stage list,
// deleted applications and a deleted posting. Every scope (company, posting, a hiring manager's teams) and several ranges.
// Through a real server on a fresh database (PGlite, or PostgreSQL with DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStages } from '@talentpool/domain/process/stages';
import type { Caller } from '../src/lib/caller';
import {
  fairnessCounts,
  fairnessCountsFromHistory,
  type FairnessScope,
} from '../src/features/fairness/repository';
import { fairnessReport } from '../src/features/fairness/service';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;
const jobIds: string[] = [];
const day = 86_400_000;
const now = new Date();

// A seeded generator (mulberry32), so a failing run can be repeated.
const seed = 40_276;
let state = seed;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const db = () => server.app.db;
const stageKeys = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'declined'];

async function apiCall(path: string, method: string, body?: unknown) {
  const res = await server.request(path, { method, token: company.token, json: body });
  return { status: res.status, body: await json(res) };
}

async function createPosting(title: string): Promise<string> {
  const created = await apiCall('/api/company/jobs', 'POST', {
    title,
    description: 'Counts kept and counted.',
    workplace: 'remote',
    country: '',
    city: '',
    field: 'Data Management',
    minEducation: null,
    minExperience: null,
    requirement: { kind: 'jobmatch', items: [7, 12] },
  });
  expect(created.status).toBe(201);
  const id = String(created.body._id);
  await apiCall(`/api/company/jobs/${id}/status`, 'PATCH', { status: 'published' });
  return id;
}

/** A survey's value: an answer, "prefer not to say", nothing or an empty text. */
const answer = (groups: readonly string[]) =>
  random() < 0.15 ? null : random() < 0.05 ? '' : random() < 0.1 ? 'preferNot' : pick(groups);

async function answerSurvey(applicationId: string, jobId: string) {
  await db().execute(sql`insert into fairness_survey_answers
      (application_id, job_id, gender, age_band, nationality, disability)
    values (${applicationId}, ${jobId}, ${answer(['female', 'male', 'other'])},
      ${answer(['under25', '25to34', '35to44', '45to54', '55plus'])},
      ${answer(['EG', 'SA', 'AE', 'JO'])}, ${answer(['no', 'yes'])})
    on conflict (application_id) do nothing`);
}

/** A new application of the posting with its history: applied, then a few random moves. */
async function seedApplication(jobId: string, n: number) {
  // Applying times over the last 40 days; some exactly at a UTC midnight (a range's edge).
  const appliedAt =
    n % 9 === 0
      ? new Date(Math.floor((now.getTime() - Math.floor(random() * 40) * day) / day) * day)
      : new Date(now.getTime() - Math.floor(random() * 40 * day));
  const fit = pick([null, 40, 55, 55, 70, 70, 85]);
  const [made] = rowsOf<{ id: string }>(
    await db().execute(sql`insert into applications
        (job_id, guest_via, guest_email, applied_at, stage_changed_at, fit, fit_passes)
      values (${jobId}, 'import', ${`fc${n}-${jobId.slice(0, 8)}@example.com`}, ${appliedAt},
        ${appliedAt}, ${fit}, ${random() < 0.8})
      returning id`),
  );
  if (!made) throw new Error('application not stored');
  const events: { from: string | null; to: string; at: Date }[] = [
    { from: null, to: 'applied', at: appliedAt },
  ];
  let at = appliedAt.getTime();
  for (let step = Math.floor(random() * 4); step > 0; step -= 1) {
    at += Math.floor(random() * 3 * day);
    if (at > now.getTime()) break;
    const from = events[events.length - 1]?.to ?? 'applied';
    events.push({ from, to: pick(stageKeys), at: new Date(at) });
  }
  for (const e of events) {
    await db().execute(sql`insert into application_events (application_id, from_stage, to_stage, at)
      values (${made.id}, ${e.from}, ${e.to}, ${e.at})`);
  }
  if (random() < 0.75) await answerSurvey(made.id, jobId);
  return made.id;
}

async function applicationsOf(jobId?: string): Promise<{ id: string; stage: string }[]> {
  const rows = rowsOf<{ id: string; stage: string }>(
    await db().execute(sql`select a.id, a.stage from applications a
      join job_postings p on p.id = a.job_id
      where p.company_id = ${company.id} and (${jobId ?? null}::uuid is null or a.job_id = ${jobId ?? null}::uuid)
      order by a.id`),
  );
  return rows;
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The scopes and ranges compared each round. */
function scopes(): FairnessScope[] {
  const ranges = [
    [isoDay(now.getTime() - 60 * day), isoDay(now.getTime())],
    [isoDay(now.getTime() - 20 * day), isoDay(now.getTime() - 8 * day)],
    [isoDay(now.getTime() - 5 * day), isoDay(now.getTime() - 5 * day)],
    [isoDay(now.getTime() - 400 * day), isoDay(now.getTime() - 300 * day)],
  ] as const;
  const owners = [
    { jobId: null, teamOf: null },
    ...jobIds.map((jobId) => ({ jobId, teamOf: null })),
    { jobId: null, teamOf: company.memberId ?? null },
  ];
  return owners.flatMap((o) =>
    ranges.map(([from, to]) => ({
      companyId: company.id,
      jobId: o.jobId,
      teamOf: o.teamOf,
      from,
      to,
      start: new Date(`${from}T00:00:00.000Z`),
      end: new Date(new Date(`${to}T00:00:00.000Z`).getTime() + day),
    })),
  );
}

/** Every scope and range: the kept counts are the history's, and neither is empty throughout. */
async function expectSameCounts() {
  let people = 0;
  for (const scope of scopes()) {
    const kept = await fairnessCounts(db(), scope, 0.2);
    const counted = await fairnessCountsFromHistory(db(), scope, 0.2);
    expect(kept, `${scope.jobId ?? 'company'} ${scope.from}..${scope.to}`).toEqual(counted);
    people += counted.rows.length;
  }
  expect(people).toBeGreaterThan(0);
  // The whole report too (figures, order, names), the company's last 60 days.
  const caller = {
    companyId: company.id,
    member: { id: company.memberId, role: 'owner' },
  } as unknown as Caller; // the report reads only these two of the caller
  const query = { from: isoDay(now.getTime() - 60 * day) };
  expect(await fairnessReport(db(), caller, query, now)).toEqual(
    await fairnessReport(db(), caller, query, now, fairnessCountsFromHistory),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  for (const title of ['Analyst', 'Engineer', 'Accountant'])
    jobIds.push(await createPosting(title));
  // The second posting's own list: 'declined' is a rejection too.
  const list = [
    ...defaultStages,
    { key: 'declined', name: { en: 'Declined', ar: 'اعتذر' }, kind: 'rejected' },
  ];
  await db().execute(
    sql`update job_postings set stages = ${JSON.stringify(list)}::jsonb where id = ${jobIds[1]}`,
  );
  // A hiring manager's scope: the owner on the first two postings' teams.
  for (const jobId of jobIds.slice(0, 2)) {
    await db().execute(sql`insert into job_team_members (job_id, member_id)
      values (${jobId}, ${company.memberId}) on conflict do nothing`);
  }
  let n = 0;
  for (const jobId of jobIds) {
    for (let i = 0; i < 45; i += 1) await seedApplication(jobId, (n += 1));
  }
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe(`the kept fairness counts are the history's (seed ${seed})`, () => {
  it('after seeding', async () => {
    const facts = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from fairness_facts`),
    );
    expect(Number(facts[0]?.n)).toBe(135);
    await expectSameCounts();
  });

  it('after random moves: one at a time, many in one statement, back to an earlier stage', async () => {
    const all = await applicationsOf();
    for (const a of all.filter(() => random() < 0.3)) {
      const to = pick(stageKeys);
      await db()
        .execute(sql`insert into application_events (application_id, from_stage, to_stage, at)
        values (${a.id}, ${a.stage}, ${to}, ${new Date(now.getTime() - Math.floor(random() * day))})`);
      await db().execute(sql`update applications set stage = ${to} where id = ${a.id}`);
    }
    const many = all.filter(() => random() < 0.3).map((a) => a.id);
    await db().execute(sql`insert into application_events (application_id, from_stage, to_stage, at)
      select a.id, a.stage, 'screening', now() from applications a
      where a.id = any(${`{${many.join(',')}}`}::uuid[])`);
    await expectSameCounts();
  });

  it('after moves and a bulk move through the API', async () => {
    const [first, ...rest] = (await applicationsOf(jobIds[0])).filter((a) => a.stage !== 'hired');
    if (!first) throw new Error('no application to move');
    const moved = await apiCall(`/api/company/applications/${first.id}/stage`, 'PATCH', {
      stage: 'interview',
      notify: false,
    });
    expect(moved.status).toBe(200);
    const bulk = await apiCall('/api/company/applications/bulk', 'POST', {
      ids: rest.slice(0, 12).map((a) => a.id),
      action: 'move',
      stage: 'offer',
      notify: false,
    });
    expect(bulk.status).toBe(200);
    await expectSameCounts();
  });

  it('after a merge of the same person arriving twice (the API)', async () => {
    // A second application on the first posting (an imported CV of the same person), merged
    // into the first: its history goes to the kept one, it goes.
    const [jobId] = jobIds;
    if (!jobId) throw new Error('no posting seeded');
    const [kept] = await applicationsOf(jobId);
    if (!kept) throw new Error('no application to merge into');
    const twice = await seedApplication(jobId, 2000);
    await expectSameCounts();
    const merged = await apiCall(`/api/company/applications/${twice}/merge`, 'POST', {
      duplicateId: kept.id,
    });
    expect(merged.status).toBe(200);
    await expectSameCounts();
  });

  it('after undone moves (the latest entry deleted)', async () => {
    const some = (await applicationsOf()).filter(() => random() < 0.25).map((a) => a.id);
    await db().execute(sql`delete from application_events e
      where e.id in (select distinct on (x.application_id) x.id from application_events x
        where x.application_id = any(${`{${some.join(',')}}`}::uuid[]) and x.from_stage is not null
        order by x.application_id, x.at desc, x.id desc)`);
    await expectSameCounts();
  });

  it('after survey answers given, changed and deleted', async () => {
    const all = await applicationsOf();
    for (const a of all.filter(() => random() < 0.2)) {
      await db().execute(sql`update fairness_survey_answers
        set gender = ${answer(['female', 'male'])}, nationality = ${answer(['EG', 'SA'])}
        where application_id = ${a.id}`);
    }
    const gone = all.filter(() => random() < 0.1).map((a) => a.id);
    await db().execute(sql`delete from fairness_survey_answers
      where application_id = any(${`{${gone.join(',')}}`}::uuid[])`);
    for (const a of all.filter(() => random() < 0.3)) {
      const [row] = rowsOf<{ job_id: string }>(
        await db().execute(sql`select job_id from applications where id = ${a.id}`),
      );
      if (row) await answerSurvey(a.id, row.job_id);
    }
    await expectSameCounts();
  });

  it('after a fit refresh of a posting (one statement) and changed must-haves', async () => {
    await db().execute(sql`update applications
      set fit = (array[null, 30, 55, 70, 90]::smallint[])[1 + floor(random() * 5)::int],
        fit_passes = random() < 0.7
      where job_id = ${jobIds[0]}`);
    await expectSameCounts();
  });

  it('after a new applying time and a new posting for some applications', async () => {
    const all = await applicationsOf(jobIds[2]);
    for (const a of all.filter(() => random() < 0.2)) {
      await db().execute(sql`update applications
        set applied_at = applied_at - ${`${Math.floor(random() * 15)} days`}::interval
        where id = ${a.id}`);
    }
    const [other] = all;
    if (other) {
      await db().execute(sql`update applications set job_id = ${jobIds[1]} where id = ${other.id}`);
    }
    await expectSameCounts();
  });

  it("after a posting's stage list changes which stages are rejections", async () => {
    const list = [
      ...defaultStages.map((s) => (s.key === 'offer' ? { ...s, kind: 'rejected' } : s)),
      { key: 'declined', name: { en: 'Declined', ar: 'اعتذر' }, kind: 'active' },
    ];
    await db().execute(
      sql`update job_postings set stages = ${JSON.stringify(list)}::jsonb where id = ${jobIds[1]}`,
    );
    await expectSameCounts();
  });

  it('after deleted applications (withdrawn, retention) and a deleted posting', async () => {
    const gone = (await applicationsOf()).filter(() => random() < 0.15).map((a) => a.id);
    await db().execute(
      sql`delete from applications where id = any(${`{${gone.join(',')}}`}::uuid[])`,
    );
    await expectSameCounts();
    const extra = await createPosting('Short-lived');
    for (let i = 0; i < 6; i += 1) await seedApplication(extra, 1000 + i);
    await db().execute(sql`delete from job_postings where id = ${extra}`);
    const left = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from fairness_counts where job_id = ${extra}`,
      ),
    );
    expect(Number(left[0]?.n)).toBe(0);
    await expectSameCounts();
  });
});
