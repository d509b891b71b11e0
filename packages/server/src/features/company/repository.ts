// Data access of the company area: the company row, and the candidate search over users
// (spec 5 Filter, decisions.md section 3). The free-text part runs on users.search_text, whose
// trigram GIN index (pg_trgm, on PGlite and PostgreSQL alike) serves LIKE '%term%'.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CandidateFilters, SearchResultUser } from '@talentpool/domain/company/search';
import { searchTermsOf, totalCapOf } from '@talentpool/domain/company/search';
import { budgetedOf, type Db } from '../../db/database';
import { companies, users } from '../../db/schema';
import { memberCheck } from '../../db/memberCheck';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyUpdate = Partial<typeof companies.$inferInsert>;

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function updateCompany(
  db: Db,
  id: string,
  values: CompanyUpdate,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

/** LIKE pattern characters are matched literally: a search for "50%" finds "50%". */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filters: CandidateFilters): SQL | undefined {
  const conditions: SQL[] = [eq(users.dataComplete, true)];
  if (filters.jobPosition !== undefined)
    conditions.push(eq(users.jobPosition, filters.jobPosition));
  if (filters.yearsOfExp !== undefined) conditions.push(eq(users.yearsOfExp, filters.yearsOfExp));
  if (filters.HLOfEdu !== undefined) conditions.push(eq(users.hlOfEdu, filters.HLOfEdu));
  if (filters.faculty !== undefined) conditions.push(eq(users.faculty, filters.faculty));
  if (filters.iRes1 !== undefined) conditions.push(eq(users.iRes1, filters.iRes1));
  if (filters.iRes2 !== undefined) conditions.push(eq(users.iRes2, filters.iRes2));
  // search_text and the terms are both lower-cased by the domain (searchTextOf, searchTermsOf):
  // a case-sensitive LIKE finds what ILIKE found, at ~60 % of its cost per row checked, and the
  // trigram index serves it alike.
  for (const term of searchTermsOf(filters.q)) {
    conditions.push(sql`${users.searchText} LIKE ${`%${escapeLike(term)}%`}`);
  }
  return and(...conditions);
}

const resultColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  jobPosition: users.jobPosition,
  yearsOfExp: users.yearsOfExp,
  hlOfEdu: users.hlOfEdu,
  faculty: users.faculty,
  iRes1: users.iRes1,
  iRes2: users.iRes2,
};

type ResultRow = {
  [K in keyof typeof resultColumns]: (typeof resultColumns)[K]['_']['data'] | null;
};

function toResultUser(row: ResultRow): SearchResultUser {
  return {
    _id: row.id ?? '',
    name: row.name ?? '',
    email: row.email ?? '',
    jobPosition: row.jobPosition ?? '',
    yearsOfExp: row.yearsOfExp ?? '',
    HLOfEdu: row.hlOfEdu ?? '',
    faculty: row.faculty ?? '',
    iRes1: row.iRes1 ?? null,
    iRes2: row.iRes2 ?? null,
  };
}

/** PostgreSQL's query_canceled, as node-postgres reports it (possibly wrapped by Drizzle). */
function isStatementTimeout(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '57014' || code((err as { cause?: unknown } | null)?.cause) === '57014';
}

/** At most cap + 1 of the matching candidates, as a subquery to count. */
function boundedOf(db: Db, where: SQL | undefined, cap: number) {
  return db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(cap + 1)
    .as('bounded');
}

/**
 * How many users match, counting at most cap + 1 of them, in a statement of its own; on the
 * budgeted connections (budgetedOf) undefined when it did not finish within statementBudgetMs.
 */
export async function boundedCount(
  db: Db,
  where: SQL | undefined,
  cap: number,
): Promise<number | undefined> {
  try {
    const [row] = await db.select({ total: count() }).from(boundedOf(db, where, cap));
    return Number(row?.total ?? 0);
  } catch (err) {
    if (isStatementTimeout(err)) return undefined;
    throw err;
  }
}

/**
 * One page of candidates in a stable order (name, then id), and how many match: exactly up to
 * the cap (totalCapOf: 1,000, or 100 with free text), beyond that the cap with totalIsLowerBound
 * (decisions 092, 105). Counting stops after cap + 1 matches, so a broad search costs the same
 * at 10,000 or 1,000,000 users; a count that still takes longer than statementBudgetMs (a filter
 * combination no index leads with) gives way to what the page itself proves: at least
 * offset + the rows on it.
 *
 * One statement (decision 107): the page, with the bounded count and the viewer's token version
 * as scalar subqueries evaluated once. Only a free-text count on PostgreSQL runs beside it, on the
 * budgeted connections, since only it may need to give way.
 */
export async function searchCandidates(
  db: Db,
  filters: CandidateFilters,
  paging: { limit: number; offset: number },
  viewer?: { companyId: string; memberId: string },
): Promise<{
  users: SearchResultUser[];
  total: number;
  totalIsLowerBound: boolean;
  /** With a viewer: the member's memberCheck, read with the page (none on an empty page). */
  viewerVersion?: string | null;
}> {
  const where = whereOf(filters);
  const cap = totalCapOf(filters);
  const budgeted = searchTermsOf(filters.q).length > 0 ? budgetedOf(db) : undefined;
  const columns = {
    ...resultColumns,
    viewerVersion: viewer
      ? memberCheck(viewer.memberId, viewer.companyId, 'candidates.search')
      : sql<null>`null`,
    counted: budgeted
      ? sql<null>`null`
      : sql<number>`(select count(*) from ${boundedOf(db, where, cap)})`.mapWith(Number),
  };
  const [rows, countedAside] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(paging.limit)
      .offset(paging.offset),
    budgeted ? boundedCount(budgeted, where, cap) : undefined,
  ]);
  const first = rows[0];
  const read = viewer && first ? { viewerVersion: first.viewerVersion } : {};
  let counted: number | undefined;
  if (budgeted) counted = countedAside;
  else if (first) counted = first.counted ?? 0;
  // An empty page: nothing matches, or a page beyond the last one, which alone counts again.
  else counted = paging.offset === 0 ? 0 : await boundedCount(db, where, cap);
  if (counted === undefined) {
    const seen = rows.length > 0 ? paging.offset + rows.length : 0;
    // A page that is not full is the last one: the total is exact after all.
    const exact = rows.length > 0 && rows.length < paging.limit;
    return {
      users: rows.map(toResultUser),
      total: Math.min(seen, cap),
      totalIsLowerBound: !exact || seen > cap,
      ...read,
    };
  }
  return {
    users: rows.map(toResultUser),
    total: Math.min(counted, cap),
    totalIsLowerBound: counted > cap,
    ...read,
  };
}
