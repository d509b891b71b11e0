// Data access of saved searches and their alerts (issue 21, decision 137). A saved search is its
// member's: every statement is scoped by member and company, so another member's is "not found".
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, companyMembers, savedSearches, savedSearchTokens } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export interface Owner {
  companyId: string;
  memberId: string;
}

const mine = (owner: Owner) =>
  and(eq(savedSearches.memberId, owner.memberId), eq(savedSearches.companyId, owner.companyId));

export function createSavedSearchesRepository(db: Db) {
  return {
    async list(
      owner: Owner,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: SavedSearchRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(savedSearches)
          .where(mine(owner))
          .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ n: count() }).from(savedSearches).where(mine(owner)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async count(owner: Owner): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedSearches).where(mine(owner));
      return Number(row?.n ?? 0);
    },

    async insert(
      owner: Owner,
      values: { name: string; filters: Record<string, unknown>; alert: boolean },
    ): Promise<SavedSearchRow> {
      const [row] = await db
        .insert(savedSearches)
        .values({ ...owner, ...values })
        .returning();
      if (!row) throw new Error('saved search not stored');
      return row;
    },

    /**
     * Changes a saved search. Turning its alert on (again) starts the window now: the next mail
     * lists the candidates completed from then on, not every one since it was turned off.
     */
    async update(
      owner: Owner,
      id: string,
      values: { name?: string; filters?: Record<string, unknown>; alert?: boolean },
    ): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...values,
          ...(values.alert === true
            ? {
                alertSince: sql`case when ${savedSearches.alert} then ${savedSearches.alertSince} else now() end`,
              }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(savedSearches.id, id), mine(owner)))
        .returning();
      return row;
    },

    async remove(owner: Owner, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), mine(owner)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Turns off the alert of the search the token was mailed for; undefined for an unknown token. */
    async unsubscribe(tokenHash: string): Promise<{ name: string } | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ alert: false, updatedAt: sql`now()` })
        .where(
          sql`${savedSearches.id} = (select t.saved_search_id from ${savedSearchTokens} t where t.token_hash = ${tokenHash})`,
        )
        .returning({ name: savedSearches.name });
      return row;
    },

    /**
     * The saved searches whose alert is due at `dueBefore` (not looked at since then), of members
     * still active in a company that is not disabled; oldest first.
     */
    async dueAlerts(dueBefore: Date, limit: number) {
      return db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .innerJoin(companyMembers, eq(companyMembers.id, savedSearches.memberId))
        .innerJoin(companies, eq(companies.id, savedSearches.companyId))
        .where(
          and(
            eq(savedSearches.alert, true),
            sql`(${savedSearches.alertCheckedAt} is null or ${savedSearches.alertCheckedAt} <= ${dueBefore})`,
            sql`${companyMembers.removedAt} is null`,
            eq(companyMembers.status, 'active'),
            sql`${companies.disabledAt} is null`,
          ),
        )
        .orderBy(sql`${savedSearches.alertCheckedAt} nulls first`, savedSearches.id)
        .limit(limit);
    },

    /**
     * Claims one due alert in the caller's transaction: moves its window on to `until` (database
     * time, settleSeconds ago) and marks it looked at `now`, in one statement that only a due row
     * passes, so two runs never send the same window. Answers the window (as text, exact to the microsecond) and the member to mail.
     */
    async claim(tx: Db, id: string, now: Date, dueBefore: Date, settleSeconds: number) {
      const result = await tx.execute(sql`
        with old as (
          select s.id, s.alert_since from saved_searches s
          where s.id = ${id} and s.alert
            and (s.alert_checked_at is null or s.alert_checked_at <= ${dueBefore.toISOString()}::timestamptz)
          for update
        )
        update saved_searches s
          set alert_checked_at = ${now.toISOString()}::timestamptz,
            alert_since = greatest(old.alert_since, clock_timestamp() - ${settleSeconds} * interval '1 second')
        from old, company_members m
        where s.id = old.id and m.id = s.member_id
        returning s.id, s.company_id as "companyId", s.name, s.filters,
          old.alert_since::text as "since", s.alert_since::text as "until",
          m.id as "memberId", m.email, m.name as "memberName", m.lang, m.role`);
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      const row = rows[0];
      if (!row) return undefined;
      return {
        id: String(row.id),
        companyId: String(row.companyId),
        name: String(row.name),
        filters: (row.filters ?? {}) as Record<string, unknown>,
        // As PostgreSQL writes them (microseconds): a JS Date would round the window's edges.
        since: String(row.since),
        until: String(row.until),
        memberId: String(row.memberId),
        email: String(row.email),
        memberName: row.memberName === null ? null : String(row.memberName),
        lang: String(row.lang),
        role: String(row.role),
      };
    },

    async markSent(tx: Db, id: string, now: Date, tokenHash: string): Promise<void> {
      await tx.insert(savedSearchTokens).values({ tokenHash, savedSearchId: id });
      await tx.update(savedSearches).set({ lastAlertAt: now }).where(eq(savedSearches.id, id));
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
