// Data access of the operator console (decision 120, issue 24): accounts (job seekers and
// companies) newest first or by e-mail/name, disabling and enabling them, and the operator audit
// (0011, append-only by trigger). Decision 123 says why each statement has its shape.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OperatorAccountType, OperatorAction } from '@talentpool/domain/operator/schemas';
import type { Db } from '../../db/database';
import { companies, companyMembers, operatorAudit, users } from '../../db/schema';
import { queueSchema } from '../../queue/queue';
import { escapeLike } from '../../lib/escapeLike';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccountRow {
  id: string;
  type: OperatorAccountType;
  email: string;
  name: string | null;
  createdAt: Date;
  disabledAt: Date | null;
}

export type OperatorAuditRow = typeof operatorAudit.$inferSelect;

export interface AccountFilters {
  q?: string;
  type?: OperatorAccountType;
}

/** The rows of a raw statement, as node-postgres ({rows}) and PGlite answer them. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** One account kind as a branch of the accounts list: its columns and its condition. */
function branchOf(type: OperatorAccountType, q: string | undefined): SQL {
  const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : null;
  if (type === 'user') {
    const where = pattern
      ? sql` where (lower(u.email) like ${pattern} or lower(coalesce(u.name, '')) like ${pattern})`
      : sql``;
    return sql`select u.id, 'user' as type, u.email, u.name, u.created_at, u.disabled_at from users u${where}`;
  }
  // A company is found by its sign-up address, its name or the address of any of its members
  // (the operator is usually told "the company that mailed me from x@y").
  const where = pattern
    ? sql` where (lower(c.email) like ${pattern} or lower(coalesce(c.company_name, '')) like ${pattern}
        or exists (select 1 from company_members m where m.company_id = c.id
          and m.removed_at is null and lower(m.email) like ${pattern}))`
    : sql``;
  return sql`select c.id, 'company' as type, c.email, c.company_name as name, c.created_at, c.disabled_at from companies c${where}`;
}

function countOf(type: OperatorAccountType, q: string | undefined): SQL {
  return sql`(select count(*) from (${branchOf(type, q)}) ${sql.raw(type === 'user' ? 'cu' : 'cc')})`;
}

interface RawAccount {
  id: string;
  type: OperatorAccountType;
  email: string;
  name: string | null;
  created_at: Date | string;
  disabled_at: Date | string | null;
}

const toAccount = (row: RawAccount): AccountRow => ({
  id: row.id,
  type: row.type,
  email: row.email,
  name: row.name,
  createdAt: new Date(row.created_at),
  disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
});

export function createOperatorRepository(db: Db) {
  const userColumns = {
    id: users.id,
    type: sql<OperatorAccountType>`'user'`.as('type'),
    email: users.email,
    name: users.name,
    createdAt: users.createdAt,
    disabledAt: users.disabledAt,
  };
  const companyColumns = {
    id: companies.id,
    type: sql<OperatorAccountType>`'company'`.as('type'),
    email: companies.email,
    name: companies.companyName,
    createdAt: companies.createdAt,
    disabledAt: companies.disabledAt,
  };

  return {
    /**
     * A page of accounts, newest first, in one statement: the kinds as a UNION ALL ordered by
     * (created_at desc, id desc), which PostgreSQL answers with a Merge Append over each table's
     * index of that order (0011), reading offset + pageSize entries and sending only the page;
     * the total is a second statement of two counts (with q, a window count in the same scan).
     */
    async listAccounts(
      filters: AccountFilters,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: AccountRow[]; total: number }> {
      const types: OperatorAccountType[] = filters.type ? [filters.type] : ['user', 'company'];
      const union = sql.join(
        types.map((type) => branchOf(type, filters.q)),
        sql` union all `,
      );
      const pageOf = (extra: SQL) =>
        sql`select *${extra} from (${union}) a order by a.created_at desc, a.id desc limit ${paging.limit} offset ${paging.offset}`;
      if (filters.q) {
        // A search reads every row of the kinds anyway (a substring has no index here): count
        // the matches in the same scan rather than in a second one.
        const found = rowsOf<RawAccount & { total: number | string }>(
          await db.execute(pageOf(sql`, count(*) over () as total`)),
        );
        if (found.length > 0 || paging.offset === 0) {
          return { rows: found.map(toAccount), total: Number(found[0]?.total ?? 0) };
        }
        // A page past the end has no row to carry the count: count on its own.
      }
      const [page, totals] = await Promise.all([
        db.execute(pageOf(sql``)),
        db.execute(
          sql`select ${sql.join(
            types.map((type) => countOf(type, filters.q)),
            sql` + `,
          )} as total`,
        ),
      ]);
      const [total] = rowsOf<{ total: number | string }>(totals);
      return {
        rows: rowsOf<RawAccount>(page).map(toAccount),
        total: Number(total?.total ?? 0),
      };
    },

    async findAccount(type: OperatorAccountType, id: string): Promise<AccountRow | undefined> {
      const [row] =
        type === 'user'
          ? await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1)
          : await db.select(companyColumns).from(companies).where(eq(companies.id, id)).limit(1);
      return row as AccountRow | undefined;
    },

    /**
     * Disables (or enables) the account and writes the operator's audit row in one transaction;
     * undefined when there is no such account, `changed: false` when it already was so (nothing
     * written). Disabling also raises the token version (of every member, for a company), so
     * that enabling later does not bring back tokens issued before.
     */
    async setDisabled(
      type: OperatorAccountType,
      id: string,
      disabled: boolean,
      audit: { operatorEmail: string; reason: string },
    ): Promise<{ account: AccountRow; changed: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const table = type === 'user' ? users : companies;
        const [updated] = await tx
          .update(table)
          .set(
            type === 'user'
              ? {
                  disabledAt: disabled ? sql`now()` : null,
                  updatedAt: sql`now()`,
                  ...(disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
                }
              : { disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` },
          )
          .where(
            and(
              eq(table.id, id),
              disabled ? isNull(table.disabledAt) : isNotNull(table.disabledAt),
            ),
          )
          .returning({ id: table.id });
        if (!updated) {
          const account = await (type === 'user'
            ? tx.select(userColumns).from(users).where(eq(users.id, id)).limit(1)
            : tx.select(companyColumns).from(companies).where(eq(companies.id, id)).limit(1));
          const row = account[0] as AccountRow | undefined;
          return row && { account: row, changed: false };
        }
        if (type === 'company' && disabled) {
          await tx
            .update(companyMembers)
            .set({ tokenVersion: sql`${companyMembers.tokenVersion} + 1` })
            .where(eq(companyMembers.companyId, id));
        }
        const action: OperatorAction = disabled ? 'account.disabled' : 'account.enabled';
        await tx.insert(operatorAudit).values({
          operatorEmail: audit.operatorEmail,
          action,
          targetType: type,
          targetId: id,
          details: { reason: audit.reason },
        });
        const [row] = await (type === 'user'
          ? tx.select(userColumns).from(users).where(eq(users.id, id)).limit(1)
          : tx.select(companyColumns).from(companies).where(eq(companies.id, id)).limit(1));
        return row && { account: row as AccountRow, changed: true };
      });
    },

    async recordAudit(entry: {
      operatorEmail: string;
      action: OperatorAction;
      targetType: string;
      targetId: string;
      details?: Record<string, unknown>;
    }): Promise<void> {
      await db.insert(operatorAudit).values({ ...entry, details: entry.details ?? {} });
    },

    async listAudit(paging: {
      limit: number;
      offset: number;
    }): Promise<{ rows: OperatorAuditRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(operatorAudit)
          .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(operatorAudit),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * The queue and (for a mail) the recipient of a job, for the operator log of a retry; read
     * from pg-boss's table, since the queue's interface lists but does not look a job up.
     */
    async jobSummary(id: string): Promise<{ name: string; to: string | null } | null> {
      if (!uuidPattern.test(id)) return null;
      const result = (await db.execute(
        sql`select name, data->>'to' as "to" from ${sql.raw(`"${queueSchema}".job`)} where id = ${id}::uuid limit 1`,
      )) as unknown as { rows?: { name: string; to: string | null }[] };
      const rows = Array.isArray(result)
        ? (result as { name: string; to: string | null }[])
        : (result.rows ?? []);
      const row = rows[0];
      return row ? { name: String(row.name), to: row.to ?? null } : null;
    },

    /** The verified login e-mail of the caller (a user, or a member not removed), or null. */
    async verifiedEmailOf(account: {
      type: 'User' | 'Company';
      id: string;
    }): Promise<string | null> {
      const [row] =
        account.type === 'User'
          ? await db
              .select({ email: users.email })
              .from(users)
              .where(and(eq(users.id, account.id), isNotNull(users.emailVerifiedAt)))
              .limit(1)
          : await db
              .select({ email: companyMembers.email })
              .from(companyMembers)
              .where(
                and(
                  eq(companyMembers.id, account.id),
                  isNotNull(companyMembers.emailVerifiedAt),
                  isNull(companyMembers.removedAt),
                ),
              )
              .limit(1);
      return row?.email ?? null;
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
