// `npm run bench:webhooks [-- --database-url URL] [-- --events 10000] [-- --delay-ms 50]`
// Issue 42 (decisions.md 18, decision 236): a webhook burst. The demo company's posting of 10,000
// applicants (bench/bulkMove.ts) gets a webhook on application.stageChanged to a local receiver
// that answers each delivery after 50 ms and verifies its signature with the standardwebhooks
// library; bulk moves of 500 (the API's largest batch) move all of them, so 10,000 events are
// written in the moves' transactions. Printed: how long until the receiver had every event (target
// under 2 minutes), and the API's p95 (GET listCompanyJobs under autocannon, 10 connections)
// without the burst and during it (target: not more than 20% slower). Figures, no assertions.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, asc, count, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../packages/server/src/db/database';
import { applications, companyMembers, webhooks } from '../packages/server/src/db/schema';
import { demoAccounts, seedDemo } from '../packages/server/src/seed/seed';
import { seedBulkPosting } from './bulkMove';
import { freePort, option, waitForServer } from './cpuPerRequest';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = option('database-url') ?? process.env.DATABASE_URL;
const wanted = Number(option('events') ?? 10_000);
const delayMs = Number(option('delay-ms') ?? 50);
const connections = Number(option('connections') ?? 10);
const baselineSeconds = Number(option('seconds') ?? 10);
const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-webhooks-'));

// 1. The receiver: 50 ms per answer, every signature verified by the reference library.
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const verifier = new Webhook(secret);
let received = 0;
let unverified = 0;
const seenIds = new Set<string>();
let lastAt = 0;
let onAll: (() => void) | null = null;
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
    );
    try {
      verifier.verify(Buffer.concat(chunks).toString('utf8'), headers);
    } catch {
      unverified += 1;
    }
    setTimeout(() => {
      response.writeHead(200).end();
      const id = headers['webhook-id'] ?? '';
      if (!seenIds.has(id)) {
        seenIds.add(id);
        received += 1;
        lastAt = performance.now();
        if (received >= wanted) onAll?.();
      }
    }, delayMs);
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

// 2. The data: the demo company, its posting of 10,000 applicants, the webhook.
let ids: string[];
/** Where the applicants go: the stage most of them are not in (a second run moves them back). */
let target = 'screening';
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
    if (Number(inScreening?.n ?? 0) > wanted / 2) target = 'interview';
    const [owner] = await database.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.email, demoAccounts.company.email));
    if (!owner) throw new Error('bench: no demo company');
    await database.db.delete(webhooks).where(eq(webhooks.companyId, owner.companyId));
    await database.db.insert(webhooks).values({
      companyId: owner.companyId,
      url: receiverUrl,
      events: ['application.stageChanged'],
      secret,
    });
  } finally {
    await database.close();
  }
}

// 3. The server, as `npm start` runs it (loopback receiver: WEBHOOK_ALLOW_PRIVATE=1).
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
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
});
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
try {
  await waitForServer(url);
  const login = await fetch(`${url}/api/company/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.company),
  });
  token = ((await login.json()) as { token: string }).token;
  // Warm-up, then the API alone.
  await load(2);
  const alone = await load(baselineSeconds);

  // The burst: bulk moves of 500 while the API is under the same load.
  const allDelivered = new Promise<void>((resolve) => {
    onAll = resolve;
  });
  const during = load(600);
  const started = performance.now();
  let movesMs = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const moveStarted = performance.now();
    const res = await fetch(`${url}/api/company/applications/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ids: ids.slice(i, i + 500),
        action: 'move',
        stage: target,
        notify: false,
      }),
    });
    movesMs += performance.now() - moveStarted;
    if (res.status !== 200) throw new Error(`bench: bulk move answered ${res.status}`);
  }
  const movedAt = performance.now();
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), 300_000).unref(),
  );
  const outcome = await Promise.race([allDelivered.then(() => 'done' as const), timeout]);
  (during as unknown as { stop(): void }).stop();
  const burst = await during;

  const pct = (r: autocannon.Result, key: 'p50' | 'p90' | 'p99') => r.latency[key];
  // autocannon reports p90 and p97.5, not p95: the mean of the two neighbours is printed as p95.
  const p95of = (r: autocannon.Result) => (r.latency.p90 + r.latency.p97_5) / 2;
  const deliveredSeconds = ((lastAt - started) / 1000).toFixed(1);
  console.log(`\nWebhook burst: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, node ${process.version}`);
  console.log(
    `events: ${wanted} (bulk moves of 500: ${Math.ceil(ids.length / 500)} requests, ${(movesMs / 1000).toFixed(1)} s in all, ${((movedAt - started) / 1000).toFixed(1)} s wall)`,
  );
  console.log(
    `delivered: ${received}/${wanted} in ${deliveredSeconds} s from the first move (${outcome}); receiver answers after ${delayMs} ms; signatures failing verification: ${unverified}`,
  );
  console.log(
    `target: all within 120 s: ${outcome === 'done' && Number(deliveredSeconds) <= 120 ? 'met' : 'short'}`,
  );
  console.log('GET listCompanyJobs, 10 connections | req/s | p50 ms | p90 ms | p95 ms | p99 ms');
  for (const [name, r] of [
    ['alone', alone],
    ['during the burst', burst],
  ] as const) {
    console.log(
      `${name.padEnd(35)} | ${Math.round(r.requests.average)} | ${pct(r, 'p50')} | ${pct(r, 'p90')} | ${p95of(r).toFixed(1)} | ${pct(r, 'p99')}`,
    );
  }
  const slower = (p95of(burst) / p95of(alone) - 1) * 100;
  console.log(
    `p95 during the burst vs alone: ${slower >= 0 ? '+' : ''}${slower.toFixed(0)}% (target: not more than +20%: ${slower <= 20 ? 'met' : 'short'})`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  receiver.closeAllConnections();
  receiver.close();
  await rm(dataDir, { recursive: true, force: true });
}
