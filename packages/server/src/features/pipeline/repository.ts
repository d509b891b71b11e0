// Data access of the applicant pipeline (decision 100): a posting's applicants with what their fit
// is computed from, stage moves with their history, notes, outcomes and the hires that measured
// accuracy counts. A posting or application of another company is simply not found here.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Stage } from '@talentpool/domain/jobs/schemas';
import type { Db } from '../../db/database';
import {
  applicationEvents,
  applicationNotes,
  applications,
  companies,
  jobPostings,
  oneTimeLinks,
  users,
} from '../../db/schema';

export type PostingRow = typeof jobPostings.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

const isiOf = <T extends typeof users | typeof oneTimeLinks>(t: T) => ({
  iRes1: t.iRes1,
  iRes2: t.iRes2,
  flp: t.flp,
  frp: t.frp,
  brp: t.brp,
  blp: t.blp,
});

/** One applicant with the columns of the applicant's user row or invitation link. */
const applicantColumns = {
  application: applications,
  user: {
    id: users.id,
    email: users.email,
    lang: users.lang,
    name: users.name,
    pic: users.pic,
    jobPosition: users.jobPosition,
    yearsOfExp: users.yearsOfExp,
    hlOfEdu: users.hlOfEdu,
    ...isiOf(users),
  },
  link: {
    id: oneTimeLinks.id,
    email: oneTimeLinks.email,
    lang: oneTimeLinks.lang,
    ...isiOf(oneTimeLinks),
  },
};

interface IsiColumns {
  iRes1: number | null;
  iRes2: number | null;
  flp: number | null;
  frp: number | null;
  brp: number | null;
  blp: number | null;
}

export interface ApplicantRow {
  application: ApplicationRow;
  /** The applicant's account, for an application by a user. */
  user:
    | (IsiColumns & {
        id: string;
        email: string;
        lang: string;
        name: string | null;
        pic: string | null;
        jobPosition: string | null;
        yearsOfExp: string | null;
        hlOfEdu: string | null;
      })
    | null;
  /** The invitation link, for a guest's application. */
  link: (IsiColumns & { id: string; email: string; lang: string }) | null;
}

/** The name a company shows: its profile name, else its e-mail (as in invitations). */
const companyDisplayName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

export function createPipelineRepository(db: Db) {
  return {
    async findPosting(jobId: string, companyId: string): Promise<PostingRow | null> {
      const [row] = await db
        .select()
        .from(jobPostings)
        .where(and(eq(jobPostings.id, jobId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    /** Every application to a posting (ranking needs them all), with its applicant. */
    async applicantsOf(jobId: string): Promise<ApplicantRow[]> {
      const rows = await db
        .select(applicantColumns)
        .from(applications)
        .leftJoin(users, eq(users.id, applications.userId))
        .leftJoin(oneTimeLinks, eq(oneTimeLinks.id, applications.oneTimeLinkId))
        .where(eq(applications.jobId, jobId));
      // A left join types every joined column as nullable; the ids say which row is there.
      return rows.map(({ application, user, link }) => ({
        application,
        user:
          user?.id && user.email !== null && user.lang !== null
            ? { ...user, id: user.id, email: user.email, lang: user.lang }
            : null,
        link:
          link?.id && link.email !== null && link.lang !== null
            ? { ...link, id: link.id, email: link.email, lang: link.lang }
            : null,
      }));
    },

    /** An application of one of this company's postings, with the posting. */
    async findApplication(
      id: string,
      companyId: string,
    ): Promise<{ application: ApplicationRow; posting: PostingRow } | null> {
      const [row] = await db
        .select({ application: applications, posting: jobPostings })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .where(and(eq(applications.id, id), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    async notesOf(applicationId: string) {
      return db
        .select({
          id: applicationNotes.id,
          text: applicationNotes.text,
          createdAt: applicationNotes.createdAt,
        })
        .from(applicationNotes)
        .where(eq(applicationNotes.applicationId, applicationId))
        .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
    },

    /** The stage moves, oldest first, with the name of the company that made each. */
    async historyOf(applicationId: string) {
      return db
        .select({
          from: applicationEvents.fromStage,
          to: applicationEvents.toStage,
          at: applicationEvents.at,
          by: sql<
            string | null
          >`case when ${companies.id} is null then null else ${companyDisplayName} end`,
        })
        .from(applicationEvents)
        .leftJoin(companies, eq(companies.id, applicationEvents.byCompanyId))
        .where(eq(applicationEvents.applicationId, applicationId))
        .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
    },

    async companyName(companyId: string): Promise<string> {
      const [row] = await db
        .select({ name: companyDisplayName })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.name ?? '';
    },

    /**
     * Moves an application and records the move, in one transaction. The update only happens
     * while the stage is still `from`, so two concurrent moves cannot both record from the same
     * stage; null when it changed meanwhile. On a move to hired, the snapshot is stored too.
     */
    async moveStage(input: {
      id: string;
      from: Stage;
      to: Stage;
      companyId: string;
      notify: boolean;
      snapshot: {
        fitAtHire: number | null;
        rankAtHire: number;
        applicantsAtHire: number;
        outcome: null;
        outcomeAt: null;
      } | null;
    }): Promise<ApplicationRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(applications)
          .set({ stage: input.to, stageChangedAt: sql`now()`, ...(input.snapshot ?? {}) })
          .where(and(eq(applications.id, input.id), eq(applications.stage, input.from)))
          .returning();
        if (!row) return null;
        await tx.insert(applicationEvents).values({
          applicationId: input.id,
          fromStage: input.from,
          toStage: input.to,
          byCompanyId: input.companyId,
          notified: input.notify,
        });
        return row;
      });
    },

    async addNote(applicationId: string, companyId: string, text: string) {
      const [row] = await db
        .insert(applicationNotes)
        .values({ applicationId, companyId, text })
        .returning({
          id: applicationNotes.id,
          text: applicationNotes.text,
          createdAt: applicationNotes.createdAt,
        });
      if (!row) throw new Error('note not stored');
      return row;
    },

    /** Records the outcome while the application is (still) hired; null otherwise. */
    async setOutcome(id: string, outcome: 'successful' | 'unsuccessful') {
      const [row] = await db
        .update(applications)
        .set({ outcome, outcomeAt: sql`now()` })
        .where(and(eq(applications.id, id), eq(applications.stage, 'hired')))
        .returning();
      return row ?? null;
    },

    /** Hires with a recorded outcome: of one company's postings, or of all (companyId null). */
    async hiresWithOutcome(companyId: string | null) {
      const withOutcome = and(isNotNull(applications.outcome), isNotNull(applications.rankAtHire));
      const query = db
        .select({
          rankAtHire: applications.rankAtHire,
          applicantsAtHire: applications.applicantsAtHire,
          outcome: applications.outcome,
        })
        .from(applications);
      if (companyId === null) return query.where(withOutcome);
      return query
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .where(and(withOutcome, eq(jobPostings.companyId, companyId)));
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
