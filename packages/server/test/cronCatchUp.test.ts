// Missed cron ticks (issue 43, decision 266): a scheduled job whose last tick passed while no
// server of the deployment ran is run once when the first one starts again, and only once, also
// when several nodes start together; a tick some process saw is not run again.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { rowsOf } from '../src/db/postingStages';
import { cvFilesSweepJob } from '../src/features/retention/cvFiles';
import {
  dropTestDatabase,
  startTestServer,
  usingPostgres,
  type TestServer,
} from './helpers/testServer';

/** The jobs of the hourly CV files sweep (minute 41): their data. */
async function sweeps(server: TestServer): Promise<Array<{ missedTick?: string }>> {
  return rowsOf<{ data: { missedTick?: string } }>(
    await server.app.db.execute(
      sql`select data from pgboss.job where name = ${cvFilesSweepJob} order by created_on`,
    ),
  ).map((row) => row.data);
}

/** Every node down for two hours: pg-boss last looked at the schedules then, and sent nothing. */
async function downForTwoHours(target: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase(target);
  try {
    await database.db.execute(sql`update pgboss.version set cron_on = now() - interval '2 hours'`);
    await database.db.execute(sql`delete from pgboss.job where name = ${cvFilesSweepJob}`);
  } finally {
    await database.close();
  }
}

describe(
  `missed cron ticks (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`,
  { timeout: 120_000 },
  () => {
    it('runs the last missed tick once at start, and not again at the next start', async (context) => {
      // Within 2 minutes after minute 41 pg-boss itself sends the tick (it sends one up to 60 s
      // old); the catch-up is not what runs it then.
      const sinceTick = (new Date().getUTCMinutes() - 41 + 60) % 60;
      if (sinceTick < 2) context.skip("the tick is pg-boss's own to send right now");
      const first = await startTestServer();
      const target = {
        dataDir: first.config.dataDir,
        ...(first.config.databaseUrl ? { databaseUrl: first.config.databaseUrl } : {}),
      };
      try {
        // A deployment that ran (pg-boss looked at its schedules), then stopped.
        await first.stop();
        await downForTwoHours(target);

        const again = await startTestServer(target);
        const caught = await sweeps(again);
        await again.stop();
        expect(caught).toHaveLength(1);
        // The tick at minute 41 of this hour or the last: the one no process saw.
        const tick = new Date(caught[0]?.missedTick ?? '');
        expect(tick.getUTCMinutes()).toBe(41);
        expect(Date.now() - tick.getTime()).toBeLessThan(60 * 60_000 + 60_000);

        // The next start: the tick was run; nothing more.
        const third = await startTestServer(target);
        expect(await sweeps(third)).toHaveLength(1);
        await third.stop();
      } finally {
        await rm(target.dataDir, { recursive: true, force: true });
        if (target.databaseUrl) await dropTestDatabase(target.databaseUrl);
      }
    });

    it('sends nothing when a process was looking at the schedules (the tick was its to send)', async () => {
      const server = await startTestServer();
      try {
        await server.stop();
        const database = await openDatabase({
          dataDir: server.config.dataDir,
          ...(server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {}),
        });
        await database.db.execute(sql`update pgboss.version set cron_on = now()`);
        await database.db.execute(sql`delete from pgboss.job where name = ${cvFilesSweepJob}`);
        await database.close();
        const again = await startTestServer({
          dataDir: server.config.dataDir,
          ...(server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {}),
        });
        expect(await sweeps(again)).toHaveLength(0);
        await again.stop();
      } finally {
        await rm(server.config.dataDir, { recursive: true, force: true });
        if (server.config.databaseUrl) await dropTestDatabase(server.config.databaseUrl);
      }
    });

    it.runIf(usingPostgres)('sends it once when three nodes start together', async () => {
      const first = await startTestServer();
      const databaseUrl = first.config.databaseUrl ?? '';
      try {
        await first.stop();
        await downForTwoHours({ dataDir: first.config.dataDir, databaseUrl });
        const nodes = await Promise.all([1, 2, 3].map(() => startTestServer({ databaseUrl })));
        expect(await sweeps(nodes[0] as TestServer)).toHaveLength(1);
        for (const node of nodes) await node.close();
      } finally {
        await rm(first.config.dataDir, { recursive: true, force: true });
        await dropTestDatabase(databaseUrl);
      }
    });
  },
);
