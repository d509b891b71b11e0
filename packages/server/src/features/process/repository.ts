// Data access of the hiring process (decision 130): stage templates, a posting's stage list with
// its counts, the edit of that list (moving applicants out of removed stages, with history), and
// reject reasons (the defaults inserted on a company's first use). Another company's template,
// reason or posting is simply not found here.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { defaultRejectReasons } from '@talentpool/domain/process/messages';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import {
  applications,
  companies,
  interviewInterviewers,
  interviews,
  jobPostings,
  jobTeamMembers,
  rejectReasons,
  stageTemplates,
} from '../../db/schema';
import type { ReplaceStagesInput } from '../../db/postingStages';
import { replaceStages } from '../applications/public';

export type StageTemplateRow = typeof stageTemplates.$inferSelect;
export type RejectReasonRow = typeof rejectReasons.$inferSelect;

/** Is the member on the hiring team of the posting of this query (decisions.md 11)? */
const onTeam = (memberId: string) =>
  sql<boolean>`exists (select 1 from ${jobTeamMembers} where ${jobTeamMembers.jobId} = ${jobPostings.id} and ${jobTeamMembers.memberId} = ${memberId})`;

export function createProcessRepository(db: Db) {
  /** The company's reasons: the defaults, in both languages, on its first use (decision 130). */
  async function ensureDefaultReasons(companyId: string, on: Db = db): Promise<void> {
    const values = defaultRejectReasons.map(
      (reason, i) =>
        sql`(${companyId}::uuid, ${reason.en}::text, ${reason.ar}::text, ${i + 1}::int)`,
    );
    // Two first uses at once insert the same positions: the unique index keeps one of each.
    await on.execute(sql`
      insert into ${rejectReasons} (company_id, name_en, name_ar, position)
      select v.company_id, v.name_en, v.name_ar, v.position
      from (values ${sql.join(values, sql`, `)}) as v(company_id, name_en, name_ar, position)
      where not exists (select 1 from ${rejectReasons} r where r.company_id = ${companyId}::uuid)
      on conflict (company_id, position) do nothing`);
  }

  return {
    // -------------------------------------------------------------------------------------
    // Stage templates

    async templates(companyId: string): Promise<StageTemplateRow[]> {
      return db
        .select()
        .from(stageTemplates)
        .where(eq(stageTemplates.companyId, companyId))
        .orderBy(asc(stageTemplates.createdAt), asc(stageTemplates.id));
    },

    async templateCount(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(stageTemplates)
        .where(eq(stageTemplates.companyId, companyId));
      return row?.n ?? 0;
    },

    async findTemplate(companyId: string, id: string): Promise<StageTemplateRow | null> {
      const [row] = await db
        .select()
        .from(stageTemplates)
        .where(and(eq(stageTemplates.id, id), eq(stageTemplates.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    async insertTemplate(companyId: string, name: string, stages: StageDefinition[]) {
      const [row] = await db.insert(stageTemplates).values({ companyId, name, stages }).returning();
      if (!row) throw new Error('stage template not stored');
      return row;
    },

    async updateTemplate(companyId: string, id: string, name: string, stages: StageDefinition[]) {
      const [row] = await db
        .update(stageTemplates)
        .set({ name, stages, updatedAt: sql`now()` })
        .where(and(eq(stageTemplates.id, id), eq(stageTemplates.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    async deleteTemplate(companyId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(stageTemplates)
        .where(and(eq(stageTemplates.id, id), eq(stageTemplates.companyId, companyId)))
        .returning({ id: stageTemplates.id });
      return rows.length > 0;
    },

    // -------------------------------------------------------------------------------------
    // A posting's stages

    /** This company's posting with its list and whether the member is on its hiring team. */
    async findPosting(jobId: string, companyId: string, memberId: string) {
      const [row] = await db
        .select({ id: jobPostings.id, stages: jobPostings.stages, onTeam: onTeam(memberId) })
        .from(jobPostings)
        .where(and(eq(jobPostings.id, jobId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row ? { ...row, onTeam: Boolean(row.onTeam) } : null;
    },

    /** Is the member an interviewer of a scheduled interview of an applicant of this posting? */
    async onInterviewOfJob(memberId: string, jobId: string): Promise<boolean> {
      const [row] = await db
        .select({ yes: sql<number>`1` })
        .from(interviewInterviewers)
        .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
        .where(
          and(
            eq(interviewInterviewers.memberId, memberId),
            eq(interviews.jobId, jobId),
            eq(interviews.status, 'scheduled'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Applicants per stage key (only keys that hold someone). */
    async counts(jobId: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ stage: applications.stage, n: count() })
        .from(applications)
        .where(eq(applications.jobId, jobId))
        .groupBy(applications.stage);
      return Object.fromEntries(rows.map((r) => [r.stage, r.n]));
    },

    /** The edit of a posting's list (the applications module's, shared with createJob/updateJob). */
    setStages: (input: Omit<ReplaceStagesInput, 'templateId'>) => replaceStages(db, input),

    // -------------------------------------------------------------------------------------
    // Reject reasons

    ensureDefaultReasons,

    async reasons(companyId: string): Promise<RejectReasonRow[]> {
      await ensureDefaultReasons(companyId);
      return db
        .select()
        .from(rejectReasons)
        .where(eq(rejectReasons.companyId, companyId))
        .orderBy(asc(rejectReasons.position));
    },

    async findReason(companyId: string, id: string): Promise<RejectReasonRow | null> {
      const [row] = await db
        .select()
        .from(rejectReasons)
        .where(and(eq(rejectReasons.id, id), eq(rejectReasons.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * A new reason after the others, or null when the company already has `max`. Creates at once
     * queue on the company's row lock, so each reads the places the one before it took: the limit
     * holds and no create fails on the place index (the roleMatrix suite creates eight at once).
     */
    async insertReason(
      companyId: string,
      name: { en: string; ar: string },
      max: number,
    ): Promise<RejectReasonRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${companies} where id = ${companyId}::uuid for update`);
        await ensureDefaultReasons(companyId, tx);
        const [counted] = await tx
          .select({ n: count() })
          .from(rejectReasons)
          .where(eq(rejectReasons.companyId, companyId));
        if ((counted?.n ?? 0) >= max) return null;
        const [row] = await tx
          .insert(rejectReasons)
          .values({
            companyId,
            nameEn: name.en,
            nameAr: name.ar,
            position: sql`(select coalesce(max(position), 0) + 1 from ${rejectReasons} where company_id = ${companyId}::uuid)`,
          })
          .returning();
        if (!row) throw new Error('reject reason not stored');
        return row;
      });
    },

    async updateReason(companyId: string, id: string, name: { en: string; ar: string }) {
      const [row] = await db
        .update(rejectReasons)
        .set({ nameEn: name.en, nameAr: name.ar })
        .where(and(eq(rejectReasons.id, id), eq(rejectReasons.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    /** Archives a reason (archiving twice keeps the first time); null when not found. */
    async archiveReason(companyId: string, id: string) {
      const [row] = await db
        .update(rejectReasons)
        .set({ archivedAt: sql`coalesce(${rejectReasons.archivedAt}, now())` })
        .where(and(eq(rejectReasons.id, id), eq(rejectReasons.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    /** A current (not archived) reason of this company, for a move to a rejected stage. */
    async activeReason(companyId: string, id: string): Promise<RejectReasonRow | null> {
      await ensureDefaultReasons(companyId);
      const [row] = await db
        .select()
        .from(rejectReasons)
        .where(
          and(
            eq(rejectReasons.id, id),
            eq(rejectReasons.companyId, companyId),
            isNull(rejectReasons.archivedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export type ProcessRepository = ReturnType<typeof createProcessRepository>;
