// `node --import tsx bench/reportRanges.ts --database-url URL [--root DIR] [--requests N]`
// (decision 163): the CPU one hiring report costs, in process (app.inject, serial), in Node
// (process.cpuUsage) and in PostgreSQL's backends (/proc), for four cases on the bench's
// 10,000-applicant posting: a new range each request holding the whole history, a new range each
// request inside the history, the first report after a write and the second range after one (the company's report version
// bumped before each request, as a move does). --root runs another tree's server code (e.g. main's
// checkout) against the same database, for A/B runs. The database must hold the bench's data
// (`npm run bench -- --only report` once, then VACUUM ANALYZE). Linux only (/proc).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuTicksOf } from './cpuPerRequest';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? undefined : argv[index + 1];
}

const databaseUrl = option('database-url');
if (!databaseUrl) throw new Error('--database-url is required (PostgreSQL)');
const root = path.resolve(option('root') ?? path.join(import.meta.dirname, '..'));
const requests = Number(option('requests') ?? 100);
const server = path.join(root, 'packages/server/src');

const { loadConfig } = await import(path.join(server, 'config.ts'));
const { openDatabase } = await import(path.join(server, 'db/database.ts'));
const { buildApp } = await import(path.join(server, 'app.ts'));
const { demoAccounts } = await import(path.join(server, 'seed/seed.ts'));

const config = loadConfig({
  DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tp-report-ranges-')),
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  RATE_LIMIT_LOGIN: '100000',
});
const database = await openDatabase(config);
const app = await buildApp(config, database, {});
await app.ready();
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
const dbName = new URL(databaseUrl).pathname.slice(1);

const login = await app.inject({
  method: 'POST',
  url: '/api/company/login',
  payload: { email: demoAccounts.company.email, password: demoAccounts.company.password },
});
const token = (login.json() as { token: string }).token;
const {
  rows: [posting],
} = await admin.query<{ job_id: string; company_id: string; first: string }>(
  `select r.job_id, p.company_id, min(r.at)::date::text as first from report_entries r
   join job_postings p on p.id = r.job_id group by 1, 2 order by count(*) desc limit 1`,
);
if (!posting) throw new Error('no posting with history: run the bench first');

async function backendTicks(): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  return rows.reduce((sum, r) => sum + cpuTicksOf(r.pid), 0);
}

const today = Date.now();
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10);
const firstDay = Date.parse(`${posting.first}T00:00:00Z`);
let counter = 0;
// The last element: bump the version before each request; with 'second', also ask one other range
// first (not timed), so the timed request is the second range after a write.
const cases: [string, (k: number) => string, boolean | 'second'][] = [
  [
    'new range each request, whole history',
    (k) => `from=${dayText(today - (k + 200 + counter) * 86_400_000)}&to=${dayText(today)}`,
    false,
  ],
  [
    'new range each request, inside the history',
    (k) =>
      `from=${dayText(firstDay + (k % 60) * 86_400_000)}&to=${dayText(firstDay + ((k % 60) + 10 + Math.floor(k / 60)) * 86_400_000)}`,
    false,
  ],
  ['first report after a write (version bumped)', () => 'from=2020-01-01', true],
  ['second range after a write (version bumped)', () => 'from=2020-01-02', 'second'],
];

for (const [name, query, bump] of cases) {
  counter += requests + 50;
  // Warm-up: prepared statements, the first snapshot.
  for (let k = 0; k < 5; k += 1) {
    await app.inject({
      url: `/api/company/reports/hiring?jobId=${posting.job_id}&${query(requests + 10 + k)}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }
  let node = 0;
  let backend = 0;
  let wall = 0;
  for (let k = 0; k < requests; k += 1) {
    if (bump) {
      await admin.query('update report_versions set version = version + 1 where company_id = $1', [
        posting.company_id,
      ]);
      if (bump === 'second') {
        await app.inject({
          url: `/api/company/reports/hiring?jobId=${posting.job_id}&from=2020-01-01`,
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }
    const ticks = await backendTicks();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const res = await app.inject({
      url: `/api/company/reports/hiring?jobId=${posting.job_id}&${query(k)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    wall += performance.now() - started;
    const used = process.cpuUsage(cpu);
    node += (used.user + used.system) / 1000;
    backend += ((await backendTicks()) - ticks) * 10;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  }
  process.stdout.write(
    `${root.padEnd(22)} ${name.padEnd(46)} node ${(node / requests).toFixed(2)} ms/req, ` +
      `postgres ${(backend / requests).toFixed(2)} ms/req, wall ${(wall / requests).toFixed(2)} ms/req\n`,
  );
}
await admin.end();
await app.close();
