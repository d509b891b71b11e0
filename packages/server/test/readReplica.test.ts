// DATABASE_READ_URL (issue 43, decision 267) on a real streaming replica: the test makes its own
// primary (initdb) and a standby of it with pg_basebackup -R, on two free ports, and starts the
// app on the primary with the standby as its read database. With the standby's replay paused, a
// posting published through the app is in the company's own list (the primary) and not yet on
// the job board or in the feed (the replica); resumed, it arrives there. Needs PostgreSQL's
// server programs and root (to run them as the postgres user); runs with DATABASE_URL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import {
  canRunOwnPostgres,
  ownPostgresWork,
  removeWork,
  startOwnPostgres,
  startReplica,
  type OwnPostgres,
} from './helpers/ownPostgres';
import { json, startTestServer, usingPostgres, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

let work: string;
let primary: OwnPostgres | undefined;
let replica: OwnPostgres | undefined;
let server: TestServer;
let company: TestAccount;

async function onReplica(statement: string): Promise<void> {
  await replica?.query(statement, 'talentpool');
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

describe.runIf(usingPostgres && canRunOwnPostgres)(
  'DATABASE_READ_URL on a streaming replica',
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      work = await ownPostgresWork();
      primary = await startOwnPostgres(work);
      await primary.query('create database talentpool');
      replica = await startReplica(work, primary);
      server = await startTestServer({
        databaseUrl: primary.url('talentpool'),
        env: { DATABASE_READ_URL: replica.url('talentpool') },
      });
      company = await createAccount(server, 'Company');
    }, 180_000);

    afterAll(async () => {
      await server?.stop();
      await removeWork(work, [replica, primary]);
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
        const report = await server.request('/api/company/reports/hiring', {
          token: company.token,
        });
        expect(report.status).toBeLessThan(500);

        await onReplica('select pg_wal_replay_resume()');
        await untilOnBoard(second);
      } finally {
        await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
      }
    });
  },
);
