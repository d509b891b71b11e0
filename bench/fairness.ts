// `npm run bench:fairness -- --database-url URL` (issue 40, decisions.md 21): getFairnessReport
// for a company with 100,000 applications, target p95 < 200 ms. Needs the database of `npm run
// bench` (its demo company and the 10,000-applicant posting of bench/pipeline.ts, seeded if
// absent); clones that posting nine times (the same people applying to ten postings, with their
// stage histories, so report_entries is kept by its triggers) and gives every application a
// survey answer, about 80 % answering, spread over the groups. Seeded once. Then times the
// report of the company and of one posting, the service itself (SQL + figures) without HTTP.
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../packages/server/src/db/database';
import { fairnessReport } from '../packages/server/src/features/fairness/service';
import { demoAccounts } from '../packages/server/src/seed/seed';
import { demoOwner } from './benchPosting';
import { seedPipeline } from './pipeline';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
}

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
const copies = 9;
const runs = Number(option('runs') ?? 30);

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
  for (const [name, query] of [
    ['company, last 90 days', {}],
    ['one posting, last 90 days', { jobId: seeded.jobId }],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i += 1) {
      const t0 = performance.now();
      const report = await fairnessReport(db, caller, query, now);
      const ms = performance.now() - t0;
      if (i >= 3) times.push(ms);
      if (i === 0)
        console.log(`${name}: ${report.applications} applications, ${report.stages.length} stages`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
    console.log(
      `${name}: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${runs} runs (target p95 < 200 ms)`,
    );
  }
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
