// Decision 124 (issue 24): the retention period of a company and the anonymising of what is
// older. "Older" is measured from an application's or a link's last activity, in the company's
// own months, against a `now` given by the caller (the sweep's clock; tests move it).
import { eq, sql, type SQL } from 'drizzle-orm';
import { defaultStages } from '@talentpool/domain/process/stages';
import { retentionMonths, type RetentionCounts } from '@talentpool/domain/retention/schemas';
import type { Db } from '../../db/database';
import { rowsOf, uuidList } from '../../db/postingStages';
import { companies } from '../../db/schema';
import { emit } from '../../lib/events';
import { createAuditLog } from '../../plugins/app/audit';
import { anonymiseGuestApplicants } from './cvFiles';
import { anonymiseApplications, blankApplicationNotes } from '../applications/public';

/** The cut-off of a company: `now` minus its retention months, in SQL. */
const cutoffOf = (now: Date, months: SQL) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(months => ${months}))`;

/**
 * An application's last activity: applied, moved, outcome, a stage event, a note, an interview
 * (its time, also one still to come) or a scorecard written about it.
 */
const applicationLastActivity = sql`greatest(
  a.applied_at, a.stage_changed_at, a.outcome_at,
  (select max(e.at) from application_events e where e.application_id = a.id),
  (select max(n.created_at) from application_notes n where n.application_id = a.id),
  (select max(i.starts_at) from interviews i where i.application_id = a.id),
  (select max(s.updated_at) from scorecards s join interviews i on i.id = s.interview_id
   where i.application_id = a.id))`;

/** A link's last activity: created, sent again, answered or revoked. */
const linkLastActivity = sql`greatest(l.created_at, l.last_sent_at, l.used_at, l.revoked_at)`;

/**
 * The stages of kind rejected of the defaults (decision 130): a posting without its own list
 * rejects into these.
 */
const defaultRejectedStages = JSON.stringify(
  defaultStages
    .filter((stage) => stage.kind === 'rejected')
    .map(({ key, kind }) => ({ key, kind })),
);

/**
 * Rejected, not yet anonymised, of a posting of company `c`, quiet since before its cut-off.
 * Rejected means in a stage whose kind is `rejected` in the posting's own list (or the defaults'
 * when it has none), whatever its key: each posting's rejected keys are looked up through
 * applications_retention_stage_idx (job, stage, stage time; not yet anonymised).
 */
const dueApplications = (now: Date) => sql`
  select a.id, a.user_id, a.stage, j.company_id
  from job_postings j
  join companies c on c.id = j.company_id
  cross join lateral jsonb_array_elements(
    case when coalesce(jsonb_array_length(j.stages), 0) = 0
         then ${defaultRejectedStages}::jsonb else j.stages end) as s(stage)
  join applications a on a.job_id = j.id and a.stage = s.stage->>'key'
  where s.stage->>'kind' = 'rejected' and a.anonymised_at is null
    -- Last activity is never before the stage change: read only what even the shortest period
    -- can reach.
    and a.stage_changed_at < ${cutoffOf(now, sql`${retentionMonths.min}::int`)}
    and ${applicationLastActivity} < ${cutoffOf(now, sql`c.retention_months`)}`;

/**
 * Links not yet anonymised, quiet since before the cut-off, and with no application that is kept
 * (one in progress, hired, or rejected but recent): those keep their respondent named.
 */
const dueLinks = (now: Date) => sql`
  select l.id, l.company_id
  from one_time_links l
  join companies c on c.id = l.company_id
  where l.anonymised_at is null
    and l.created_at < ${cutoffOf(now, sql`${retentionMonths.min}::int`)}
    and ${linkLastActivity} < ${cutoffOf(now, sql`c.retention_months`)}
    and not exists (select 1 from applications a
                    where a.one_time_link_id = l.id and a.anonymised_at is null)`;

export function createRetentionRepository(db: Db) {
  return {
    async months(companyId: string): Promise<number | null> {
      const [row] = await db
        .select({ months: companies.retentionMonths })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.months ?? null;
    },

    /** Sets the months; answers the months before (null for an unknown company). */
    async setMonths(companyId: string, months: number): Promise<number | null> {
      const rows = rowsOf<{ before: number }>(
        await db.execute(sql`
          update companies c set retention_months = ${months}, updated_at = now()
          from (select id, retention_months as before from companies where id = ${companyId}
                for update) old
          where c.id = old.id
          returning old.before`),
      );
      return rows[0]?.before ?? null;
    },

    /** Companies with something to anonymise at `now` (one read of each kind). */
    async companiesDue(now: Date): Promise<string[]> {
      const rows = rowsOf<{ company_id: string }>(
        await db.execute(sql`
          select distinct company_id from (${dueApplications(now)}) due
          union
          select distinct company_id from (${dueLinks(now)}) due`),
      );
      return rows.map((r) => r.company_id);
    },

    /**
     * Anonymises one company's due data in one transaction, with its audit entry
     * (`retention.anonymised`, counts only) in the same transaction: the log says exactly what
     * was done, never more or less. Rows anonymised already are skipped (anonymised_at), and the
     * rows are locked first, so a second or concurrent run counts nothing twice.
     */
    async anonymiseCompany(
      companyId: string,
      now: Date,
    ): Promise<{ counts: RetentionCounts; months: number; cvFiles?: string[] } | null> {
      return db.transaction(async (tx) => {
        const at = now.toISOString();
        // The applications: the link to the job seeker's account and the guest's address go;
        // stage, history, outcome and the snapshot at hire stay for the statistics.
        const applications = await anonymiseApplications(
          tx,
          sql`select d.id, d.user_id, d.stage from (${dueApplications(now)}) d
              where d.company_id = ${companyId}`,
          at,
        );
        const ids = applications.map((a) => a.id);
        // Issue 42 (decision 282): the webhooks' `application.anonymised`, in this transaction.
        if (applications.length > 0) {
          await emit(tx as unknown as Db, 'application.anonymised', {
            companyId,
            applications: applications.map((a) => ({ applicationId: a.id, jobId: a.job_id })),
          });
        }
        const notes = await blankApplicationNotes(tx, ids);
        // What interviewers wrote about the person goes too; their ratings and recommendation
        // stay, for the accuracy of recommendations (decision 120).
        const scorecardNotes =
          ids.length === 0
            ? []
            : rowsOf<{ id: string }>(
                await tx.execute(sql`
                  update scorecards s set notes = ''
                  from interviews i
                  where i.id = s.interview_id
                    and i.application_id in ${uuidList(ids)}
                    and s.notes <> ''
                  returning s.id`),
              );
        // Issue 25: a guest's name, phone and CV files of those applications (cvFiles.ts).
        const guests = await anonymiseGuestApplicants(tx as unknown as Db, ids);
        // Links after applications: a link whose only application was just anonymised is due.
        const links = rowsOf<{ id: string }>(
          await tx.execute(sql`
            with due as (
              select d.id from (${dueLinks(now)}) d where d.company_id = ${companyId}),
            locked as (
              select l.id from one_time_links l join due on due.id = l.id
              where l.anonymised_at is null for update of l)
            update one_time_links l
            set email = 'anonymised-' || l.id || '@anonymised.invalid', answers = null,
                anonymised_at = ${at}::timestamptz
            from locked where l.id = locked.id
            returning l.id`),
        );
        const counts: RetentionCounts = {
          userApplications: applications.filter((a) => a.was_user).length,
          guestApplications: applications.filter((a) => !a.was_user).length,
          notes: notes.length,
          scorecardNotes: scorecardNotes.length,
          links: links.length,
        };
        const [company] = await tx
          .select({ months: companies.retentionMonths })
          .from(companies)
          .where(eq(companies.id, companyId));
        if (!company) return null;
        if (ids.length + links.length === 0) return { counts, months: company.months };
        const cvFiles = guests.storageKeys;
        await createAuditLog(tx as unknown as Db).record({
          companyId,
          actorMemberId: null,
          actorEmail: '',
          action: 'retention.anonymised',
          target: { type: 'company', id: companyId },
          details: {
            ...counts,
            guestDetails: guests.guestDetails,
            cvFiles: cvFiles.length,
            retentionMonths: company.months,
            now: at,
          },
        });
        return { counts, months: company.months, cvFiles };
      });
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
