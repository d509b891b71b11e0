// Data access of the applicant pipeline (decision 100): a posting's applicants with what their fit
// is computed from, stage moves with their history, notes, outcomes and the hires that measured
// accuracy counts. A posting or application of another company is simply not found here.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DomainError } from '@talentpool/domain/errors';
import { findStage } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { latestIsiFlagsOf } from '../../db/latestIsiFlags';
import {
  applicationEvents,
  applicationNotes,
  applications,
  companies,
  companyMembers,
  interviewInterviewers,
  interviews,
  jobPostings,
  oneTimeLinks,
  rejectReasons,
  scorecards,
  users,
  type IsiFlagsColumn,
} from '../../db/schema';
import { lockedPostingStages, stageKindIs } from '../../lib/postingStages';
import { actorColumns, type ActorRow } from '../jobs/actor';
import { onTeamOf } from '../jobs/repository';

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

/** The member who recorded an application's outcome (a second join of company_members). */
const outcomeMember = alias(companyMembers, 'outcome_member');

/** One applicant with the columns of the applicant's user row or invitation link. */
const applicantColumns = {
  application: applications,
  outcomeBy: {
    id: outcomeMember.id,
    name: outcomeMember.name,
    email: outcomeMember.email,
  },
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
    // Response quality of the current result (decision 135), shown beside it.
    isiFlags: latestIsiFlagsOf(sql.raw('"users"."id"')),
  },
  link: {
    id: oneTimeLinks.id,
    email: oneTimeLinks.email,
    lang: oneTimeLinks.lang,
    ...isiOf(oneTimeLinks),
    isiFlags: oneTimeLinks.isiFlags,
  },
};

interface IsiColumns {
  iRes1: number | null;
  iRes2: number | null;
  flp: number | null;
  frp: number | null;
  brp: number | null;
  blp: number | null;
  isiFlags: IsiFlagsColumn | null;
}

export interface ApplicantRow {
  application: ApplicationRow;
  /** The member who recorded the outcome. */
  outcomeBy: ActorRow | null;
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

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function createPipelineRepository(db: Db) {
  /** Applications with their applicant, in no particular order. */
  async function applicantsByIds(ids: readonly string[]): Promise<ApplicantRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(applicantColumns)
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(oneTimeLinks, eq(oneTimeLinks.id, applications.oneTimeLinkId))
      .leftJoin(outcomeMember, eq(outcomeMember.id, applications.outcomeByMemberId))
      .where(inArray(applications.id, [...ids]));
    // A left join types every joined column as nullable; the ids say which row is there.
    return rows.map(({ application, outcomeBy, user, link }) => ({
      application,
      outcomeBy,
      user:
        user?.id && user.email !== null && user.lang !== null
          ? { ...user, id: user.id, email: user.email, lang: user.lang }
          : null,
      link:
        link?.id && link.email !== null && link.lang !== null
          ? { ...link, id: link.id, email: link.email, lang: link.lang }
          : null,
    }));
  }

  return {
    applicantsByIds,

    /** This company's posting, with whether the member is on its hiring team (one statement). */
    async findPosting(
      jobId: string,
      companyId: string,
      memberId: string,
    ): Promise<{ posting: PostingRow; onTeam: boolean } | null> {
      const [row] = await db
        .select({ posting: jobPostings, onTeam: onTeamOf(memberId) })
        .from(jobPostings)
        .where(and(eq(jobPostings.id, jobId), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row ? { posting: row.posting, onTeam: Boolean(row.onTeam) } : null;
    },

    /**
     * Is the member an interviewer of an interview of this application (decisions.md 11: an
     * interviewer sees only the applicants of interviews they are on)? Scheduled interviews,
     * past ones included; a cancelled interview grants nothing (decision 120). Every check of
     * the 'interview' grant asks this one function.
     */
    async isOnInterviewOf(memberId: string, applicationId: string): Promise<boolean> {
      const [row] = await db
        .select({ yes: sql<number>`1` })
        .from(interviewInterviewers)
        .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
        .where(
          and(
            eq(interviewInterviewers.memberId, memberId),
            eq(interviews.applicationId, applicationId),
            eq(interviews.status, 'scheduled'),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Per application of a posting: the next interview to come and the scorecards in and
     * expected over its scheduled interviews (the pipeline card, decision 120). One statement:
     * the posting's scheduled interviews are read through interviews_job_idx (migration 0015),
     * not every company's, and their interviewers and scorecards counted through their keys.
     */
    async interviewSummaries(
      jobId: string,
      applicationIds: readonly string[],
    ): Promise<Map<string, { next: Date | null; submitted: number; expected: number }>> {
      if (applicationIds.length === 0) return new Map();
      // Counted per interview through the two keys (one index probe each) and summed per
      // application: a plan that does not depend on statistics. PGlite never analyses these
      // tables, and a join of grouped counts was planned as a nested loop over 1 estimated row
      // (300 ms for 1,000 interviews instead of a few).
      const result = await db.execute(sql`
        select i.application_id as "applicationId",
          min(i.starts_at) filter (where i.starts_at > now()) as at,
          coalesce(sum((select count(*) from ${interviewInterviewers} ii where ii.interview_id = i.id)), 0)::int as expected,
          coalesce(sum((select count(*) from ${scorecards} s where s.interview_id = i.id)), 0)::int as submitted
        from ${interviews} i
        where i.job_id = ${jobId} and i.status = 'scheduled'
          and i.application_id in (${sql.join(
            applicationIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by i.application_id`);
      return new Map(
        rowsOf<Record<string, unknown>>(result).map((r) => [
          String(r.applicationId),
          {
            next: r.at === null || r.at === undefined ? null : new Date(r.at as string),
            expected: Number(r.expected),
            submitted: Number(r.submitted),
          },
        ]),
      );
    },

    /**
     * The recommendations of hires with an outcome (decision 120): of one company's postings,
     * with `teamOf` only of that member's teams' postings.
     */
    async recommendationsOfHires(companyId: string, teamOf?: string) {
      return db
        .select({
          applicationId: applications.id,
          outcome: applications.outcome,
          recommendation: scorecards.recommendation,
        })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .innerJoin(
          interviews,
          and(eq(interviews.applicationId, applications.id), eq(interviews.status, 'scheduled')),
        )
        .innerJoin(scorecards, eq(scorecards.interviewId, interviews.id))
        .where(
          and(
            isNotNull(applications.outcome),
            stageKindIs('hired'),
            eq(jobPostings.companyId, companyId),
            teamOf ? onTeamOf(teamOf) : undefined,
          ),
        );
    },

    /**
     * One page of a posting's applicants in ranked order (decision 134): the stored fit, null
     * last, then the earlier application, then the id. `rank` is the place among all the
     * posting's applicants, so a stage filters after ranking; `total` counts the matching ones.
     * Ranked, filtered, counted and paged in the database (applications_job_rank_idx carries the
     * stage, so the ranking reads the index alone); only the page's rows reach Node.
     */
    async rankedPage(
      jobId: string,
      stage: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: (ApplicantRow & { rank: number })[]; total: number }> {
      // Without a stage, the page is read in index order and the rank is its place (page 1 reads
      // 50 index entries, not 10,000); the total is one index-only count. With a stage, every
      // applicant is numbered first (one pass over applications_job_rank_idx, which carries the
      // stage) and the stage filters after, so a column keeps each applicant's overall rank.
      const result = stage
        ? await db.execute(sql`
            select r.id, r.rank::int as rank, count(*) over ()::int as total
            from (
              select a.id, a.stage,
                row_number() over (order by a.fit desc nulls last, a.applied_at, a.id) as rank
              from ${applications} a
              where a.job_id = ${jobId}
            ) r
            where r.stage = ${stage}
            order by r.rank
            limit ${limit} offset ${offset}`)
        : await db.execute(sql`
            select p.id,
              (${offset}::int + row_number() over (
                order by p.fit desc nulls last, p.applied_at, p.id))::int as rank,
              (select count(*) from ${applications} c where c.job_id = ${jobId})::int as total
            from (
              select a.id, a.fit, a.applied_at from ${applications} a
              where a.job_id = ${jobId}
              order by a.fit desc nulls last, a.applied_at, a.id
              limit ${limit} offset ${offset}
            ) p
            order by rank`);
      const page = rowsOf<{ id: string; rank: number; total: number }>(result);
      if (page.length === 0) {
        // Past the last page: the page is empty, the total is still counted.
        const [row] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(applications)
          .where(
            and(
              eq(applications.jobId, jobId),
              stage ? sql`${applications.stage} = ${stage}` : undefined,
            ),
          );
        return { rows: [], total: Number(row?.total ?? 0) };
      }
      const byId = new Map(
        (await applicantsByIds(page.map((r) => r.id))).map((r) => [r.application.id, r]),
      );
      const rows = page.flatMap((r) => {
        const row = byId.get(r.id);
        // Withdrawn between the two reads.
        return row ? [{ ...row, rank: Number(r.rank) }] : [];
      });
      return { rows, total: Number(page[0]?.total ?? 0) };
    },

    /** One application with its applicant, its rank among the posting's applicants and their number. */
    async rankedApplicant(
      jobId: string,
      id: string,
    ): Promise<(ApplicantRow & { rank: number; total: number }) | null> {
      const result = await db.execute(sql`
        select r.rank::int as rank, r.total::int as total
        from (
          select a.id,
            row_number() over (order by a.fit desc nulls last, a.applied_at, a.id) as rank,
            count(*) over () as total
          from ${applications} a
          where a.job_id = ${jobId}
        ) r
        where r.id = ${id}`);
      const [place] = rowsOf<{ rank: number; total: number }>(result);
      if (!place) return null;
      const [row] = await applicantsByIds([id]);
      return row ? { ...row, rank: Number(place.rank), total: Number(place.total) } : null;
    },

    /**
     * An application of one of this company's postings, with the posting and whether the member
     * is on its hiring team (one statement).
     */
    async findApplication(
      id: string,
      companyId: string,
      memberId: string,
    ): Promise<{ application: ApplicationRow; posting: PostingRow; onTeam: boolean } | null> {
      const [row] = await db
        .select({ application: applications, posting: jobPostings, onTeam: onTeamOf(memberId) })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .where(and(eq(applications.id, id), eq(jobPostings.companyId, companyId)))
        .limit(1);
      return row ? { ...row, onTeam: Boolean(row.onTeam) } : null;
    },

    /** The notes, oldest first, with the member who wrote each. */
    async notesOf(applicationId: string) {
      return db
        .select({
          id: applicationNotes.id,
          text: applicationNotes.text,
          createdAt: applicationNotes.createdAt,
          by: actorColumns,
        })
        .from(applicationNotes)
        .leftJoin(companyMembers, eq(companyMembers.id, applicationNotes.memberId))
        .where(eq(applicationNotes.applicationId, applicationId))
        .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
    },

    /**
     * The stage moves, oldest first, with the member who made each (none for applying) and the
     * reject reason (decision 130; archived reasons too).
     */
    async historyOf(applicationId: string) {
      return db
        .select({
          from: applicationEvents.fromStage,
          to: applicationEvents.toStage,
          at: applicationEvents.at,
          by: actorColumns,
          reason: { id: rejectReasons.id, en: rejectReasons.nameEn, ar: rejectReasons.nameAr },
        })
        .from(applicationEvents)
        .leftJoin(companyMembers, eq(companyMembers.id, applicationEvents.byMemberId))
        .leftJoin(rejectReasons, eq(rejectReasons.id, applicationEvents.reasonId))
        .where(eq(applicationEvents.applicationId, applicationId))
        .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
    },

    /** A current (not archived) reject reason of this company (decision 130), or null. */
    async activeReason(companyId: string, id: string) {
      const [row] = await db
        .select({ id: rejectReasons.id, en: rejectReasons.nameEn, ar: rejectReasons.nameAr })
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

    /** A member as the `by` of an answer. */
    async actorOf(memberId: string): Promise<ActorRow | null> {
      const [row] = await db
        .select(actorColumns)
        .from(companyMembers)
        .where(eq(companyMembers.id, memberId))
        .limit(1);
      return row ?? null;
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
     * stage; null when it changed meanwhile. On a move to hired, the snapshot is stored too. The
     * target is checked against the posting's list under its row lock (lib/postingStages.ts):
     * a stage removed meanwhile is 409 STAGE_NOT_FOUND and nothing changes.
     */
    async moveStage(input: {
      id: string;
      jobId: string;
      from: string;
      to: string;
      reasonId: string | null;
      companyId: string;
      memberId: string;
      notify: boolean;
      snapshot: {
        fitAtHire: number | null;
        rankAtHire: number;
        applicantsAtHire: number;
        outcome: null;
        outcomeAt: null;
        outcomeByMemberId: null;
      } | null;
    }): Promise<ApplicationRow | null> {
      return db.transaction(async (tx) => {
        const posting = await lockedPostingStages(tx, input.jobId, 'share');
        if (!posting || !findStage(posting.stages, input.to)) {
          throw new DomainError('STAGE_NOT_FOUND', 'error.STAGE_NOT_FOUND', {
            stage: 'jobs.stageInvalid',
          });
        }
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
          byMemberId: input.memberId,
          notified: input.notify,
          reasonId: input.reasonId,
        });
        return row;
      });
    },

    async addNote(applicationId: string, companyId: string, memberId: string, text: string) {
      const [row] = await db
        .insert(applicationNotes)
        .values({ applicationId, companyId, memberId, text })
        .returning({
          id: applicationNotes.id,
          text: applicationNotes.text,
          createdAt: applicationNotes.createdAt,
        });
      if (!row) throw new Error('note not stored');
      return row;
    },

    /**
     * Records the outcome and who did, while the application is (still) in one of `hiredKeys`
     * (the hired stages of its posting's list); null otherwise.
     */
    async setOutcome(
      id: string,
      outcome: 'successful' | 'unsuccessful',
      memberId: string,
      hiredKeys: string[],
    ) {
      if (hiredKeys.length === 0) return null;
      const [row] = await db
        .update(applications)
        .set({ outcome, outcomeAt: sql`now()`, outcomeByMemberId: memberId })
        .where(and(eq(applications.id, id), inArray(applications.stage, hiredKeys)))
        .returning();
      return row ?? null;
    },

    /**
     * Hires with a recorded outcome: of one company's postings, or of all (companyId null); with
     * `teamOf`, only of the postings whose hiring team includes that member.
     */
    async hiresWithOutcome(companyId: string | null, teamOf?: string) {
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
        .where(
          and(
            withOutcome,
            eq(jobPostings.companyId, companyId),
            teamOf ? onTeamOf(teamOf) : undefined,
          ),
        );
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
