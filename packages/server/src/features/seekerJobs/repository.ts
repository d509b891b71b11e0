// Issue 46 (decisions 247, 248): what the job seeker's side reads and writes: the seeker's profile
// facts for the fit, the candidate postings of a recommendation, saved jobs and job alerts.
// Open postings are openPostingWhere's (published, not past the deadline, company not disabled).
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { openPostingWhere } from '../../db/openPosting';
import {
  applications,
  companies,
  jobAlerts,
  jobPostings,
  postingFitFeatures,
  savedJobs,
  seekerMailSettings,
  users,
} from '../../db/schema';

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
  /** The posting's fit settings (weights, must-haves); null: the defaults. */
  fitSettings: Record<string, unknown> | null;
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
  fitSettings: jobPostings.fitSettings,
  employmentType: jobPostings.employmentType,
  publishedAt: jobPostings.publishedAt,
  updatedAt: jobPostings.updatedAt,
  companyName: companies.companyName,
  companyPic: companies.pic,
};

/** A candidate posting: its description only when its skills are not kept (decision 277). */
export type CandidateRow = Omit<PostingRow, 'description'> & {
  description: string | null;
  skills: string[] | null;
};

/**
 * Whether the kept fit features are those of the posting's current version. The version is
 * written from JavaScript, whose dates hold milliseconds, while PostgreSQL keeps microseconds
 * (a posting made by `default now()`): equal to the millisecond.
 */
function keptForVersion(): SQL {
  return sql`(${postingFitFeatures.postingUpdatedAt} > ${jobPostings.updatedAt} - interval '1 millisecond'
    and ${postingFitFeatures.postingUpdatedAt} < ${jobPostings.updatedAt} + interval '1 millisecond')`;
}

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
     * after their limit, without those the seeker applied to. Decision 277: each with the skills
     * kept for its current version (posting_fit_features); the description is read only for a
     * posting whose skills are not kept yet (`skills` null), to read them from its text.
     * `since`: only postings published from then on (the weekly mail's week).
     */
    async candidatePostings(
      userId: string | null,
      field: string | null,
      since?: Date,
    ): Promise<CandidateRow[]> {
      const from = since ? sql`and published_at >= ${since.toISOString()}::timestamptz` : sql``;
      const ids = sql`(
        (select id from job_postings where status = 'published' and field = ${field ?? ''} ${from}
          order by published_at desc, id limit ${candidateSet.field})
        union
        (select id from job_postings where status = 'published' ${from}
          order by published_at desc, id limit ${candidateSet.newest})
      )`;
      const current = keptForVersion();
      return db
        .select({
          ...postingColumns,
          description: sql<
            string | null
          >`case when ${current} then null else ${jobPostings.description} end`,
          skills: sql<string[] | null>`case when ${current} then ${postingFitFeatures.skills} end`,
        })
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .leftJoin(postingFitFeatures, eq(postingFitFeatures.jobId, jobPostings.id))
        .where(
          and(
            sql`${jobPostings.id} in ${ids}`,
            openPostingWhere(),
            userId === null
              ? undefined
              : sql`not exists (select 1 from applications a where a.job_id = ${jobPostings.id} and a.user_id = ${userId})`,
          ),
        );
    },

    /** Decision 277: keeps the skills read of these postings' texts, for their version. */
    async storeFitFeatures(
      rows: readonly { jobId: string; postingUpdatedAt: Date; skills: string[] }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(postingFitFeatures)
        .values([...rows])
        .onConflictDoUpdate({
          target: postingFitFeatures.jobId,
          set: {
            postingUpdatedAt: sql`excluded.posting_updated_at`,
            skills: sql`excluded.skills`,
          },
          // A slower writer of an older version never replaces a newer one.
          setWhere: sql`${postingFitFeatures.postingUpdatedAt} < excluded.posting_updated_at`,
        });
    },

    /**
     * Decision 277: the postings of every field's candidate set (the field's newest open postings
     * and the newest of all, as candidatePostings reads them) whose skills are not kept for their
     * current version: what the background fill reads the texts of. Older postings never enter a
     * recommendation, so they are not read.
     */
    async candidatesWithoutFitFeatures(fields: readonly string[], limit: number) {
      const fieldList = sql.join(
        fields.map((f) => sql`${f}`),
        sql`, `,
      );
      return db
        .select({ ...postingColumns, skills: sql<null>`null` })
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .leftJoin(postingFitFeatures, eq(postingFitFeatures.jobId, jobPostings.id))
        .where(
          and(
            sql`${jobPostings.id} in (
              (select x.id from unnest(array[${fieldList}]::text[]) as fld(name)
                cross join lateral (select id from job_postings where status = 'published'
                  and field = fld.name order by published_at desc, id limit ${candidateSet.field}) x)
              union
              (select id from job_postings where status = 'published'
                order by published_at desc, id limit ${candidateSet.newest})
            )`,
            openPostingWhere(),
            sql`not coalesce(${keptForVersion()}, false)`,
          ),
        )
        .limit(limit);
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

    // --- the weekly mail of recommended jobs (decision 278) -----------------------------------

    /** Whether the seeker gets the weekly mail (no row: yes). */
    async recommendationMail(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: seekerMailSettings.recommendations })
        .from(seekerMailSettings)
        .where(eq(seekerMailSettings.userId, userId))
        .limit(1);
      return row?.on ?? true;
    },

    /** Turns the weekly mail on or off; false when there is no such job seeker. */
    async setRecommendationMail(userId: string, on: boolean): Promise<boolean> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return false;
      await db
        .insert(seekerMailSettings)
        .values({ userId, recommendations: on })
        .onConflictDoUpdate({
          target: seekerMailSettings.userId,
          set: { recommendations: on, updatedAt: sql`now()` },
        });
      return true;
    },
  };
}
export type SeekerJobsRepository = ReturnType<typeof seekerJobsRepository>;
