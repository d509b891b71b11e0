// Data access of the hiring report (issue 20, decisions 130, 134 and 154). Everything is counted
// in the database in one statement: the scope's history entries in the range with each entry's
// next entry (report_entries, kept by triggers from application_events, migration 0028), each
// stage's kind from the posting's own list (job_postings.stages, the six defaults when null),
// and the percentiles by percentile_cont. Only the figures reach Node. `entries` reads every
// entry of a scope with the same tests applied, for ranges counted in memory (decision 163).
import { sql, type SQL } from 'drizzle-orm';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { jobPostings } from '../../db/schema';

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A jsonb value as the driver answers it (node-postgres parses it, some paths give text). */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Issue 41: offers from the offer records. */
export interface OfferFigures {
  made: number;
  accepted: number;
  declined: number;
  median: number | null;
  p75: number | null;
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{rows}`). */
function rowsOfResult<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface ReportScope {
  companyId: string;
  /** One posting, or every posting of the company. */
  jobId: string | null;
  /** Only the postings whose hiring team includes this member (a hiring manager). */
  teamOf: string | null;
  start: Date;
  end: Date;
  /** The stage list of a posting without its own (the six defaults), as JSON. */
  defaultStages: string;
}

export interface StageFigures {
  stage: string;
  entered: number;
  movedOn: number;
  current: number;
  median: number | null;
  p75: number | null;
  stays: number;
}

export interface HiringFigures {
  /**
   * The company's report version these figures were computed at (read in the same statement,
   * so the same snapshot): decision 143's cache serves them while it is still the current one.
   */
  version: string;
  stages: StageFigures[];
  timeToHire: { median: number | null; p75: number | null; count: number };
  offers: { made: number; accepted: number };
  reasons: {
    reasonId: string | null;
    nameEn: string | null;
    nameAr: string | null;
    count: number;
  }[];
  sources: { source: string; applications: number; hired: number }[];
}

/** A scope's entries as `entries` answers them: one comma-separated text per column. */
export interface ScopeEntries {
  version: string;
  total: number;
  /** The company's reject reasons, in the figures statement's order of names. */
  reasons: { reasonId: string | null; nameEn: string | null; nameAr: string | null }[];
  /** The sources of the applications' own entries, in the database's text order. */
  sources: string[];
  columns: Record<
    'stage' | 'd' | 'a' | 'p' | 'n' | 'flags' | 'days' | 'tth' | 'app' | 'reason' | 'source',
    string
  >;
}

/**
 * The company's report version as text (migration 0025: triggers bump it on every write the
 * report reads; '0' before the first).
 */
const versionOf = (companyId: string) =>
  sql<string>`coalesce((select rv.version::text from report_versions rv
    where rv.company_id = ${companyId}), '0')`;

/**
 * The scope's postings and, for each, its stage keys of the kinds the report tells apart (a key
 * not in a list is active): the `postings` and `lists` CTEs that every report statement starts
 * with.
 */
function scopeLists(scope: Omit<ReportScope, 'start' | 'end'>): SQL {
  return sql`postings as (
          select p.id, coalesce(p.stages, ${scope.defaultStages}::jsonb) as stages
          from job_postings p
          where p.company_id = ${scope.companyId}
            and (${scope.jobId}::uuid is null or p.id = ${scope.jobId}::uuid)
            and (${scope.teamOf}::uuid is null or exists (
              select 1 from job_team_members t where t.job_id = p.id and t.member_id = ${scope.teamOf}::uuid))
        ),
        lists as materialized (
          select p.id as job_id,
            array(select st ->> 'key' from jsonb_array_elements(p.stages) st
              where st ->> 'kind' = 'hired') as hired,
            array(select st ->> 'key' from jsonb_array_elements(p.stages) st
              where st ->> 'kind' = 'rejected') as rejected,
            array(select st ->> 'key' from jsonb_array_elements(p.stages) st
              where st ->> 'kind' = 'offer') as offer
          from postings p
        )`;
}

export function createReportsRepository(db: Db) {
  // Every report request asks it first (decision 143: with the company's version, so a kept
  // report costs this one statement): prepared once per connection.
  const companyParam = sql.placeholder('companyId');
  const postingOfMember = db
    .select({
      id: jobPostings.id,
      stages: jobPostings.stages,
      onTeam: sql<boolean>`exists (select 1 from job_team_members t
        where t.job_id = ${jobPostings.id} and t.member_id = ${sql.placeholder('memberId')}::uuid)`,
      version: sql<string>`coalesce((select rv.version::text from report_versions rv
        where rv.company_id = ${companyParam}::uuid), '0')`,
    })
    .from(jobPostings)
    .where(
      sql`${jobPostings.id} = ${sql.placeholder('jobId')}::uuid
        and ${jobPostings.companyId} = ${companyParam}::uuid`,
    )
    .limit(1)
    .prepare('reports_posting_of_member');

  return {
    /** This company's posting, with whether the member is on its hiring team. */
    async findPosting(jobId: string, companyId: string, memberId: string) {
      const [row] = await postingOfMember.execute({ jobId, companyId, memberId });
      return row ? { ...row, onTeam: Boolean(row.onTeam), version: String(row.version) } : null;
    },

    /**
     * The distinct stage lists of the company's postings in scope (null: the defaults), and the
     * company's report version, in one statement.
     */
    async stageLists(scope: Pick<ReportScope, 'companyId' | 'teamOf'>) {
      const result = await db.execute(sql`
        select ${versionOf(scope.companyId)} as version,
          (select coalesce(jsonb_agg(l.stages), '[]'::jsonb) from (
            select distinct p.stages
            from job_postings p
            where p.company_id = ${scope.companyId}
              and (${scope.teamOf}::uuid is null or exists (
                select 1 from job_team_members t
                where t.job_id = p.id and t.member_id = ${scope.teamOf}::uuid))) l) as lists`);
      const [row] = rowsOf<{ version: unknown; lists: unknown }>(result);
      return {
        version: String(row?.version ?? '0'),
        lists: parsed<(StageDefinition[] | null)[]>(row?.lists ?? '[]'),
      };
    },

    /**
     * Every entry of the scope, whatever its time, packed for `figuresOfRange` (decision 163):
     * what the figures statement below tests per entry, with the stage kinds applied here (they
     * are part of the company's report version, read in the same statement). Null when the scope
     * holds more than `limit` entries (the caller then runs the figures statement).
     */
    async entries(
      scope: Omit<ReportScope, 'start' | 'end'>,
      limit: number,
    ): Promise<ScopeEntries | null> {
      const result = await db.execute(sql`
        with ${scopeLists(scope)},
        total as (
          select count(*)::int as n from lists l join report_entries r on r.job_id = l.job_id
        )
        -- One pass over the scope's entries (report_entries_job_at_idx), each column one text
        -- (positions line up: every aggregate reads the rows in the same order). The figures
        -- statement's tests as bits: 1 ended, 2 moved on, 4 hired, 8 rejected, 16 offer,
        -- 32 offer accepted, 64 the application's own entry, 128 its application hired; every
        -- instant as its UTC day (ranges are whole days).
        select ${versionOf(scope.companyId)} as version, (select n from total) as total,
          (select coalesce(jsonb_agg(jsonb_build_object('reasonId', rr.id::text,
              'nameEn', rr.name_en, 'nameAr', rr.name_ar) order by rr.name_en nulls last, rr.id),
              '[]'::jsonb)
            from reject_reasons rr where rr.company_id = ${scope.companyId}) as reasons,
          to_jsonb(array_agg(distinct r.source) filter (where r.from_stage is null)) as sources,
          string_agg(r.to_stage, E'\x1f') as stage,
          string_agg(((r.at at time zone 'UTC')::date - date '1970-01-01')::text, ',') as d,
          string_agg(((r.applied_at at time zone 'UTC')::date - date '1970-01-01')::text, ',') as a,
          string_agg(coalesce(((r.prev_same_at at time zone 'UTC')::date - date '1970-01-01')::text, ''), ',') as p,
          string_agg(coalesce(((r.next_same_at at time zone 'UTC')::date - date '1970-01-01')::text, ''), ',') as n,
          string_agg((case when r.next_at is not null then 1 else 0 end
            | case when r.next_at is not null and not (r.next_stage = any(l.rejected)) then 2 else 0 end
            | case when r.to_stage = any(l.hired) then 4 else 0 end
            | case when r.to_stage = any(l.rejected) then 8 else 0 end
            | case when r.to_stage = any(l.offer) then 16 else 0 end
            | case when r.to_stage = any(l.offer) and r.stages_after && l.hired then 32 else 0 end
            | case when r.from_stage is null then 64 else 0 end
            | case when r.from_stage is null and r.stages_all && l.hired then 128 else 0 end)::text,
            ',') as flags,
          string_agg(coalesce(r.days::text, ''), ',') as days,
          string_agg(case when r.to_stage = any(l.hired)
            then (extract(epoch from (r.at - r.applied_at)) / 86400.0)::float8::text
            else '' end, ',') as tth,
          -- The application only where a distinct count needs it: offers, and moves on of an
          -- application that entered the stage more than once.
          string_agg(case when r.to_stage = any(l.offer) or (r.next_at is not null
              and (r.prev_same_at is not null or r.next_same_at is not null))
            then r.application_id::text else '' end, ',') as app,
          string_agg(case when r.to_stage = any(l.rejected)
            then coalesce(r.reason_id::text, 'none') else '' end, ',') as reason,
          string_agg(case when r.from_stage is null then r.source else '' end, E'\x1f') as source
        from lists l
        join report_entries r on r.job_id = l.job_id
        where (select n from total) <= ${limit}`);
      const [row] = rowsOf<Record<string, unknown>>(result);
      if (!row || Number(row.total) > limit) return null;
      return {
        version: String(row.version ?? '0'),
        reasons: parsed(row.reasons ?? '[]'),
        sources: parsed<string[]>(row.sources ?? '[]'),
        columns: {
          stage: String(row.stage ?? ''),
          d: String(row.d ?? ''),
          a: String(row.a ?? ''),
          p: String(row.p ?? ''),
          n: String(row.n ?? ''),
          flags: String(row.flags ?? ''),
          days: String(row.days ?? ''),
          tth: String(row.tth ?? ''),
          app: String(row.app ?? ''),
          reason: String(row.reason ?? ''),
          source: String(row.source ?? ''),
        },
        total: Number(row.total),
      };
    },

    /**
     * Issue 41: the offers of the scope from the offer records (not stage names): made in the
     * range, accepted and declined in the range, and the days from sending to the answer of
     * those answered in the range (median, 75th percentile).
     */
    async offerFigures(scope: ReportScope): Promise<OfferFigures> {
      const result = await db.execute(sql`
        select
          count(*) filter (where o.created_at >= ${scope.start} and o.created_at < ${scope.end})::int as made,
          count(*) filter (where o.status = 'accepted' and o.answered_at >= ${scope.start} and o.answered_at < ${scope.end})::int as accepted,
          count(*) filter (where o.status = 'declined' and o.answered_at >= ${scope.start} and o.answered_at < ${scope.end})::int as declined,
          percentile_cont(0.5) within group (order by extract(epoch from (o.answered_at - o.sent_at)) / 86400.0)
            filter (where o.status in ('accepted', 'declined') and o.answered_at >= ${scope.start} and o.answered_at < ${scope.end}) as median,
          percentile_cont(0.75) within group (order by extract(epoch from (o.answered_at - o.sent_at)) / 86400.0)
            filter (where o.status in ('accepted', 'declined') and o.answered_at >= ${scope.start} and o.answered_at < ${scope.end}) as p75
        from offers o
        where o.company_id = ${scope.companyId}
          and (${scope.jobId}::uuid is null or o.job_id = ${scope.jobId}::uuid)
          and (${scope.teamOf}::uuid is null or exists (
            select 1 from job_team_members t where t.job_id = o.job_id and t.member_id = ${scope.teamOf}::uuid))`);
      const [row] = rowsOfResult<Record<string, unknown>>(result);
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        made: Number(row?.made ?? 0),
        accepted: Number(row?.accepted ?? 0),
        declined: Number(row?.declined ?? 0),
        median: num(row?.median),
        p75: num(row?.p75),
      };
    },

    async figures(scope: ReportScope): Promise<HiringFigures> {
      const result = await db.execute(sql`
        with ${scopeLists(scope)},
        -- The entries made in the range, of applications made before its end, each with its
        -- next entry and the stages its application entered at or after it and at all
        -- (decision 154: report_entries, kept by triggers; a range scan of
        -- report_entries_job_at_idx instead of a window over the scope's whole history).
        stays as materialized (
          select r.application_id, r.source, r.from_stage, r.to_stage, r.at, r.applied_at,
            r.next_at, r.reason_id, r.days,
            -- The application's first entry into this stage in the range.
            r.prev_same_at is null or r.prev_same_at < ${scope.start} as first_in_range,
            -- The application entered this stage more than once in the range.
            coalesce(r.prev_same_at >= ${scope.start}, false)
              or coalesce(r.next_same_at < ${scope.end}, false) as again_in_range,
            r.next_at is not null and not (r.next_stage = any(l.rejected)) as moved_on,
            r.to_stage = any(l.hired) as hired,
            r.to_stage = any(l.rejected) as rejected,
            case when r.to_stage = any(l.offer) then r.stages_after && l.hired end as accepted,
            case when r.from_stage is null then r.stages_all && l.hired end as hired_ever
          from lists l
          join report_entries r on r.job_id = l.job_id
          where r.at >= ${scope.start} and r.at < ${scope.end} and r.applied_at < ${scope.end}
        )
        select ${versionOf(scope.companyId)} as version,
          (select coalesce(jsonb_agg(f), '[]'::jsonb) from (
            select to_stage as stage,
              -- Distinct applications: once per application by first_in_range; a distinct count
              -- only over the applications that entered the stage again in the range.
              (count(*) filter (where first_in_range))::int as entered,
              ((count(*) filter (where moved_on and not again_in_range))
                + (count(distinct application_id)
                  filter (where moved_on and again_in_range)))::int as "movedOn",
              (count(*) filter (where next_at is null))::int as current,
              percentile_cont(0.5) within group (order by days) filter (where next_at is not null) as median,
              percentile_cont(0.75) within group (order by days) filter (where next_at is not null) as p75,
              (count(*) filter (where next_at is not null))::int as stays
            from stays group by to_stage) f) as stages,
          (select jsonb_build_object(
              'median', percentile_cont(0.5) within group (order by d),
              'p75', percentile_cont(0.75) within group (order by d),
              'count', count(*))
            from (select extract(epoch from (at - applied_at)) / 86400.0 as d
              from stays where hired) h) as "timeToHire",
          (select jsonb_build_object(
              'made', count(distinct application_id),
              'accepted', count(distinct application_id) filter (where accepted))
            from stays where accepted is not null) as offers,
          (select coalesce(jsonb_agg(r order by r.count desc, r."nameEn"), '[]'::jsonb) from (
            select s.reason_id as "reasonId", rr.name_en as "nameEn", rr.name_ar as "nameAr",
              count(*)::int as count
            from stays s left join reject_reasons rr on rr.id = s.reason_id
            where s.rejected
            group by s.reason_id, rr.name_en, rr.name_ar) r) as reasons,
          -- An application's own entry (from no stage) is its applying: made in the range.
          (select coalesce(jsonb_agg(x order by x.applications desc, x.source), '[]'::jsonb) from (
            select source, count(*)::int as applications,
              (count(*) filter (where hired_ever))::int as hired
            from stays where from_stage is null
            group by source) x) as sources`);
      const [row] = rowsOf<Record<string, unknown>>(result);
      const stages = parsed<StageFigures[]>(row?.stages ?? '[]');
      const time = parsed<{ median: number | null; p75: number | null; count: number }>(
        row?.timeToHire ?? '{"median":null,"p75":null,"count":0}',
      );
      return {
        version: String(row?.version ?? '0'),
        stages,
        timeToHire: time,
        offers: parsed(row?.offers ?? '{"made":0,"accepted":0}'),
        reasons: parsed(row?.reasons ?? '[]'),
        sources: parsed(row?.sources ?? '[]'),
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
