// DATABASE_READ_URL (issue 43, decision 267) on a real streaming replica: the test makes its own
// primary (initdb) and a standby of it with pg_basebackup -R, on two free ports, and starts the
// app on the primary with the standby as its read database. With the standby's replay paused, a
// posting published through the app is in the company's own list (the primary) and not yet on
// the job board or in the feed (the replica); resumed, it arrives there. Needs PostgreSQL's
// server programs and root (to run them as the postgres user); runs with DATABASE_URL only.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { freePort } from './helpers/serverProcess';
import { json, startTestServer, usingPostgres, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

function serverBin(): string | null {
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = found.status === 0 ? found.stdout.trim() : '';
  return dir && existsSync(path.join(dir, 'initdb')) ? dir : null;
}
const bin = serverBin();
const canRun =
  usingPostgres &&
  bin !== null &&
  process.getuid?.() === 0 &&
  spawnSync('id', ['postgres']).status === 0;

let work: string;
let primaryPort: number;
let replicaPort: number;
let server: TestServer;
let company: TestAccount;

/** A PostgreSQL program run as the postgres user (the server refuses to run as root). */
function asPostgres(program: string, args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin ?? '', program), ...args], {
    stdio: 'pipe',
  });
}

async function onReplica(statement: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: replicaPort, user: 'postgres' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function boardIds(): Promise<string[]> {
  const res = await server.request('/api/jobs');
  expect(res.status).toBe(200);
  const body = await json(res);
  return (body.postings as Array<{ _id: string }>).map((posting) => posting._id);
}

/** Resolves once the board lists the posting (replication is asynchronous; the test's time-out bounds the wait). */
async function untilOnBoard(id: string): Promise<void> {
  while (!(await boardIds()).includes(id)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(canRun)('DATABASE_READ_URL on a streaming replica', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'tp-replica-'));
    execFileSync('chown', ['postgres', work]);
    [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primary = path.join(work, 'primary');
    const replica = path.join(work, 'replica');
    asPostgres('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const options = (port: number) =>
      `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`;
    asPostgres('pg_ctl', [
      '-D',
      primary,
      '-o',
      options(primaryPort),
      '-l',
      `${primary}.log`,
      '-w',
      'start',
    ]);
    const admin = new pg.Client({ host: '127.0.0.1', port: primaryPort, user: 'postgres' });
    await admin.connect();
    await admin.query('create database talentpool');
    await admin.end();
    asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    asPostgres('pg_ctl', [
      '-D',
      replica,
      '-o',
      options(replicaPort),
      '-l',
      `${replica}.log`,
      '-w',
      'start',
    ]);
    server = await startTestServer({
      databaseUrl: `postgres://postgres@127.0.0.1:${primaryPort}/talentpool`,
      env: { DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${replicaPort}/talentpool` },
    });
    company = await createAccount(server, 'Company');
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    for (const dir of ['replica', 'primary']) {
      const data = path.join(work, dir);
      if (existsSync(data)) {
        try {
          asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // not running
        }
      }
    }
    await rm(work, { recursive: true, force: true });
  });

  it('is a replica: the app reads the board there and writes to the primary', async () => {
    const first = (await createJob(server, company)).id;
    await untilOnBoard(first);

    await onReplica('select pg_wal_replay_pause()');
    try {
      const second = (await createJob(server, company)).id;
      // The primary has it: the company's own list.
      const own = await json(await server.request('/api/company/jobs', { token: company.token }));
      expect(JSON.stringify(own)).toContain(second);
      // The replica does not yet: the board and the feed read there.
      expect(await boardIds()).toContain(first);
      expect(await boardIds()).not.toContain(second);
      const feed = await (await server.request('/jobs/feed.rss')).text();
      expect(feed).toContain(first);
      expect(feed).not.toContain(second);
      // Reports read there too, and answer.
      const report = await server.request('/api/company/reports/hiring', { token: company.token });
      expect(report.status).toBeLessThan(500);

      await onReplica('select pg_wal_replay_resume()');
      await untilOnBoard(second);
    } finally {
      await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
    }
  });
});
