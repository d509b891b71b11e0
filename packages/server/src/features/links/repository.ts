// Data access of single-use links (spec 3, One-time user). The conditional updates here are what
// make a link single-use: each decides and changes the row in one statement, so two concurrent
// requests can never both pass the "unused" check (docs/decisions/050-single-use-links.md).
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { IsiResult } from '@talentpool/domain/isi/types';
import type { IsiFlags } from '@talentpool/domain/isi/responseQuality';
import type { Db } from '../../db/database';
import { companies, companyMembers, jobPostings, oneTimeLinks, users } from '../../db/schema';
import { createApplication } from '../applications/public';
import { actorColumns, type ActorRow } from '../../db/actor';
import { rowsOf } from '../../db/postingStages';

export type LinkRow = typeof oneTimeLinks.$inferSelect;

/**
 * Decision 173: the row of an invitation to apply with an account (a job seeker found in search or
 * a talent pool) holds this mark where a link holds its code's hash. No code exists: the mark is
 * never a SHA-256 in hex, so no code presented to the questionnaire can ever match it, and it names
 * the job seeker and the posting (one invitation each, whatever the address).
 */
export const applyInvitationMark = (userId: string, jobId: string) => `apply:${userId}:${jobId}`;

/** The job seeker's id in an apply invitation's mark, or null for a single-use link. */
export function applyInvitationUserOf(codeHash: string): string | null {
  const match = /^apply:([0-9a-f-]{36}):/.exec(codeHash);
  return match?.[1] ?? null;
}

/**
 * Marks the job seeker's invitation to this posting used (not revoked; expired or not: the
 * posting page does not expire), in the caller's transaction. True when there was one.
 */
export async function claimApplyInvitation(
  tx: Db,
  userId: string,
  jobId: string,
): Promise<boolean> {
  const rows = await tx
    .update(oneTimeLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeLinks.codeHash, applyInvitationMark(userId, jobId)),
        isNull(oneTimeLinks.usedAt),
        isNull(oneTimeLinks.revokedAt),
      ),
    )
    .returning({ id: oneTimeLinks.id });
  return rows.length > 0;
}

export function createLinksRepository(db: Db) {
  return {
    /** The name a company shows in invitations: its profile name, else its e-mail. */
    async companyName(companyId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: companies.companyName, email: companies.email })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      if (!row) return null;
      return row.name?.trim() || row.email;
    },

    async jobTitle(jobId: string): Promise<string | null> {
      const [row] = await db
        .select({ title: jobPostings.title })
        .from(jobPostings)
        .where(eq(jobPostings.id, jobId))
        .limit(1);
      return row?.title ?? null;
    },

    /** A job seeker's name, for the greeting of an invitation to apply (decision 173). */
    async userName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.name ?? null;
    },

    async companyEmail(companyId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: companies.email })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.email ?? null;
    },

    /**
     * Inserts a link, or returns null when this company already has one for that address (and
     * posting: job_id, null for a plain link). The unique index on (company_id, lower(email),
     * job_id) NULLS NOT DISTINCT decides, so concurrent requests cannot both win.
     */
    async insert(values: {
      companyId: string;
      email: string;
      codeHash: string;
      lang: string;
      expiresAt: Date;
      jobId?: string;
      /** The member who generated it (decision 110). */
      createdByMemberId: string;
    }): Promise<LinkRow | null> {
      const [row] = await db
        .insert(oneTimeLinks)
        .values({ ...values, lastSentAt: sql`now()` })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async remove(id: string): Promise<void> {
      await db.delete(oneTimeLinks).where(eq(oneTimeLinks.id, id));
    },

    async findByCodeHash(codeHash: string): Promise<(LinkRow & { companyName: string }) | null> {
      const [row] = await db
        .select({ link: oneTimeLinks, name: companies.companyName, email: companies.email })
        .from(oneTimeLinks)
        .innerJoin(companies, eq(companies.id, oneTimeLinks.companyId))
        .where(eq(oneTimeLinks.codeHash, codeHash))
        .limit(1);
      if (!row) return null;
      return { ...row.link, companyName: row.name?.trim() || row.email };
    },

    /** A member as the `by` of a link. */
    async actorOf(memberId: string | null): Promise<ActorRow | null> {
      if (!memberId) return null;
      const [row] = await db
        .select(actorColumns)
        .from(companyMembers)
        .where(eq(companyMembers.id, memberId))
        .limit(1);
      return row ?? null;
    },

    async findForCompany(id: string, companyId: string): Promise<LinkRow | null> {
      const [row] = await db
        .select()
        .from(oneTimeLinks)
        .where(and(eq(oneTimeLinks.id, id), eq(oneTimeLinks.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores a result if, and only if, the link is still unused, not revoked and not expired, in
     * one UPDATE ... WHERE ... RETURNING. Returns the row it changed, or null when none qualified.
     */
    async submitOnce(
      codeHash: string,
      answers: number[],
      scores: IsiResult,
      isiFlags: IsiFlags,
    ): Promise<LinkRow | null> {
      // A link tied to a job posting also applies its guest (decision 100), in the same
      // transaction: the result is never stored without the application, nor the reverse.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(oneTimeLinks)
          .set({ ...scores, answers, isiFlags, usedAt: sql`now()` })
          .where(
            and(
              eq(oneTimeLinks.codeHash, codeHash),
              isNull(oneTimeLinks.usedAt),
              isNull(oneTimeLinks.revokedAt),
              gt(oneTimeLinks.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!row) return null;
        if (row.jobId) {
          // The one entry of the applications module (stages, history, fit); an application
          // through an invitation link records that source.
          await createApplication(tx, {
            jobId: row.jobId,
            applicant: { kind: 'linkGuest', linkId: row.id, email: row.email },
            wayIn: 'invitationLink',
            source: { source: 'invitation' },
          });
        }
        return row;
      });
    },

    /** A new code and expiry for an unused link of this company (also lifts a revocation). */
    async rotate(
      id: string,
      companyId: string,
      values: { codeHash: string; expiresAt: Date; lang: string },
    ): Promise<LinkRow | null> {
      const [row] = await db
        .update(oneTimeLinks)
        .set({ ...values, revokedAt: null, lastSentAt: sql`now()` })
        .where(
          and(
            eq(oneTimeLinks.id, id),
            eq(oneTimeLinks.companyId, companyId),
            isNull(oneTimeLinks.usedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Revokes an unused link of this company; revoking twice keeps the first time. */
    async revoke(id: string, companyId: string): Promise<LinkRow | null> {
      const [row] = await db
        .update(oneTimeLinks)
        .set({ revokedAt: sql`coalesce(${oneTimeLinks.revokedAt}, now())` })
        .where(
          and(
            eq(oneTimeLinks.id, id),
            eq(oneTimeLinks.companyId, companyId),
            isNull(oneTimeLinks.usedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** This company's links, newest first, each with the member who generated it. */
    async listForCompany(
      companyId: string,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: { link: LinkRow; by: ActorRow | null }[]; total: number }> {
      const where = eq(oneTimeLinks.companyId, companyId);
      const [rows, totals] = await Promise.all([
        db
          .select({ link: oneTimeLinks, by: actorColumns })
          .from(oneTimeLinks)
          .leftJoin(companyMembers, eq(companyMembers.id, oneTimeLinks.createdByMemberId))
          .where(where)
          .orderBy(desc(oneTimeLinks.createdAt), desc(oneTimeLinks.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(oneTimeLinks).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export type LinksRepository = ReturnType<typeof createLinksRepository>;

/** Anonymises the links sent to this address (any letter case); answers their ids. */
export async function anonymiseLinksSentTo(db: Db, email: string): Promise<string[]> {
  const result = await db.execute(sql`
    update one_time_links
    set email = 'anonymised-' || id || '@anonymised.invalid', answers = null,
        anonymised_at = now()
    where lower(email) = lower(${email}) and anonymised_at is null
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
