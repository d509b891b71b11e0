// The CPU time each request costs the server process and PostgreSQL's backends, over HTTP with
// autocannon (10 connections by default), for the *-cpu benches (bench:search-cpu,
// bench:pipeline-cpu). CPU time per request holds on a loaded machine where wall-clock
// percentiles do not (the machine's other work waits for the cores, it is not counted in these
// processes' CPU). The server runs from `root` (another checkout for an A/B against main on the
// same database), optionally under `node --cpu-prof`. Linux only (/proc).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

/** `--name value` or `--name=value` from the command line. */
export function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  return argv[index]?.includes('=') ? argv[index]?.split('=').slice(1).join('=') : argv[index + 1];
}

export interface CpuCase {
  name: string;
  path: string;
  token: string | undefined;
}

const ticksPerMs = 100 / 1000; // USER_HZ: 100 on Linux

/** utime + stime of a process in clock ticks (0 for one that is gone). */
export function cpuTicksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits up to 5 minutes for the server at `url` to answer its health check (on a loaded machine
 * tsx and the migrations take a while). */
export async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/**
 * Starts the server on the database, logs in as the demo company, asks `casesOf` for the cases
 * (with the company's token and a client of the database), and prints a table of CPU per request
 * for each, after a warm-up of up to 100 requests.
 */
export async function measureCpuPerRequest(settings: {
  databaseUrl: string;
  root: string;
  requests: number;
  connections: number;
  profileDir?: string;
  dataDirPrefix: string;
  casesOf: (token: string, admin: pg.Client, url: string) => Promise<CpuCase[]>;
}): Promise<void> {
  const { databaseUrl, root, requests, connections, profileDir } = settings;
  const database = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  /** PostgreSQL backends of this database other than ours, with their CPU ticks. */
  const backendTicks = async (): Promise<Map<number, number>> => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return new Map(rows.map((r) => [r.pid, cpuTicksOf(r.pid)]));
  };

  const port = await freePort();
  // The server's own files (uploads, outbox): removed when the run ends.
  const dataDir = await mkdtemp(path.join(tmpdir(), settings.dataDirPrefix));
  const server = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      'packages/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        // Decision 223: a server on PostgreSQL starts only with JWT_SECRET.
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SEARCH: '100000000',
        RATE_LIMIT_PROFILE_VIEWS: '100000000',
        RATE_LIMIT_EXPORTS: '100000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;

  const run = (pathOf: string, token: string | undefined, amount: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `${url}${pathOf}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          connections,
          amount,
        },
        (err, done) => (err ? reject(err) : resolve(done)),
      );
    });

  try {
    await waitForServer(url);
    // Imported here: bench/reportRanges.ts takes cpuTicksOf without loading this tree's server.
    const { demoAccounts } = await import('../packages/server/src/seed/seed');
    const login = await fetch(`${url}/api/company/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: demoAccounts.company.email,
        password: demoAccounts.company.password,
      }),
    });
    const { token } = (await login.json()) as { token: string };
    const cases = await settings.casesOf(token, admin, url);
    const pid = server.pid ?? 0;
    const rows = [];
    for (const c of cases) {
      // Warm up: the first requests compile code paths and fill caches.
      await run(c.path, c.token, Math.min(100, requests));
      const before = cpuTicksOf(pid);
      const pgBefore = await backendTicks();
      const t = performance.now();
      const result = await run(c.path, c.token, requests);
      const wall = performance.now() - t;
      const after = cpuTicksOf(pid);
      const pgAfter = await backendTicks();
      let pgTicks = 0;
      for (const [backend, ticks] of pgAfter) pgTicks += ticks - (pgBefore.get(backend) ?? 0);
      const done = result['2xx'];
      rows.push({
        case: c.name,
        requests: done,
        non2xx: result.non2xx + result.errors,
        'server CPU ms/req': Number(((after - before) / ticksPerMs / done).toFixed(3)),
        'PostgreSQL CPU ms/req': Number((pgTicks / ticksPerMs / done).toFixed(3)),
        'req/s (load-dependent)': Math.round((done / wall) * 1000),
      });
    }
    console.table(rows);
  } finally {
    await admin.end();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}
