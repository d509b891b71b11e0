// Issue 40 (decisions.md 21): the fairness survey's table is written and read here only. Reads
// are aggregates: counts per stage and per combination of answers, never a person's answers.
import { sql } from 'drizzle-orm';
import { fairnessDimensions, type FairnessSurvey } from '@talentpool/domain/fairness/survey';
import type { GroupCount } from '@talentpool/domain/fairness/report';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { fairnessSurveyAnswers } from '../../db/schema';

/** A Drizzle database or transaction. */
type Executor = Pick<Db, 'execute' | 'insert'>;

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Stores an applicant's answers beside (not on) the application, in its transaction. */
export async function insertSurvey(
  db: Executor,
  application: { applicationId: string; jobId: string },
  survey: FairnessSurvey,
): Promise<void> {
  await db
    .insert(fairnessSurveyAnswers)
    .values({
      applicationId: application.applicationId,
      jobId: application.jobId,
      gender: survey.gender ?? null,
      ageBand: survey.ageBand ?? null,
      nationality: survey.nationality ?? null,
      disability: survey.disability ?? null,
    })
    .onConflictDoNothing();
}

export interface FairnessScope {
  companyId: string;
  jobId: string | null;
  /** A hiring manager: only the postings of their teams. */
  teamOf: string | null;
  /** The range's first and last UTC days (YYYY-MM-DD) and its instants. */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** People of one group of one dimension who entered a stage (or 'fitTop20') and moved on. */
export interface GroupRow extends GroupCount {
  stage: string;
}

/** What the report is made of: the cohort, its answered, the group counts, the stage lists. */
export interface FairnessCounts {
  applications: number;
  answered: number;
  /** Sorted by stage, dimension and group; groups with nobody are left out. */
  rows: GroupRow[];
  lists: (StageDefinition[] | null)[];
}

const scopeOf = (scope: FairnessScope) => sql`scope as materialized (
    select p.id, p.stages,
      coalesce((select array_agg(s ->> 'key') from jsonb_array_elements(p.stages) s
        where s ->> 'kind' = 'rejected'), array['rejected']) as rejected
    from job_postings p
    where p.company_id = ${scope.companyId}
      and (${scope.jobId}::uuid is null or p.id = ${scope.jobId}::uuid)
      and (${scope.teamOf}::uuid is null or exists (select 1 from job_team_members t
        where t.job_id = p.id and t.member_id = ${scope.teamOf}::uuid))
  )`;

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

const byKey = (a: GroupRow, b: GroupRow) =>
  a.stage.localeCompare(b.stage, 'en') ||
  a.dimension.localeCompare(b.dimension, 'en') ||
  a.group.localeCompare(b.group, 'en');

/**
 * The report's counts over the applications made in the range (a cohort), from the kept counts
 * (migration 0061, decision 276): fairness_company_counts (the whole company) or
 * fairness_counts (a posting, a hiring manager's teams) summed over the range's days per stage,
 * dimension and group; each posting's fit top 20 % (rank ≤ ⌈0.2 × its applications in the
 * range⌉) by an index-only scan of fairness_facts_rank_idx, as many rows as the top holds.
 * The same figures as `fairnessCountsFromHistory`, which the tests compare it with.
 */
export async function fairnessCounts(
  db: Pick<Db, 'execute'>,
  scope: FairnessScope,
  topShare: number,
): Promise<FairnessCounts> {
  const result = await db.execute(sql`
    with ${scopeOf(scope)},
    -- The range's counts: the company's own for the whole company, else its postings'.
    kept as materialized (${
      scope.jobId === null && scope.teamOf === null
        ? sql`select c.stage, c.dimension, c.grp, sum(c.entered)::int as entered,
              sum(c.moved_on)::int as moved_on
            from fairness_company_counts c
            where c.company_id = ${scope.companyId}
              and c.day >= ${scope.from}::date and c.day <= ${scope.to}::date
            group by c.stage, c.dimension, c.grp`
        : sql`select c.stage, c.dimension, c.grp, sum(c.entered)::int as entered,
              sum(c.moved_on)::int as moved_on
            from scope sc join fairness_counts c on c.job_id = sc.id
            where c.day >= ${scope.from}::date and c.day <= ${scope.to}::date
            group by c.stage, c.dimension, c.grp`
    }),
    -- Each posting's applications in the range (one range of fairness_counts' key).
    cohorts as (
      select c.job_id, sum(c.entered)::int as n
      from scope sc join fairness_counts c on c.job_id = sc.id
      where c.stage = '' and c.dimension = '' and c.grp = ''
        and c.day >= ${scope.from}::date and c.day <= ${scope.to}::date
      group by c.job_id
      having sum(c.entered) > 0
    ),
    -- The tops' answers per combination first (a few hundred), then per dimension and group.
    combos as (
      select t.gender, t.age_band, t.nationality, t.disability, count(*)::int as n
      from cohorts k
      cross join lateral (
        select f.gender, f.age_band, f.nationality, f.disability from fairness_facts f
        where f.job_id = k.job_id and f.applied_at >= ${scope.start} and f.applied_at < ${scope.end}
        order by f.fit_passes desc, f.fit desc nulls last, f.applied_at, f.application_id
        limit ceil(${topShare}::float8 * k.n)::int) t
      group by t.gender, t.age_band, t.nationality, t.disability
    ),
    top as (
      select d.dimension, d.grp, sum(c.n)::int as n
      from combos c
      cross join lateral (values ('gender', c.gender), ('ageBand', c.age_band),
        ('nationality', c.nationality), ('disability', c.disability)) d (dimension, grp)
      where d.grp is not null and d.grp <> ''
      group by d.dimension, d.grp
    ),
    rows as (
      select k.stage, k.dimension, k.grp, k.entered, k.moved_on
      from kept k where k.stage <> '' and k.entered > 0
      union all
      select 'fitTop20', k.dimension, k.grp, k.entered, coalesce(t.n, 0)
      from kept k left join top t on t.dimension = k.dimension and t.grp = k.grp
      where k.stage = '' and k.dimension <> '' and k.entered > 0
    )
    select
      (select coalesce(sum(k.entered), 0)::int from kept k
        where k.stage = '' and k.dimension = '' and k.grp = '') as applications,
      (select coalesce(sum(k.entered), 0)::int from kept k
        where k.stage = '' and k.dimension = '' and k.grp = 'answered') as answered,
      (select coalesce(jsonb_agg(distinct sc.stages), '[]'::jsonb) from scope sc) as lists,
      (select coalesce(jsonb_agg(jsonb_build_object('stage', r.stage, 'dimension', r.dimension,
          'group', r.grp, 'entered', r.entered, 'movedOn', r.moved_on)), '[]'::jsonb)
        from rows r) as rows`);
  const [row] = rowsOf<{ applications: number; answered: number; lists: unknown; rows: unknown }>(
    result,
  );
  return {
    applications: Number(row?.applications ?? 0),
    answered: Number(row?.answered ?? 0),
    rows: parsed<GroupRow[]>(row?.rows ?? []).sort(byKey),
    lists: parsed<(StageDefinition[] | null)[]>(row?.lists ?? []),
  };
}

/** Counts of one stage (or 'fitTop20') and one combination of answers. */
interface CombinationCount {
  stage: string;
  gender: string | null;
  ageBand: string | null;
  nationality: string | null;
  disability: string | null;
  entered: number;
  movedOn: number;
}

/**
 * The same counts worked out from the history (decision 257's statement): per stage, everyone
 * who entered it (once per application: its first entry, report_entries) and who moved on from
 * it (to a stage that is not a rejection); and the fit ranking's top 20 % of each posting
 * (rank ≤ ⌈0.2 × applicants⌉ among all its applicants in the range). Only applications with a
 * survey answer are grouped; `applications` counts them all. Reads every entry of the scope:
 * kept as the yardstick of the kept counts (tests, bench), not served.
 */
export async function fairnessCountsFromHistory(
  db: Pick<Db, 'execute'>,
  scope: FairnessScope,
  topShare: number,
): Promise<FairnessCounts> {
  const result = await db.execute(sql`
    with ${scopeOf(scope)},
    ranked as materialized (
      select a.id,
        row_number() over (partition by a.job_id
          order by a.fit_passes desc, a.fit desc nulls last, a.applied_at, a.id) as rank,
        count(*) over (partition by a.job_id) as n
      from scope sc join applications a on a.job_id = sc.id
      where a.applied_at >= ${scope.start} and a.applied_at < ${scope.end}
    ),
    stays as (
      select r.to_stage as stage, r.application_id,
        r.next_at is not null and not (r.next_stage = any(sc.rejected)) as moved
      from scope sc join report_entries r on r.job_id = sc.id
      where r.applied_at >= ${scope.start} and r.applied_at < ${scope.end}
        and r.prev_same_at is null
      union all
      select 'fitTop20', x.id, x.rank <= ceil(${topShare}::float8 * x.n) from ranked x
    )
    select (select count(*)::int from ranked) as applications,
      (select count(*)::int from ranked x join fairness_survey_answers f on f.application_id = x.id)
        as answered,
      (select coalesce(jsonb_agg(distinct sc.stages), '[]'::jsonb) from scope sc) as lists,
      (select coalesce(jsonb_agg(c), '[]'::jsonb) from (
        select s.stage, f.gender, f.age_band as "ageBand", f.nationality, f.disability,
          count(*)::int as entered, (count(*) filter (where s.moved))::int as "movedOn"
        from stays s join fairness_survey_answers f on f.application_id = s.application_id
        group by s.stage, f.gender, f.age_band, f.nationality, f.disability) c) as counts`);
  const [row] = rowsOf<{ applications: number; answered: number; lists: unknown; counts: unknown }>(
    result,
  );
  // Each combination's counts go to each dimension it answers.
  const sums = new Map<string, GroupRow>();
  for (const c of parsed<CombinationCount[]>(row?.counts ?? [])) {
    for (const dimension of fairnessDimensions) {
      const group = c[dimension];
      if (group === null || group === '') continue;
      const key = `${c.stage}\u0000${dimension}\u0000${group}`;
      const found = sums.get(key) ?? { stage: c.stage, dimension, group, entered: 0, movedOn: 0 };
      found.entered += c.entered;
      found.movedOn += c.movedOn;
      sums.set(key, found);
    }
  }
  return {
    applications: Number(row?.applications ?? 0),
    answered: Number(row?.answered ?? 0),
    rows: [...sums.values()].sort(byKey),
    lists: parsed<(StageDefinition[] | null)[]>(row?.lists ?? []),
  };
}

/** Whether the posting is the company's, and the member on its team. */
export async function postingOfCompany(
  db: Pick<Db, 'execute'>,
  jobId: string,
  companyId: string,
  memberId: string,
): Promise<{ onTeam: boolean } | null> {
  const result = await db.execute(sql`
    select exists (select 1 from job_team_members t
      where t.job_id = p.id and t.member_id = ${memberId}::uuid) as "onTeam"
    from job_postings p where p.id = ${jobId}::uuid and p.company_id = ${companyId}::uuid`);
  const [row] = rowsOf<{ onTeam: boolean }>(result);
  return row ? { onTeam: Boolean(row.onTeam) } : null;
}

/** People per survey group and ISI type assignment (the ISI technical report, decision 274). */
export interface GroupTypeRow {
  dimension: 'gender' | 'ageBand' | 'nationality' | 'disability';
  group: string;
  iRes1: number;
  iRes2: number;
  n: number;
}

/**
 * Across every company: each person with an account and a current ISI result who answered the
 * survey, counted once by their latest answer to each question, per group and type (iRes1) and
 * style (iRes2). Counts only; the caller hides groups under 5. `answered` counts the people.
 */
export async function surveyGroupsByIsiType(
  db: Pick<Db, 'execute'>,
): Promise<{ answered: number; rows: GroupTypeRow[] }> {
  const result = await db.execute(sql`
    with latest as materialized (
      select distinct on (a.user_id) a.user_id, f.gender, f.age_band, f.nationality, f.disability,
        u.i_res1, u.i_res2
      from fairness_survey_answers f
      join applications a on a.id = f.application_id
      join users u on u.id = a.user_id
      where a.user_id is not null and u.i_res1 is not null and u.i_res2 is not null
      order by a.user_id, f.answered_at desc, f.application_id
    ),
    pairs as (
      select d.dimension, d.grp, l.i_res1, l.i_res2
      from latest l cross join lateral (values
        ('gender', l.gender), ('ageBand', l.age_band),
        ('nationality', l.nationality), ('disability', l.disability)) as d(dimension, grp)
      where d.grp is not null and d.grp <> ''
    )
    select (select count(*)::int from latest) as answered,
      (select coalesce(jsonb_agg(c), '[]'::jsonb) from (
        select dimension, grp as "group", i_res1::int as "iRes1", i_res2::int as "iRes2",
          count(*)::int as n
        from pairs group by dimension, grp, i_res1, i_res2) c) as rows`);
  const [row] = rowsOf<{ answered: number; rows: unknown }>(result);
  const rows = typeof row?.rows === 'string' ? JSON.parse(row.rows) : (row?.rows ?? []);
  return { answered: Number(row?.answered ?? 0), rows: rows as GroupTypeRow[] };
}
