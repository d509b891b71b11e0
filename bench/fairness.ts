// `npm run bench:fairness -- --database-url URL` (issue 40, decisions.md 21): getFairnessReport
// for a company with 100,000 applications, target p95 < 200 ms. Needs the database of `npm run
// bench` (its demo company and the 10,000-applicant posting of bench/pipeline.ts, seeded if
// absent); clones that posting nine times (the same people applying to ten postings, with their
// stage histories, so report_entries is kept by its triggers), spreads the copies' applying times
// over 60 days, and gives every application a survey answer, about 80 % answering, spread over
// the groups. Seeded once. Then times the
// report of the company and of one posting, the service itself (SQL + figures) without HTTP:
// from the kept counts (decision 276, what the API serves) and, for comparison, worked out from
// the history (decision 257's statement, --history-runs N, default 5); checks both give the same
// report; and prints the statement's EXPLAIN (ANALYZE, BUFFERS) execution time (median of
// --explain-runs, default 10), which the machine's load slows less than the wall clock.
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../packages/server/src/db/database';
import {
  fairnessCounts,
  fairnessCountsFromHistory,
} from '../packages/server/src/features/fairness/repository';
import { fairnessReport } from '../packages/server/src/features/fairness/service';
import { fairnessThresholds } from '../packages/domain/src/fairness/report';
import { reportRange } from '../packages/domain/src/reports/funnel';
import { demoAccounts } from '../packages/server/src/seed/seed';
import { demoOwner } from './benchPosting';
import { cpuTicksOf } from './cpuPerRequest';
import { seedPipeline } from './pipeline';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
}

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
const copies = 9;
const runs = Number(option('runs') ?? 30);
const historyRuns = Number(option('history-runs') ?? 5);
const explainRuns = Number(option('explain-runs') ?? 10);

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function clonePosting(db: Db, sourceId: string, n: number): Promise<void> {
  const title = `Bench fairness: copy ${n}`;
  const found = rowsOf<{ id: string }>(
    await db.execute(sql`select id from job_postings where title = ${title} limit 1`),
  );
  if (found.length > 0) return;
  await db.transaction(async (tx) => {
    const [job] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into job_postings
        select (jsonb_populate_record(null::job_postings, to_jsonb(p)
          || jsonb_build_object('id', gen_random_uuid(), 'title', ${title}::text))).*
        from job_postings p where p.id = ${sourceId} returning id`),
    );
    if (!job) throw new Error('clone failed');
    await tx.execute(sql`create temp table clone_map on commit drop as
      select a.id as old_id, gen_random_uuid() as new_id from applications a
      where a.job_id = ${sourceId}`);
    await tx.execute(sql`insert into applications
      select (jsonb_populate_record(null::applications, to_jsonb(a)
        || jsonb_build_object('id', m.new_id, 'job_id', ${job.id}::uuid))).*
      from applications a join clone_map m on m.old_id = a.id`);
    await tx.execute(sql`insert into application_events
      select (jsonb_populate_record(null::application_events, to_jsonb(e)
        || jsonb_build_object('id', gen_random_uuid(), 'application_id', m.new_id))).*
      from application_events e join clone_map m on m.old_id = e.application_id
      order by e.at`);
  });
}

async function main() {
  if (!databaseUrl) throw new Error('--database-url (the database of npm run bench)');
  const database = await openDatabase({ databaseUrl, dataDir: '', dbTimeouts: null });
  const db = database.db;
  const owner = await demoOwner(db, demoAccounts.company.email);
  const started = Date.now();
  const seeded = await seedPipeline(db, demoAccounts.company.email);
  for (let n = 1; n <= copies; n += 1) await clonePosting(db, seeded.jobId, n);
  // bench/pipeline.ts's applying times fall within two hours: each copy's are spread over 60
  // days (an application and its history moved by the same whole days, by its id), so the kept
  // counts hold a realistic number of days. Once: a copy spread already spans days.
  for (let n = 1; n <= copies; n += 1) {
    const title = `Bench fairness: copy ${n}`;
    await db.transaction(async (tx) => {
      const [copy] = rowsOf<{ id: string; spread: boolean }>(
        await tx.execute(sql`select p.id,
            (select max(a.applied_at) - min(a.applied_at) > interval '1 day'
              from applications a where a.job_id = p.id) as spread
          from job_postings p where p.title = ${title} limit 1`),
      );
      if (!copy || copy.spread) return;
      const shift = sql`make_interval(days => abs(hashtext(a.id::text || 'spread')) % 60)`;
      await tx.execute(sql`update application_events e set at = e.at + ${shift}
        from applications a where a.id = e.application_id and a.job_id = ${copy.id}`);
      await tx.execute(sql`update applications a set applied_at = a.applied_at + ${shift},
          stage_changed_at = a.stage_changed_at + ${shift}
        where a.job_id = ${copy.id}`);
    });
  }
  // About 80 % answer; the groups by the application's id, so a run is repeatable.
  await db.execute(sql`insert into fairness_survey_answers
      (application_id, job_id, gender, age_band, nationality, disability)
    select a.id, a.job_id,
      (array['female','male','female','male','other','preferNot'])[1 + abs(hashtext(a.id::text)) % 6],
      (array['under25','25to34','35to44','45to54','55plus','preferNot'])[1 + abs(hashtext(a.id::text || 'a')) % 6],
      (array['EG','EG','SA','AE','JO','preferNot'])[1 + abs(hashtext(a.id::text || 'n')) % 6],
      (array['no','no','no','yes','preferNot'])[1 + abs(hashtext(a.id::text || 'd')) % 5]
    from applications a join job_postings p on p.id = a.job_id
    where p.company_id = ${owner.companyId} and abs(hashtext(a.id::text || 's')) % 5 <> 0
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze applications`);
  await db.execute(sql`vacuum analyze report_entries`);
  await db.execute(sql`vacuum analyze fairness_survey_answers`);
  await db.execute(sql`vacuum analyze fairness_facts`);
  await db.execute(sql`vacuum analyze fairness_counts`);
  const [counts] = rowsOf<{ applications: number; answers: number }>(
    await db.execute(sql`select
      (select count(*)::int from applications a join job_postings p on p.id = a.job_id
        where p.company_id = ${owner.companyId}) as applications,
      (select count(*)::int from fairness_survey_answers f join job_postings p on p.id = f.job_id
        where p.company_id = ${owner.companyId}) as answers`),
  );
  console.log(
    `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts?.applications} applications, ${counts?.answers} survey answers`,
  );
  const caller = {
    companyId: owner.companyId,
    member: { id: owner.id, role: 'owner' as const },
  } as never;
  const now = new Date();
  const percentile = (times: number[], q: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  };
  // The counts statement's own EXPLAIN (ANALYZE, BUFFERS): explained instead of answered (the
  // caller gets no rows; only the timing is kept).
  const explained: { ms: number; hit: number; read: number }[] = [];
  const explaining = {
    ...db,
    execute: async (query: SQL) => {
      const result = await db.execute(sql`explain (analyze, buffers, format json) ${query}`);
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(result);
      const plan = (
        typeof row?.['QUERY PLAN'] === 'string'
          ? JSON.parse(row['QUERY PLAN'])
          : row?.['QUERY PLAN']
      ) as {
        'Execution Time': number;
        Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      }[];
      const top = plan[0];
      if (top) {
        explained.push({
          ms: top['Execution Time'],
          hit: top.Plan['Shared Hit Blocks'],
          read: top.Plan['Shared Read Blocks'],
        });
      }
      return { rows: [] };
    },
  } as unknown as Db; // only execute is called by the counts
  const cases: [string, { jobId?: string }][] = [
    ['company, last 90 days', {}],
    ['one posting, last 90 days', { jobId: seeded.jobId }],
  ];
  for (const [name, query] of cases) {
    const kept = await fairnessReport(db, caller, query, now);
    const counted = await fairnessReport(db, caller, query, now, fairnessCountsFromHistory);
    const same = JSON.stringify(kept) === JSON.stringify(counted);
    console.log(
      `${name}: ${kept.applications} applications, ${kept.stages.length} stages; kept counts ${same ? 'give the same report as' : 'DIFFER FROM'} the history`,
    );
    for (const [how, countsOf, n] of [
      ['kept counts', fairnessCounts, runs],
      ['from the history', fairnessCountsFromHistory, historyRuns],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < n + 2; i += 1) {
        const t0 = performance.now();
        await fairnessReport(db, caller, query, now, countsOf);
        if (i >= 2) times.push(performance.now() - t0);
      }
      explained.length = 0;
      const range = reportRange({}, now); // the last 90 days, as the report without from and to
      const scope = {
        companyId: owner.companyId,
        jobId: query.jobId ?? null,
        teamOf: null,
        ...range,
      };
      for (let i = 0; i < (how === 'kept counts' ? explainRuns : 2); i += 1) {
        await countsOf(explaining, scope, fairnessThresholds.topShare);
      }
      // CPU time per report (Linux /proc): the PostgreSQL backend's, on one connection held by a
      // transaction, and this process's (the figures in Node); what the load does not inflate.
      const cpuRuns = how === 'kept counts' ? runs : 2;
      const cpu = await db.transaction(async (tx) => {
        const [backend] = rowsOf<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid`),
        );
        const pid = Number(backend?.pid);
        const ticks = cpuTicksOf(pid);
        const node = process.cpuUsage();
        for (let i = 0; i < cpuRuns; i += 1) {
          await fairnessReport(tx as unknown as Db, caller, query, now, countsOf);
        }
        const used = process.cpuUsage(node);
        return {
          pg: ((cpuTicksOf(pid) - ticks) * 10) / cpuRuns, // USER_HZ 100: a tick is 10 ms
          node: (used.user + used.system) / 1000 / cpuRuns,
        };
      });
      const ms = explained.map((e) => e.ms);
      const fastest = Math.min(...ms);
      const last = explained[explained.length - 1];
      console.log(
        `${name}, ${how}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms over ${n} runs (target p95 < 200 ms); ` +
          `EXPLAIN ANALYZE execution ${percentile(ms, 0.5).toFixed(1)} ms median, ${fastest.toFixed(1)} ms fastest of ${ms.length} (buffers: ${last?.hit ?? 0} hit, ${last?.read ?? 0} read); CPU per report: PostgreSQL ${cpu.pg.toFixed(1)} ms, Node ${cpu.node.toFixed(1)} ms`,
      );
    }
  }
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
