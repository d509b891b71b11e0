// Data access of the applicant pipeline (decision 100): a posting's applicants with what their fit
// is computed from, stage moves with their history, notes, outcomes and the hires that measured
// accuracy counts. A posting or application of another company is simply not found here.
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { limits } from '@talentpool/domain/limits';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import { idempotentTransaction } from '../../plugins/app/idempotency';
import { latestIsiFlagsOf } from '../../db/latestIsiFlags';
import { otherApplicationsQuery, possibleDuplicatesJson } from '../../db/duplicates';
import {
  applicationEvents,
  applicationMerges,
  applicationNotes,
  applications,
  companies,
  companyMembers,
  interviewInterviewers,
  interviews,
  jobPostings,
  jobTeamMembers,
  oneTimeLinks,
  rejectReasons,
  scorecards,
  users,
  type IsiFlagsColumn,
} from '../../db/schema';
import { stageKindIs } from '../../db/postingStages';
import { actorColumns, type ActorRow } from '../../db/actor';
import { onTeamOf } from '../../db/team';
import { instantOf, microsOf, type Keyset } from '../../lib/cursor';
import {
  addApplicationNote,
  mergeApplications,
  moveStage,
  setOutcome,
  undoApplicationMerge,
  type ApplicationRow,
  type MergeInput,
  type StageMove,
} from '../applications/public';

export type PostingRow = typeof jobPostings.$inferSelect;
export type { ApplicationRow } from '../applications/public';

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

/** The columns of an application that a listed applicant shows. */
export type ApplicantApplication = Pick<
  ApplicationRow,
  | 'id'
  | 'jobId'
  | 'stage'
  | 'appliedAt'
  | 'stageChangedAt'
  | 'fit'
  | 'fitPasses'
  | 'fitReasons'
  | 'outcome'
  | 'outcomeAt'
  | 'fitAtHire'
  | 'rankAtHire'
  | 'applicantsAtHire'
  | 'source'
  | 'sourceDetail'
  | 'guestEmail'
  | 'guestVia'
  | 'confirmedAt'
>;

export interface ApplicantRow {
  application: ApplicantApplication;
  /** Issue 37: possible duplicates on the posting (possibleDuplicateSchema's JSON). */
  duplicates?: unknown;
  /** Issue 37: the name a guest gave or their CV had (null without one, or anonymised). */
  guestName?: string | null;
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

/**
 * The texts of the stored fit reasons in one language (decision 154): each plain reason's
 * sentence, the style profile's template with `{style}` and `{percent}`, and the styles' names.
 * The service builds them with the domain's fitReasonText and isiTypeName; the ranked page's
 * statement fills them in.
 */
export interface ReasonTexts {
  /** The language of a stored sentence to take (issue 40's reasons are stored in both). */
  lang: string;
  plain: Record<string, string>;
  styleProfile: string;
  styles: Record<string, string>;
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds). */
const isoOf = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** ISI response flags as the answer has them (isiFlagsSchema: these three keys, or null). */
const flagsOf = (flags: SQL) => sql`case when ${flags} is null or jsonb_typeof(${flags}) = 'null'
    then null else json_build_object('straightLining', ${flags} -> 'straightLining',
      'tooFast', ${flags} -> 'tooFast', 'inconsistent', ${flags} -> 'inconsistent') end`;

export function createPipelineRepository(db: Db) {
  /** Applications with their applicant, in no particular order. */
  async function applicantsByIds(ids: readonly string[]): Promise<ApplicantRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        ...applicantColumns,
        guestName: sql<string | null>`(select nullif(trim(ga.name), '') from guest_applicants ga
          where ga.application_id = ${applications.id} and ${applications.anonymisedAt} is null)`,
        duplicates: sql<unknown>`${possibleDuplicatesJson(sql`${applications.id}`)}`,
      })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(oneTimeLinks, eq(oneTimeLinks.id, applications.oneTimeLinkId))
      .leftJoin(outcomeMember, eq(outcomeMember.id, applications.outcomeByMemberId))
      .where(inArray(applications.id, [...ids]));
    // A left join types every joined column as nullable; the ids say which row is there.
    return rows.map(({ application, outcomeBy, user, link, guestName, duplicates }) => ({
      application,
      guestName,
      duplicates,
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

  // decision 148: a ranked page is one prepared statement (planned once per connection: the
  // statement's joins cost more to plan than to run). Without a stage, the page is read in index
  // order and the rank is its place (page 1 reads 50 index entries, not 10,000). With a stage,
  // the applicants are numbered in index order and filtered as they come; the LIMIT stops the
  // numbering at the page's last row (ordered by the window's own keys, so no sort): a column's
  // first page reads the index up to its 20th applicant, not the whole posting.
  const jobIdParam = sql.placeholder('jobId');
  const limitParam = sql.placeholder('limit');
  const offsetParam = sql.placeholder('offset');
  const stageParam = sql.placeholder('stage');
  // A page in the first half is read from the top of applications_job_rank_idx, one in the second
  // half from its end (the same order reversed): page 200 of 10,000 reads its 50 entries, not
  // 10,000; the worst page, the middle one, reads half. Each branch runs only when its one-time
  // filter holds. The rows are the same either way: positions offset .. offset + limit - 1 of
  // the order, exactly, because the total is counted in the same snapshot.
  // Issue 40: the stages the list leaves out, as a JSON array (a text[] placeholder would be
  // typed by each driver its own way).
  const hiddenStages = sql`array(select jsonb_array_elements_text(${sql.placeholder('hidden')}::jsonb))`;
  // The listed applicants from application_stage_counts (decision 165), the hidden stages left
  // out like the rows: read in the page's own statement, so the same snapshot as the
  // applications it pages (a total with the rejected in it gave empty last pages).
  const listedTotal = sql`(select coalesce(sum(c.n), 0)::int from application_stage_counts c
    where c.job_id = ${jobIdParam}::uuid and not (c.stage = any(${hiddenStages})))`;
  const listPageSql = sql`with t as (
      select s.total, 2 * ${offsetParam}::int + ${limitParam}::int <= s.total as forward,
        greatest(s.total - ${offsetParam}::int - ${limitParam}::int, 0) as back_offset,
        greatest(least(${offsetParam}::int + ${limitParam}::int, s.total) - ${offsetParam}::int, 0)
          as back_limit
      -- An aggregate, so it is counted once (a scalar subquery would be inlined per use).
      from (select coalesce(sum(c.n), 0)::int as total from application_stage_counts c
        where c.job_id = ${jobIdParam}::uuid and not (c.stage = any(${hiddenStages}))) s
    )
    select p.id,
      ${offsetParam}::int + row_number() over (
        order by p.fit_passes desc, p.fit desc nulls last, p.applied_at, p.id) as rank
    from (
      (select a.id, a.fit_passes, a.fit, a.applied_at from ${applications} a
        where a.job_id = ${jobIdParam}::uuid and (select t.forward from t)
          and not (a.stage = any(${hiddenStages}))
        order by a.fit_passes desc, a.fit desc nulls last, a.applied_at, a.id
        limit ${limitParam}::int offset ${offsetParam}::int)
      union all
      (select a.id, a.fit_passes, a.fit, a.applied_at from ${applications} a
        where a.job_id = ${jobIdParam}::uuid and not (select t.forward from t)
          and not (a.stage = any(${hiddenStages}))
        order by a.fit_passes asc, a.fit asc nulls first, a.applied_at desc, a.id desc
        limit (select t.back_limit from t) offset (select t.back_offset from t))
      -- A constant cap the planner can read (a page is never larger): with the limit a subquery,
      -- the generic plan guessed 500 rows and joined the page to a sequential scan of the posting.
      limit ${sql.raw(String(limits.pageSizeMax))}
    ) p`;
  const columnPageSql = sql`select r.id, r.rank from (
      select a.id, a.stage, a.fit_passes, a.fit, a.applied_at,
        row_number() over (
          order by a.fit_passes desc, a.fit desc nulls last, a.applied_at, a.id) as rank
      from ${applications} a
      where a.job_id = ${jobIdParam}::uuid
    ) r
    where r.stage = ${stageParam}::text
    order by r.fit_passes desc, r.fit desc nulls last, r.applied_at, r.id
    limit ${limitParam}::int offset ${offsetParam}::int`;
  const textsParam = sql.placeholder('texts');
  /**
   * The page's rows as the answer's JSON text (decision 154): each row exactly as
   * pipelineApplicationSchema has it, the fit reasons as sentences in the request's language.
   * Node sends the text as it is: no parsing, no objects per applicant, no second serialisation.
   */
  const pageRows = (
    page: SQL,
    // Decision 235: a cursor page lists its cards in the cursor's order (page.ord), not by rank.
    order: 'rank' | 'ord' = 'rank',
  ) => sql`(select coalesce(json_agg(x.card order by x.ord), '[]'::json)::text from (
      select ${order === 'ord' ? sql`page.ord` : sql`page.rank`} as ord, json_build_object(
        '_id', a.id, 'jobId', a.job_id, 'stage', a.stage,
        'appliedAt', ${isoOf(sql`a.applied_at`)},
        'stageChangedAt', ${isoOf(sql`a.stage_changed_at`)},
        'fit', json_build_object('score', a.fit, 'passes', a.fit_passes,
          -- Issue 40: the failed must-haves apart from the parts' reasons.
          'mustHaves', fr.must_haves, 'reasons', fr.reasons),
        'applicant', case when u.id is not null then json_build_object(
            -- Issue 37: a confirmed guest application keeps the guest's name and way in.
            'kind', 'user', 'userId', u.id,
            'name', coalesce(nullif(trim(u.name), ''), gn.name, ''), 'pic', u.pic,
            'jobPosition', coalesce(u.job_position, ''),
            'yearsOfExp', coalesce(u.years_of_exp, ''), 'HLOfEdu', coalesce(u.hl_of_edu, ''),
            'iRes1', u.i_res1, 'iRes2', u.i_res2,
            'isiFlags', ${flagsOf(sql`uf.flags`)},
            'displayName', coalesce(nullif(trim(u.name), ''), gn.name), 'via', a.guest_via)
          else json_build_object(
            'kind', 'guest', 'email', coalesce(a.guest_email, l.email, ''),
            'iRes1', l.i_res1, 'iRes2', l.i_res2, 'isiFlags', ${flagsOf(sql`l.isi_flags`)},
            -- Issue 37: the domain's applicantLabel and applicantDisplayName, in SQL.
            'name', gn.name, 'via', coalesce(a.guest_via, 'link'),
            'displayName', coalesce(gn.name, nullif(coalesce(a.guest_email, l.email), ''))) end,
        'outcome', a.outcome,
        'outcomeAt', ${isoOf(sql`a.outcome_at`)},
        'outcomeBy', case when a.outcome is null or om.id is null then null
          else json_build_object('_id', om.id, 'name', om.name, 'email', om.email) end,
        'rank', page.rank::int,
        'fitAtHire', a.fit_at_hire, 'rankAtHire', a.rank_at_hire,
        'applicantsAtHire', a.applicants_at_hire,
        'source', a.source, 'sourceDetail', a.source_detail,
        'duplicates', ${possibleDuplicatesJson(sql`a.id`)},
        -- Issue 37: the domain's appliedThemselves (stageMailPolicy), in SQL.
        'applied', a.confirmed_at is not null or (a.guest_via is distinct from 'import'
          and a.source not in ('sourced', 'import')),
        -- The card's interview parts (decision 120): the next one to come and the scorecards
        -- in and expected over its scheduled interviews (interviews_job_idx).
        'interviews', json_build_object('next', ${isoOf(sql`iv.next`)},
          'scorecards', json_build_object('submitted', iv.submitted,
            'expected', iv.expected))) as card
      from (${page}) page
      join ${applications} a on a.id = page.id
      -- The stored fit reasons as sentences, the failed must-haves apart: one pass over each
      -- card's reasons for both lists (issue 40: two passes were two function scans a card).
      cross join lateral (
        select coalesce(json_agg(r.reason -> 'text' ->> (t.texts ->> 'lang') order by r.n)
            filter (where r.reason ->> 'key' = 'fit.stored'
              and (r.reason ->> 'mustHave')::boolean), '[]'::json) as must_haves,
          coalesce(json_agg(case when r.reason ->> 'key' = 'fit.stored'
              then r.reason -> 'text' ->> (t.texts ->> 'lang')
            when r.reason ->> 'key' = 'jobs.fit.styleProfile'
              then replace(replace(t.texts ->> 'styleProfile', '{style}',
                  coalesce(t.texts -> 'styles' ->> (r.reason -> 'params' ->> 'style'), '')),
                '{percent}', r.reason -> 'params' ->> 'percent')
              else t.texts -> 'plain' ->> (r.reason ->> 'key') end order by r.n)
            filter (where not coalesce((r.reason ->> 'mustHave')::boolean, false)), '[]'::json)
            as reasons
        from jsonb_array_elements(coalesce(a.fit_reasons, '[]'::jsonb))
          with ordinality as r(reason, n),
          -- An uncorrelated subquery: the texts are cast once per statement, not per card.
          (select (select ${textsParam}::jsonb) as texts) t
      ) fr
      left join ${users} u on u.id = a.user_id
      -- The user's latest ISI flags, read once per card (flagsOf names them five times).
      left join lateral (select ${latestIsiFlagsOf(sql.raw('u.id'))} as flags) uf on true
      left join ${oneTimeLinks} l on l.id = a.one_time_link_id
      -- The name a guest gave or their CV had; none once the application is anonymised.
      left join lateral (select nullif(trim(ga.name), '') as name from guest_applicants ga
        where ga.application_id = a.id and a.anonymised_at is null) gn on true
      left join ${companyMembers} om on om.id = a.outcome_by_member_id
      left join lateral (
        select min(i.starts_at) filter (where i.starts_at > now()) as next,
          coalesce(sum((select count(*) from ${interviewInterviewers} ii
            where ii.interview_id = i.id)), 0)::int as expected,
          coalesce(sum((select count(*) from ${scorecards} sc
            where sc.interview_id = i.id)), 0)::int as submitted
        from ${interviews} i
        where i.job_id = ${jobIdParam}::uuid and i.status = 'scheduled'
          and i.application_id = page.id
      ) iv on true
    ) x)`;
  const listPage = db
    .select({
      total: sql<number>`${listedTotal}`,
      rows: sql<string>`${pageRows(listPageSql)}`,
    })
    .from(sql`(select 1) one`)
    .prepare('pipeline_ranked_page_text');
  // Decision 235 (issue 42): a cursor page, by application time and id after the cursor (each
  // application once, also while others are added: they come after every one read), with each
  // card's rank among all the posting's applicants (a window over the posting: an integration's
  // read, not the board's).
  const afterUsParam = sql.placeholder('afterUs');
  const afterIdParam = sql.placeholder('afterId');
  const keysetPage = (limit: SQL) => sql`select a.id, a.applied_at from ${applications} a
    where a.job_id = ${jobIdParam}::uuid
      and (${stageParam}::text is null or a.stage = ${stageParam}::text)
      and (a.applied_at, a.id) > (${instantOf(afterUsParam)}, ${afterIdParam}::uuid)
    order by a.applied_at, a.id
    limit ${limit}`;
  const cursorPageSql = sql`select r.id, r.rank, k.ord from (
      select k.id, row_number() over (order by k.applied_at, k.id) as ord
      from (${keysetPage(sql`${limitParam}::int`)}) k
    ) k
    join (
      select a.id, row_number() over (
          order by a.fit_passes desc, a.fit desc nulls last, a.applied_at, a.id) as rank
      from ${applications} a
      where a.job_id = ${jobIdParam}::uuid
    ) r on r.id = k.id`;
  const cursorPage = db
    .select({
      total: sql<number>`(select coalesce(sum(c.n), 0)::int from application_stage_counts c
        where c.job_id = ${jobIdParam}::uuid
          and (${stageParam}::text is null or c.stage = ${stageParam}::text))`,
      rows: sql<string>`${pageRows(cursorPageSql, 'ord')}`,
      last: sql<string | null>`(select ${microsOf(sql`k.applied_at`)} || '.' || k.id
        from (${keysetPage(sql`${limitParam}::int`)}) k
        order by k.applied_at desc, k.id desc limit 1)`,
      more: sql<boolean>`(select count(*) from (${keysetPage(sql`${limitParam}::int + 1`)}) k)
        > ${limitParam}::int`,
    })
    .from(sql`(select 1) one`)
    .prepare('pipeline_cursor_page_text');
  // The column's total from application_stage_counts (decision 165).
  const columnPage = db
    .select({
      total: sql<number>`(select coalesce(sum(c.n), 0)::int from application_stage_counts c
        where c.job_id = ${jobIdParam}::uuid and c.stage = ${stageParam}::text)`,
      rows: sql<string>`${pageRows(columnPageSql)}`,
    })
    .from(sql`(select 1) one`)
    .prepare('pipeline_ranked_column_page_text');

  // Every pipeline request asks it first: prepared once per connection (decision 148).
  const postingOfMember = db
    .select({
      posting: jobPostings,
      onTeam: sql<boolean>`exists (select 1 from ${jobTeamMembers}
        where ${jobTeamMembers.jobId} = ${jobPostings.id}
          and ${jobTeamMembers.memberId} = ${sql.placeholder('memberId')}::uuid)`,
    })
    .from(jobPostings)
    .where(
      sql`${jobPostings.id} = ${sql.placeholder('jobId')}::uuid
        and ${jobPostings.companyId} = ${sql.placeholder('companyId')}::uuid`,
    )
    .limit(1)
    .prepare('pipeline_posting_of_member');

  return {
    applicantsByIds,

    /** This company's posting, with whether the member is on its hiring team (one statement). */
    async findPosting(
      jobId: string,
      companyId: string,
      memberId: string,
    ): Promise<{ posting: PostingRow; onTeam: boolean } | null> {
      const [row] = await postingOfMember.execute({ jobId, companyId, memberId });
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
     * One statement (decision 148): the page is ranked, filtered and paged in the database,
     * counted through applications_job_stage_idx; its rows come back as the answer's JSON text
     * (decision 154), the fit reasons in the language of `texts`.
     */
    async rankedPage(
      jobId: string,
      stage: string | undefined,
      /** Issue 40: stages the ranked list leaves out (the rejected ones by default). */
      hidden: readonly string[],
      limit: number,
      offset: number,
      texts: ReasonTexts,
    ): Promise<{ rowsJson: string; total: number }> {
      const textsJson = JSON.stringify(texts);
      const [row] = stage
        ? await columnPage.execute({ jobId, stage, limit, offset, texts: textsJson })
        : await listPage.execute({
            jobId,
            limit,
            offset,
            texts: textsJson,
            hidden: JSON.stringify(hidden),
          });
      return { total: Number(row?.total ?? 0), rowsJson: String(row?.rows ?? '[]') };
    },

    /**
     * Decision 235: the page of applications after a keyset, oldest first, as the answer's JSON
     * text; `next` is the keyset of its last row (the given one when the page is empty).
     */
    async cursorPage(
      jobId: string,
      stage: string | undefined,
      limit: number,
      after: Keyset,
      texts: ReasonTexts,
    ): Promise<{ rowsJson: string; total: number; next: Keyset; hasMore: boolean }> {
      const [row] = await cursorPage.execute({
        jobId,
        stage: stage ?? null,
        limit,
        afterUs: after.us,
        afterId: after.id,
        texts: JSON.stringify(texts),
      });
      const [us, id] = row?.last ? row.last.split('.') : [after.us, after.id];
      return {
        total: Number(row?.total ?? 0),
        rowsJson: String(row?.rows ?? '[]'),
        next: { us: us ?? after.us, id: id ?? after.id },
        hasMore: Boolean(row?.more),
      };
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
            row_number() over (
              order by a.fit_passes desc, a.fit desc nulls last, a.applied_at, a.id) as rank,
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
     * Issue 37 (decision 270): the same person's applications to the company's other postings,
     * newest first (`teamOf`: only the postings of that member's teams).
     */
    async otherApplicationsOf(applicationId: string, companyId: string, teamOf: string | null) {
      const result = await db.execute(otherApplicationsQuery(applicationId, companyId, teamOf));
      return rowsOf<{
        id: string;
        jobId: string;
        jobTitle: string;
        stage: string;
        stages: StageDefinition[] | null;
        appliedAt: Date | string;
        matchedOn: 'account' | 'email' | 'phone';
      }>(result);
    },

    /** Issue 37: the merges into this application not undone, newest first, with who merged. */
    async mergesOf(keptId: string) {
      return db
        .select({
          id: applicationMerges.id,
          mergedId: applicationMerges.mergedId,
          name: applicationMerges.name,
          via: applicationMerges.via,
          matchedOn: applicationMerges.matchedOn,
          at: applicationMerges.mergedAt,
          by: actorColumns,
        })
        .from(applicationMerges)
        .leftJoin(companyMembers, eq(companyMembers.id, applicationMerges.byMemberId))
        .where(and(eq(applicationMerges.keptId, keptId), isNull(applicationMerges.undoneAt)))
        .orderBy(sql`${applicationMerges.mergedAt} desc`, asc(applicationMerges.id));
    },

    /** Issue 37: folds one application into another of the same posting (one transaction). */
    merge(input: MergeInput): Promise<string> {
      return db.transaction((tx) => mergeApplications(tx, input));
    },

    /** Issue 37: undoes a merge into `keptId`; the application it brought back. */
    undoMerge(input: { keptId: string; mergeId: string; memberId: string }): Promise<string> {
      return db.transaction((tx) => undoApplicationMerge(tx, input));
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
          // Issue 41: an offer entry of the history (not a move).
          offerId: applicationEvents.offerId,
          offerAction: applicationEvents.offerAction,
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

    /** A member's move of one application (the applications module's, moveStage.ts). */
    moveStage: (input: StageMove): Promise<ApplicationRow | null> => moveStage(db, input),

    /**
     * Stores a note and answers it (`answer`). Decision 279: a request's Idempotency-Key is
     * claimed and its answer kept in the note's transaction.
     */
    addNote: <T>(
      input: { applicationId: string; companyId: string; memberId: string; text: string },
      answer: (row: { id: string; text: string; createdAt: Date }) => T,
    ): Promise<T> =>
      idempotentTransaction(db, 201, async (tx) => answer(await addApplicationNote(tx, input))),

    /** The outcome of a hire, while it is in a hired stage (the applications module's). */
    setOutcome: (
      id: string,
      outcome: 'successful' | 'unsuccessful',
      memberId: string,
      hiredKeys: string[],
    ) => setOutcome(db, id, outcome, memberId, hiredKeys),

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
