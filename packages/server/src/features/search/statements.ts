// Candidate search (spec 5 Filter, decisions.md 3 and 13), its own module since issue 45 (decision
// 178). The search itself: the statements of a shape, prepared once per connection, and the answer
// (decisions 107, 157).
import { and, asc, count, desc, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type {
  CandidateFilters,
  SearchResultUser,
  SearchSort,
} from '@talentpool/domain/company/search';
import { candidateTermsOf, holdsNoSearchWord, totalCapOf } from '@talentpool/domain/company/search';
import { budgetedOf, type Db } from '../../db/database';
import { candidateSearch, candidateSearchVector, users, usersSearchVector } from '../../db/schema';
import { memberCheck } from '../../db/memberCheck';
import { type FitTarget, fitSql } from './fit';
import { type TextPlan, lexemesOf, matchedLexemesOf, simOf, textPlanOf, textQueryOf } from './plan';
import { type CandidatesRead, headChainOf, relevanceCandidates } from './readCost';
import { type Bind, type TextQuery, asIs } from './terms';
import {
  boundedOf,
  candidatesWhereOf,
  isStatementTimeout,
  resultColumns,
  toResultUser,
  whereOf,
} from './where';

export interface SearchOptions {
  /** decisions.md 13; undefined: relevance with q, name without. */
  sort?: SearchSort | undefined;
  /** With sort=fit. */
  fitTarget?: FitTarget | undefined;
  /** With q: the matched lexemes of each result, for its highlight (not for the CSV export). */
  highlight?: boolean;
  /** One more condition on users, for page and count (a saved search's new candidates). */
  where?: SQL | undefined;
  /** The bounded set relevance ranks (default relevanceCandidates; tests make it small). */
  relevanceCandidates?: number;
  /**
   * Free text: the plans' choice made by readsTable and candidatesReadOf, or forced (tests hold
   * them equal); head reads users' index.
   */
  read?: CandidatesRead;
}

/** A result row and what the service needs beside it (highlight, fit). */
export type SearchRow = SearchResultUser & {
  /** The lexemes (stems) of the candidate's vector that the free text matched. */
  matchedWords?: string[] | null;
  textParts?: string[] | null;
  isi?: { flp: number; frp: number; brp: number; blp: number } | null;
  /** With sort=fit: what the fit score reads beside the result's own fields (issue 40). */
  fitFacts?: { skills: string[]; country: string | null };
};

/** A row as the API answers it: without what the service reads beside it. */
export function resultUserOf(row: SearchRow): SearchResultUser {
  const user: SearchRow = { ...row };
  delete user.matchedWords;
  delete user.textParts;
  delete user.isi;
  delete user.fitFacts;
  return user;
}

/**
 * One page of candidates and how many match: exactly up to the cap (totalCapOf: 1,000, or 100
 * with free text), beyond that the cap with totalIsLowerBound (decisions 092, 105). Counting
 * stops after cap + 1 matches, so a broad search costs the same at 10,000 or 1,000,000 users; a
 * count that still takes longer than statementBudgetMs (a filter combination no index leads with)
 * gives way to what the page itself proves: at least offset + the rows on it.
 *
 * The order (decisions.md 13): without q and sort, by name then id as before (an index-only walk
 * of users_search_order_idx); relevance (the default with q) by ts_rank_cd over the weighted
 * vector, typo matches scaled by their trigram similarity, then name; newest by sign-up; fit by
 * fitSql (issue 40: every must-have met first, then the score), then name.
 *
 * One statement (decision 107): the page, with the bounded count and the viewer's token version
 * as scalar subqueries evaluated once. A relevance page within the bounded set counts the set it
 * ranks (decision 166). Only another free-text count on PostgreSQL runs beside the page, on the
 * budgeted connections, since only it may need to give way.
 */
export async function searchCandidates(
  db: Db,
  filters: CandidateFilters,
  paging: { limit: number; offset: number },
  viewer?: { companyId: string; memberId: string },
  options: SearchOptions = {},
): Promise<{
  users: SearchRow[];
  total: number;
  totalIsLowerBound: boolean;
  /** With a viewer: the member's memberCheck, read with the page (none on an empty page). */
  viewerVersion?: string | null;
}> {
  // A text of punctuation or diacritics only finds no one, as a word no profile holds.
  if (holdsNoSearchWord(filters.q)) return { users: [], total: 0, totalIsLowerBound: false };
  const terms = candidateTermsOf(filters.q);
  // The statements of a shape are built into text once (searchStatement); a saved search's own
  // condition (options.where) carries values of its own and is built every time.
  // Sort by fit carries the posting's skills and weights in its text: built every time too.
  const binder = options.where || options.sort === 'fit' ? undefined : new Binder();
  const bind = binder?.bind ?? asIs;
  const plan =
    terms.length > 0
      ? await textPlanOf(
          db,
          terms,
          options.read,
          options.relevanceCandidates ?? relevanceCandidates,
        )
      : undefined;
  const cap = totalCapOf(filters);
  const text = plan && { sim: simOf(plan) };
  const sort: SearchSort = options.sort ?? (text ? 'relevance' : 'name');
  const bound = options.relevanceCandidates ?? relevanceCandidates;
  const withinHits = Boolean(sort === 'relevance' && text && paging.offset + paging.limit <= bound);
  // Within the bounded set the page counts the set it ranks (decision 166): no second statement.
  const budgeted = plan && !countsInPage(withinHits, bound, cap) ? budgetedOf(db) : undefined;
  const key = JSON.stringify([
    filterKeys.map((k) => filters[k] !== undefined),
    plan && text ? [plan.shape, text.sim < 1] : null,
    sort,
    Boolean(options.highlight),
    Boolean(viewer),
    Boolean(budgeted),
    withinHits,
    countsInPage(withinHits, bound, cap),
    paging.offset > 0,
  ]);
  const build = (b: Bind) => searchStatementsOf(db, filters, paging, viewer, options, plan, b);
  const statements = build(bind);
  // Not awaited here: the free-text count runs beside the page (on the budgeted connections),
  // so it gives way while the page waits (companySearchTotal's lock test).
  const page = runStatement(db, `page ${key}`, statements.page, binder, () => build(asIs).page);
  const [rows, countedAside] = await Promise.all([
    page,
    budgeted && statements.countOn
      ? boundedCountOf(statements.countOn(budgeted), `count ${key}`, budgeted, binder, () =>
          build(asIs).countOn?.(budgeted),
        )
      : undefined,
  ]);
  const found = rows.map((row): SearchRow => {
    const { flp, frp, brp, blp } = row;
    return {
      ...toResultUser(row),
      ...(text && options.highlight
        ? {
            matchedWords: matchedLexemesOf(lexemesOf(row.matchedWords), plan),
            textParts: row.textParts,
          }
        : {}),
      ...(statements.fit
        ? {
            isi:
              flp === null || frp === null || brp === null || blp === null
                ? null
                : { flp, frp, brp, blp },
            fitFacts: { skills: row.fitSkills ?? [], country: row.country ?? null },
          }
        : {}),
    };
  });
  const first = rows[0];
  const read = viewer && first ? { viewerVersion: first.viewerVersion } : {};
  let counted: number | undefined;
  if (budgeted) counted = countedAside;
  else if (first) counted = first.counted ?? 0;
  else if (paging.offset === 0) counted = 0;
  // An empty page past the first: nothing matches, or a page beyond the last one, which alone
  // counts again; so does one whose budgeted count gave way, on the full statement timeout: the
  // empty page proves nothing, and "no one matches" would be wrong for a search with matches (a
  // busy server cancelled the 25 ms count and an old link to page 50 said so; decision 297).
  if (!first && paging.offset > 0 && counted === undefined)
    counted = await boundedCountOf(statements.countOn?.(db), `count ${key}`, db, binder, () =>
      build(asIs).countOn?.(db),
    );
  if (counted === undefined) {
    const seen = rows.length > 0 ? paging.offset + rows.length : 0;
    // A page that is not full is the last one: the total is exact after all.
    const exact = rows.length > 0 && rows.length < paging.limit;
    return {
      users: found,
      total: Math.min(seen, cap),
      totalIsLowerBound: !exact || seen > cap,
      ...read,
    };
  }
  return {
    users: found,
    total: Math.min(counted, cap),
    totalIsLowerBound: counted > cap,
    ...read,
  };
}

const filterKeys = ['jobPosition', 'yearsOfExp', 'HLOfEdu', 'faculty', 'iRes1', 'iRes2'] as const;

/**
 * Whether the page of a relevance search counts the matches itself (decision 166): the bounded
 * set holds min(bound, matches) rows, which is the exact count below the bound and more than the
 * cap at the bound when the bound exceeds the cap (400 against 100 with free text). The separate
 * bounded count would read the same first matches again (a second GIN bitmap, or the table's
 * first rows again), on a second connection.
 */
function countsInPage(withinHits: boolean, bound: number, cap: number): boolean {
  return withinHits && bound > cap;
}

/** The statements of one search, every value of the request through bind. */
function searchStatementsOf(
  db: Db,
  filters: CandidateFilters,
  paging: { limit: number; offset: number },
  viewer: { companyId: string; memberId: string } | undefined,
  options: SearchOptions,
  plan: TextPlan | undefined,
  bind: Bind,
) {
  const text = plan && textQueryOf(plan, bind);
  const where = options.where
    ? and(whereOf(filters, text, bind), options.where)
    : whereOf(filters, text, bind);
  const cap = totalCapOf(filters);
  const sort: SearchSort = options.sort ?? (text ? 'relevance' : 'name');
  const fit = sort === 'fit' && options.fitTarget ? fitSql(options.fitTarget) : undefined;
  const byName = [asc(sql`lower(${users.name})`), asc(users.id)];
  // A match through a typo only (not matched by the words as typed) comes after every match of
  // the words as typed (decision 172: "analysts" lists the analysts before "analysis" in a skill,
  // whatever the fields' weights), and among those weighs its trigram similarity; without typo
  // candidates (sim = 1) the second test is never made. ts_rank_cd is never negative.
  const rankOf = (vector: SQL, t: TextQuery) =>
    t.sim >= 1
      ? sql<number>`ts_rank_cd(${vector}, ${t.ranked})`
      : sql<number>`(case when ${vector} @@ ${t.exact} then ts_rank_cd(${vector}, ${t.ranked}) else ts_rank_cd(${vector}, ${t.ranked}) * ${bind(t.sim)}::float8 - 1000000 end)`;
  const rank = text && rankOf(usersSearchVector, text);
  // Relevance: the bounded set of candidates (decision 150), each with its rank, as a subquery,
  // read from candidate_search (decision 166); a saved search's own condition is on users.
  const bound = options.relevanceCandidates ?? relevanceCandidates;
  let hits;
  if (sort === 'relevance' && text && rank && options.where) {
    hits = db
      .select({
        id: users.id,
        rank: sql<number>`${rank}`.as('rank'),
        lname: sql<string>`lower(${users.name})`.as('lname'),
      })
      .from(users)
      .where(where)
      .limit(bind(bound));
  } else if (sort === 'relevance' && text) {
    const candidateRank = rankOf(candidateSearchVector, text);
    const first = (part?: SQL) =>
      db
        .select({
          id: sql<string>`${candidateSearch.userId}`.as('id'),
          rank: sql<number>`${candidateRank}`.as('rank'),
          lname: sql<string>`${candidateSearch.lname}`.as('lname'),
        })
        .from(candidateSearch)
        .where(and(candidatesWhereOf(filters, text, bind), part))
        .limit(bind(bound));
    // The head's matches first, then each larger head's, then the others': a part runs only
    // when those before it leave the set short (the Append stops at the limit). The ids are
    // constants in the text, as a partial index's predicate must be to be used.
    const chain = headChainOf(text.candidatesRead);
    if (chain) {
      const id = (at: string) => sql.raw(`'${at}'::uuid`);
      const parts = chain.map(
        (part) =>
          sql`(${first(
            and(
              part.from === undefined
                ? undefined
                : sql`${candidateSearch.userId} >= ${id(part.from)}`,
              part.below === undefined
                ? undefined
                : sql`${candidateSearch.userId} < ${id(part.below)}`,
            ),
          )})`,
      );
      hits = sql`select * from (${sql.join(parts, sql` union all `)}) head limit ${bind(bound)}`;
    } else hits = first();
  }
  const withinHits = hits !== undefined && paging.offset + paging.limit <= bound;
  const inPage = countsInPage(withinHits, bound, cap);
  const budgeted = text && !inPage ? budgetedOf(db) : undefined;
  let orderBy: SQL[] = byName;
  if (withinHits) {
    orderBy = [sql`hits.rank desc`, sql`hits.lname`, sql`hits.id`];
  } else if (hits && rank) {
    // A page beyond the bounded set: every match, the set first, so no page repeats another.
    orderBy = [sql`(${users.id} in (select h.id from (${hits}) h)) desc`, desc(rank), ...byName];
  } else if (sort === 'newest') {
    orderBy = [desc(users.createdAt), desc(users.id)];
  } else if (fit) {
    orderBy = [sql`${fit.passes} desc`, sql`${fit.score} desc`, ...byName];
  }
  const bounded = () => boundedOf(db, where, cap, bind);
  const columns = {
    ...resultColumns,
    viewerVersion: viewer
      ? memberCheck(bind(viewer.memberId), bind(viewer.companyId), 'candidates.search')
      : sql<null>`null`,
    counted: inPage
      ? sql<number>`hits.n`.mapWith(Number)
      : budgeted
        ? sql<null>`null`
        : sql<number>`(select count(*) from ${bounded()})`.mapWith(Number),
    // Every lexeme of the vector; matchedLexemesOf keeps those the words matched (decision 166:
    // search_matched_lexemes tested each lexeme as a tsquery, ~1 ms of the database a page).
    // candidate_search's copy (decision 167): users' is compressed in its ~2 KB row, 0.8 ms
    // more of the database for 20 rows at 1,000,000 users than 20 look-ups of the narrow table.
    // As JSON text (decision 171): the driver's parser of a text[] took ~4 % of the server's CPU
    // per free-text search, JSON.parse a tenth of that.
    matchedWords:
      text && options.highlight
        ? sql<
            string | null
          >`(select to_json(tsvector_to_array(${candidateSearchVector}))::text from ${candidateSearch} where ${candidateSearch.userId} = ${users.id})`
        : sql<null>`null`,
    textParts:
      text && options.highlight
        ? sql<
            string[] | null
          >`jsonb_build_array(coalesce(${users.name}, '')) || jsonb_path_query_array(${users.jobs}, '$[*].jobtitle') || jsonb_path_query_array(${users.technicalSkills}, '$[*].name') || jsonb_path_query_array(${users.generalSkills}, '$[*].name') || jsonb_path_query_array(${users.certificates}, '$[*].name') || jsonb_path_query_array(${users.jobs}, '$[*].description') || jsonb_path_query_array(${users.internships}, '$[*].position')`
        : sql<null>`null`,
    flp: fit ? users.flp : sql<null>`null`,
    frp: fit ? users.frp : sql<null>`null`,
    brp: fit ? users.brp : sql<null>`null`,
    blp: fit ? users.blp : sql<null>`null`,
    fitSkills: fit
      ? sql<
          string[] | null
        >`(select coalesce(jsonb_agg(s.item ->> 'name' order by s.n), '[]'::jsonb) from jsonb_array_elements(${users.technicalSkills} || ${users.generalSkills}) with ordinality as s(item, n))`
      : sql<null>`null`,
    country: fit ? users.country : sql<null>`null`,
  };
  // Within the bounded set the page is chosen among the candidates' ranks, and only its rows are
  // read again for their columns and highlight.
  const page =
    withinHits && hits
      ? db
          .select(columns)
          .from(users)
          .innerJoin(
            sql`(select u.*, count(*) over () as n from (${hits}) u order by u.rank desc, u.lname, u.id limit ${bind(paging.limit)} offset ${bind(paging.offset)}) hits`,
            sql`hits.id = ${users.id}`,
          )
          .orderBy(...orderBy)
      : db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(...orderBy)
          .limit(bind(paging.limit))
          // Drizzle writes no OFFSET for 0: the key tells the two texts apart.
          .offset(paging.offset === 0 ? 0 : bind(paging.offset));
  return {
    page,
    fit,
    /** The bounded count as a statement of its own, on this database (budgeted, or not). */
    countOn: (on: Db) => on.select({ total: count() }).from(boundedOf(on, where, cap, bind)),
  };
}

/**
 * Values of one request for a statement built with placeholders: the names follow the order in
 * which the statement is built, the same for every request of a shape.
 */
class Binder {
  readonly values: Record<string, unknown> = {};
  private next = 0;
  readonly bind: Bind = <T>(value: T): T => {
    const name = `v${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name) as unknown as T;
  };
}

interface Runnable<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}
interface Preparable<T> {
  prepare(name: string): Runnable<T>;
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Statements of company search built into text once per shape and database (decision 157):
 * Drizzle writes a search's SQL from its builders on every request (~10 % of the server's CPU
 * for a search); a shape (which filters, how many words and typo candidates, the sort, paging
 * within or beyond the bounded set, ...) always gives the same text, with the request's values
 * as parameters. Sent unnamed, as before, so PostgreSQL plans each with its values (the words'
 * tsqueries folded to constants, decision 150): the same text, parameters and plans as building
 * it every time. Under the tests every reuse is checked against a fresh build with the values
 * written in (text and parameters equal), so a value that missed bind fails the API tests.
 */
const preparedStatements = new WeakMap<Db, Map<string, Runnable<unknown>>>();
const preparedMax = 2_000;
const checkPrepared = process.env.VITEST !== undefined;

async function runStatement<T>(
  db: Db,
  key: string,
  statement: Preparable<T> & PromiseLike<T>,
  binder: Binder | undefined,
  fresh: () => Preparable<T> | undefined,
): Promise<T> {
  if (!binder) return statement;
  let cache = preparedStatements.get(db);
  if (!cache) {
    cache = new Map();
    preparedStatements.set(db, cache);
  }
  let prepared = cache.get(key) as (Runnable<T> & { check?: Preparable<T> }) | undefined;
  if (!prepared) {
    if (cache.size >= preparedMax) cache.clear();
    // An empty name: an unnamed statement, parsed and planned with its values each time.
    prepared = statement.prepare('') as Runnable<T> & { check?: Preparable<T> };
    if (checkPrepared) prepared.check = statement;
    cache.set(key, prepared as Runnable<unknown>);
  } else if (checkPrepared && prepared.check) {
    const expected = fresh()?.toSQL();
    const reused = prepared.check.toSQL();
    const filled = fillPlaceholders(reused.params, binder.values);
    if (
      expected?.sql !== reused.sql ||
      JSON.stringify(expected.params) !== JSON.stringify(filled)
    ) {
      throw new Error(
        `search statement ${key} reused with another text or parameters: ${JSON.stringify({ expected, reused: { sql: reused.sql, params: filled } })}`,
      );
    }
  }
  return prepared.execute(binder.values);
}

/** boundedCount of a built count statement (undefined: it gave way to the budget). */
async function boundedCountOf(
  statement: (Preparable<{ total: number }[]> & PromiseLike<{ total: number }[]>) | undefined,
  key: string,
  on: Db,
  binder: Binder | undefined,
  fresh: () => Preparable<{ total: number }[]> | undefined,
): Promise<number | undefined> {
  if (!statement) return 0;
  try {
    const [row] = await runStatement(on, key, statement, binder, fresh);
    return Number(row?.total ?? 0);
  } catch (err) {
    if (isStatementTimeout(err)) return undefined;
    throw err;
  }
}
