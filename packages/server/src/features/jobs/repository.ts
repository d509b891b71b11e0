// Data access of job postings and of applications as users make them (decision 100, 101). The
// board's free-text q runs on job_postings.search_text (title, description, company name) with
// its trigram index, as the candidate search does on users.search_text. The unique indexes of
// applications decide a second application, so concurrent applies cannot both succeed.
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PostingStatus, Stage } from '@talentpool/domain/jobs/schemas';
import { hlOfEdu } from '@talentpool/domain/profile/enums';
import { searchTermsOf } from '@talentpool/domain/company/search';
import type { Db } from '../../db/database';
import {
  applicationEvents,
  applications,
  companies,
  descriptionCards,
  jobPostings,
  users,
} from '../../db/schema';
import { escapeLike } from '../company/repository';

export type PostingRow = typeof jobPostings.$inferSelect;
export type NewPosting = typeof jobPostings.$inferInsert;
export type PostingUpdate = Partial<NewPosting>;

/** A posting with what its answer shows of the company. */
export interface PostingWithCompany {
  posting: PostingRow;
  companyName: string | null;
  companyPic: string | null;
}

const withCompany = {
  posting: jobPostings,
  companyName: companies.companyName,
  companyPic: companies.pic,
};

export interface BoardFilters {
  q?: string;
  field?: string;
  workplace?: string;
  country?: string;
  minEducation?: string;
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

export async function insertPosting(db: Db, values: NewPosting): Promise<PostingRow> {
  const [row] = await db.insert(jobPostings).values(values).returning();
  if (!row) throw new Error('job posting not stored');
  return row;
}

/** Updates a posting only when it belongs to the company; undefined otherwise. */
export async function updateOwnPosting(
  db: Db,
  companyId: string,
  id: string,
  values: PostingUpdate,
): Promise<PostingRow | undefined> {
  const [row] = await db
    .update(jobPostings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)))
    .returning();
  return row;
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

/** The company's own posting, or undefined (unknown, or another company's). */
export async function findOwnPosting(
  db: Db,
  companyId: string,
  id: string,
): Promise<PostingWithCompany | undefined> {
  const found = await findPosting(db, id);
  return found?.posting.companyId === companyId ? found : undefined;
}

/** One page of a company's postings, newest first (id breaks ties for a stable order). */
export async function listCompanyPostings(
  db: Db,
  companyId: string,
  status: PostingStatus | undefined,
  paging: Paging,
): Promise<{ rows: PostingWithCompany[]; total: number }> {
  const where = and(
    eq(jobPostings.companyId, companyId),
    status ? eq(jobPostings.status, status) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(withCompany)
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(where)
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(jobPostings).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** Applications per posting and stage, for the owning company's view of its postings. */
export async function countsByStage(
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, Partial<Record<Stage, number>>>> {
  const counts = new Map<string, Partial<Record<Stage, number>>>();
  if (jobIds.length === 0) return counts;
  const rows = await db
    .select({ jobId: applications.jobId, stage: applications.stage, n: count() })
    .from(applications)
    .where(inArray(applications.jobId, [...jobIds]))
    .groupBy(applications.jobId, applications.stage);
  for (const row of rows) {
    const entry = counts.get(row.jobId) ?? {};
    entry[row.stage] = Number(row.n);
    counts.set(row.jobId, entry);
  }
  return counts;
}

function boardWhere(filters: BoardFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(jobPostings.status, 'published')];
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

export type ApplicationRow = typeof applications.$inferSelect;
export type EventRow = typeof applicationEvents.$inferSelect;

/**
 * Inserts the user's application (stage applied) with its first history entry, or returns null
 * when the user has already applied: the unique index (job_id, user_id) decides, so of many
 * concurrent requests exactly one inserts.
 */
export async function insertUserApplication(
  db: Db,
  jobId: string,
  userId: string,
): Promise<ApplicationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({ jobId, userId, stage: 'applied' })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx
      .insert(applicationEvents)
      .values({ applicationId: row.id, fromStage: null, toStage: 'applied', at: row.appliedAt });
    return row;
  });
}

export interface UserApplicationRow {
  application: ApplicationRow;
  title: string;
  jobStatus: PostingRow['status'];
  companyName: string | null;
  companyPic: string | null;
}

const userApplicationColumns = {
  application: applications,
  title: jobPostings.title,
  jobStatus: jobPostings.status,
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

/** Withdraws a user's own application (its history and notes go with it); false if none. */
export async function deleteUserApplication(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  return deleted.length > 0;
}
