// `npm run bench:ranking-plans -- --database-url URL [--runs N]` (issue 40: ranking a posting's
// 10,000 applicants, first page and page 200 p95 < 50 ms on PostgreSQL). EXPLAIN (ANALYZE,
// BUFFERS) of the statement getJobApplicants sends for the ranked list (captured through
// Drizzle's logger, exactly as the repository builds it), 50 a page: page 1 and page 200 as the
// list shows them (the rejected left out: page 200 then lies past the end, about 7,000 are left)
// and with every stage shown (page 200 is positions 9,951-10,000). Prints each statement's
// execution time (median and fastest of --runs, default 20), its buffers and the load average:
// figures the machine's load inflates less than bench/run.ts's p95 over HTTP. Needs the database
// of `npm run bench` (its 10,000-applicant posting).
import { loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../packages/server/src/db/database';
import * as schema from '../packages/server/src/db/schema';
import { createPipelineRepository } from '../packages/server/src/features/pipeline/repository';
import { reasonTextsOf } from '../packages/server/src/features/pipeline/service';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
};
const url = option('database-url') ?? process.env.DATABASE_URL;
const runs = Number(option('runs') ?? 20);
if (!url) {
  process.stderr.write('Give a PostgreSQL database: --database-url URL or DATABASE_URL.\n');
  process.exit(1);
}

const pool = new pg.Pool({ connectionString: url, max: 1 });
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});

try {
  const { rows } = await pool.query<{ id: string }>(
    `select id from job_postings where title = 'Bench: 10,000 applicants' limit 1`,
  );
  const jobId = rows[0]?.id;
  if (!jobId) throw new Error('bench: no 10,000-applicant posting (run npm run bench first)');
  const repository = createPipelineRepository(db as unknown as Db);
  console.log(
    `# ranked list of a posting with 10,000 applicants, 50 a page; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [name, hidden, page] of [
    ['page 1, the rejected left out (the list as shown)', ['rejected'], 1],
    ['page 200, the rejected left out (past the end)', ['rejected'], 200],
    ['page 1, every stage', [], 1],
    ['page 200, every stage', [], 200],
  ] as const) {
    captured.length = 0;
    const answer = await repository.rankedPage(
      jobId,
      undefined,
      hidden,
      50,
      (page - 1) * 50,
      reasonTextsOf('en'),
    );
    const statement = captured[captured.length - 1];
    if (!statement) throw new Error('no statement captured');
    const times: number[] = [];
    let buffers = '';
    for (let i = 0; i < runs + 2; i += 1) {
      const plan = await pool.query<{ 'QUERY PLAN': unknown }>(
        `explain (analyze, buffers, format json) ${statement.query}`,
        statement.params,
      );
      const value = plan.rows[0]?.['QUERY PLAN'];
      const [top] = (typeof value === 'string' ? JSON.parse(value) : value) as {
        'Execution Time': number;
        Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      }[];
      if (!top) continue;
      if (i >= 2) times.push(top['Execution Time']);
      buffers = `${top.Plan['Shared Hit Blocks']} hit, ${top.Plan['Shared Read Blocks']} read`;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
    const cards = (JSON.parse(answer.rowsJson) as unknown[]).length;
    console.log(
      `${name}: ${cards} cards of ${answer.total}; EXPLAIN ANALYZE execution p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, fastest ${(times[0] ?? 0).toFixed(1)} ms over ${runs} (buffers ${buffers})`,
    );
  }
} finally {
  await pool.end();
}
