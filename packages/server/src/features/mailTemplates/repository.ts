// Decision 133: the queries of mail templates and the mail log. Each takes the database or the
// caller's transaction, so a mail's log row commits with the change that caused it.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MailTemplateKey } from '@talentpool/domain/mailTemplates/templates';
import type { Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
// The one definition of "on the posting's hiring team" (decision 110).
import { onTeamOf } from '../../db/team';
import {
  applicationMails,
  applications,
  companies,
  guestApplicants,
  interviewInterviewers,
  interviews,
  jobPostings,
  mailTemplates,
  oneTimeLinks,
  users,
} from '../../db/schema';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;
export type ApplicationMailRow = typeof applicationMails.$inferSelect;

const companyDisplayName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

/** An application as a mail needs it: who to write to, in which language, about what. */
export interface MailApplicationRow {
  applicationId: string;
  companyId: string;
  jobTitle: string;
  companyName: string;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  userLang: string | null;
  guestEmail: string | null;
  /** A guest's own name and the language they applied in (guest_applicants, decision 141). */
  guestName: string | null;
  guestLang: string | null;
  linkEmail: string | null;
  linkLang: string | null;
  anonymisedAt: Date | null;
  /** Issue 37: the application's page language, when it was made, the account's last change. */
  applicationLang: string | null;
  appliedAt: Date;
  userLangChangedAt: Date | null;
}

export function createMailTemplatesRepository() {
  return {
    async templatesOf(db: Db, companyId: string): Promise<MailTemplateRow[]> {
      return db.select().from(mailTemplates).where(eq(mailTemplates.companyId, companyId));
    },

    /** The company's own website (its profile's `url`), for the links of its templates. */
    async companyWebsite(db: Db, companyId: string): Promise<string | null> {
      const [row] = await db
        .select({ url: companies.url })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.url ?? null;
    },

    async templateOf(
      db: Db,
      companyId: string,
      key: MailTemplateKey,
      lang: Language,
    ): Promise<MailTemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(mailTemplates)
        .where(
          and(
            eq(mailTemplates.companyId, companyId),
            eq(mailTemplates.key, key),
            eq(mailTemplates.lang, lang),
          ),
        )
        .limit(1);
      return row;
    },

    async saveTemplate(
      db: Db,
      row: {
        companyId: string;
        key: MailTemplateKey;
        lang: Language;
        subject: string;
        body: string;
        memberId: string;
      },
    ): Promise<MailTemplateRow> {
      const values = {
        companyId: row.companyId,
        key: row.key,
        lang: row.lang,
        subject: row.subject,
        body: row.body,
        updatedByMemberId: row.memberId,
        updatedAt: new Date(),
      };
      const [saved] = await db
        .insert(mailTemplates)
        .values(values)
        .onConflictDoUpdate({
          target: [mailTemplates.companyId, mailTemplates.key, mailTemplates.lang],
          set: {
            subject: values.subject,
            body: values.body,
            updatedByMemberId: values.updatedByMemberId,
            updatedAt: values.updatedAt,
          },
        })
        .returning();
      if (!saved) throw new Error('mail template not saved');
      return saved;
    },

    async removeTemplate(db: Db, companyId: string, key: MailTemplateKey, lang: Language) {
      await db
        .delete(mailTemplates)
        .where(
          and(
            eq(mailTemplates.companyId, companyId),
            eq(mailTemplates.key, key),
            eq(mailTemplates.lang, lang),
          ),
        );
    },

    async companyName(db: Db, companyId: string): Promise<string> {
      const [row] = await db
        .select({ name: companyDisplayName })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.name ?? '';
    },

    /** This company's application with its applicant's address and language (one statement). */
    async mailApplication(
      db: Db,
      applicationId: string,
      companyId: string,
    ): Promise<MailApplicationRow | undefined> {
      const [row] = await db
        .select({
          applicationId: applications.id,
          companyId: jobPostings.companyId,
          jobTitle: jobPostings.title,
          companyName: companyDisplayName,
          userId: applications.userId,
          userEmail: users.email,
          userName: users.name,
          userLang: users.lang,
          guestEmail: applications.guestEmail,
          guestName: guestApplicants.name,
          guestLang: guestApplicants.lang,
          linkEmail: oneTimeLinks.email,
          linkLang: oneTimeLinks.lang,
          anonymisedAt: applications.anonymisedAt,
          applicationLang: applications.lang,
          appliedAt: applications.appliedAt,
          userLangChangedAt: users.langChangedAt,
        })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .leftJoin(users, eq(users.id, applications.userId))
        .leftJoin(oneTimeLinks, eq(oneTimeLinks.id, applications.oneTimeLinkId))
        .leftJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
        .where(and(eq(applications.id, applicationId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row;
    },

    /**
     * This company's application (null otherwise), with what the policy's scoped grants need:
     * the member on its posting's team, the member an interviewer of its scheduled interviews.
     */
    async accessOf(
      db: Db,
      applicationId: string,
      companyId: string,
      memberId: string,
    ): Promise<{ onTeam: boolean; onInterview: boolean } | null> {
      const onInterview = sql<boolean>`exists (select 1 from ${interviewInterviewers}
        join ${interviews} on ${interviews.id} = ${interviewInterviewers.interviewId}
        where ${interviewInterviewers.memberId} = ${memberId}
          and ${interviews.applicationId} = ${applications.id}
          and ${interviews.status} = 'scheduled')`;
      const [row] = await db
        .select({ onTeam: onTeamOf(memberId), onInterview })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .where(and(eq(applications.id, applicationId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row ? { onTeam: Boolean(row.onTeam), onInterview: Boolean(row.onInterview) } : null;
    },

    async insertMail(
      db: Db,
      row: {
        applicationId: string;
        companyId: string;
        templateKey: MailTemplateKey;
        subject: string;
        lang: Language;
        byMemberId: string | null;
      },
    ): Promise<ApplicationMailRow> {
      const [saved] = await db.insert(applicationMails).values(row).returning();
      if (!saved) throw new Error('application mail not recorded');
      return saved;
    },

    async setMailJob(db: Db, id: string, queueJobId: string | null) {
      await db.update(applicationMails).set({ queueJobId }).where(eq(applicationMails.id, id));
    },

    /** The mail job's outcome; a mail already marked sent stays sent. */
    async settleMail(
      db: Db,
      id: string,
      outcome: { status: 'sent' } | { status: 'failed'; error: string },
    ) {
      await db
        .update(applicationMails)
        .set(
          outcome.status === 'sent'
            ? { status: 'sent', sentAt: new Date(), error: null }
            : { status: 'failed', error: outcome.error },
        )
        .where(and(eq(applicationMails.id, id), sql`${applicationMails.status} <> 'sent'`));
    },

    async mailsOf(
      db: Db,
      applicationId: string,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: ApplicationMailRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(applicationMails)
          .where(eq(applicationMails.applicationId, applicationId))
          .orderBy(desc(applicationMails.queuedAt), desc(applicationMails.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db
          .select({ total: count() })
          .from(applicationMails)
          .where(eq(applicationMails.applicationId, applicationId)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export type MailTemplatesRepository = ReturnType<typeof createMailTemplatesRepository>;
