// `npm run bench:seeker [-- --postings N] [-- --seekers M] [-- --database-url URL]` (issue 46,
// decisions 247, 248, 277 and 278): seeds N open postings (100,000 by default; descriptions of
// about 1,300 characters, as real ones) of 200 companies across the professional fields into a
// fresh PGlite (or a new database on the PostgreSQL server named), VACUUM ANALYZE (what autovacuum
// does), and times listRecommendedJobs (the service, as the route calls it) for job seekers of
// several fields: first without kept fit features (every text read in the request, as before
// decision 277), then after the background fill kept them, in a process that prepared nothing
// (p50/p95/max over the runs, each field's first call included). Then seeds M job seekers (5,000
// by default) with one alert each and a complete profile, and 1,000 postings published
// "yesterday"; runs the daily alert job and the weekly recommendation mail once each and reports
// their times and mails queued. No assertions: figures, in docs/performance.md.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { professionalFields } from '../packages/domain/src/plain/profile';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/database';
import { companies, users } from '../packages/server/src/db/schema';
import { alertDayOf, sendJobAlerts } from '../packages/server/src/features/seekerJobs/alerts';
import { seekerJobsRepository } from '../packages/server/src/features/seekerJobs/repository';
import {
  createSeekerJobsService,
  forgetPreparedPostings,
} from '../packages/server/src/features/seekerJobs/service';
import { fillFitFeatures } from '../packages/server/src/features/seekerJobs/fitFeatures';
import { sendJobRecommendations } from '../packages/server/src/features/seekerJobs/recommendationMail';
import { createTestDatabase } from '../packages/server/test/helpers/testServer';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i === -1) return undefined;
  return argv[i]?.includes('=') ? argv[i]?.split('=').slice(1).join('=') : argv[i + 1];
}

const postingsWanted = Number(option('postings') ?? 100_000);
const seekersWanted = Number(option('seekers') ?? 5_000);
const warmRuns = Number(option('runs') ?? 60);
const baseUrl = option('database-url') ?? process.env.DATABASE_URL;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-seeker-'));
  const databaseUrl = baseUrl ? await createTestDatabase(baseUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: 'https://jobs.example.org',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Seeding 100,000 seekers in one statement outlasts the default on a busy machine.
    DB_STATEMENT_TIMEOUT_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  const db = database.db;
  const fields = professionalFields.values;
  try {
    let t = Date.now();
    const companyIds = Array.from({ length: 200 }, () => randomUUID());
    await db.insert(companies).values(
      companyIds.map((id, i) => ({
        id,
        email: `bench-seeker-${i}@example.com`,
        companyName: `Co ${i}`,
      })),
    );
    const fieldList = sql.raw(
      `array[${fields.map((f) => `'${f.replace(/'/g, "''")}'`).join(',')}]`,
    );
    const companyList = sql.raw(`array[${companyIds.map((id) => `'${id}'::uuid`).join(',')}]`);
    // In slices: one statement for all of them outlasts the statement timeout on a busy machine.
    for (let from = 1; from <= postingsWanted; from += 10_000) {
      const to = Math.min(postingsWanted, from + 9_999);
      await db.execute(sql`
      insert into job_postings (company_id, status, title, description, workplace, country, city,
        field, min_education, min_experience, requirement_source, requirement_profile, search_text,
        published_at)
      select (${companyList})[1 + (g % 200)], 'published',
        'Planner ' || g,
        'Plan routes with PostgreSQL, Excel and SAP. Report to the manager ' || g || '. ' ||
          repeat('You will work with the operations team on daily schedules, budgets and '
            || 'supplier contracts, write weekly reports and present them to the managers. ', 8),
        (array['onsite','remote','hybrid'])[1 + (g % 3)], (array['EG','SA','AE'])[1 + (g % 3)],
        (array['Cairo','Riyadh','Dubai'])[1 + (g % 3)],
        (${fieldList})[1 + (g % ${fields.length})],
        case when g % 4 = 0 then 'Faculty degree' end,
        (array['<2 years','2-5 years','6-10 years','>10 years'])[1 + (g % 4)],
        '{"kind":"findboss","items":[1,2,3]}'::jsonb, '{"4":1,"5":0,"6":0,"7":2}'::jsonb,
        'planner ' || g, now() - (g || ' seconds')::interval
      from generate_series(${from}::int, ${to}::int) g`);
    }
    await db.execute(sql`vacuum analyze job_postings`);
    console.log(`seeded ${postingsWanted} open postings in ${Date.now() - t} ms`);

    // Seekers of five fields, with a complete profile.
    const seekerFields = [
      'Transportation',
      'IT and Software Development',
      'Accounting and Finance',
      'Engineering',
      'Sales and Retail',
    ];
    const seekerIds: string[] = [];
    for (const [i, field] of seekerFields.entries()) {
      const [row] = await db
        .insert(users)
        .values({
          email: `bench-seeker-user-${i}@example.com`,
          passwordHash: 'x',
          name: `Seeker ${i}`,
          country: 'Egypt',
          jobPosition: field,
          yearsOfExp: '2-5 years',
          hlOfEdu: 'Faculty degree',
          dataComplete: true,
          technicalSkills: [{ name: 'PostgreSQL' }, { name: 'Excel' }],
          generalSkills: [{ name: 'Teamwork' }],
          flp: 50,
          frp: 60,
          brp: 40,
          blp: 70,
        })
        .returning({ id: users.id });
      if (row) seekerIds.push(row.id);
    }
    const repository = seekerJobsRepository(db);
    const service = createSeekerJobsService(repository);
    const measure = async (label: string) => {
      const times: number[] = [];
      // CPU time of this process per call (the machine is shared: wall time includes waiting for
      // a core; the database's own time is the EXPLAIN ANALYZE below).
      const cpu: number[] = [];
      for (let r = 0; r < warmRuns; r++) {
        const id = seekerIds[r % seekerIds.length] ?? '';
        const used = process.cpuUsage();
        const start = performance.now();
        await service.recommendedJobs(id, { page: 1 + (r % 3), pageSize: 10 }, r % 2 ? 'ar' : 'en');
        times.push(performance.now() - start);
        const spent = process.cpuUsage(used);
        cpu.push((spent.user + spent.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      console.log(
        `listRecommendedJobs ${label} x${warmRuns} (${seekerIds.length} seekers of different fields, each field's first call included): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms; CPU of this process per call p50 ${pct(cpu, 50).toFixed(1)} ms, p95 ${pct(cpu, 95).toFixed(1)} ms (load ${loadavg()[0]?.toFixed(1)})`,
      );
    };
    if (option('compare')) {
      // As before decision 277: nothing kept, every candidate's text read in the request.
      await db.execute(sql`delete from posting_fit_features`);
      forgetPreparedPostings();
      await measure('without kept fit features');
      await db.execute(sql`delete from posting_fit_features`);
    }
    // The background fill (the queue job at start and every minute), then a fresh process.
    t = performance.now();
    const filled = await fillFitFeatures(repository);
    console.log(
      `fit features kept for ${filled} candidate postings in ${(performance.now() - t).toFixed(0)} ms`,
    );
    await db.execute(sql`vacuum analyze posting_fit_features`);
    forgetPreparedPostings();
    await measure('with kept fit features, fresh process');

    // Where the time goes: the candidate set's query alone, the rest is scoring and texts.
    const queryTimes: number[] = [];
    for (let r = 0; r < 20; r++) {
      const start = performance.now();
      await repository.candidatePostings(
        seekerIds[r % seekerIds.length] ?? '',
        seekerFields[r % seekerFields.length] ?? null,
      );
      queryTimes.push(performance.now() - start);
    }
    queryTimes.sort((a, b) => a - b);
    console.log(
      `candidate-set query alone x20: p50 ${pct(queryTimes, 50).toFixed(1)} ms, p95 ${pct(queryTimes, 95).toFixed(1)} ms`,
    );
    if (databaseUrl) {
      // The candidate query as the repository writes it (candidatePostings), on the server's own
      // clock: EXPLAIN (ANALYZE, BUFFERS), five seekers of different fields, twice each.
      const explained: { ms: number; buffers: number }[] = [];
      for (let r = 0; r < 10; r++) {
        const field = seekerFields[r % seekerFields.length] ?? '';
        const user = seekerIds[r % seekerIds.length] ?? '';
        const kept = sql`(f.posting_updated_at > p.updated_at - interval '1 millisecond'
          and f.posting_updated_at < p.updated_at + interval '1 millisecond')`;
        const result = (await db.execute(sql`explain (analyze, buffers, format json)
          select p.id, p.title, p.field, p.workplace, p.country, p.city, p.min_education,
            p.min_experience, p.requirement_profile, p.fit_settings, p.employment_type,
            p.published_at, p.updated_at, c.company_name, c.pic,
            case when ${kept} then null else p.description end, case when ${kept} then f.skills end
          from job_postings p join companies c on c.id = p.company_id
          left join posting_fit_features f on f.job_id = p.id
          where p.id in (
            (select id from job_postings where status = 'published' and field = ${field}
              order by published_at desc, id limit 220)
            union
            (select id from job_postings where status = 'published'
              order by published_at desc, id limit 80))
          and p.status = 'published'
          and (p.application_deadline is null or p.application_deadline > now())
          and p.company_id not in (select id from companies where disabled_at is not null)
          and not exists (select 1 from applications a where a.job_id = p.id and a.user_id = ${user})`)) as unknown as {
          rows: {
            'QUERY PLAN': {
              'Execution Time': number;
              Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
            }[];
          }[];
        };
        const plan = result.rows[0]?.['QUERY PLAN'][0];
        if (plan) {
          explained.push({
            ms: plan['Execution Time'],
            buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'],
          });
        }
      }
      const ms = explained.map((e) => e.ms).sort((a, b) => a - b);
      console.log(
        `candidate query, EXPLAIN (ANALYZE, BUFFERS) x${ms.length}: execution p50 ${pct(ms, 50).toFixed(1)} ms, max ${(ms.at(-1) ?? 0).toFixed(1)} ms, ${explained[0]?.buffers ?? 0} buffers (load ${loadavg()[0]?.toFixed(1)})`,
      );
      console.log(`database kept: ${databaseUrl}`);
    }
    if (option('only-recommend')) return;

    // --- the daily alert ---------------------------------------------------------------
    const now = new Date();
    const { start } = alertDayOf(now);
    await db.execute(sql`
      update job_postings set published_at = ${new Date(start.getTime() + 3_600_000).toISOString()}::timestamptz
      where id in (select id from job_postings order by published_at desc limit 1000)`);
    t = Date.now();
    await db.execute(sql`
      insert into users (email, password_hash, name, lang, data_complete, email_verified_at,
        job_position, years_of_exp, hl_of_edu, country, technical_skills)
      select 'bench-alert-' || g || '@example.com', 'x', 'Alert ' || g,
        case when g % 2 = 0 then 'ar' else 'en' end, true, now(),
        (${fieldList})[1 + (g % ${fields.length})], '2-5 years', 'Faculty degree', 'Egypt',
        '[{"name":"PostgreSQL"},{"name":"Excel"}]'::jsonb
      from generate_series(1, ${seekersWanted}::int) g`);
    await db.execute(sql`
      insert into job_alerts (user_id, field, country, q, sent_until)
      select u.id, (${fieldList})[1 + (row_number() over () % ${fields.length})::int],
        (array['EG','SA','AE', null])[1 + (row_number() over () % 4)::int],
        case when row_number() over () % 5 = 0 then 'planner' end,
        now() - interval '2 days'
      from users u where u.email like 'bench-alert-%'`);
    console.log(`seeded ${seekersWanted} seekers with an alert in ${Date.now() - t} ms`);
    const app = await buildApp(config, database);
    await app.ready();
    t = Date.now();
    const result = await sendJobAlerts(app, now);
    const ms = Date.now() - t;
    console.log(
      `daily alert: ${result.alerts} alerts, ${result.postings} postings of the day, ${result.mailed} mails queued in ${ms} ms (${((ms / Math.max(1, result.alerts)) * 1000).toFixed(0)} ms per 1,000 alerts; 100,000 alerts extrapolated: ${(((ms / Math.max(1, result.alerts)) * 100_000) / 1000).toFixed(0)} s)`,
    );
    t = Date.now();
    const weekly = await sendJobRecommendations(app, new Date(now.getTime() + 86_400_000));
    const weeklyMs = Date.now() - t;
    console.log(
      `weekly recommendations: ${weekly.seekers} seekers, ${weekly.mailed} mails queued in ${weeklyMs} ms (${((weeklyMs / Math.max(1, weekly.seekers)) * 1000).toFixed(0)} ms per 1,000 seekers)`,
    );
    await app.mailer.stop().catch(() => undefined);
    await app.close();
  } finally {
    await database.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
