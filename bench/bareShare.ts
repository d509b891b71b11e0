// `npm run bench:share [-- --database-url URL] [--users N] [--connections C] [--seconds S]`
// (issue 43, "throughput, restated"): for GET /api/user/{id} as a company and three searches, the
// API's requests per second next to the same statements sent by a bare pg client at the same
// concurrency, and the API's share of it (aim: at least 50 %). The statements are those the server
// itself sends for one request (captured from node-postgres in an in-process app, the job queue's
// own statements left out), replayed in order on a connection of their own, C at a time. The
// database ping (`select 1` on a bare client, and GET /api/health through the API) is the ceiling
// of any route that reads the database: GET user's share of it is printed too (aim: 50 %).
// PostgreSQL only (the bare client needs a server); seeds the demo data and N candidates when the
// database holds fewer. No assertions: figures for docs/performance.md.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import pg from 'pg';
import type { CandidateFilters } from '@talentpool/domain/company/search';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db/database';
import { users } from '../packages/server/src/db/schema';
import { demoAccounts, seedDemo } from '../packages/server/src/seed/seed';
import { freePort, option, waitForServer } from './cpuPerRequest';
import { oneFilter, textQuery, threeFilters } from './shapes';

const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('Give a PostgreSQL database: --database-url URL or DATABASE_URL.\n');
  process.exit(1);
}
const usersWanted = Number(option('users') ?? 10_000);
const connections = Number(option('connections') ?? process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(option('seconds') ?? process.env.BENCH_SECONDS ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const secret = 'bench-secret-bench-secret-bench-secret-0123456789';
const limits = {
  RATE_LIMIT_SEARCH: '100000000',
  RATE_LIMIT_PROFILE_VIEWS: '100000000',
  RATE_LIMIT_EXPORTS: '100000000',
};

function searchPath(filters: CandidateFilters): string {
  const params = new URLSearchParams({ page: '1', pageSize: '20' });
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) params.set(k, String(v));
  return `/api/company/search?${params}`;
}

interface Statement {
  text: string;
  values?: unknown[];
}

// Every statement node-postgres sends while `capturing` is set (the server's and drizzle's alike).
let capturing = false;
const captured: Statement[] = [];
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (capturing) {
    if (typeof config === 'string') {
      captured.push({ text: config, values: Array.isArray(values) ? values : undefined });
    } else if (config && typeof config === 'object' && 'text' in config) {
      // drizzle passes the parameters beside the config ({ text, rowMode, types }, params).
      const c = config as { text: string; values?: unknown[] };
      captured.push({
        text: c.text,
        values: c.values ?? (Array.isArray(values) ? values : undefined),
      });
    }
  }
  // The original's overloads: pass the caller's arguments through unchanged.
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** Statements of the job queue, the cache signals and the like, not of the request. */
const background =
  /pgboss|webhook_deliveries|^\s*(listen|unlisten|notify)\b|pg_notify|pg_advisory/i;

/** 1. The demo data and the candidates. */
{
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-share-seed-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const [row] = await database.db.select({ n: count() }).from(users);
    const present = Number(row?.n ?? 0);
    if (present < usersWanted) {
      process.stdout.write(`Seeding ${usersWanted} candidates (${present} users present)...\n`);
    }
    await seedDemo(database.db, { users: present < usersWanted ? usersWanted : 0 });
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Requests whose statements are captured together (the server's caches hit some of them). */
const capturedRequests = 20;

/**
 * 2. The statements of `capturedRequests` requests in a row after a first one, as the server sends
 * them: what it asks of the database per request in its steady state, caches included.
 */
async function statementsOf(
  app: Awaited<ReturnType<typeof buildApp>>,
  url: string,
  token: string,
): Promise<Statement[]> {
  const ask = () => app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const first = await ask();
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  captured.length = 0;
  capturing = true;
  try {
    for (let i = 0; i < capturedRequests; i++) await ask();
  } finally {
    capturing = false;
  }
  return captured.filter((s) => !background.test(s.text));
}

const captureDir = await mkdtemp(path.join(tmpdir(), 'tp-share-capture-'));
const config = loadConfig({
  DATA_DIR: captureDir,
  PORT: '0',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: secret,
  WEB_DIST: path.join(captureDir, 'no-web'),
  ...limits,
});
const inProcess = await buildApp(config, await openDatabase(config));
await inProcess.ready();
const loginOf = async (type: 'user' | 'company', email: string, password: string) => {
  const res = await inProcess.inject({
    method: 'POST',
    url: `/api/${type}/login`,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`${type} login: ${res.statusCode}`);
  return res.json<{ token: string; user?: { _id: string } }>();
};
const seeker = await loginOf('user', demoAccounts.user.email, demoAccounts.user.password);
const company = await loginOf('company', demoAccounts.company.email, demoAccounts.company.password);
const seekerId = seeker.user?._id ?? '';

const cases: { name: string; path: string; statements: Statement[] }[] = [];
for (const [name, pathOf] of [
  ['GET /api/user/{id} as company', `/api/user/${seekerId}`],
  ['search, 1 filter (iRes1)', searchPath(oneFilter)],
  ['search, 3 filters', searchPath(threeFilters)],
  ['search, q (2 words)', searchPath(textQuery)],
] as const) {
  cases.push({
    name,
    path: pathOf,
    statements: await statementsOf(inProcess, pathOf, company.token),
  });
}
await inProcess.close();
await rm(captureDir, { recursive: true, force: true });

/**
 * 3. The bare client: `connections` connections, each sending the captured statements in turn;
 * requests per second = rounds × capturedRequests / seconds.
 */
async function bareRate(statements: Statement[]): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const clients: pg.PoolClient[] = [];
  try {
    for (let i = 0; i < connections; i++) clients.push(await pool.connect());
    const once = async (client: pg.PoolClient) => {
      for (const s of statements) {
        try {
          await client.query(s.text, s.values);
        } catch (err) {
          const text = s.text.replace(/\s+/g, ' ').slice(0, 100);
          throw new Error(`bare replay of "${text}": ${(err as Error).message}`);
        }
      }
    };
    // Warm-up: a round on each connection (its buffers read).
    await Promise.all(clients.map((client) => once(client)));
    let done = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          await once(client);
          done += 1;
        }
      }),
    );
    return (done * capturedRequests) / seconds;
  } finally {
    for (const client of clients) client.release(true);
    await pool.end();
  }
}

/** 4. The API at the same concurrency (a server process as `npm start` runs it). */
const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-share-server-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    LOG_LEVEL: 'warn',
    ...limits,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;

const apiRate = (pathOf: string, token?: string) =>
  new Promise<number>((resolve, reject) => {
    autocannon(
      {
        url: `${url}${pathOf}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        connections,
        duration: seconds,
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${pathOf}: ${result.non2xx} non-2xx`));
        resolve(result.requests.total / seconds);
      },
    );
  });

try {
  await waitForServer(url);
  const rows: Record<string, string | number>[] = [];
  // The database ping: a bare `select 1`, and the API's health route (which pings).
  const pingBare = await bareRate(
    Array.from({ length: capturedRequests }, () => ({ text: 'select 1' })),
  );
  await apiRate('/api/health');
  const pingApi = await apiRate('/api/health');
  rows.push({
    case: 'database ping (GET /api/health | select 1)',
    'statements / request': 1,
    'API req/s': Math.round(pingApi),
    'bare pg req/s': Math.round(pingBare),
    'API share': `${Math.round((pingApi / pingBare) * 100)} %`,
  });
  let userRate = 0;
  for (const c of cases) {
    // Warm-up of the route, then the measure.
    await apiRate(c.path, company.token);
    const api = await apiRate(c.path, company.token);
    const bare = c.statements.length > 0 ? await bareRate(c.statements) : Infinity;
    if (c.name.startsWith('GET /api/user')) userRate = api;
    rows.push({
      case: c.name,
      'statements / request': Number((c.statements.length / capturedRequests).toFixed(2)),
      'API req/s': Math.round(api),
      'bare pg req/s': Math.round(bare),
      'API share': `${Math.round((api / bare) * 100)} %`,
    });
  }
  console.log(
    `# bench:share: ${connections} connections, ${seconds} s each, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
  console.log(
    `GET /api/user/{id}: ${Math.round((userRate / pingBare) * 100)} % of the bare database ping, ${Math.round((userRate / pingApi) * 100)} % of the API's (aim: 50 %)`,
  );
  for (const c of cases) {
    // Each distinct statement once, with how many of the captured requests sent it.
    const seen = new Map<string, number>();
    for (const s of c.statements) seen.set(s.text, (seen.get(s.text) ?? 0) + 1);
    console.log(`\n${c.name}: the statements the server sent (${capturedRequests} requests)`);
    for (const [text, n] of seen)
      console.log(`  ${n} × ${text.replace(/\s+/g, ' ').slice(0, 130)}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
