// `npm run bench:webhooks [-- --database-url URL] [-- --events 10000] [-- --delay-ms 50] [-- --rounds 3] [-- --cpu-only]`
// Issue 42 (decisions.md 18, decision 236): a webhook burst. The demo company's posting of 10,000
// applicants (bench/bulkMove.ts) gets a webhook on application.stageChanged to a local receiver
// that answers each delivery after 50 ms and verifies its signature with the standardwebhooks
// library; bulk moves of 500 (the API's largest batch) move all of them, so 10,000 events are
// written in the moves' transactions. Printed: how long until the receiver had every event (target
// under 2 minutes), and the API's p95 (GET listCompanyJobs under autocannon, 10 connections)
// without the burst and during it (target: not more than 20% slower). The bulk moves are API calls
// of their own: the same moves with the webhook hearing none of them are timed under the same load
// first (during them, and as long again as the API alone after them), so that the burst's windows
// can be read against the moves' own cost as well as against the API alone (decision 286). The
// whole is done `--rounds` times, each phase from a vacuumed database (decision 290), and the
// medians of the rounds' ratios are the verdict. Then, without the API's
// load, the CPU time per delivery (less dependent on the machine's load than the times): the same
// moves with the webhook listening to nothing they make (the moves' own cost), and again with it
// listening; the server process's and its PostgreSQL backends' CPU (/proc, Linux) of the second
// less the first, per delivery, and the receiver's thread's CPU per delivery (it shares the
// machine). `--cpu-only` measures only that (a minute instead of four).
// `--profile-dir DIR` runs the server under `node --cpu-prof`.
// Figures, no assertions.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, asc, count, eq } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/database';
import { applications, companyMembers, webhooks } from '../packages/server/src/db/schema';
import { demoAccounts, seedDemo } from '../packages/server/src/seed/seed';
import { seedBulkPosting } from './bulkMove';
import pg from 'pg';
import { cpuTicksOf, freePort, option, waitForServer } from './cpuPerRequest';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
const wanted = Number(option('events') ?? 10_000);
const delayMs = Number(option('delay-ms') ?? 50);
const connections = Number(option('connections') ?? 10);
const baselineSeconds = Number(option('seconds') ?? 10);
const profileDir = option('profile-dir');
const cpuOnly = process.argv.includes('--cpu-only');
const rounds = Number(option('rounds') ?? 3);
const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-webhooks-'));

// 1. The receiver: 50 ms per answer, every signature verified by the reference library. It runs
// in a thread of its own, so that its work does not hold up autocannon's (which measures the
// API's latency in this thread).
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const receiverCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const { Webhook } = require(workerData.standardwebhooks);
const verifier = new Webhook(workerData.secret);
const seen = new Set();
let received = 0, unverified = 0;
const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (c) => chunks.push(c));
  request.on('end', () => {
    const headers = {};
    for (const [k, v] of Object.entries(request.headers)) headers[k] = String(v);
    try { verifier.verify(Buffer.concat(chunks).toString('utf8'), headers); }
    catch { unverified += 1; }
    setTimeout(() => {
      response.writeHead(200).end();
      const id = headers['webhook-id'] || '';
      if (!seen.has(id)) {
        seen.add(id);
        received += 1;
        parentPort.postMessage({ received, unverified, at: performance.timeOrigin + performance.now() });
      }
    }, workerData.delayMs);
  });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => { server.closeAllConnections(); server.close(); parentPort.close(); });
`;
const receiver = new Worker(receiverCode, {
  eval: true,
  workerData: {
    secret,
    delayMs,
    standardwebhooks: createRequire(import.meta.url).resolve('standardwebhooks'),
  },
});
let received = 0;
let unverified = 0;
/** When the latest new delivery arrived (ms since the epoch, fractional). */
let lastAt = 0;
const now = () => performance.timeOrigin + performance.now();
/** Resolved once the receiver has had `until` deliveries. */
let until = wanted;
let onAll: (() => void) | null = null;
const receiverPort = await new Promise<number>((resolve) => {
  receiver.on(
    'message',
    (m: { port?: number; received?: number; unverified?: number; at?: number }) => {
      if (m.port !== undefined) resolve(m.port);
      else {
        received = m.received ?? received;
        unverified = m.unverified ?? unverified;
        lastAt = m.at ?? lastAt;
        if (received >= until) onAll?.();
      }
    },
  );
});
const receiverUrl = `http://127.0.0.1:${receiverPort}/hook`;

// 2. The data: the demo company, its posting of 10,000 applicants, the webhook.
let ids: string[];
/** The stage most of the applicants are in: each moveAll moves them all to the other one. */
let current = 'applied';
let webhookId = '';
{
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedDemo(database.db, { users: 0 });
    const { jobId } = await seedBulkPosting(database.db, demoAccounts.company.email, wanted);
    ids = (
      await database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.jobId, jobId))
        .orderBy(asc(applications.id))
        .limit(wanted)
    ).map((r) => r.id);
    const [inScreening] = await database.db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.stage, 'screening')));
    if (Number(inScreening?.n ?? 0) > wanted / 2) current = 'screening';
    const [owner] = await database.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.email, demoAccounts.company.email));
    if (!owner) throw new Error('bench: no demo company');
    await database.db.delete(webhooks).where(eq(webhooks.companyId, owner.companyId));
    const [hook] = await database.db
      .insert(webhooks)
      .values({
        companyId: owner.companyId,
        url: receiverUrl,
        events: ['application.stageChanged'],
        secret,
      })
      .returning({ id: webhooks.id });
    webhookId = hook?.id ?? '';
  } finally {
    await database.close();
  }
}

// 3. The server, as `npm start` runs it (loopback receiver: WEBHOOK_ALLOW_PRIVATE=1).
const port = await freePort();
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
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-0123456789',
      LOG_LEVEL: 'warn',
      WEBHOOK_ALLOW_PRIVATE: '1',
      STAGE_MAIL_UNDO_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const url = `http://127.0.0.1:${port}`;

function load(seconds: number) {
  return autocannon({
    url: `${url}/api/company/jobs?page=1&pageSize=20`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
}

let token = '';

/**
 * Moves every applicant on, to the stage they are not in (screening, interview, screening…), in
 * bulk moves of 500, so that every move changes a stage and makes its event; the time the moves
 * took.
 */
async function moveAll(): Promise<number> {
  const stage = current === 'screening' ? 'interview' : 'screening';
  current = stage;
  let movesMs = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const moveStarted = performance.now();
    const res = await fetch(`${url}/api/company/applications/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ids.slice(i, i + 500), action: 'move', stage, notify: false }),
    });
    movesMs += performance.now() - moveStarted;
    if (res.status !== 200) throw new Error(`bench: bulk move answered ${res.status}`);
  }
  return movesMs;
}

/** Resolves when the receiver has `count` more deliveries, or 'timeout' after 5 minutes. */
function delivered(count: number): Promise<'done' | 'timeout'> {
  until = received + count;
  const all = new Promise<'done'>((resolve) => {
    onAll = () => resolve('done');
  });
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), 300_000).unref(),
  );
  return Promise.race([all, timeout]);
}

/** The webhook's events (the webhooks' own call, as an owner would). */
async function listenTo(events: string[]): Promise<void> {
  const res = await fetch(`${url}/api/company/webhooks/${webhookId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (res.status !== 200) throw new Error(`bench: updateWebhook answered ${res.status}`);
}

// The CPU time of the server process and of its PostgreSQL backends (PostgreSQL only; PGlite
// runs in the server process).
const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
await admin?.connect();
async function backendTicks(): Promise<Map<number, number>> {
  if (!admin) return new Map();
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map((r) => [r.pid, cpuTicksOf(r.pid)]));
}
async function cpuDuring(work: () => Promise<void>): Promise<{ server: number; pg: number }> {
  const pid = server.pid ?? 0;
  const before = cpuTicksOf(pid);
  const pgBefore = await backendTicks();
  await work();
  const after = cpuTicksOf(pid);
  let pgTicks = 0;
  for (const [backend, ticks] of await backendTicks())
    pgTicks += ticks - (pgBefore.get(backend) ?? 0);
  // Clock ticks of 10 ms.
  return { server: (after - before) * 10, pg: pgTicks * 10 };
}

/**
 * As autovacuum would (decision 290): this machine's PostgreSQL runs with autovacuum off
 * (conf.d/90-ci.conf), so every move's dead row versions stayed for the rest of the run and each
 * window started from a heavier state than the one before it (after 10,000 moves the API served
 * 200 requests a second instead of 500 until a vacuum). Each phase starts from a vacuumed
 * database, as on a server where autovacuum runs. PGlite runs inside the server: not vacuumed.
 */
async function vacuumed(): Promise<void> {
  await admin?.query('vacuum analyze');
}

/** The median of some numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

// autocannon reports p90 and p97.5, not p95: the mean of the two neighbours is printed as p95.
const p95of = (r: autocannon.Result) => (r.latency.p90 + r.latency.p97_5) / 2;
/** The API alone in a round: the mean p95 of its windows before and after the burst. */
const aloneOf = (r: { alone: autocannon.Result; aloneAfter: autocannon.Result }) =>
  (p95of(r.alone) + p95of(r.aloneAfter)) / 2;

interface Round {
  alone: autocannon.Result;
  /** The API alone again once every delivery is recorded: the burst is read against both. */
  aloneAfter: autocannon.Result;
  movesOnly: autocannon.Result;
  movesOnlySeconds: number;
  whileMoving: autocannon.Result;
  burst: autocannon.Result;
  movesMs: number;
  movesWallSeconds: number;
  deliveredSeconds: number;
  outcome: 'done' | 'timeout';
  got: number;
}

/**
 * 4. Under the API's load, in `rounds` rounds (windows of a few seconds swing by more than the
 * target from one to the next: the medians are what is read). Each round, from a vacuumed
 * database: the API alone; the bulk moves with the webhook hearing none of them (what the moves
 * cost the API by themselves); vacuumed again, the same moves with the webhook hearing them, the
 * API's window split in two: while the bulk moves run, and from the last move until every
 * delivery arrived (the dispatcher alone); vacuumed again, the API alone once more. The window of
 * the deliveries alone is read against the mean of the two windows of the API alone around it
 * (two such windows in the same state differ by 10-40% on this machine: the server's and
 * PostgreSQL's CPU per request swing together, so the drift over the round is taken out).
 */
async function burstUnderLoad(rounds: number): Promise<{ print(): void }> {
  const stop = (run: ReturnType<typeof load>) => (run as unknown as { stop(): void }).stop();
  // Warm-up: the server's code optimised and its pools full before anything is counted.
  await load(10);
  const done: Round[] = [];
  for (let k = 0; k < rounds; k += 1) {
    await vacuumed();
    const alone = await load(baselineSeconds);

    await listenTo(['posting.closed']);
    const movesOnlyRun = load(600);
    const movesOnlyStarted = now();
    await moveAll();
    const movesOnlySeconds = (now() - movesOnlyStarted) / 1000;
    stop(movesOnlyRun);
    const movesOnly = await movesOnlyRun;

    await vacuumed();
    await listenTo(['application.stageChanged']);
    const allDelivered = delivered(wanted);
    const during = load(600);
    const started = now();
    const movesMs = await moveAll();
    const movedAt = now();
    stop(during);
    const whileMoving = await during;
    const after = load(600);
    const outcome = await allDelivered;
    stop(after);
    const burst = await after;
    // The burst's last records are written up to 100 ms after the receiver had them.
    await settled();
    await vacuumed();
    const aloneAfter = await load(baselineSeconds);
    done.push({
      alone,
      aloneAfter,
      movesOnly,
      movesOnlySeconds,
      whileMoving,
      burst,
      movesMs,
      movesWallSeconds: (movedAt - started) / 1000,
      deliveredSeconds: (lastAt - started) / 1000,
      outcome,
      got: received - (until - wanted),
    });
  }

  return {
    print() {
      const pct = (r: autocannon.Result, key: 'p50' | 'p90' | 'p99') => r.latency[key];
      const change = (ratio: number) => {
        const slower = (ratio - 1) * 100;
        return `${slower >= 0 ? '+' : ''}${slower.toFixed(0)}%`;
      };
      const verdict = (ratio: number) => ((ratio - 1) * 100 <= 20 ? 'met' : 'short');
      for (const [k, round] of done.entries()) {
        console.log(
          `round ${k + 1}: ${wanted} events (bulk moves of 500: ${Math.ceil(ids.length / 500)} requests, ${(round.movesMs / 1000).toFixed(1)} s in all, ${round.movesWallSeconds.toFixed(1)} s wall; the same moves without deliveries: ${round.movesOnlySeconds.toFixed(1)} s wall); delivered ${round.got}/${wanted} in ${round.deliveredSeconds.toFixed(1)} s from the first move (${round.outcome}; within 120 s: ${round.outcome === 'done' && round.deliveredSeconds <= 120 ? 'met' : 'short'})`,
        );
        console.log(
          '  GET listCompanyJobs, 10 connections          | req/s | p50 ms | p90 ms | p95 ms | p99 ms',
        );
        for (const [name, r] of [
          ['alone', round.alone],
          ['alone again, after the burst', round.aloneAfter],
          ['during bulk moves without deliveries', round.movesOnly],
          ['during the bulk moves (and deliveries)', round.whileMoving],
          ['after the moves, deliveries only', round.burst],
        ] as const) {
          console.log(
            `  ${name.padEnd(44)} | ${Math.round(r.requests.average)} | ${pct(r, 'p50')} | ${pct(r, 'p90')} | ${p95of(r).toFixed(1)} | ${pct(r, 'p99')}`,
          );
        }
        console.log(
          `  p95: moves without deliveries vs alone ${change(p95of(round.movesOnly) / p95of(round.alone))}; moves with deliveries vs without ${change(p95of(round.whileMoving) / p95of(round.movesOnly))}; deliveries only vs alone (mean of the two) ${change(p95of(round.burst) / aloneOf(round))}; the two windows alone differ by ${change(p95of(round.aloneAfter) / p95of(round.alone))}`,
        );
      }
      const movesOwn = median(done.map((r) => p95of(r.movesOnly) / p95of(r.alone)));
      const withMoves = median(done.map((r) => p95of(r.whileMoving) / p95of(r.movesOnly)));
      const only = median(done.map((r) => p95of(r.burst) / aloneOf(r)));
      const slowest = Math.max(
        ...done.map((r) => (r.outcome === 'done' ? r.deliveredSeconds : Infinity)),
      );
      console.log(`medians of ${done.length} rounds:`);
      console.log(
        `  all 10,000 delivered within 120 s in every round: ${slowest <= 120 ? 'met' : 'short'} (slowest ${slowest.toFixed(1)} s); signatures failing verification: ${unverified}`,
      );
      console.log(
        `  p95 during the bulk moves without deliveries vs alone: ${change(movesOwn)} (the moves' own cost, not the burst's)`,
      );
      console.log(
        `  p95 during the moves and their deliveries vs the moves without: ${change(withMoves)} (target: not more than +20%: ${verdict(withMoves)})`,
      );
      console.log(
        `  p95 while only deliveries go out vs alone (the mean of the windows before and after): ${change(only)} (target: not more than +20%: ${verdict(only)})`,
      );
    },
  };
}

/** Waits until the webhook has no delivery left to record (PostgreSQL; PGlite: a moment). */
async function settled(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (!admin) return new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from webhook_deliveries where webhook_id = $1 and status <> 'succeeded'`,
      [webhookId],
    );
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * 6. The dispatcher alone (PostgreSQL): the moves' CPU varies from run to run by more than a
 * delivery's (0.16-0.48 ms of PostgreSQL per event), so the difference above is noisy. Here copies
 * of the burst's deliveries are written due in an hour, by the bench's own connection (not
 * counted), then made due at once: what is counted is the claims, the sending and the records.
 */
async function dispatcherOnly(): Promise<{
  seconds: string;
  outcome: 'done' | 'timeout';
  cpu: { server: number; pg: number };
} | null> {
  if (!admin) return null;
  // The burst's last records are written up to 100 ms after the receiver had them.
  await settled();
  const copied = await admin.query(
    `insert into webhook_deliveries
       (webhook_id, company_id, message_id, type, occurred_at, data, next_attempt_at)
     select webhook_id, company_id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), type,
       occurred_at, data, now() + interval '1 hour'
     from webhook_deliveries where webhook_id = $1 and status = 'succeeded'
     order by created_at desc limit $2`,
    [webhookId, wanted],
  );
  await admin.query('analyze webhook_deliveries');
  const started = now();
  let outcome: 'done' | 'timeout' = 'timeout';
  const cpu = await cpuDuring(async () => {
    const all = delivered(copied.rowCount ?? 0);
    await admin.query(
      `update webhook_deliveries set next_attempt_at = now()
       where webhook_id = $1 and status = 'pending' and next_attempt_at > now()`,
      [webhookId],
    );
    outcome = await all;
  });
  return { seconds: ((lastAt - started) / 1000).toFixed(1), outcome, cpu };
}

try {
  await waitForServer(url);
  const login = await fetch(`${url}/api/company/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.company),
  });
  token = ((await login.json()) as { token: string }).token;
  const underLoad = cpuOnly ? null : await burstUnderLoad(rounds);

  // 5. CPU per delivery, without the API's load: the moves alone (the webhook hears none of
  // them), then the moves with their deliveries.
  await vacuumed();
  await listenTo(['posting.closed']);
  const movesOnly = await cpuDuring(async () => {
    await moveAll();
  });
  await vacuumed();
  await listenTo(['application.stageChanged']);
  const quietStarted = now();
  let quietOutcome: 'done' | 'timeout' = 'timeout';
  const receiverBefore = await receiver.cpuUsage();
  const withDeliveries = await cpuDuring(async () => {
    const all = delivered(wanted);
    await moveAll();
    quietOutcome = await all;
  });
  const receiverAfter = await receiver.cpuUsage();
  const receiverMs =
    (receiverAfter.user + receiverAfter.system - receiverBefore.user - receiverBefore.system) /
    1000;
  const quietSeconds = ((lastAt - quietStarted) / 1000).toFixed(1);
  const sendingOnly = await dispatcherOnly();

  console.log(`\nWebhook burst: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, node ${process.version}`);
  if (underLoad) underLoad.print();
  const perDelivery = (ms: number) => (ms / wanted).toFixed(3);
  console.log(
    `without the API's load: ${wanted} delivered in ${quietSeconds} s (${quietOutcome}); CPU ms per event | server | PostgreSQL backends`,
  );
  console.log(
    `  moves only (no delivery)          | ${perDelivery(movesOnly.server)} | ${admin ? perDelivery(movesOnly.pg) : 'in the server (PGlite)'}`,
  );
  console.log(
    `  moves and deliveries              | ${perDelivery(withDeliveries.server)} | ${admin ? perDelivery(withDeliveries.pg) : 'in the server (PGlite)'}`,
  );
  console.log(
    `  a delivery (the difference)       | ${perDelivery(withDeliveries.server - movesOnly.server)} | ${admin ? perDelivery(withDeliveries.pg - movesOnly.pg) : '-'}`,
  );
  console.log(
    `  the receiver's thread (not ours: verifying and answering) | ${perDelivery(receiverMs)} ms per delivery`,
  );
  if (sendingOnly) {
    console.log(
      `the dispatcher alone (claim, sign, send, record; no move): ${wanted} in ${sendingOnly.seconds} s (${sendingOnly.outcome}); CPU ms per delivery: server ${perDelivery(sendingOnly.cpu.server)}, PostgreSQL backends ${perDelivery(sendingOnly.cpu.pg)}`,
    );
  }
} finally {
  await admin?.end();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  receiver.postMessage('close');
  await new Promise((resolve) => receiver.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
