import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './postingStages';

/**
 * Applications per posting and stage (decision 165): read from `application_stage_counts`
 * (migration 0030), delta rows the applications' triggers add on every insert, delete and move,
 * summed per stage. Stages at zero are left out, as a count of the applications would.
 */

/** A posting's delta rows past this many are folded into one per stage by the read that sees them. */
export const COMPACT_AFTER = 64;

export async function stageCountsOf(
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>();
  if (jobIds.length === 0) return counts;
  const result = await db.execute(sql`select c.job_id, c.stage, sum(c.n)::int as n,
      count(*)::int as deltas
    from application_stage_counts c
    where c.job_id in (${sql.join(
      jobIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by c.job_id, c.stage`);
  const deltas = new Map<string, number>();
  for (const row of rowsOf<{ job_id: string; stage: string; n: number; deltas: number }>(result)) {
    deltas.set(row.job_id, (deltas.get(row.job_id) ?? 0) + Number(row.deltas));
    const n = Number(row.n);
    if (n === 0) continue;
    const entry = counts.get(row.job_id) ?? {};
    entry[row.stage] = n;
    counts.set(row.job_id, entry);
  }
  for (const [jobId, rows] of deltas) {
    if (rows > COMPACT_AFTER) await compactStageCounts(db, jobId);
  }
  return counts;
}

/** Folds a posting's delta rows into one per stage (one statement; the sums stay the same). */
export async function compactStageCounts(db: Db, jobId: string): Promise<void> {
  await db.execute(sql`select application_stage_counts_compact(${jobId}::uuid)`);
}
