// Data access of the operator console (decision 120, issue 24): accounts (job seekers and
// companies) newest first or by e-mail/name, disabling and enabling them, and the operator audit
// (0011, append-only by trigger). Decision 123 says why each statement has its shape.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OperatorAccountType, OperatorAction } from '@talentpool/domain/operator/schemas';
import type { Db } from '../../db/database';
import { companies, companyMembers, operatorAudit, users } from '../../db/schema';
import { queueSchema } from '../../queue/queue';
import { escapeLike } from '../company/repository';

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

/** The columns of one account kind, in the union's order. */
function selectionOf(type: OperatorAccountType, q: string | undefined) {
  const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : null;
  if (type === 'user') {
    const where = pattern
      ? sql`(lower(${users.email}) like ${pattern} or lower(coalesce(${users.name}, '')) like ${pattern})`
      : undefined;
    return { table: users, where };
  }
  // A company is found by its sign-up address, its name or the address of any of its members
  // (the operator is usually told "the company that mailed me from x@y").
  const where = pattern
    ? sql`(lower(${companies.email}) like ${pattern} or lower(coalesce(${companies.companyName}, '')) like ${pattern}
        or exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${companies.id}
          and ${companyMembers.removedAt} is null and lower(${companyMembers.email}) like ${pattern}))`
    : undefined;
  return { table: companies, where };
}

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

  /** One kind's page: the newest first, over its (created_at desc, id desc) index. */
  const pageOf = (type: OperatorAccountType, where: SQL | undefined, limit: number) =>
    type === 'user'
      ? db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
      : db
          .select(companyColumns)
          .from(companies)
          .where(where)
          .orderBy(desc(companies.createdAt), desc(companies.id))
          .limit(limit);

  const countOf = async (type: OperatorAccountType, where: SQL | undefined) => {
    const table = type === 'user' ? users : companies;
    const [row] = await db.select({ total: count() }).from(table).where(where);
    return row?.total ?? 0;
  };

  return {
    /**
     * A page of accounts, newest first. Both kinds: each kind's first offset + limit rows by its
     * index, merged here (a page deep in the list reads more, as any offset does).
     */
    async listAccounts(
      filters: AccountFilters,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: AccountRow[]; total: number }> {
      const types: OperatorAccountType[] = filters.type ? [filters.type] : ['user', 'company'];
      const parts = await Promise.all(
        types.map(async (type) => {
          const { where } = selectionOf(type, filters.q);
          const [rows, total] = await Promise.all([
            pageOf(type, where, paging.offset + paging.limit),
            countOf(type, where),
          ]);
          return { rows: rows as AccountRow[], total };
        }),
      );
      const merged = parts
        .flatMap((part) => part.rows)
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
        );
      return {
        rows: merged.slice(paging.offset, paging.offset + paging.limit),
        total: parts.reduce((sum, part) => sum + part.total, 0),
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
