// Data access of job postings and of applications as users make them (decision 100, 101). The
// board's free-text q runs on job_postings.search_text (title, description, company name) with
// its trigram index, as the candidate search does on users.search_text. The unique indexes of
// applications decide a second application, so concurrent applies cannot both succeed.
import { claimIdempotencyKey } from '../../plugins/app/idempotency';
import { openPostingWhere } from '../../db/openPosting';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PostingStatus } from '@talentpool/domain/jobs/schemas';
import type { ApplicationSource } from '@talentpool/domain/process/schemas';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import { hlOfEdu } from '@talentpool/domain/profile/enums';
import { searchTermsOf } from '@talentpool/domain/company/search';
import type { Db } from '../../db/database';
import {
  applicationEvents,
  applications,
  companies,
  companyMembers,
  descriptionCards,
  jobPostings,
  jobTeamMembers,
  stageTemplates,
  users,
} from '../../db/schema';
import { postingFitRefreshJob, type FitRefreshQueue } from '../../db/fitStore';
import { createApplication, type ApplicationRow } from '../applications/public';
import { escapeLike } from '../../lib/escapeLike';
import { emit } from '../../lib/events';
import { instantOf, microsOf, type Keyset } from '../../lib/cursor';
import { onTeamOf } from '../../db/team';
import { actorColumns, memberColumns, toMember, type ActorRow } from '../../db/actor';
import { COMPACT_AFTER, compactStageCounts, stageCountsOf } from '../../db/stageCounts';
import { screeningColumns, screeningOfRow, type PostingScreening } from './screening';

export type PostingRow = typeof jobPostings.$inferSelect;
export type NewPosting = typeof jobPostings.$inferInsert;
export type PostingUpdate = Partial<NewPosting>;

/** A posting with what its answer shows of the company. */
export interface PostingWithCompany {
  posting: PostingRow;
  companyName: string | null;
  companyPic: string | null;
  /** An operator disabled the company (decision 123): its postings are closed to the public. */
  companyDisabled: boolean;
}

const withCompany = {
  posting: jobPostings,
  companyName: companies.companyName,
  companyPic: companies.pic,
  companyDisabled: sql<boolean>`(${companies.disabledAt} is not null)`,
};

export interface BoardFilters {
  q?: string;
  field?: string;
  workplace?: string;
  country?: string;
  minEducation?: string;
  employmentType?: string;
  hasSalary?: boolean;
}

export interface Paging {
  limit: number;
  offset: number;
}

export async function companyNameOf(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.companyName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ? (row.name ?? '') : null;
}

/** The profile of one of the company's own description cards, or undefined. */
export async function findOwnCardProfile(
  db: Db,
  companyId: string,
  cardId: string,
): Promise<Record<string, number> | undefined> {
  const [row] = await db
    .select({ profile: descriptionCards.profile })
    .from(descriptionCards)
    .where(and(eq(descriptionCards.id, cardId), eq(descriptionCards.companyId, companyId)))
    .limit(1);
  return row?.profile;
}

/**
 * Stores a posting; with `teamMemberId`, that member is put on its hiring team in the same
 * transaction (a hiring manager who creates a posting, decision 110).
 */
export async function insertPosting(
  db: Db,
  values: NewPosting,
  teamMemberId?: string,
): Promise<PostingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(jobPostings).values(values).returning();
    if (!row) throw new Error('job posting not stored');
    if (teamMemberId) {
      await tx.insert(jobTeamMembers).values({ jobId: row.id, memberId: teamMemberId });
    }
    return row;
  });
}

/**
 * Updates a posting only when it belongs to the company; undefined otherwise. With `refreshFit`
 * (its requirement profile or minimums changed, decision 134) a job that recomputes the stored
 * fit of its applicants is queued in the same transaction: a posting with 10,000 applicants
 * takes seconds to rewrite, which the edit does not wait for.
 */
export async function updateOwnPosting(
  db: Db,
  companyId: string,
  id: string,
  values: PostingUpdate,
  options: { refreshFit?: FitRefreshQueue; statusChanged?: boolean } = {},
): Promise<PostingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobPostings)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)))
      .returning();
    if (row && options.refreshFit) {
      // A Drizzle transaction runs statements as the database does (decision 121's tx option).
      await options.refreshFit.send(
        postingFitRefreshJob,
        { jobId: id },
        { tx: tx as unknown as Db },
      );
    }
    // Issue 42: a publication or closing is heard (webhooks) in this transaction.
    if (row && options.statusChanged && values.status) {
      await emit(tx as unknown as Db, 'posting.statusChanged', {
        companyId,
        jobId: id,
        status: values.status,
      });
    }
    return row;
  });
}

export async function findPosting(db: Db, id: string): Promise<PostingWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(eq(jobPostings.id, id))
    .limit(1);
  return row;
}

/** A posting as its company sees it: whether the member is on its team, and who created it. */
export interface OwnPosting extends PostingWithCompany {
  onTeam: boolean;
  by: ActorRow | null;
}

/**
 * The company's own posting, or undefined (unknown, or another company's), read in one statement
 * with whether the member is on its hiring team and who created it.
 */
export async function findOwnPosting(
  db: Db,
  companyId: string,
  id: string,
  memberId: string,
): Promise<OwnPosting | undefined> {
  const [row] = await db
    .select({ ...withCompany, onTeam: onTeamOf(memberId), by: actorColumns })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .leftJoin(companyMembers, eq(companyMembers.id, jobPostings.createdByMemberId))
    .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)))
    .limit(1);
  return row ? { ...row, onTeam: Boolean(row.onTeam) } : undefined;
}

/** A member of a posting's hiring team as toMember answers it, written by the database. */
const teamJsonOf = (jobId: SQL | typeof jobPostings.id) => sql<string>`(select coalesce(json_agg(
      json_build_object('_id', m.id, 'email', m.email, 'name', m.name, 'role', m.role,
        'status', m.status, 'totpEnabled', m.totp_enabled_at is not null,
        'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by lower(coalesce(m.name, m.email)), m.id), '[]'::json)::text
    from ${jobTeamMembers} t join ${companyMembers} m on m.id = t.member_id
    where t.job_id = ${jobId} and m.removed_at is null)`;

/** A posting as its company sees it on its own page: counts per stage, team and screening. */
export interface OwnPostingView extends OwnPosting {
  counts: Record<string, number>;
  team: ReturnType<typeof toMember>[];
  screening: PostingScreening;
}

/**
 * findOwnPosting with everything the company's page of the posting shows, in one statement
 * (decision 165): the applicants per stage from application_stage_counts, the hiring team and
 * the screening questions. Undefined: unknown, or another company's.
 */
export async function findOwnPostingView(
  db: Db,
  companyId: string,
  id: string,
  memberId: string,
): Promise<OwnPostingView | undefined> {
  const [row] = await db
    .select({
      ...withCompany,
      onTeam: onTeamOf(memberId),
      by: actorColumns,
      ...screeningColumns,
      counts: sql<string>`(select json_build_object('counts', coalesce(json_object_agg(s.stage, s.n)
          filter (where s.n <> 0), '{}'::json), 'deltas', coalesce(sum(s.deltas), 0))::text
        from (select c.stage, sum(c.n)::int as n, count(*)::int as deltas
          from application_stage_counts c where c.job_id = ${jobPostings.id}
          group by c.stage) s)`,
      team: teamJsonOf(jobPostings.id),
    })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .leftJoin(companyMembers, eq(companyMembers.id, jobPostings.createdByMemberId))
    .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)))
    .limit(1);
  if (!row) return undefined;
  const { counts: countsJson, team, screening, knockoutAction, knockoutReasonId, ...rest } = row;
  const counted = JSON.parse(countsJson) as { counts: Record<string, number>; deltas: number };
  if (counted.deltas > COMPACT_AFTER) await compactStageCounts(db, id);
  return {
    ...rest,
    onTeam: Boolean(row.onTeam),
    counts: counted.counts,
    team: JSON.parse(team) as ReturnType<typeof toMember>[],
    screening: screeningOfRow({ screening, knockoutAction, knockoutReasonId }),
  };
}

/**
 * One page of a company's postings, newest first (id breaks ties for a stable order); with
 * `teamOf`, only the postings whose hiring team includes that member (a hiring manager's list).
 */
export async function listCompanyPostings(
  db: Db,
  companyId: string,
  status: PostingStatus | undefined,
  paging: Paging,
  teamOf?: string,
): Promise<{ rows: (PostingWithCompany & { by: ActorRow | null })[]; total: number }> {
  const where = and(
    eq(jobPostings.companyId, companyId),
    status ? eq(jobPostings.status, status) : undefined,
    teamOf ? onTeamOf(teamOf) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...withCompany, by: actorColumns })
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .leftJoin(companyMembers, eq(companyMembers.id, jobPostings.createdByMemberId))
      .where(where)
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(jobPostings).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/**
 * Decision 235 (issue 42): the company's postings after a keyset, oldest first by (createdAt, id)
 * (job_postings_company_idx), one more than the limit read to say whether more follow.
 */
export async function listCompanyPostingsAfter(
  db: Db,
  companyId: string,
  status: PostingStatus | undefined,
  after: Keyset,
  limit: number,
  teamOf?: string,
): Promise<{
  rows: (PostingWithCompany & { by: ActorRow | null; keyUs: string })[];
  total: number;
  hasMore: boolean;
}> {
  const where = and(
    eq(jobPostings.companyId, companyId),
    status ? eq(jobPostings.status, status) : undefined,
    teamOf ? onTeamOf(teamOf) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...withCompany, by: actorColumns, keyUs: microsOf(jobPostings.createdAt) })
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .leftJoin(companyMembers, eq(companyMembers.id, jobPostings.createdByMemberId))
      .where(
        and(
          where,
          sql`(${jobPostings.createdAt}, ${jobPostings.id}) > (${instantOf(after.us)}, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(jobPostings.createdAt), asc(jobPostings.id))
      .limit(limit + 1),
    db.select({ total: count() }).from(jobPostings).where(where),
  ]);
  return {
    rows: rows.slice(0, limit),
    total: Number(totalRow?.total ?? 0),
    hasMore: rows.length > limit,
  };
}

/** The hiring teams of postings, by posting: active members, by name. */
export async function teamsOf(
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, ReturnType<typeof toMember>[]>> {
  const teams = new Map<string, ReturnType<typeof toMember>[]>();
  if (jobIds.length === 0) return teams;
  const rows = await db
    .select({ jobId: jobTeamMembers.jobId, member: memberColumns })
    .from(jobTeamMembers)
    .innerJoin(companyMembers, eq(companyMembers.id, jobTeamMembers.memberId))
    .where(and(inArray(jobTeamMembers.jobId, [...jobIds]), isNull(companyMembers.removedAt)))
    .orderBy(
      asc(sql`lower(coalesce(${companyMembers.name}, ${companyMembers.email}))`),
      asc(companyMembers.id),
    );
  for (const row of rows) {
    const list = teams.get(row.jobId) ?? [];
    list.push(toMember(row.member));
    teams.set(row.jobId, list);
  }
  return teams;
}

/** The company's active members (not invited, not removed): who can be on a hiring team. */
export async function activeMembersOf(
  db: Db,
  companyId: string,
): Promise<ReturnType<typeof toMember>[]> {
  const rows = await db
    .select(memberColumns)
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'active'),
        isNull(companyMembers.removedAt),
      ),
    )
    .orderBy(
      asc(sql`lower(coalesce(${companyMembers.name}, ${companyMembers.email}))`),
      asc(companyMembers.id),
    )
    // A hiring team is picked from a list; a company larger than this picks by search (later).
    .limit(500);
  return rows.map(toMember);
}

/** Of the given ids, those that are active members of the company (not invited, not removed). */
export async function activeMemberIds(
  db: Db,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        inArray(companyMembers.id, [...ids]),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.status, 'active'),
        isNull(companyMembers.removedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Makes the posting's hiring team exactly these members, in one transaction; answers who was
 * added and who was taken off. Removed members' rows stay: they no longer log in, and the team
 * lists only active members.
 */
export async function replaceTeam(
  db: Db,
  jobId: string,
  memberIds: readonly string[],
): Promise<{ added: string[]; removed: string[] }> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ memberId: jobTeamMembers.memberId })
      .from(jobTeamMembers)
      .innerJoin(companyMembers, eq(companyMembers.id, jobTeamMembers.memberId))
      .where(and(eq(jobTeamMembers.jobId, jobId), isNull(companyMembers.removedAt)));
    const before = new Set(current.map((r) => r.memberId));
    const wanted = new Set(memberIds);
    const removed = [...before].filter((id) => !wanted.has(id));
    const added = [...wanted].filter((id) => !before.has(id));
    if (removed.length > 0) {
      await tx
        .delete(jobTeamMembers)
        .where(and(eq(jobTeamMembers.jobId, jobId), inArray(jobTeamMembers.memberId, removed)));
    }
    if (added.length > 0) {
      await tx
        .insert(jobTeamMembers)
        .values(added.map((memberId) => ({ jobId, memberId })))
        .onConflictDoNothing();
    }
    return { added, removed };
  });
}

/** Applications per posting and stage, for the owning company's view of its postings. */
export async function countsByStage(
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  // Kept by the applications' triggers (decision 165), not counted per request.
  return stageCountsOf(db, jobIds);
}

function boardWhere(filters: BoardFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [openPostingWhere()];
  if (filters.employmentType !== undefined) {
    conditions.push(
      eq(jobPostings.employmentType, filters.employmentType as PostingRow['employmentType']),
    );
  }
  if (filters.hasSalary === true) {
    conditions.push(isNotNull(jobPostings.salaryMin), eq(jobPostings.salaryVisible, true));
  }
  if (filters.field !== undefined) conditions.push(eq(jobPostings.field, filters.field));
  if (filters.workplace !== undefined) {
    conditions.push(eq(jobPostings.workplace, filters.workplace as PostingRow['workplace']));
  }
  if (filters.country !== undefined) conditions.push(eq(jobPostings.country, filters.country));
  if (filters.minEducation !== undefined) {
    // Postings a holder of that level qualifies for: no requirement, or one at most that level.
    const level = hlOfEdu.values.indexOf(filters.minEducation as (typeof hlOfEdu.values)[number]);
    const allowed = hlOfEdu.values.slice(0, level + 1);
    conditions.push(
      or(isNull(jobPostings.minEducation), inArray(jobPostings.minEducation, [...allowed])),
    );
  }
  for (const term of searchTermsOf(filters.q)) {
    conditions.push(sql`${jobPostings.searchText} ILIKE ${`%${escapeLike(term)}%`}`);
  }
  return and(...conditions);
}

/** One page of the public job board, newest publication first. */
export async function listBoard(
  db: Db,
  filters: BoardFilters,
  paging: Paging,
): Promise<{ rows: PostingWithCompany[]; total: number }> {
  const where = boardWhere(filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(withCompany)
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(where)
      .orderBy(desc(jobPostings.publishedAt), desc(jobPostings.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(jobPostings).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** Keeps the board's search text current when a company renames itself. */
export async function refreshCompanySearchText(db: Db, companyId: string): Promise<void> {
  await db
    .update(jobPostings)
    .set({
      searchText: sql`lower(concat_ws(' ', ${jobPostings.title}, ${jobPostings.description}, (select ${companies.companyName} from ${companies} where ${companies.id} = ${companyId})))`,
    })
    .where(eq(jobPostings.companyId, companyId));
}

export async function userDataComplete(db: Db, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ complete: users.dataComplete })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.complete;
}

export type { ApplicationRow } from '../applications/public';
export type EventRow = typeof applicationEvents.$inferSelect;

/**
 * A user's application through the applications module's one entry (stages, history, fit, the
 * `application.entered` event), then `after` in the same transaction; null when the user has
 * already applied: the unique index (job_id, user_id) decides, so of many concurrent requests
 * exactly one inserts.
 */
export async function insertUserApplication(
  db: Db,
  jobId: string,
  userId: string,
  source: { source: ApplicationSource; sourceDetail: string | null },
  /** More to store with the application, in its transaction (screening answers, decision 130). */
  after?: (tx: Db, row: ApplicationRow) => Promise<void>,
): Promise<ApplicationRow | null> {
  return db.transaction(async (tx) => {
    // Decision 279: a retried request's key is claimed with the application it makes.
    await claimIdempotencyKey(tx);
    const row = await createApplication(tx, {
      jobId,
      applicant: { kind: 'account', userId },
      // A member adding a candidate found in search or a pool (decision 146) is sourcing.
      wayIn: source.source === 'sourced' ? 'sourcing' : 'board',
      source,
    });
    if (!row) return null;
    await after?.(tx as unknown as Db, row);
    return row;
  });
}

/** The stages of one of the company's templates, or null when it has no such template. */
export async function templateStagesOf(
  db: Db,
  companyId: string,
  templateId: string,
): Promise<StageDefinition[] | null> {
  const [row] = await db
    .select({ stages: stageTemplates.stages })
    .from(stageTemplates)
    .where(and(eq(stageTemplates.id, templateId), eq(stageTemplates.companyId, companyId)))
    .limit(1);
  return row?.stages ?? null;
}

export interface UserApplicationRow {
  application: ApplicationRow;
  title: string;
  jobStatus: PostingRow['status'];
  jobDeadline: Date | null;
  jobStages: StageDefinition[] | null;
  /** The stages the posting's list no longer has, with their names (decision 155). */
  jobRemovedStages: StageDefinition[] | null;
  companyName: string | null;
  companyPic: string | null;
}

const userApplicationColumns = {
  application: applications,
  title: jobPostings.title,
  jobStatus: jobPostings.status,
  jobDeadline: jobPostings.applicationDeadline,
  jobStages: jobPostings.stages,
  jobRemovedStages: jobPostings.removedStages,
  companyName: companies.companyName,
  companyPic: companies.pic,
};

/** One page of a user's applications (or all of them, for the data export), newest first. */
export async function listUserApplications(
  db: Db,
  userId: string,
  paging: Paging | 'all',
): Promise<{ rows: UserApplicationRow[]; total: number }> {
  const where = eq(applications.userId, userId);
  if (paging === 'all') {
    const rows = await db
      .select(userApplicationColumns)
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(where)
      .orderBy(desc(applications.appliedAt), desc(applications.id));
    return { rows, total: rows.length };
  }
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(userApplicationColumns)
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(where)
      .orderBy(desc(applications.appliedAt), desc(applications.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function findUserApplication(
  db: Db,
  userId: string,
  id: string,
): Promise<UserApplicationRow | undefined> {
  const [row] = await db
    .select(userApplicationColumns)
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .limit(1);
  return row;
}

/** The stage history of applications, oldest first. */
export async function eventsOf(
  db: Db,
  applicationIds: readonly string[],
): Promise<Map<string, EventRow[]>> {
  const byApplication = new Map<string, EventRow[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, [...applicationIds]))
    .orderBy(applicationEvents.at, applicationEvents.id);
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push(row);
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}
