// Data access of applying without an account (decision 141): a guest's CV uploads and their parse,
// the guest application (an `applications` row marked guest_via 'apply' with its
// `guest_applicants` row and CV file), following it by token, and the company's view of a guest
// applicant with the permission context of the posting.
import { claimIdempotencyKey } from '../../plugins/app/idempotency';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshFits } from '../../db/fitStore';
import {
  applicantCvs,
  applications,
  companies,
  cvImportItems,
  cvUploads,
  guestApplicants,
  interviewInterviewers,
  interviews,
  jobPostings,
  jobTeamMembers,
  users,
} from '../../db/schema';
import { createApplication } from '../applications/public';
import { postingScreeningOf } from '../jobs/public';

export type CvUploadRow = typeof cvUploads.$inferSelect;

const companyDisplayName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

export function createGuestApplyRepository(db: Db) {
  return {
    /** A posting with its company's display name (any status: the service decides). */
    async posting(jobId: string) {
      const [row] = await db
        .select({
          id: jobPostings.id,
          companyId: jobPostings.companyId,
          title: jobPostings.title,
          status: jobPostings.status,
          applicationDeadline: jobPostings.applicationDeadline,
          country: jobPostings.country,
          companyName: companyDisplayName,
        })
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .where(eq(jobPostings.id, jobId))
        .limit(1);
      return row;
    },

    /** The posting's screening questions with their knock-out rules (decision 130). */
    screening: (jobId: string) => postingScreeningOf(db, jobId),

    async insertUpload(values: typeof cvUploads.$inferInsert): Promise<CvUploadRow> {
      const [row] = await db.insert(cvUploads).values(values).returning();
      if (!row) throw new Error('upload not stored');
      return row;
    },

    /**
     * Removes an upload no application took (issue 38: the answer to an address that already
     * applied must look like a new application's, and a used upload reads nothing). The row
     * removed, or undefined when an application holds it.
     */
    async discardUpload(id: string): Promise<CvUploadRow | undefined> {
      const [row] = await db
        .delete(cvUploads)
        .where(and(eq(cvUploads.id, id), isNull(cvUploads.applicationId)))
        .returning();
      return row;
    },

    async upload(id: string): Promise<CvUploadRow | undefined> {
      const [row] = await db.select().from(cvUploads).where(eq(cvUploads.id, id)).limit(1);
      return row;
    },

    async saveParse(
      id: string,
      values: Pick<CvUploadRow, 'status' | 'reason' | 'language' | 'fields'>,
    ): Promise<void> {
      await db
        .update(cvUploads)
        .set({ ...values, parsedAt: sql`now()` })
        .where(eq(cvUploads.id, id));
    },

    /** Has a job seeker with this e-mail applied to the posting with their account? */
    async userApplied(jobId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(and(eq(applications.jobId, jobId), sql`lower(${users.email}) = lower(${email})`))
        .limit(1);
      return Boolean(row);
    },

    /**
     * The guest application in one transaction: the application (its first history entry), the
     * guest's row, the CV file, the upload marked used, and the confirmation mail (`afterInsert`,
     * inside the transaction, so a mail is stored exactly when the application is). Null when
     * the e-mail already applied to the posting (the unique index decides, also under races) or
     * the upload was used meanwhile.
     */
    async insertGuestApplication(
      input: {
        jobId: string;
        email: string;
        name: string;
        phone: string;
        lang: string;
        consentVersion: string;
        followTokenHash: string;
        upload: CvUploadRow;
      },
      afterInsert: (tx: Db, application: { id: string; appliedAt: Date }) => Promise<void>,
    ): Promise<{ id: string; appliedAt: Date } | null> {
      return db.transaction(async (tx) => {
        // Decision 279: a retried request's key is claimed with the application it makes.
        await claimIdempotencyKey(tx);
        const [claimed] = await tx
          .update(cvUploads)
          .set({ applicationId: sql`${cvUploads.applicationId}` })
          .where(and(eq(cvUploads.id, input.upload.id), isNull(cvUploads.applicationId)))
          .returning({ id: cvUploads.id });
        if (!claimed) return null;
        // The one entry of the applications module: stages, history, the guest, the CV.
        const created = await createApplication(tx, {
          jobId: input.jobId,
          applicant: {
            kind: 'guest',
            email: input.email,
            name: input.name,
            phone: input.phone,
            lang: input.lang,
            consentVersion: input.consentVersion,
            followTokenHash: input.followTokenHash,
          },
          wayIn: 'guestForm',
          cv: {
            storageKey: input.upload.storageKey,
            fileName: input.upload.fileName,
            kind: input.upload.kind,
            size: input.upload.size,
          },
        });
        if (!created) return null;
        const application = { id: created.id, appliedAt: created.appliedAt };
        await tx
          .update(cvUploads)
          .set({ applicationId: application.id })
          .where(eq(cvUploads.id, input.upload.id));
        // Issue 40: a guest is scored from their parsed CV, once it is the application's.
        await refreshFits(tx, { applicationId: application.id });
        await afterInsert(tx, application);
        return application;
      });
    },

    /** The application a follow token names. */
    async byFollowToken(tokenHash: string) {
      const [row] = await db
        .select({
          applicationId: applications.id,
          jobId: applications.jobId,
          stage: applications.stage,
          appliedAt: applications.appliedAt,
          email: applications.guestEmail,
          name: guestApplicants.name,
          claimedAt: guestApplicants.claimedAt,
          title: jobPostings.title,
          stages: jobPostings.stages,
          companyName: companyDisplayName,
        })
        .from(guestApplicants)
        .innerJoin(applications, eq(applications.id, guestApplicants.applicationId))
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .where(
          and(eq(guestApplicants.followTokenHash, tokenHash), isNull(applications.anonymisedAt)),
        )
        .limit(1);
      return row;
    },

    /**
     * A guest application of one of this company's postings, with what the policy needs: whether
     * the member is on the posting's hiring team and on an interview of it.
     */
    async guestApplication(id: string, companyId: string, memberId: string) {
      const [row] = await db
        .select({
          application: applications,
          guest: guestApplicants,
          onTeam: sql<boolean>`exists (select 1 from ${jobTeamMembers} where ${jobTeamMembers.jobId} = ${jobPostings.id} and ${jobTeamMembers.memberId} = ${memberId})`,
          onInterview: sql<boolean>`exists (select 1 from ${interviewInterviewers} join ${interviews} on ${interviews.id} = ${interviewInterviewers.interviewId} where ${interviewInterviewers.memberId} = ${memberId} and ${interviews.applicationId} = ${applications.id} and ${interviews.status} = 'scheduled')`,
        })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .leftJoin(guestApplicants, eq(guestApplicants.applicationId, applications.id))
        .where(and(eq(applications.id, id), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row;
    },

    async cvsOf(applicationId: string) {
      return db
        .select()
        .from(applicantCvs)
        .where(eq(applicantCvs.applicationId, applicationId))
        .orderBy(asc(applicantCvs.createdAt), asc(applicantCvs.id));
    },

    /** What the parser proposed for this application's CV (the guest's upload or the import). */
    async parsedFieldsOf(applicationId: string): Promise<Record<string, unknown> | null> {
      const [upload] = await db
        .select({ fields: cvUploads.fields })
        .from(cvUploads)
        .where(eq(cvUploads.applicationId, applicationId))
        .limit(1);
      if (upload?.fields) return upload.fields;
      const [item] = await db
        .select({ fields: cvImportItems.fields })
        .from(cvImportItems)
        .where(eq(cvImportItems.applicationId, applicationId))
        .limit(1);
      return item?.fields ?? null;
    },
  };
}

export type GuestApplyRepository = ReturnType<typeof createGuestApplyRepository>;
