// Bench data for talent pools and saved-search alerts (issue 21, decision 137): one pool of the
// demo company holding `wanted` complete profiles with a note each (a pool a recruiter has filled
// for months), and the alert's query, which is company search's statement with one more
// condition: profile completed inside the window. Seeded once: a second run finds it there.
import { and, count, eq, sql } from 'drizzle-orm';
import type { CandidateFilters } from '@talentpool/domain/company/search';
import type { Db } from '../packages/server/src/db/database';
import {
  talentPoolEntries,
  talentPools,
  users,
  usersProfileCompletedAt,
} from '../packages/server/src/db/schema';
import { searchCandidates } from '../packages/server/src/features/search/public';
import { createPoolsRepository } from '../packages/server/src/features/pools/repository';
import { demoOwner } from './benchPosting';

const poolName = 'Bench: a large pool';

export async function seedTalentPool(
  db: Db,
  ownerEmail: string,
  wanted = 2000,
): Promise<{ poolId: string; companyId: string; seededSeconds: number | null }> {
  const owner = await demoOwner(db, ownerEmail);
  const [existing] = await db
    .select({ id: talentPools.id })
    .from(talentPools)
    .where(and(eq(talentPools.companyId, owner.companyId), eq(talentPools.name, poolName)))
    .limit(1);
  const [pool] = existing
    ? [existing]
    : await db
        .insert(talentPools)
        .values({ companyId: owner.companyId, name: poolName, createdByMemberId: owner.id })
        .returning({ id: talentPools.id });
  if (!pool) throw new Error('bench: pool not stored');
  const [row] = await db
    .select({ n: count() })
    .from(talentPoolEntries)
    .where(eq(talentPoolEntries.poolId, pool.id));
  if (Number(row?.n ?? 0) >= wanted) {
    return { poolId: pool.id, companyId: owner.companyId, seededSeconds: null };
  }
  const started = Date.now();
  // Random complete profiles, added over the last year (the page's order is by added_at).
  await db.execute(sql`
    insert into talent_pool_entries (pool_id, user_id, note, added_by_member_id, added_at)
    select ${pool.id}, u.id, 'Bench note: strong SQL, call back in spring', ${owner.id},
      now() - random() * interval '365 days'
    from ${users} u where u.data_complete
    order by random() limit ${wanted}
    on conflict do nothing`);
  return {
    poolId: pool.id,
    companyId: owner.companyId,
    seededSeconds: (Date.now() - started) / 1000,
  };
}

/** One page of the pool as listTalentPoolEntries reads it (no HTTP). */
export const poolPage = (poolId: string, companyId: string, page: number) => (db: Db) =>
  createPoolsRepository(db).listEntries(companyId, poolId, { limit: 20, offset: (page - 1) * 20 });

/**
 * The alert's query for a saved search's filters over a window of `hours` ending now (the daily
 * run: at most alertListMax rows and the bounded count). Right after a seed every profile is new.
 */
export function alertQuery(filters: CandidateFilters, hours: number) {
  return (db: Db) =>
    searchCandidates(db, filters, { limit: 20, offset: 0 }, undefined, {
      sort: 'newest',
      where: sql`${usersProfileCompletedAt} > now() - ${hours} * interval '1 hour' and ${usersProfileCompletedAt} <= now()`,
    });
}
