// `npm run bench:isi-technical -- [--database-url URL] [--results 10000] [--runs 5]` (issue 40,
// decision 274): the daily job's snapshot at a realistic scale. Seeds (once per database)
// `--results` job seekers with a stored ISI attempt (answers from the simulation model, marked
// simulated as the demo seed marks them), a tenth of them with a second attempt ten days later,
// 2,000 decided applications with a fit on one posting and a survey answer for each; then times
// the whole job (refreshIsiStatistics: flags, norms, reliability, retest, the survey's groups, the
// decided fits, the technical report and both stored rows) and, apart, the pure figures
// (buildTechnicalReport with Feldt's F quantiles). Without --database-url: a fresh PGlite folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { scoreIsi } from '../packages/domain/src/isi/scoring';
import { simulatedAnswerSets } from '../packages/domain/src/isi/simulation';
import { reliabilityOf } from '../packages/domain/src/isi/statistics';
import { buildTechnicalReport } from '../packages/domain/src/isi/technical';
import { accuracyOf } from '../packages/domain/src/jobs/accuracy';
import { openDatabase, type Db } from '../packages/server/src/db/database';
import { isiRepository, refreshIsiStatistics } from '../packages/server/src/features/isi/public';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
}

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
const results = Number(option('results') ?? 10_000);
const runs = Number(option('runs') ?? 5);
const marker = 'bench-isi-technical';

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

async function seed(db: Db): Promise<void> {
  const [found] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where email like ${`${marker}-%`}`),
  );
  if ((found?.n ?? 0) >= results) return;
  const sets = simulatedAnswerSets({
    respondents: results,
    seed: 40,
    noise: 0.9,
    acquiescence: 0.3,
  });
  const first = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
  const later = new Date(first.getTime() + 10 * 24 * 60 * 60 * 1000);
  const batch = 1_000;
  for (let from = 0; from < sets.length; from += batch) {
    const part = sets.slice(from, from + batch);
    const people = part.map((answers, i) => ({
      email: `${marker}-${from + i}@example.com`,
      answers,
      ...scoreIsi(answers),
    }));
    const payload = JSON.stringify(people);
    await db.execute(sql`
      with p as (
        select * from jsonb_to_recordset(${payload}::jsonb) as r(email text, answers jsonb,
          "iRes1" int, "iRes2" int, flt int, frt int, brt int, blt int,
          flp int, frp int, brp int, blp int)
      ), u as (
        insert into users (email, password_hash, i_res1, i_res2, flt, frt, brt, blt, flp, frp,
          brp, blp, isi_at)
        select email, 'x', "iRes1", "iRes2", flt, frt, brt, blt, flp, frp, brp, blp, ${first}
        from p returning id, email
      )
      insert into isi_attempts (user_id, answers, i_res1, i_res2, flt, frt, brt, blt, flp, frp,
        brp, blp, created_at, simulated)
      select u.id, p.answers, p."iRes1", p."iRes2",
        p.flt, p.frt, p.brt, p.blt, p.flp, p.frp, p.brp, p.blp, ${first}, true
      from p join u on u.email = p.email`);
  }
  // A tenth answered again ten days later.
  await db.execute(sql`
    insert into isi_attempts (user_id, answers, i_res1, i_res2, flt, frt, brt, blt, flp, frp, brp,
      blp, created_at, simulated)
    select a.user_id, a.answers, a.i_res1, a.i_res2, a.flt, a.frt, a.brt, a.blt, a.flp, a.frp,
      a.brp, a.blp, ${later}, true
    from isi_attempts a join users u on u.id = a.user_id
    where u.email like ${`${marker}-%`} and abs(hashtext(u.email)) % 10 = 0`);
  // One posting of a bench company, 2,000 decided applications with a fit and a survey answer.
  const [company] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into companies (email)
      values (${`${marker}@example.com`}) returning id`),
  );
  if (!company) throw new Error('no company');
  const [job] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into job_postings (company_id, title, description, workplace,
      field, requirement_source, requirement_profile)
      values (${company.id}, 'Bench ISI technical', 'x', 'remote', 'Data Management',
        '{"kind":"jobmatch","items":[7,12]}'::jsonb, '{"4":25,"5":25,"6":25,"7":25}'::jsonb)
      returning id`),
  );
  if (!job) throw new Error('no posting');
  await db.execute(sql`
    insert into applications (job_id, user_id, stage, fit)
    select ${job.id}, u.id,
      case when abs(hashtext(u.email || 'h')) % 5 = 0 then 'hired' else 'rejected' end,
      (abs(hashtext(u.email || 'f')) % 60 + case when abs(hashtext(u.email || 'h')) % 5 = 0
        then 30 else 10 end)
    from users u where u.email like ${`${marker}-%`} and abs(hashtext(u.email || 'd')) % 5 = 0`);
  await db.execute(sql`
    insert into fairness_survey_answers (application_id, job_id, gender, age_band, nationality,
      disability)
    select a.id, a.job_id,
      (array['female','male','female','male','other','preferNot'])[1 + abs(hashtext(a.id::text)) % 6],
      (array['under25','25to34','35to44','45to54','55plus','preferNot'])[1 + abs(hashtext(a.id::text || 'a')) % 6],
      (array['EG','EG','SA','AE','JO','preferNot'])[1 + abs(hashtext(a.id::text || 'n')) % 6],
      (array['no','no','no','yes','preferNot'])[1 + abs(hashtext(a.id::text || 'd')) % 5]
    from applications a where a.job_id = ${job.id}
    on conflict do nothing`);
}

async function main() {
  const dataDir = databaseUrl ? '' : mkdtempSync(path.join(tmpdir(), 'isi-technical-'));
  const database = await openDatabase({ databaseUrl, dataDir, dbTimeouts: null });
  try {
    const db = database.db;
    const seeding = Date.now();
    await seed(db);
    console.log(`seeded or found ${results} results in ${Date.now() - seeding} ms`);
    const repository = isiRepository(db);
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof refreshIsiStatistics>> | null = null;
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      last = await refreshIsiStatistics(repository, new Date());
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log('job run', last);
    console.log(
      `the daily job (${database.kind}), ${runs} runs: p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms`,
    );

    // The pure figures alone, on the same number of answer sets.
    const sets = simulatedAnswerSets({
      respondents: results,
      seed: 40,
      noise: 0.9,
      acquiescence: 0.3,
    });
    const t0 = performance.now();
    const reliability = reliabilityOf(sets);
    const t1 = performance.now();
    buildTechnicalReport(
      {
        computedAt: new Date(),
        reliability: {
          respondents: results,
          simulatedRespondents: results,
          scales: reliability.scales,
        },
        retest: {
          pairs: 0,
          scales: Object.fromEntries(
            Object.keys(reliability.scales).map((k) => [k, null]),
          ) as never,
        },
        norms: { respondents: 0, histograms: null },
        groups: [],
        outcomes: {
          hiredFits: Array.from({ length: 400 }, (_, i) => 40 + (i % 60)),
          rejectedFits: Array.from({ length: 1600 }, (_, i) => 10 + (i % 60)),
        },
        accuracy: accuracyOf(0, 0),
      },
      0,
    );
    const t2 = performance.now();
    console.log(
      `pure figures: reliabilityOf ${(t1 - t0).toFixed(0)} ms, buildTechnicalReport (Feldt ×8, AUC of 2,000) ${(t2 - t1).toFixed(0)} ms`,
    );
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
