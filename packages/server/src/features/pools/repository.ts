// Data access of talent pools (issue 21, decision 137). Every statement is scoped by the company:
// another company's pool is "not found". Who a pool shows is decided in the database with the
// rules of search (decision 128): a complete, discoverable profile, or the company's own
// applicant; contact details are never read here.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicantOf } from '../../db/applicantOf';
import { companyMembers, talentPoolEntries, talentPools, users } from '../../db/schema';
import { actorColumns, type ActorRow } from '../../db/actor';

export type PoolRow = typeof talentPools.$inferSelect;

/** A pool with its size and its creator. */
export interface PoolListRow {
  pool: PoolRow;
  count: number;
  by: ActorRow | null;
  contains: boolean | null;
}

/** An entry of a pool's page, with what the company may see of the candidate. */
export interface EntryRow {
  userId: string;
  note: string;
  addedAt: Date;
  visible: boolean;
  name: string | null;
  email: string;
  jobPosition: string | null;
  yearsOfExp: string | null;
  hlOfEdu: string | null;
  faculty: string | null;
  iRes1: number | null;
  iRes2: number | null;
  by: ActorRow | null;
}

/**
 * The users row of the statement is visible to the company in a pool: search would find it
 * (complete and discoverable), or it is the company's applicant (decisions.md 13: a company always
 * sees its own applicants). The applicant probes run only for profiles search would not show.
 */
export function visibleTo(companyId: string): SQL<boolean> {
  return sql<boolean>`(case when ${users.dataComplete} and ${users.discoverable} then true
    else ${applicantOf(companyId)} end)`;
}

const entryCount = sql<number>`(select count(*) from ${talentPoolEntries} e where e.pool_id = ${talentPools.id})`;

export function createPoolsRepository(db: Db) {
  return {
    /** The company's pool, locked for the rest of the transaction (adds check its size). */
    async lockPool(tx: Db, companyId: string, poolId: string): Promise<PoolRow | undefined> {
      const [row] = await tx
        .select()
        .from(talentPools)
        .where(and(eq(talentPools.id, poolId), eq(talentPools.companyId, companyId)))
        .for('update');
      return row;
    },

    async findPool(companyId: string, poolId: string): Promise<PoolListRow | undefined> {
      const [row] = await db
        .select({ pool: talentPools, count: entryCount.mapWith(Number), by: actorColumns })
        .from(talentPools)
        .leftJoin(companyMembers, eq(companyMembers.id, talentPools.createdByMemberId))
        .where(and(eq(talentPools.id, poolId), eq(talentPools.companyId, companyId)))
        .limit(1);
      return row && { ...row, contains: null };
    },

    /** The company's pools by name, with their sizes; `userId` adds whether each holds them. */
    async listPools(
      companyId: string,
      paging: { limit: number; offset: number },
      userId?: string,
    ): Promise<{ rows: PoolListRow[]; total: number }> {
      const contains = userId
        ? sql<boolean>`exists (select 1 from ${talentPoolEntries} c where c.pool_id = ${talentPools.id} and c.user_id = ${userId})`
        : sql<null>`null`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            pool: talentPools,
            count: entryCount.mapWith(Number),
            by: actorColumns,
            contains,
          })
          .from(talentPools)
          .leftJoin(companyMembers, eq(companyMembers.id, talentPools.createdByMemberId))
          .where(eq(talentPools.companyId, companyId))
          .orderBy(asc(sql`lower(${talentPools.name})`), asc(talentPools.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ n: count() }).from(talentPools).where(eq(talentPools.companyId, companyId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async countPools(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(talentPools)
        .where(eq(talentPools.companyId, companyId));
      return Number(row?.n ?? 0);
    },

    /** Inserts a pool; undefined when the company already has one of that name (any case). */
    async insertPool(values: {
      companyId: string;
      name: string;
      createdByMemberId: string;
    }): Promise<PoolRow | undefined> {
      const [row] = await db.insert(talentPools).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Renames; null when the name is taken, undefined when the pool is not the company's. */
    async renamePool(
      companyId: string,
      poolId: string,
      name: string,
    ): Promise<PoolRow | null | undefined> {
      try {
        const [row] = await db
          .update(talentPools)
          .set({ name, updatedAt: sql`now()` })
          .where(and(eq(talentPools.id, poolId), eq(talentPools.companyId, companyId)))
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async deletePool(companyId: string, poolId: string): Promise<boolean> {
      const rows = await db
        .delete(talentPools)
        .where(and(eq(talentPools.id, poolId), eq(talentPools.companyId, companyId)))
        .returning({ id: talentPools.id });
      return rows.length > 0;
    },

    /**
     * A page of a pool's entries, newest first. The page is chosen first, from the entries alone
     * (a walk of talent_pool_entries_pool_added_idx that stops after offset + limit), and only its
     * rows are joined to users and members: a plan that holds without statistics (joining every
     * entry first and sorting after cost 36 ms for a pool of 2,000 at the bench).
     */
    async listEntries(
      companyId: string,
      poolId: string,
      paging: { limit: number; offset: number },
    ): Promise<EntryRow[]> {
      const page = db
        .select({
          userId: talentPoolEntries.userId,
          note: talentPoolEntries.note,
          addedAt: talentPoolEntries.addedAt,
          addedBy: talentPoolEntries.addedByMemberId,
        })
        .from(talentPoolEntries)
        .where(eq(talentPoolEntries.poolId, poolId))
        .orderBy(desc(talentPoolEntries.addedAt), asc(talentPoolEntries.userId))
        .limit(paging.limit)
        .offset(paging.offset)
        .as('page');
      return db
        .select({
          userId: page.userId,
          note: page.note,
          addedAt: page.addedAt,
          visible: visibleTo(companyId),
          name: users.name,
          email: users.email,
          jobPosition: users.jobPosition,
          yearsOfExp: users.yearsOfExp,
          hlOfEdu: users.hlOfEdu,
          faculty: users.faculty,
          iRes1: users.iRes1,
          iRes2: users.iRes2,
          by: actorColumns,
        })
        .from(page)
        .innerJoin(users, eq(users.id, page.userId))
        .leftJoin(companyMembers, eq(companyMembers.id, page.addedBy))
        .orderBy(desc(page.addedAt), asc(page.userId));
    },

    /**
     * The candidates asked for, as the company may add them: whether each exists, is visible to
     * it, and is already in the pool.
     */
    async classifyUsers(
      tx: Db,
      companyId: string,
      poolId: string,
      userIds: readonly string[],
    ): Promise<Array<{ id: string; visible: boolean; already: boolean }>> {
      if (userIds.length === 0) return [];
      return tx
        .select({
          id: users.id,
          visible: visibleTo(companyId),
          already: sql<boolean>`exists (select 1 from ${talentPoolEntries} e where e.pool_id = ${poolId} and e.user_id = ${users.id})`,
        })
        .from(users)
        .where(inArray(users.id, [...userIds]));
    },

    async countEntries(tx: Db, poolId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(talentPoolEntries)
        .where(eq(talentPoolEntries.poolId, poolId));
      return Number(row?.n ?? 0);
    },

    /** Adds entries; answers the ids actually inserted (a concurrent add may have won one). */
    async insertEntries(
      tx: Db,
      poolId: string,
      userIds: readonly string[],
      memberId: string,
      note: string,
    ): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await tx
        .insert(talentPoolEntries)
        .values(userIds.map((userId) => ({ poolId, userId, note, addedByMemberId: memberId })))
        .onConflictDoNothing()
        .returning({ userId: talentPoolEntries.userId });
      await tx
        .update(talentPools)
        .set({ updatedAt: sql`now()` })
        .where(eq(talentPools.id, poolId));
      return rows.map((r) => r.userId);
    },

    /** Sets an entry's note; false when the pool is not the company's or holds no such entry. */
    async setNote(companyId: string, poolId: string, userId: string, note: string) {
      const rows = await db
        .update(talentPoolEntries)
        .set({ note, updatedAt: sql`now()` })
        .where(
          and(
            eq(talentPoolEntries.poolId, poolId),
            eq(talentPoolEntries.userId, userId),
            sql`exists (select 1 from ${talentPools} p where p.id = ${poolId} and p.company_id = ${companyId})`,
          ),
        )
        .returning({ userId: talentPoolEntries.userId });
      return rows.length > 0;
    },

    async entry(companyId: string, poolId: string, userId: string): Promise<EntryRow | undefined> {
      const [row] = await db
        .select({
          userId: talentPoolEntries.userId,
          note: talentPoolEntries.note,
          addedAt: talentPoolEntries.addedAt,
          visible: visibleTo(companyId),
          name: users.name,
          email: users.email,
          jobPosition: users.jobPosition,
          yearsOfExp: users.yearsOfExp,
          hlOfEdu: users.hlOfEdu,
          faculty: users.faculty,
          iRes1: users.iRes1,
          iRes2: users.iRes2,
          by: actorColumns,
        })
        .from(talentPoolEntries)
        .innerJoin(users, eq(users.id, talentPoolEntries.userId))
        .innerJoin(talentPools, eq(talentPools.id, talentPoolEntries.poolId))
        .leftJoin(companyMembers, eq(companyMembers.id, talentPoolEntries.addedByMemberId))
        .where(
          and(
            eq(talentPoolEntries.poolId, poolId),
            eq(talentPoolEntries.userId, userId),
            eq(talentPools.companyId, companyId),
          ),
        )
        .limit(1);
      return row;
    },

    async removeEntry(companyId: string, poolId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(talentPoolEntries)
        .where(
          and(
            eq(talentPoolEntries.poolId, poolId),
            eq(talentPoolEntries.userId, userId),
            sql`exists (select 1 from ${talentPools} p where p.id = ${poolId} and p.company_id = ${companyId})`,
          ),
        )
        .returning({ userId: talentPoolEntries.userId });
      return rows.length > 0;
    },

    /**
     * Every entry of a pool as an invitation to a posting sees it: the address and language to
     * mail, whether the company may see them, and whether they already applied to the posting or
     * hold an invitation link to it. Oldest first, so a partial run invites the earliest added.
     */
    async invitees(companyId: string, poolId: string, jobId: string) {
      return db
        .select({
          userId: users.id,
          email: users.email,
          name: users.name,
          lang: users.lang,
          visible: visibleTo(companyId),
          applied: sql<boolean>`exists (select 1 from applications a where a.job_id = ${jobId} and a.user_id = ${users.id})`,
          invited: sql<boolean>`exists (select 1 from one_time_links l where l.company_id = ${companyId} and l.job_id = ${jobId} and lower(l.email) = lower(${users.email}))`,
        })
        .from(talentPoolEntries)
        .innerJoin(users, eq(users.id, talentPoolEntries.userId))
        .where(eq(talentPoolEntries.poolId, poolId))
        .orderBy(asc(talentPoolEntries.addedAt), asc(talentPoolEntries.userId));
    },

    /** Single-use links the company generated within the window (RATE_LIMIT_LINKS counts them). */
    async linksSince(companyId: string, windowMs: number): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as n from one_time_links
          where company_id = ${companyId} and created_at > now() - ${windowMs / 1000} * interval '1 second'`,
      );
      const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type PoolsRepository = ReturnType<typeof createPoolsRepository>;

/** PostgreSQL's unique_violation (possibly wrapped by Drizzle). */
function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
}
