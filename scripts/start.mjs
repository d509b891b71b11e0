#!/usr/bin/env node
// `npm start`: builds the web app when it has not been built, then runs the server, which applies
// migrations and serves web and API on PORT (default 3000). Signals are passed on, so the server
// shuts down gracefully.
//
// WORKERS=N (or `npm run start:cluster`, one worker per core): N server processes share PORT
// through node:cluster (the primary accepts connections and hands them out round-robin). The
// server keeps no state in memory, so this needs only DATABASE_URL (PGlite allows one process per
// DATA_DIR) and, for rate limits counted across processes, REDIS_URL. The first worker applies the
// migrations before the others start; a worker that dies is replaced. See docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

// Decision 206: the server runs on Node.js 24 LTS, which `npm install` brings as the `node`
// package; npm scripts run it whatever the machine's own Node.js is.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) {
  console.error(
    `Node.js ${process.versions.node} is not supported: run \`npm install && npm start\`, which uses Node.js 24 from node_modules.`,
  );
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
const mainTs = path.join(root, 'packages/server/src/main.ts');

const workersArg = process.argv.includes('--cluster')
  ? String(availableParallelism())
  : (process.env.WORKERS ?? '1');
const workers = workersArg === 'auto' ? availableParallelism() : Number(workersArg);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error('WORKERS must be a whole number from 1 to 64, or "auto".');
  process.exit(1);
}
if (workers > 1 && !process.env.DATABASE_URL) {
  console.error(
    'WORKERS > 1 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only.',
  );
  process.exit(1);
}
// Decision 223: said once here, rather than by every worker the primary would start again.
if (workers > 1 && !process.env.JWT_SECRET) {
  console.error(
    'WORKERS > 1 needs JWT_SECRET: every server process must sign tokens with the same secret (at least 32 characters).',
  );
  process.exit(1);
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npx', ['vite', 'build', 'packages/web', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (workers === 1) {
  const server = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: dist },
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  cluster.setupPrimary({ exec: mainTs, execArgv: ['--import', 'tsx'], silent: false });
  // Decision 280: /metrics counts every process of the node. The worker that takes the scrape asks
  // this primary, which sums the series of every worker (prom-client's AggregatorRegistry: counters
  // and histograms added, the shared database's gauges taken once) and adds how many answered.
  const { AggregatorRegistry } = await import('prom-client');
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message) => {
    if (message?.type !== 'talentpool:nodeMetrics') return;
    const answered = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected()).length;
    aggregator
      .clusterMetrics()
      .then((text) => {
        const instance = /instance="([^"]*)"/.exec(text)?.[1] ?? '';
        const processes = [
          '# HELP talentpool_node_processes Server processes of this node whose series this answer sums (WORKERS).',
          '# TYPE talentpool_node_processes gauge',
          `talentpool_node_processes{instance="${instance}"} ${answered}`,
          '',
        ].join('\n');
        worker.send({ type: 'talentpool:nodeMetrics', id: message.id, text: text + processes });
      })
      .catch((err) => {
        worker.send({ type: 'talentpool:nodeMetrics', id: message.id, error: String(err) });
      });
  });
  let stopping = false;
  const fork = () => cluster.fork({ ...process.env, WEB_DIST: dist, WORKER_COUNT: workers });
  // The first worker migrates the database alone; the others start once it listens.
  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < workers; i++) fork();
    console.log(`${workers} server processes listening on port ${process.env.PORT ?? 3000}`);
  });
  // A worker that dies is replaced (issue 43: the primary is the supervisor of its workers);
  // one that dies soon after its start waits longer each time (1 s doubling to 30 s), so a
  // fault that outlives restarts does not spin.
  let delay = 1_000;
  const started = new Map();
  cluster.on('listening', (worker) => started.set(worker.id, Date.now()));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const listenedAt = started.get(worker.id);
    started.delete(worker.id);
    if (listenedAt && Date.now() - listenedAt > 60_000) delay = 1_000;
    const wait = delay;
    delay = Math.min(delay * 2, 30_000);
    console.error(
      `server process ${worker.process.pid} exited (${signal ?? code}); starting another in ${wait / 1000} s`,
    );
    setTimeout(fork, wait);
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {});
      if (running.length === 0) process.exit(0);
      for (const worker of running) worker?.process.kill(signal);
    });
  }
}
