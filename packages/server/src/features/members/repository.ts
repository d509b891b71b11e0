// Data access of a company's members and their invitations (decisions.md 11, decisions 110 and
// 113). Every query is scoped by the company: another company's member is "not found". Role
// changes and removals run in one transaction that first locks the company's active owners
// (lockForChange), so the last-owner rule holds under concurrent requests.
import { and, asc, count, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { Db } from '../../db/database';
import { authTokens, companies, companyMembers, jobTeamMembers } from '../../db/schema';
import { escapeLike } from '../../lib/escapeLike';

export type MemberRow = typeof companyMembers.$inferSelect;

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (maybe wrapped). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** An invitation token as looked up by its hash, whatever its state. */
export interface InvitationRow {
  tokenId: string;
  usedAt: Date | null;
  expiresAt: Date;
  member: MemberRow;
  companyName: string;
}

/** What a role change or removal decides on, read under lock. */
export interface ChangeState {
  /** The company's active owners, locked. */
  ownerIds: string[];
  actor: MemberRow | undefined;
  target: MemberRow | undefined;
}

const notRemoved = (companyId: string) =>
  and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt));

/** The queries, over the database or over a transaction. */
function queriesOf(db: Db) {
  const queries = {
    /** The company (name shown in mails: its profile name, else its sign-up e-mail). */
    async company(companyId: string): Promise<
      | {
          id: string;
          displayName: string;
          companyName: string | null;
          email: string;
          requireTotp: boolean;
          dataComplete: boolean;
          /** Decision 120: an operator disabled the company. */
          disabledAt: Date | null;
        }
      | undefined
    > {
      const [row] = await db
        .select({
          id: companies.id,
          companyName: companies.companyName,
          email: companies.email,
          requireTotp: companies.requireTotp,
          dataComplete: companies.dataComplete,
          disabledAt: companies.disabledAt,
        })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row && { ...row, displayName: row.companyName?.trim() || row.email };
    },

    /** A member of this company, not removed (invited or active). */
    async find(companyId: string, id: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.id, id), notRemoved(companyId)))
        .limit(1);
      return row;
    },

    /**
     * The company's members not removed, owners first, then by name (invited members have none:
     * their e-mail stands in). `q` matches name or e-mail, case-insensitively.
     */
    async list(
      companyId: string,
      options: { q?: string; limit: number; offset: number },
    ): Promise<{ rows: MemberRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [notRemoved(companyId)];
      const q = options.q?.trim().toLowerCase();
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        conditions.push(
          or(
            sql`lower(${companyMembers.name}) like ${pattern}`,
            sql`lower(${companyMembers.email}) like ${pattern}`,
          ),
        );
      }
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(companyMembers)
          .where(where)
          .orderBy(
            sql`(${companyMembers.role} <> 'owner')`,
            sql`lower(coalesce(${companyMembers.name}, ${companyMembers.email}))`,
            sql`lower(${companyMembers.email})`,
            asc(companyMembers.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(companyMembers).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * An invited member and its invitation token, in one transaction; undefined when the address
     * already has a company login (the unique index on lower(email) among members not removed
     * decides, also between concurrent invitations).
     */
    async insertInvited(values: {
      companyId: string;
      email: string;
      role: MemberRole;
      invitedBy: string;
      lang: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<MemberRow | undefined> {
      const { tokenHash, expiresAt, ...member } = values;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(companyMembers)
            .values({ ...member, status: 'invited' })
            .returning();
          if (!row) throw new Error('member insert returned no row');
          await tx.insert(authTokens).values({
            accountType: 'Company',
            accountId: row.id,
            purpose: 'invite',
            tokenHash,
            expiresAt,
          });
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    /** Undoes an invitation whose mail could not be stored (nothing refers to the row yet). */
    async deleteInvited(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(authTokens)
          .where(and(eq(authTokens.accountType, 'Company'), eq(authTokens.accountId, id)));
        await tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.id, id), eq(companyMembers.status, 'invited')));
      });
    },

    /** Locks a member row of this company (not removed) until the transaction ends. */
    async lockMember(companyId: string, id: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.id, id), notRemoved(companyId)))
        .for('update');
      return row;
    },

    /**
     * Ends every open invitation of a member: its expiry becomes now, so an older link answers
     * 410 LINK_EXPIRED (a resend or a removal voids it; it was never used).
     */
    async voidInvitations(memberId: string): Promise<void> {
      await db
        .update(authTokens)
        .set({ expiresAt: sql`least(${authTokens.expiresAt}, now())` })
        .where(
          and(
            eq(authTokens.accountType, 'Company'),
            eq(authTokens.accountId, memberId),
            eq(authTokens.purpose, 'invite'),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, sql`now()`),
          ),
        );
    },

    async insertInvitation(memberId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(authTokens).values({
        accountType: 'Company',
        accountId: memberId,
        purpose: 'invite',
        tokenHash,
        expiresAt,
      });
    },

    /** An invitation by its token's hash, used or expired alike (to say which it is). */
    async findInvitation(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          usedAt: authTokens.usedAt,
          expiresAt: authTokens.expiresAt,
          member: companyMembers,
          companyName: companies.companyName,
          companyEmail: companies.email,
        })
        .from(authTokens)
        .innerJoin(companyMembers, eq(companyMembers.id, authTokens.accountId))
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.accountType, 'Company'),
            eq(authTokens.purpose, 'invite'),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const { companyName, companyEmail, ...rest } = row;
      return { ...rest, companyName: companyName?.trim() || companyEmail };
    },

    /**
     * Uses an invitation token: one UPDATE marks it used only while unused and not expired, so of
     * two concurrent accepts exactly one gets the member id.
     */
    async consumeInvitation(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.accountType, 'Company'),
            eq(authTokens.purpose, 'invite'),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ accountId: authTokens.accountId });
      return row?.accountId;
    },

    /** The invited member becomes active (only while still invited and not removed). */
    async activate(
      id: string,
      values: { name: string; passwordHash: string; lang: string },
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .update(companyMembers)
        .set({
          ...values,
          status: 'active',
          emailVerifiedAt: sql`coalesce(${companyMembers.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(companyMembers.id, id),
            eq(companyMembers.status, 'invited'),
            isNull(companyMembers.removedAt),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Locks what a role change or removal decides on, in a fixed order: first the company's
     * active owners (ordered by id), then the acting and the target member. Every such change of
     * a company takes the owners' locks first, so two of them run one after the other (no
     * deadlock, and the second sees what the first did): two owners demoting each other at once
     * cannot leave the company without an owner.
     */
    async lockForChange(
      companyId: string,
      actorId: string,
      targetId: string,
    ): Promise<ChangeState> {
      const owners = await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(
          and(
            notRemoved(companyId),
            eq(companyMembers.role, 'owner'),
            eq(companyMembers.status, 'active'),
          ),
        )
        .orderBy(asc(companyMembers.id))
        .for('update');
      const rows = await db
        .select()
        .from(companyMembers)
        .where(
          and(
            notRemoved(companyId),
            or(eq(companyMembers.id, actorId), eq(companyMembers.id, targetId)),
          ),
        )
        .orderBy(asc(companyMembers.id))
        .for('update');
      return {
        ownerIds: owners.map((o) => o.id),
        actor: rows.find((r) => r.id === actorId),
        target: rows.find((r) => r.id === targetId),
      };
    },

    async setRole(id: string, role: MemberRole): Promise<MemberRow | undefined> {
      const [row] = await db
        .update(companyMembers)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(companyMembers.id, id))
        .returning();
      return row;
    },

    /**
     * Soft delete (decision 113): the row stays for the names on notes, history and the audit
     * log; the raised token version ends every session at once (the guard compares it), the
     * member leaves every hiring team, and an open invitation dies with it.
     */
    async remove(id: string): Promise<void> {
      await db
        .update(companyMembers)
        .set({
          removedAt: sql`now()`,
          tokenVersion: sql`${companyMembers.tokenVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(companyMembers.id, id));
      await db.delete(jobTeamMembers).where(eq(jobTeamMembers.memberId, id));
      await queries.voidInvitations(id);
    },

    async requireTotp(companyId: string): Promise<boolean | undefined> {
      const [row] = await db
        .select({ requireTotp: companies.requireTotp })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.requireTotp;
    },

    async setRequireTotp(companyId: string, requireTotp: boolean): Promise<void> {
      await db
        .update(companies)
        .set({ requireTotp, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },
  };
  return queries;
}

export type MemberQueries = ReturnType<typeof queriesOf>;

export function createMembersRepository(db: Db) {
  return {
    ...queriesOf(db),
    /**
     * Runs `work` in one transaction with the queries over it; a throw rolls everything back.
     * Member changes that must see each other (the last owner) run here. On PGlite (one
     * connection) nothing may use the outer database inside: it waits for this transaction.
     */
    transaction<T>(work: (tx: MemberQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queriesOf(tx)));
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
