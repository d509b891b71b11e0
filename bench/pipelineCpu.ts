// `npm run bench:pipeline-cpu -- --database-url URL [--requests N] [--root DIR] [--profile DIR]`:
// the CPU time each read of the 10,000-applicant posting (issue 20: the board's counts, the ranked
// list's page 1 and page 200, a board column) costs the server process and PostgreSQL's backends,
// per request, over HTTP with 10 connections (bench/cpuPerRequest.ts). --root runs another
// checkout's server (A/B against main on the same database). The database must already hold the
// bench's 10k posting (run `npm run bench -- --only 10k` on it once). --profile DIR starts the
// server with `node --cpu-prof` and writes its profile there when it stops. Linux only (/proc).
import path from 'node:path';
import { measureCpuPerRequest, option } from './cpuPerRequest';

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('--database-url is required (PostgreSQL)');

await measureCpuPerRequest({
  databaseUrl,
  root: path.resolve(option('root') ?? path.resolve(import.meta.dirname, '..')),
  requests: Number(option('requests') ?? 1000),
  connections: Number(option('connections') ?? 10),
  profileDir: option('profile'),
  dataDirPrefix: 'tp-pipeline-cpu-',
  casesOf: async (token, admin) => {
    // The posting with the most applicants: the bench's 10k posting.
    const { rows: jobs } = await admin.query<{ job_id: string }>(
      'select job_id from applications group by job_id order by count(*) desc limit 1',
    );
    const job = `/api/company/jobs/${jobs[0]?.job_id ?? ''}`;
    return [
      { name: 'GET /api/version (trivial)', path: '/api/version', token: undefined },
      { name: 'board counts per stage (getCompanyJob)', path: job, token },
      { name: 'ranked list page 1', path: `${job}/applicants?page=1&pageSize=50`, token },
      {
        name: 'ranked list page 200',
        path: `${job}/applicants?page=200&pageSize=50&rejected=true`,
        token,
      },
      {
        name: 'board column first page (screening)',
        path: `${job}/applicants?page=1&pageSize=20&stage=screening`,
        token,
      },
    ];
  },
});
