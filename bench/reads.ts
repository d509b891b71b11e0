// `npm run bench:reads [-- --database-url URL] [--runs N]`: for each free-text shape of
// bench/shapes.ts, the page of 20 by relevance timed with each way of reading candidate_search for
// the bounded set (table, the two heads, the whole index; decisions 167 and 171), next to the read
// candidatesReadOf chooses, so a change of its costs can be judged on the real database. Median of
// N runs (default 15) of the repository call after two warm-up runs, on one connection, with the
// server's settings. The word facts are asked once per word (the server keeps them).
import { loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../packages/server/src/db/database';
import * as schema from '../packages/server/src/db/schema';
import {
  candidateHeads,
  searchCandidates,
  type CandidatesRead,
} from '../packages/server/src/features/search/public';
import { option } from './cpuPerRequest';
import { sqlShapes } from './shapes';

const url = option('database-url') ?? process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('Give a PostgreSQL database: --database-url URL or DATABASE_URL.\n');
  process.exit(1);
}
const runs = Number(option('runs') ?? 15);

const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c synchronize_seqscans=off' });
const chosen: string[] = [];
const db = drizzle(pool, {
  schema,
  // The bounded set's read shows in the statement: a TID range, a head's id bound, or neither.
  logger: { logQuery: (query) => chosen.push(query) },
}) as unknown as Db;

const reads: CandidatesRead[] = ['table', 'head32', 'head', 'index'];
const paging = { limit: 20, offset: 0 };

/** The read a captured page statement took: a TID range, the smallest head's id bound, or neither. */
function readOf(statement: string): CandidatesRead {
  if (statement.includes(`ctid >= '(0,0)'::tid`)) return 'table';
  const heads = [...candidateHeads].sort((a, b) => a.share - b.share);
  const head = heads.find((h) => statement.includes(`< '${h.below}'::uuid`));
  return head?.read ?? 'index';
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  await run();
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number((times[Math.floor(times.length / 2)] ?? 0).toFixed(2));
}

try {
  const { rows } = await pool.query<{ users: string }>(
    'select count(*)::text as users from candidate_search',
  );
  console.log(
    `# bench:reads: ${rows[0]?.users} findable candidates, median of ${runs} runs (ms), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const table = [];
  for (const shape of sqlShapes.filter((s) => s.filters.q && !s.offset)) {
    chosen.length = 0;
    await searchCandidates(db, shape.filters, paging);
    const pick = readOf(chosen.at(-1) ?? '');
    const row: Record<string, string | number> = { shape: shape.name, chosen: pick };
    for (const read of reads) {
      row[read] = await medianMs(() =>
        searchCandidates(db, shape.filters, paging, undefined, { read }),
      );
    }
    const best = reads.reduce((a, b) => (Number(row[b]) < Number(row[a]) ? b : a));
    row.best = best;
    row['chosen / best'] = Number((Number(row[pick]) / Number(row[best])).toFixed(2));
    table.push(row);
  }
  console.table(table);
} finally {
  await pool.end();
}
