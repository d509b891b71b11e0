// `npm run bench`: starts the real server (PGlite in a temporary DATA_DIR, or DATABASE_URL),
// drives each case with autocannon and prints req/s, p50, p95, p99 and the ratio to the trivial
// route, which is what Node and Fastify alone can serve on this machine. No assertions: figures.
// BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune the run.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

interface BenchCase {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
}

const cases: BenchCase[] = [
  { name: 'GET /api/version (trivial)', path: '/api/version' },
  { name: 'GET /api/health (database ping)', path: '/api/health' },
];

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function measure(url: string, c: BenchCase) {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${c.path}`, method: c.method ?? 'GET', connections, duration: seconds },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) errors++;
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name: c.name,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-'));
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;

try {
  let ready = false;
  for (let i = 0; i < 240 && !ready; i++) {
    ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!ready) throw new Error('server did not start');

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nTalentPool bench: ${database}, ${connections} connections, ${seconds} s per case, node ${process.version}\n`,
  );
  const rows = [];
  for (const c of cases) rows.push(await measure(url, c));
  const trivial = rows[0]?.requestsPerSecond ?? NaN;
  const table = rows.map((r) => ({
    case: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': Number(r.p50.toFixed(2)),
    'p95 ms': Number(r.p95.toFixed(2)),
    'p99 ms': Number(r.p99.toFixed(2)),
    'vs trivial': `${((r.requestsPerSecond / trivial) * 100).toFixed(0)}%`,
    errors: r.errors,
  }));
  console.table(table);
  await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench', 'results', 'latest.json'),
    JSON.stringify({ database, connections, seconds, at: new Date().toISOString(), rows }, null, 2),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
