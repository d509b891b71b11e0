// Candidate search (spec 5 Filter, decisions.md 3 and 13), its own module since issue 45 (decision
// 178). The conditions of a search (filters, free text, who may be found) and the bounded count of
// matches (decisions 092, 105).
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CandidateFilters, SearchResultUser } from '@talentpool/domain/company/search';
import { type Db } from '../../db/database';
import { candidateSearch, candidateSearchVector, users, usersSearchVector } from '../../db/schema';
import { type Bind, type TextQuery, asIs } from './terms';

export function whereOf(
  filters: CandidateFilters,
  text: TextQuery | undefined,
  bind: Bind,
): SQL | undefined {
  // decisions.md 13: a job seeker who turned discoverable off is never found, nor exported; they
  // stay visible as applicants in the pipeline of the companies they applied to.
  const conditions: SQL[] = [
    eq(users.dataComplete, true),
    eq(users.discoverable, true),
    ...filterConditionsOf(users, filters, bind),
  ];
  if (text) conditions.push(sql`${usersSearchVector} @@ ${text.match}`);
  return and(...conditions);
}

/** The six filters, on users or on candidate_search (the same columns), each value bound. */
function filterConditionsOf(
  t: typeof users | typeof candidateSearch,
  filters: CandidateFilters,
  bind: Bind,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.jobPosition !== undefined)
    conditions.push(eq(t.jobPosition, bind(filters.jobPosition)));
  if (filters.yearsOfExp !== undefined) conditions.push(eq(t.yearsOfExp, bind(filters.yearsOfExp)));
  if (filters.HLOfEdu !== undefined) conditions.push(eq(t.hlOfEdu, bind(filters.HLOfEdu)));
  if (filters.faculty !== undefined) conditions.push(eq(t.faculty, bind(filters.faculty)));
  if (filters.iRes1 !== undefined) conditions.push(eq(t.iRes1, bind(filters.iRes1)));
  if (filters.iRes2 !== undefined) conditions.push(eq(t.iRes2, bind(filters.iRes2)));
  return conditions;
}

/**
 * whereOf for candidate_search (decision 166): its rows are the complete and discoverable
 * candidates already, with the six filter columns of users.
 *
 * Read as a table, it is read as a TID range from its first page (decision 167): the same rows in
 * the same order as a sequential scan, but through shared buffers. A sequential scan of a table
 * larger than a quarter of shared_buffers (candidate_search at 1,000,000 users is 560 MB) reads
 * through a 256 kB ring, so every search read its first pages again from the operating system
 * (~16 µs a page here): "leadership" 3.1 ms, of which 1.7 ms reading, against 0.8 ms as a TID
 * range whose pages stay in shared buffers.
 */
export function candidatesWhereOf(
  filters: CandidateFilters,
  text: TextQuery,
  bind: Bind,
): SQL | undefined {
  const conditions = filterConditionsOf(candidateSearch, filters, bind);
  if (text.candidatesRead !== 'table') {
    // The query hidden from the planner: it takes the GIN index (a head's, or the whole).
    return and(...conditions, sql`${candidateSearchVector} @@ (select ${text.query})`);
  }
  // A table read tests each row it reads, through the filters' index when they are selective
  // (decision 171). As a plain `@@` the planner could still AND the words' GIN bitmap with the
  // filters' (at 100,000 users "manager" with three filters: 41,300 entries, 6.5 ms, against
  // 1.6 ms testing the filters' 263 rows at 1,000,000). Inside coalesce the words are no index's
  // operand, and the planner takes half the rows to match, so it reads from the first page or
  // the filters' index; the filters come first there, so a row they reject is not tested
  // against the words (q + iRes1 at 1,000,000 users: 7,900 rows, 1 in 8 tested).
  const tested = and(...conditions, sql`${candidateSearchVector} @@ ${text.query}`);
  return and(
    ...conditions,
    sql`coalesce(${tested}, false)`,
    sql`${candidateSearch}.ctid >= '(0,0)'::tid`,
  );
}

export const resultColumns = {
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

export function toResultUser(row: ResultRow): SearchResultUser {
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
export function isStatementTimeout(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '57014' || code((err as { cause?: unknown } | null)?.cause) === '57014';
}

/** At most cap + 1 of the matching candidates, as a subquery to count. */
export function boundedOf(db: Db, where: SQL | undefined, cap: number, bind: Bind = asIs) {
  return db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(bind(cap + 1))
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
