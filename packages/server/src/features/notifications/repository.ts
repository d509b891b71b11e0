// Decision 147: the queries of a member's notification settings and of the daily applicant digest
// (tables member_notification_settings and applicant_digests of migration 0022). A posting's
// digest watermark (`sent_until`) moves in the same transaction that queues the mails, so a run
// that fails queues nothing and the next one covers the same window, and a run that succeeded
// leaves nothing to send again that day.
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  applicantDigests,
  applications,
  companies,
  companyMembers,
  guestApplicants,
  jobPostings,
  jobTeamMembers,
  memberNotificationSettings,
  users,
} from '../../db/schema';
import type { DigestApplicantRow, DigestRecipientRow } from './assemble';

export function createNotificationsRepository(db: Db) {
  return {
    async settings(memberId: string): Promise<{ applicantDigest: boolean }> {
      const [row] = await db
        .select({ applicantDigest: memberNotificationSettings.applicantDigest })
        .from(memberNotificationSettings)
        .where(eq(memberNotificationSettings.memberId, memberId))
        .limit(1);
      return { applicantDigest: row?.applicantDigest ?? true };
    },

    async setApplicantDigest(memberId: string, on: boolean): Promise<void> {
      await db
        .insert(memberNotificationSettings)
        .values({ memberId, applicantDigest: on })
        .onConflictDoUpdate({
          target: memberNotificationSettings.memberId,
          set: { applicantDigest: on, updatedAt: sql`now()` },
        });
    },

    /** An active member of an enabled company (the unsubscribe link's member). */
    async activeMember(memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(and(eq(companyMembers.id, memberId), isNull(companyMembers.removedAt)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Postings of enabled companies with applicants not yet in a digest that applied before
     * `end`: by company, so that each company's digests are one transaction. A posting never
     * digested starts at `start` (the day before), not at its first applicant.
     */
    async dueCompanies(start: Date, end: Date): Promise<Map<string, string[]>> {
      const since = sql`coalesce(${applicantDigests.sentUntil}, ${start.toISOString()}::timestamptz)`;
      const rows = await db
        .select({ jobId: jobPostings.id, companyId: jobPostings.companyId })
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .leftJoin(applicantDigests, eq(applicantDigests.jobId, jobPostings.id))
        .where(
          and(
            isNull(companies.disabledAt),
            sql`${since} < ${end.toISOString()}::timestamptz`,
            sql`exists (select 1 from ${applications} a where a.job_id = ${jobPostings.id}
              and a.applied_at >= ${since} and a.applied_at < ${end.toISOString()}::timestamptz)`,
          ),
        );
      const byCompany = new Map<string, string[]>();
      for (const row of rows) {
        byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.jobId]);
      }
      return byCompany;
    },

    /**
     * Claims the postings' window [since, end) in the caller's transaction: rows locked, those
     * already digested up to `end` (another run, a retry) left out, the watermark moved to `end`.
     */
    async claim(
      tx: Db,
      jobIds: string[],
      start: Date,
      end: Date,
    ): Promise<Array<{ jobId: string; since: Date }>> {
      if (jobIds.length === 0) return [];
      await tx
        .insert(applicantDigests)
        .values(jobIds.map((jobId) => ({ jobId, sentUntil: start })))
        .onConflictDoNothing();
      const claimed = await tx
        .select({ jobId: applicantDigests.jobId, since: applicantDigests.sentUntil })
        .from(applicantDigests)
        .where(and(inArray(applicantDigests.jobId, jobIds), lt(applicantDigests.sentUntil, end)))
        .for('update');
      if (claimed.length === 0) return [];
      await tx
        .update(applicantDigests)
        .set({ sentUntil: end })
        .where(
          inArray(
            applicantDigests.jobId,
            claimed.map((c) => c.jobId),
          ),
        );
      return claimed;
    },

    /** The applicants of the claimed windows, named as the company sees them. */
    async applicants(
      tx: Db,
      claimed: Array<{ jobId: string; since: Date }>,
      end: Date,
    ): Promise<DigestApplicantRow[]> {
      if (claimed.length === 0) return [];
      const earliest = new Date(Math.min(...claimed.map((c) => c.since.getTime())));
      const rows = await tx
        .select({
          jobId: applications.jobId,
          name: sql<string>`coalesce(${users.name}, ${guestApplicants.name}, '')`,
          appliedAt: applications.appliedAt,
        })
        .from(applications)
        .leftJoin(users, eq(users.id, applications.userId))
        .leftJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
        .where(
          and(
            inArray(
              applications.jobId,
              claimed.map((c) => c.jobId),
            ),
            gte(applications.appliedAt, earliest),
            lt(applications.appliedAt, end),
            isNull(applications.anonymisedAt),
          ),
        )
        .orderBy(asc(applications.appliedAt));
      const since = new Map(claimed.map((c) => [c.jobId, c.since.getTime()]));
      return rows.filter((r) => r.appliedAt.getTime() >= (since.get(r.jobId) ?? Infinity));
    },

    /**
     * Who hears of each posting: its hiring team and the member who created it, active, not
     * removed, with the digest not turned off (no settings row: on).
     */
    async recipients(tx: Db, jobIds: string[]): Promise<DigestRecipientRow[]> {
      if (jobIds.length === 0) return [];
      const onTeam = sql<boolean>`exists (select 1 from ${jobTeamMembers} t where t.job_id = ${jobPostings.id} and t.member_id = ${companyMembers.id})`;
      const rows = await tx
        .select({
          jobId: jobPostings.id,
          title: jobPostings.title,
          memberId: companyMembers.id,
          email: companyMembers.email,
          memberName: companyMembers.name,
          lang: companyMembers.lang,
          role: companyMembers.role,
          onTeam,
        })
        .from(jobPostings)
        .innerJoin(companyMembers, eq(companyMembers.companyId, jobPostings.companyId))
        .leftJoin(
          memberNotificationSettings,
          eq(memberNotificationSettings.memberId, companyMembers.id),
        )
        .where(
          and(
            inArray(jobPostings.id, jobIds),
            eq(companyMembers.status, 'active'),
            isNull(companyMembers.removedAt),
            sql`coalesce(${memberNotificationSettings.applicantDigest}, true)`,
            sql`(${onTeam} or ${jobPostings.createdByMemberId} = ${companyMembers.id})`,
          ),
        );
      return rows.map((r) => ({ ...r, onTeam: Boolean(r.onTeam) }));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
