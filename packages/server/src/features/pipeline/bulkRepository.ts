// Data access of bulk actions on applications (issue 20, decision 130, decision 131): the
// applications asked for with their posting's list and team; the set-based move of a batch is the
// applications module's (features/applications/moveBatch.ts), which owns the applications tables.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import {
  applications,
  companies,
  jobPostings,
  jobTeamMembers,
  oneTimeLinks,
  users,
} from '../../db/schema';
import type { Tx } from '../../db/postingStages';
import { moveBatch } from '../applications/public';

export interface BulkRow {
  id: string;
  jobId: string;
  stage: string;
  userId: string | null;
  stages: StageDefinition[] | null;
  onTeam: boolean;
  /** Issue 37: the person applied themselves (the domain's appliedThemselves, in SQL). */
  applied: boolean;
}

export function createBulkRepository(db: Db) {
  return {
    /**
     * The applications among `ids` that belong to this company's postings, with each posting's
     * list and whether the member is on its hiring team (one statement).
     */
    async applicationsOf(ids: string[], companyId: string, memberId: string): Promise<BulkRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: applications.id,
          jobId: applications.jobId,
          stage: applications.stage,
          userId: applications.userId,
          stages: jobPostings.stages,
          onTeam: sql<boolean>`exists (select 1 from ${jobTeamMembers} where ${jobTeamMembers.jobId} = ${jobPostings.id} and ${jobTeamMembers.memberId} = ${memberId})`,
          applied: sql<boolean>`(${applications.confirmedAt} is not null or (${applications.guestVia} is distinct from 'import' and ${applications.source} not in ('sourced', 'import')))`,
        })
        .from(applications)
        .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
        .where(and(inArray(applications.id, ids), eq(jobPostings.companyId, companyId)));
      return rows.map((r) => ({ ...r, onTeam: Boolean(r.onTeam), applied: Boolean(r.applied) }));
    },

    /** The set-based move of a batch (the applications module's, decision 131). */
    moveBatch,

    /** The posting's title and the company's name as mails show them. */
    async mailContext(jobId: string) {
      const [row] = await db
        .select({
          title: jobPostings.title,
          companyName: sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`,
        })
        .from(jobPostings)
        .innerJoin(companies, eq(companies.id, jobPostings.companyId))
        .where(eq(jobPostings.id, jobId))
        .limit(1);
      return row ?? { title: '', companyName: '' };
    },

    /** Who to tell of a move: the applicant's address and language (user, else the link's). */
    async recipientsOf(tx: Tx, ids: string[]) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: applications.id,
          userEmail: users.email,
          userLang: users.lang,
          guestEmail: applications.guestEmail,
          linkEmail: oneTimeLinks.email,
          linkLang: oneTimeLinks.lang,
        })
        .from(applications)
        .leftJoin(users, eq(users.id, applications.userId))
        .leftJoin(oneTimeLinks, eq(oneTimeLinks.id, applications.oneTimeLinkId))
        .where(inArray(applications.id, ids));
    },

    /**
     * A posting's application ids in the order of the ranked list (must-haves met first, then
     * fit, null last, then applied time), optionally of one stage, at most `limit` ("select all matching the filter").
     */
    async applicantIds(jobId: string, stage: string | undefined, limit: number) {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(eq(applications.jobId, jobId), stage ? eq(applications.stage, stage) : undefined),
        )
        .orderBy(
          sql`${applications.fitPasses} desc`,
          sql`${applications.fit} desc nulls last`,
          asc(applications.appliedAt),
          asc(applications.id),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type BulkRepository = ReturnType<typeof createBulkRepository>;
