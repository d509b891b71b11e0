// Data access of offers (issue 41, decisions.md 20): offers, their approval chain, letter
// templates, and the application as an offer needs it. Another company's offer or application is
// simply not found here.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  applications,
  companies,
  companyMembers,
  guestApplicants,
  jobPostings,
  offerApprovals,
  offerLetterTemplates,
  offers,
  oneTimeLinks,
  users,
} from '../../db/schema';
import { onTeamOf } from '../../db/team';

export type OfferRow = typeof offers.$inferSelect;
export type ApprovalRow = typeof offerApprovals.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The offer statuses that are still open (one per application at a time). */
export const openStatuses = ['draft', 'pendingApproval', 'approved', 'sent'] as const;

const companyDisplayName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

/** What an offer needs of its application: posting, company, applicant's name and languages. */
const applicationColumns = {
  id: applications.id,
  jobId: applications.jobId,
  stage: applications.stage,
  companyId: jobPostings.companyId,
  jobTitle: jobPostings.title,
  companyName: companyDisplayName,
  userId: applications.userId,
  userName: users.name,
  userEmail: users.email,
  userLang: users.lang,
  userLangChangedAt: users.langChangedAt,
  guestName: guestApplicants.name,
  guestEmail: applications.guestEmail,
  guestLang: guestApplicants.lang,
  linkEmail: oneTimeLinks.email,
  linkLang: oneTimeLinks.lang,
  applicationLang: applications.lang,
  appliedAt: applications.appliedAt,
};

export function createOffersRepository(db: Db) {
  async function applicationWhere(where: ReturnType<typeof and>, memberId: string) {
    const [row] = await db
      .select({ ...applicationColumns, onTeam: onTeamOf(memberId) })
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(oneTimeLinks, eq(oneTimeLinks.id, applications.oneTimeLinkId))
      .leftJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
      .where(where)
      .limit(1);
    return row ? { ...row, onTeam: Boolean(row.onTeam) } : null;
  }

  return {
    /** This company's application with whether the member is on its posting's team. */
    application(id: string, companyId: string, memberId: string) {
      return applicationWhere(
        and(eq(applications.id, id), eq(jobPostings.companyId, companyId)),
        memberId,
      );
    },

    /** Active members of the company among the ids, with their role and language. */
    async activeMembers(companyId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: companyMembers.id,
          name: companyMembers.name,
          email: companyMembers.email,
          lang: companyMembers.lang,
          role: companyMembers.role,
        })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            inArray(companyMembers.id, [...ids]),
            isNull(companyMembers.removedAt),
            eq(companyMembers.status, 'active'),
          ),
        );
    },

    /** Members by id, removed or not (the chain names them all). */
    async membersById(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: companyMembers.id,
          name: companyMembers.name,
          email: companyMembers.email,
          lang: companyMembers.lang,
          removedAt: companyMembers.removedAt,
        })
        .from(companyMembers)
        .where(inArray(companyMembers.id, [...ids]));
    },

    async letterTemplate(companyId: string, lang: 'en' | 'ar') {
      const [row] = await db
        .select({ body: offerLetterTemplates.body })
        .from(offerLetterTemplates)
        .where(
          and(eq(offerLetterTemplates.companyId, companyId), eq(offerLetterTemplates.lang, lang)),
        )
        .limit(1);
      return row?.body ?? null;
    },

    async letterTemplates(companyId: string) {
      return db
        .select({ lang: offerLetterTemplates.lang, body: offerLetterTemplates.body })
        .from(offerLetterTemplates)
        .where(eq(offerLetterTemplates.companyId, companyId));
    },

    async setLetterTemplate(companyId: string, lang: 'en' | 'ar', body: string | null) {
      if (body === null) {
        await db
          .delete(offerLetterTemplates)
          .where(
            and(eq(offerLetterTemplates.companyId, companyId), eq(offerLetterTemplates.lang, lang)),
          );
        return;
      }
      await db
        .insert(offerLetterTemplates)
        .values({ companyId, lang, body })
        .onConflictDoUpdate({
          target: [offerLetterTemplates.companyId, offerLetterTemplates.lang],
          set: { body, updatedAt: sql`now()` },
        });
    },

    /** This company's offer (null for another company's). */
    async offer(id: string, companyId: string, runner: Tx = db) {
      const [row] = await runner
        .select()
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    /** The offer locked for this transaction (FOR UPDATE): one decision at a time. */
    async lockedOffer(tx: Tx, id: string, companyId: string) {
      const [row] = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.companyId, companyId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async byCodeHash(codeHash: string) {
      const [row] = await db.select().from(offers).where(eq(offers.codeHash, codeHash)).limit(1);
      return row ?? null;
    },

    async ofApplication(applicationId: string) {
      return db
        .select()
        .from(offers)
        .where(eq(offers.applicationId, applicationId))
        .orderBy(desc(offers.createdAt), desc(offers.id));
    },

    async approvalsOf(offerIds: readonly string[], runner: Tx = db) {
      if (offerIds.length === 0) return [];
      return runner
        .select()
        .from(offerApprovals)
        .where(inArray(offerApprovals.offerId, [...offerIds]))
        .orderBy(asc(offerApprovals.offerId), asc(offerApprovals.position));
    },

    /**
     * What waits for a member: pending offers whose first undecided approval is theirs, oldest
     * first (the partial index offer_approvals_member_open_idx finds the member's rows).
     */
    async waitingFor(memberId: string, companyId: string, limit: number, offset: number) {
      return db
        .select({
          // Every waiting offer's count, read with the page (the member's rows are few).
          total: sql<number>`count(*) over ()`.mapWith(Number),
          offer: offers,
          jobTitle: jobPostings.title,
          userName: users.name,
          userEmail: users.email,
          guestName: guestApplicants.name,
          guestEmail: applications.guestEmail,
        })
        .from(offerApprovals)
        .innerJoin(offers, eq(offers.id, offerApprovals.offerId))
        .innerJoin(applications, eq(applications.id, offers.applicationId))
        .innerJoin(jobPostings, eq(jobPostings.id, offers.jobId))
        .leftJoin(users, eq(users.id, applications.userId))
        .leftJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
        .where(
          and(
            eq(offerApprovals.memberId, memberId),
            isNull(offerApprovals.decision),
            eq(offers.companyId, companyId),
            eq(offers.status, 'pendingApproval'),
            sql`${offerApprovals.position} = (select min(p.position) from ${offerApprovals} p where p.offer_id = ${offers.id} and p.decision is null)`,
          ),
        )
        .orderBy(asc(offers.createdAt), asc(offers.id))
        .limit(limit)
        .offset(offset);
    },

    /** Open offers past their expiry, at most `limit` (the expiry sweep). */
    async expiredOpen(now: Date, limit: number, tx: Tx = db) {
      return tx
        .select({ id: offers.id, applicationId: offers.applicationId, companyId: offers.companyId })
        .from(offers)
        .where(and(inArray(offers.status, [...openStatuses]), lte(offers.expiresAt, now)))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** The offers of applications (newest first per application): the job seeker's list. */
    async latestOfApplications(applicationIds: readonly string[]) {
      if (applicationIds.length === 0) return [];
      return db
        .select({
          id: offers.id,
          applicationId: offers.applicationId,
          status: offers.status,
          expiresAt: offers.expiresAt,
          sentAt: offers.sentAt,
          createdAt: offers.createdAt,
        })
        .from(offers)
        .where(inArray(offers.applicationId, [...applicationIds]))
        .orderBy(desc(offers.createdAt), desc(offers.id));
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
