// Issue 46 (decisions 247, 248): what the job seeker's side reads and writes: the seeker's profile
// facts for the fit, the candidate postings of a recommendation, saved jobs and job alerts.
// Open postings are openPostingWhere's (published, not past the deadline, company not disabled).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { openPostingWhere } from '../../db/openPosting';
import { applications, companies, jobAlerts, jobPostings, savedJobs, users } from '../../db/schema';

export interface PostingRow {
  id: string;
  title: string;
  description: string;
  field: string;
  workplace: 'onsite' | 'remote' | 'hybrid';
  country: string;
  city: string;
  minEducation: string | null;
  minExperience: string | null;
  requirementProfile: Record<string, number>;
  employmentType: 'fullTime' | 'partTime' | 'contract' | 'temporary' | 'internship';
  publishedAt: Date | null;
  updatedAt: Date;
  companyName: string | null;
  companyPic: string | null;
}

const postingColumns = {
  id: jobPostings.id,
  title: jobPostings.title,
  description: jobPostings.description,
  field: jobPostings.field,
  workplace: jobPostings.workplace,
  country: jobPostings.country,
  city: jobPostings.city,
  minEducation: jobPostings.minEducation,
  minExperience: jobPostings.minExperience,
  requirementProfile: jobPostings.requirementProfile,
  employmentType: jobPostings.employmentType,
  publishedAt: jobPostings.publishedAt,
  updatedAt: jobPostings.updatedAt,
  companyName: companies.companyName,
  companyPic: companies.pic,
};

/** How many of the field's newest postings, and of all newest, a recommendation scores. */
export const candidateSet = { field: 220, newest: 80 } as const;

export function seekerJobsRepository(db: Db) {
  return {
    async seekerFacts(userId: string) {
      const [row] = await db
        .select({
          technicalSkills: users.technicalSkills,
          generalSkills: users.generalSkills,
          hlOfEdu: users.hlOfEdu,
          yearsOfExp: users.yearsOfExp,
          jobPosition: users.jobPosition,
          country: users.country,
          dataComplete: users.dataComplete,
          lang: users.lang,
          flp: users.flp,
          frp: users.frp,
          brp: users.brp,
          blp: users.blp,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The postings a recommendation scores (decision 247): the newest open postings of the seeker's
     * field and the newest open postings of any field, both read from partial indexes that stop
     * after their limit, without those the seeker applied to.
     */
    async candidatePostings(userId: string, field: string | null): Promise<PostingRow[]> {
      const ids = sql`(
        (select id from job_postings where status = 'published' and field = ${field ?? ''}
          order by published_at desc, id limit ${candidateSet.field})
        union
        (select id from job_postings where status = 'published'
          order by published_at desc, id limit ${candidateSet.newest})
      )`;
      return db
        .select(postingColumns)
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .where(
          and(
            sql`${jobPostings.id} in ${ids}`,
            openPostingWhere(),
            sql`not exists (select 1 from applications a where a.job_id = ${jobPostings.id} and a.user_id = ${userId})`,
          ),
        );
    },

    async openPosting(jobId: string): Promise<PostingRow | null> {
      const [row] = await db
        .select(postingColumns)
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .where(and(eq(jobPostings.id, jobId), openPostingWhere()))
        .limit(1);
      return row ?? null;
    },

    async hasApplied(userId: string, jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)))
        .limit(1);
      return row !== undefined;
    },

    // --- saved jobs ---------------------------------------------------------------------------

    async savedCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedJobs)
        .where(eq(savedJobs.userId, userId));
      return Number(row?.n ?? 0);
    },

    async save(userId: string, jobId: string): Promise<boolean> {
      const inserted = await db
        .insert(savedJobs)
        .values({ userId, jobId })
        .onConflictDoNothing()
        .returning({ jobId: savedJobs.jobId });
      return inserted.length > 0;
    },

    async unsave(userId: string, jobId: string): Promise<boolean> {
      const deleted = await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
        .returning({ jobId: savedJobs.jobId });
      return deleted.length > 0;
    },

    async savedPage(userId: string, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        db
          .select({
            ...postingColumns,
            savedAt: savedJobs.createdAt,
            open: sql<boolean>`(${openPostingWhere()})`,
          })
          .from(savedJobs)
          .innerJoin(jobPostings, eq(jobPostings.id, savedJobs.jobId))
          .innerJoin(companies, eq(companies.id, jobPostings.companyId))
          .where(eq(savedJobs.userId, userId))
          .orderBy(desc(savedJobs.createdAt), savedJobs.jobId)
          .limit(limit)
          .offset(offset),
        this.savedCount(userId),
      ]);
      return { rows, total };
    },

    /** Whether the posting exists and a seeker may see it (open, or saved already). */
    async postingVisible(jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobPostings.id })
        .from(jobPostings)
        .where(and(eq(jobPostings.id, jobId), openPostingWhere()))
        .limit(1);
      return row !== undefined;
    },

    // --- job alerts ---------------------------------------------------------------------------

    async alerts(userId: string) {
      return db
        .select()
        .from(jobAlerts)
        .where(eq(jobAlerts.userId, userId))
        .orderBy(jobAlerts.createdAt, jobAlerts.id);
    },

    async createAlert(values: typeof jobAlerts.$inferInsert) {
      const [row] = await db.insert(jobAlerts).values(values).returning();
      if (!row) throw new Error('alert not stored');
      return row;
    },

    async deleteAlert(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(jobAlerts)
        .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
        .returning({ id: jobAlerts.id });
      return deleted.length > 0;
    },

    async deleteAlertById(id: string): Promise<boolean> {
      const deleted = await db
        .delete(jobAlerts)
        .where(eq(jobAlerts.id, id))
        .returning({ id: jobAlerts.id });
      return deleted.length > 0;
    },
  };
}
export type SeekerJobsRepository = ReturnType<typeof seekerJobsRepository>;
