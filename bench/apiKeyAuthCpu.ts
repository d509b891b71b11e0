// `npm run bench:api-key-cpu -- --database-url URL [--requests 2000]`: issue 42 (decision 234) in
// CPU time, which holds on a loaded machine where req/s and percentiles do not: GET
// /api/company/jobs (the demo company's postings) read with the owner's login token and with an
// API key of scope jobs:read, the server process's and its PostgreSQL backends' CPU per request
// (bench/cpuPerRequest.ts). The key's rate limit is lifted for the run. Needs the demo company
// (`npm run seed`, or any bench that seeds it). Figures, no assertions; docs/performance.md.
import path from 'node:path';
import { apiKeyAuthCases, createBenchApiKey } from './apiKeyAuth';
import { demoAccounts } from '../packages/server/src/seed/seed';
import { measureCpuPerRequest, option } from './cpuPerRequest';

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('--database-url is required (PostgreSQL)');
process.env.RATE_LIMIT_API_KEY = '100000000';

await measureCpuPerRequest({
  databaseUrl,
  root: path.resolve(import.meta.dirname, '..'),
  requests: Number(option('requests') ?? 2000),
  connections: Number(option('connections') ?? 10),
  profileDir: option('profile'),
  dataDirPrefix: 'tp-bench-apikey-',
  casesOf: async (token, admin, url) => {
    const secret = await createBenchApiKey(url, token);
    // Twice each, interleaved: the second pair shows how much the order and the warm-up weigh.
    const [member, key] = apiKeyAuthCases(() => secret);
    if (!member || !key) throw new Error('bench: no cases');
    const list = [member, key, member, key].map((c) => ({
      name: c.name,
      path: c.path,
      token: c.bearer ? c.bearer() : token,
    }));
    // A cheap read (one posting with the fewest applicants), where authentication weighs more.
    const { rows } = await admin.query<{ id: string }>(
      `select j.id from job_postings j join company_members m on m.company_id = j.company_id
       where m.email = $1 order by (select count(*) from applications a where a.job_id = j.id)
       limit 1`,
      [demoAccounts.company.email],
    );
    const one = rows[0]?.id;
    if (!one) return list;
    const posting = `/api/company/jobs/${one}`;
    return [
      ...list,
      { name: 'GET /api/company/jobs/{id}, member token', path: posting, token },
      { name: 'GET /api/company/jobs/{id}, API key (jobs:read)', path: posting, token: secret },
    ];
  },
});
