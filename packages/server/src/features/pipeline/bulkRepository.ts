// Data access of bulk actions on applications (issue 20, decision 130, decision 131): the
// applications asked for with their posting's list and team, and the set-based move of a batch —
// one UPDATE ... RETURNING of every application of one posting going to one stage, one INSERT of
// their history events and one INSERT of their audit rows, in one transaction that holds the
// posting's row lock (lib/postingStages.ts), never a round trip per application.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { findStage, type StageDefinition } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import {
  applications,
  auditEvents,
  companies,
  companyMembers,
  jobPostings,
  jobTeamMembers,
  oneTimeLinks,
  users,
} from '../../db/schema';
import { lockedPostingStages, rowsOf, type Tx } from '../../db/postingStages';

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

export interface MoveBatch {
  jobId: string;
  companyId: string;
  memberId: string;
  to: string;
  reasonId: string | null;
  notify: boolean;
  ids: string[];
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

    /**
     * Moves one posting's applications to one stage: the ones still in another stage are
     * updated, their events and audit rows inserted, all in the transaction given. Answers the
     * ids moved with the stage each came from; null when the posting's list no longer has the
     * stage (nothing changed).
     */
    async moveBatch(
      tx: Tx,
      batch: MoveBatch,
    ): Promise<{ moved: { id: string; from: string }[] } | null> {
      const posting = await lockedPostingStages(tx, batch.jobId, 'share');
      if (!posting || !findStage(posting.stages, batch.to)) return null;
      const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(batch.ids)}::jsonb)::uuid)`;
      const result = await tx.execute(sql`
        with target as (
          select a.id, a.stage as from_stage from ${applications} a
          where a.id in ${ids} and a.job_id = ${batch.jobId}::uuid and a.stage <> ${batch.to}::text
          for update),
        moved as (
          update ${applications} a set stage = ${batch.to}::text, stage_changed_at = now()
          from target t where a.id = t.id
          returning a.id, t.from_stage),
        events as (
          insert into application_events
            (application_id, from_stage, to_stage, by_company_id, by_member_id, notified, reason_id)
          select id, from_stage, ${batch.to}::text, ${batch.companyId}::uuid, ${batch.memberId}::uuid,
            ${batch.notify}::boolean, ${batch.reasonId}::uuid
          from moved
          returning application_id),
        audit as (
          insert into ${auditEvents}
            (company_id, actor_member_id, actor_email, action, target_type, target_id, details)
          select ${batch.companyId}::uuid, ${batch.memberId}::uuid,
            (select email from ${companyMembers} where id = ${batch.memberId}::uuid),
            'application.moved', 'application', m.id::text,
            jsonb_strip_nulls(jsonb_build_object('from', m.from_stage, 'to', ${batch.to}::text,
              'jobId', ${batch.jobId}::text, 'reasonId', ${batch.reasonId}::text, 'bulk', true))
          from moved m
          returning id)
        select id, from_stage as "from" from moved`);
      return { moved: rowsOf<{ id: string; from: string }>(result) };
    },

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
     * A posting's application ids in the order of the ranked list (fit, null last, then applied
     * time), optionally of one stage, at most `limit` ("select all matching the filter").
     */
    async applicantIds(jobId: string, stage: string | undefined, limit: number) {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(eq(applications.jobId, jobId), stage ? eq(applications.stage, stage) : undefined),
        )
        .orderBy(
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
