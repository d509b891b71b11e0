// Bench cases of issue 23's closing note: a company's notes on candidates (decision 146) and the
// daily applicant digest's queries (decision 147), at a realistic scale. `npm run bench` runs
// them (`-- --only notes` alone).
//
// - listCandidateNotes over HTTP: one candidate with 200 notes (the most the call answers), and
//   50 such candidates in turn, so the demo company holds 10,000 notes; the SQL p50 column is the
//   service's two statements (the candidate's visibility, the newest 200 notes).
// - The applicant digest has no HTTP route (a job on the queue, 06:00 UTC): its database work for
//   one day (dueCompanies, then per company claim, applicants and recipients, and the mails'
//   grouping) is timed without HTTP over 100 postings of the demo company with 100 new applicants
//   each (10,000) and its five members on every team, each run in a transaction that is rolled
//   back, so every run finds the same windows unclaimed. Printed before the HTTP table, with the
//   ratio to one round trip (`select 1`) timed at the same moment.
//
// run.ts only lists these cases: the data is seeded the first time a case's SQL timing runs (the
// database is open then, before the server starts), and the paths are set at that moment. Seeded
// once: a second run finds it there.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/database';
import { candidateNotes } from '../packages/server/src/db/schema';
import { createCandidateActionsRepository } from '../packages/server/src/features/candidateActions/repository';
import {
  assembleDigests,
  digestDayOf,
} from '../packages/server/src/features/notifications/assemble';
import { createNotificationsRepository } from '../packages/server/src/features/notifications/repository';
import { candidateNoteLimits } from '@talentpool/domain/candidateActions/schemas';
import { demoOwner, type BenchOwner } from './benchPosting';

const notesEach = candidateNoteLimits.listMax;
const notedCandidates = 50;
const digestPostings = 100;
const digestApplicantsEach = 100;
const digestTitle = 'Bench: digest posting';

/** The shape of run.ts's BenchCase that these cases use. */
export interface CandidateNotesCase {
  name: string;
  path: string;
  as: 'Company';
  paths?: string[];
  sql: (db: Db) => Promise<unknown>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** 50 discoverable candidates with 200 notes each by the owner, an hour apart. */
async function seedNotes(db: Db, owner: BenchOwner): Promise<string[]> {
  const noted = () =>
    db
      .select({ userId: candidateNotes.userId })
      .from(candidateNotes)
      .where(eq(candidateNotes.companyId, owner.companyId))
      .groupBy(candidateNotes.userId)
      .having(sql`count(*) >= ${notesEach}`)
      .orderBy(candidateNotes.userId)
      .limit(notedCandidates);
  const present = await noted();
  if (present.length >= notedCandidates) return present.map((r) => r.userId);
  const started = Date.now();
  await db.execute(sql`
    insert into candidate_notes (company_id, user_id, member_id, text, created_at)
    select ${owner.companyId}::uuid, u.id, ${owner.id}::uuid,
      'Bench note ' || g || ': called about the role, strong SQL, call back in spring',
      now() - g * interval '1 hour'
    from (select id from users where data_complete and discoverable
          order by id limit ${notedCandidates}) u,
      generate_series(1, ${notesEach}) g`);
  await db.execute(sql`analyze candidate_notes`);
  const [total] = await db
    .select({ n: count() })
    .from(candidateNotes)
    .where(eq(candidateNotes.companyId, owner.companyId));
  process.stdout.write(
    `Seeded ${Number(total?.n ?? 0).toLocaleString('en-US')} candidate notes in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return (await noted()).map((r) => r.userId);
}

/**
 * 100 published postings made by the owner, every member of the company on each team, with 100
 * applicants each who applied during one UTC day. Answers a time the day after, when the digest
 * of that day runs.
 */
async function seedDigest(db: Db, owner: BenchOwner): Promise<Date> {
  const titles = sql`${digestTitle} || ' ' || g`;
  const [made] = await db
    .select({ n: count() })
    .from(sql`job_postings`)
    .where(sql`company_id = ${owner.companyId} and title like ${`${digestTitle} %`}`);
  if (Number(made?.n ?? 0) < digestPostings) {
    const started = Date.now();
    await db.execute(sql`
      insert into job_postings (company_id, status, title, description, workplace, field,
        requirement_source, requirement_profile, published_at, created_by_member_id)
      select ${owner.companyId}::uuid, 'published', ${titles}, 'A posting of the digest bench.',
        'remote', 'it', '{"kind":"findboss","items":[1]}'::jsonb,
        '{"4":1,"5":0,"6":0,"7":0}'::jsonb, now(), ${owner.id}::uuid
      from generate_series(1, ${digestPostings}) g`);
    const postings = sql`(select id, row_number() over (order by id) - 1 as k from job_postings
      where company_id = ${owner.companyId} and title like ${`${digestTitle} %`}) p`;
    await db.execute(sql`
      insert into job_team_members (job_id, member_id)
      select p.id, m.id from ${postings}, company_members m
      where m.company_id = ${owner.companyId} and m.removed_at is null
      on conflict do nothing`);
    // Yesterday (UTC), one applicant every few seconds.
    await db.execute(sql`
      insert into applications (job_id, user_id, stage, applied_at, stage_changed_at)
      select p.id, u.id, 'applied', d.day + (u.rn % 86000) * interval '1 second',
        d.day + (u.rn % 86000) * interval '1 second'
      from (select id, row_number() over (order by id) as rn from users where data_complete
            limit ${digestPostings * digestApplicantsEach}) u
      join ${postings} on p.k = u.rn % ${digestPostings},
      (select (date_trunc('day', now() at time zone 'UTC') - interval '1 day')
              at time zone 'UTC' as day) d
      on conflict do nothing`);
    await db.execute(sql`analyze applications`);
    process.stdout.write(
      `Seeded ${digestPostings} postings with ${digestApplicantsEach} new applicants each for ` +
        `the digest in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }
  const [last] = await db
    .execute<{ at: string | Date }>(
      sql`
    select max(a.applied_at) as at from applications a join job_postings j on j.id = a.job_id
    where j.company_id = ${owner.companyId} and j.title like ${`${digestTitle} %`}`,
    )
    .then((r) => (r as unknown as { rows: Array<{ at: string | Date }> }).rows);
  const appliedDay = new Date(last?.at ?? Date.now());
  appliedDay.setUTCHours(0, 0, 0, 0);
  return new Date(appliedDay.getTime() + 30 * 3_600_000); // 06:00 UTC the day after
}

const rollback = new Error('bench: roll back');

/** The digest's database work for the day before `now`, rolled back; what it would send. */
async function digestRun(db: Db, now: Date) {
  const repository = createNotificationsRepository(db);
  const { start, end } = digestDayOf(now);
  const due = await repository.dueCompanies(start, end);
  const found = { postings: 0, applicants: 0, mails: 0 };
  for (const jobIds of due.values()) {
    await db
      .transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const claimed = await repository.claim(tx, jobIds, start, end);
        const applicants = await repository.applicants(tx, claimed, end);
        const recipients = await repository.recipients(
          tx,
          claimed.map((c) => c.jobId),
        );
        found.postings += claimed.length;
        found.applicants += applicants.length;
        found.mails += assembleDigests(applicants, recipients).length;
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  }
  return found;
}

async function timeDigest(db: Db, now: Date) {
  const times: number[] = [];
  const floor: number[] = [];
  let found = { postings: 0, applicants: 0, mails: 0 };
  const until = Date.now() + 3_000;
  for (let i = 0; i < 100 && (i < 5 || Date.now() < until); i++) {
    let t = performance.now();
    found = await digestRun(db, now);
    times.push(performance.now() - t);
    t = performance.now();
    await db.execute(sql`select 1`);
    floor.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const floorP50 = percentile(floor, 50);
  console.log(
    `Applicant digest, one day's database work (no HTTP; rolled back), ${times.length} runs: ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(${(p95 / floorP50).toFixed(0)}x one round trip, select 1 p50 ${floorP50.toFixed(2)} ms); ` +
      `${found.postings} postings, ${found.applicants} new applicants, ${found.mails} mails`,
  );
}

export function candidateNotesCases(ownerEmail: string): CandidateNotesCase[] {
  const notesPath = (userId: string) => `/api/company/candidates/${userId}/notes`;
  let seeded: Promise<{ companyId: string; userIds: string[] }> | undefined;
  const ready = (db: Db) =>
    (seeded ??= (async () => {
      const owner = await demoOwner(db, ownerEmail);
      const userIds = await seedNotes(db, owner);
      one.path = notesPath(userIds[0] ?? '');
      spread.paths = userIds.map(notesPath);
      spread.path = spread.paths[0] ?? '';
      await timeDigest(db, await seedDigest(db, owner));
      return { companyId: owner.companyId, userIds };
    })());
  // listCandidateNotes's two statements, as the service sends them.
  const read = async (db: Db, companyId: string, userId: string) => {
    const repository = createCandidateActionsRepository(db);
    await repository.candidate(companyId, userId);
    return repository.notes(companyId, userId, notesEach);
  };
  let next = 0;
  const one: CandidateNotesCase = {
    name: `GET listCandidateNotes, a candidate with ${notesEach} notes (${(notesEach * notedCandidates).toLocaleString('en-US')} in the company)`,
    path: '',
    as: 'Company',
    sql: async (db) => {
      const { companyId, userIds } = await ready(db);
      return read(db, companyId, userIds[0] ?? '');
    },
  };
  const spread: CandidateNotesCase = {
    name: `GET listCandidateNotes, ${notedCandidates} candidates with ${notesEach} notes in turn`,
    path: '',
    as: 'Company',
    paths: [],
    sql: async (db) => {
      const { companyId, userIds } = await ready(db);
      return read(db, companyId, userIds[next++ % userIds.length] ?? '');
    },
  };
  return [one, spread];
}
