// Data access of the company area: the company row, and the candidate search over users
// (spec 5 Filter, decisions.md sections 3 and 13). The free text is matched by full-text search on
// users.search_vector (English and Arabic lexemes, weighted; GIN index), words of five letters or
// more also within one typo of a known word (search_words, pg_trgm), and ranked by ts_rank_cd
// (migration 0013, decision 125).
import { and, asc, count, desc, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type {
  CandidateFilters,
  SearchResultUser,
  SearchSort,
} from '@talentpool/domain/company/search';
import {
  candidateTermsOf,
  holdsNoSearchWord,
  isPrefixTerm,
  searchTypoMinLength,
  totalCapOf,
} from '@talentpool/domain/company/search';
import { FIT_HARD_WEIGHT, FIT_STYLE_WEIGHT } from '@talentpool/domain/jobs/fit';
import { hlOfEdu, yearsOfExp } from '@talentpool/domain/profile/enums';
import { budgetedOf, type Db } from '../../db/database';
import {
  candidateSearch,
  candidateSearchVector,
  companies,
  descriptionCards,
  jobPostings,
  users,
  usersSearchVector,
} from '../../db/schema';
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

/**
 * How a value of the request enters a search statement: as itself (asIs), or as a placeholder of
 * a statement built once per shape (decision 157: runStatement). Every value that differs
 * between two requests of the same shape goes through it; constants of the code need not.
 */
type Bind = <T>(value: T) => T;
const asIs: Bind = (value) => value;

/**
 * The free text as tsqueries (decisions.md 13): `query` matches (every word, by its English or
 * Arabic lexeme, as a prefix, or through a known word within one typo), `ranked` is the same
 * without the prefixes (what ts_rank_cd scores: a word found only as a prefix ranks after whole
 * words, and the query is cheaper per row), `exact` without typos, `sim` the trigram similarity
 * of the typo matches (1 without). The words are normalized by the domain (candidateTermsOf), as
 * the indexed text is by search_normalize. The highlight's lexemes are picked in the server
 * (matchedLexemesOf, decision 166).
 *
 * Each is an expression of immutable functions over the words as parameters, so PostgreSQL folds
 * it into a constant while planning and sees how common the words are (decision 150): a word in
 * half the profiles is then found by reading the table until the page and the count are full
 * (under a millisecond at 1,000,000 users), a rare one through the GIN index. From a CTE (decision
 * 125) the planner had to guess, and a common word's bitmap of every match took 300 ms at 1M.
 */
interface TextQuery {
  query: SQL;
  /** What WHERE tests on users: query, or query hidden from the planner (see textQueryOf). */
  match: SQL;
  /** How candidate_search is read for the bounded set (candidatesReadOf, decision 167). */
  candidatesRead: CandidatesRead;
  exact: SQL;
  ranked: SQL;
  sim: number;
}

/**
 * How common each lexeme of search_vector is, as ANALYZE last saw it (pg_stats: the lexemes in at
 * least ~2 % of profiles, with their share), and how many rows hold one: candidate_search's
 * (decision 166: the candidates a company may find, whose shares both plans are judged by); read
 * at most once per statsTtlMs per database. Empty without statistics (PGlite, or a table never
 * analysed): every query then takes the GIN index, as before decision 150.
 */
export interface LexemeStats {
  at: number;
  rows: number;
  shares: Map<string, number>;
}
const statsTtlMs = 10 * 60_000;
const lexemeStats = new WeakMap<Db, LexemeStats>();

async function lexemeStatsOf(db: Db): Promise<LexemeStats> {
  const known = lexemeStats.get(db);
  if (known && Date.now() - known.at < statsTtlMs) return known;
  const result = await db.execute(
    sql`select m.elem, m.f::float8 as f, (select greatest(c.reltuples, 0)::float8 from pg_class c
          where c.oid = to_regclass('candidate_search')) as rows
        from pg_stats s
        cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as m(elem, f)
        where s.schemaname = current_schema() and s.tablename = 'candidate_search' and s.attname = 'search_vector'
          and m.elem is not null`,
  );
  const rows = (result as unknown as { rows: { elem: string; f: number; rows: number }[] }).rows;
  const stats: LexemeStats = {
    at: Date.now(),
    rows: Number(rows[0]?.rows ?? 0),
    shares: new Map(rows.map((r) => [r.elem, Number(r.f)])),
  };
  lexemeStats.set(db, stats);
  return stats;
}

export interface TermFacts {
  /** The typo candidates, each with its tsquery as text (search_term_query(word, false)). */
  near: { word: string; similarity: number; query: string }[];
  lexemes: string[];
  known: boolean;
  /**
   * The word's tsquery as text: whole (search_term_query(word, false)) and as the page matches
   * it (with its prefix for a word the vocabulary lacks). The page sends them as parameters
   * (decision 171): folding each search_term_query call while planning cost ~25 µs, and a
   * two-word query with a typo held 24 calls (0.86 ms of planning against 0.30 ms).
   */
  wholeQuery: string;
  matchQuery: string;
}

/**
 * The facts of the words of queries, per database (decision 157). search_words only grows
 * (triggers insert, nothing deletes), so a known word stays known, has no typo candidates
 * (search_near_words skips a word the vocabulary holds) and its lexemes are those of an immutable
 * configuration: its facts never change and a search of known words needs no round trip before
 * the page. A word the vocabulary lacks (a typo, a plural no profile wrote, a part of a word) may
 * become known, or gain neighbours, with the next profile: its facts are kept for
 * unknownFactsTtlMs (decision 166), so a new profile's words reach typo matching within that
 * time, and a recruiter paging through "pyhton" does not pay the trigram lookup (~5 ms of the
 * database at 1,000,000 users) on every page. Emptied when it holds knownFactsMax words.
 */
const knownFacts = new WeakMap<Db, Map<string, { fact: TermFacts; until: number }>>();
const knownFactsMax = 10_000;
export const unknownFactsTtlMs = 60_000;

/**
 * Per word of the query, in one round trip before the search (none when every word is known and
 * was asked before: knownFacts): the known words within one typo of a word the vocabulary lacks
 * (search_near_words, five letters or more), and the lexemes of the word and of those
 * (search_en_ar), whose share of profiles lexemeStatsOf knows.
 */
async function termFactsOf(db: Db, terms: readonly string[]): Promise<TermFacts[]> {
  let cache = knownFacts.get(db);
  if (!cache) {
    cache = new Map();
    knownFacts.set(db, cache);
  }
  const now = Date.now();
  const cached = terms.map((term) => {
    const entry = cache.get(term);
    return entry && entry.until > now ? entry.fact : undefined;
  });
  if (cached.every((fact) => fact !== undefined)) return cached;
  const facts = await askTermFacts(db, terms);
  if (cache.size >= knownFactsMax) cache.clear();
  terms.forEach((term, i) => {
    const fact = facts[i];
    if (!fact) return;
    const known = fact.known && fact.near.length === 0;
    cache.set(term, { fact, until: known ? Infinity : now + unknownFactsTtlMs });
  });
  return facts;
}

async function askTermFacts(db: Db, terms: readonly string[]): Promise<TermFacts[]> {
  // The prefix of a word the vocabulary lacks follows the domain's rule (isPrefixTerm), which the
  // highlight follows too (matchedLexemesOf).
  const prefixes = terms.map(isPrefixTerm);
  const result = await db.execute(
    sql`select t.i::int as i, nw.near, k.known,
        tsvector_to_array(to_tsvector('public.search_en_ar'::regconfig, t.term || ' ' || coalesce(nw.words, ''))) as lexemes,
        search_term_query(t.term, false)::text as whole_query,
        search_term_query(t.term, not k.known
          and (${JSON.stringify(prefixes)}::jsonb ->> (t.i::int - 1))::boolean)::text as match_query
      from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) with ordinality as t(term, i)
      cross join lateral (select exists (select 1 from search_words w where w.word = lower(t.term)) as known) k
      cross join lateral (
        select coalesce(json_agg(json_build_object('word', n.word, 'similarity', n.similarity,
            'query', search_term_query(n.word, false)::text)), '[]'::json) as near,
          string_agg(n.word, ' ') as words
        from search_near_words(t.term, ${searchTypoMinLength}::int) n) nw
      order by t.i`,
  );
  type Near = { word: string; similarity: number; query: string };
  const rows = (
    result as unknown as {
      rows: {
        i: number;
        near: Near[] | string;
        lexemes: string[];
        known: boolean;
        whole_query: string;
        match_query: string;
      }[];
    }
  ).rows;
  return terms.map((_, index) => {
    const row = rows.find((r) => Number(r.i) === index + 1);
    const near = (
      typeof row?.near === 'string' ? JSON.parse(row.near) : (row?.near ?? [])
    ) as Near[];
    return {
      near: near.map((n) => ({
        word: n.word,
        similarity: Number(n.similarity),
        query: n.query,
      })),
      lexemes: row?.lexemes ?? [],
      known: row?.known === true,
      wholeQuery: row?.whole_query ?? '',
      matchQuery: row?.match_query ?? '',
    };
  });
}

/**
 * Whether to read the table rather than the GIN index for the bounded set and the count: reading
 * stops after relevanceCandidates matches, so it costs ~1/share rows; the index reads the posting
 * list of every word and builds a bitmap of it, ~0.6 µs per entry at 1,000,000 users, whatever
 * the page needs. The table wins once share x the words' summed share x rows >= factor x the set.
 * users (factor 10, decision 150): a row costs ~7 µs (its vector read through TOAST), so a single
 * word in ~6 % of profiles at 1,000,000 users, ~20 % at 100,000, ~63 % at 10,000. The bounded
 * set of relevance reads candidate_search, whose reads candidatesReadOf chooses (decision 167).
 */
export function readsTable(
  stats: LexemeStats,
  terms: readonly string[],
  lexemes: string[][],
  factor = usersReadFactor,
): boolean {
  const shares = sharesOf(stats, terms, lexemes);
  if (!shares) return false;
  return shares.all * shares.sum * stats.rows >= factor * relevanceCandidates;
}

/**
 * The share of profiles that match every word (all, taking the words as independent) and the
 * summed share of each word's lexemes (sum: the GIN entries read, per row); undefined without
 * statistics. A word's share counts its lexemes and, for three letters or more, the lexemes it
 * begins ("lead" of leadership).
 */
function sharesOf(
  stats: LexemeStats,
  terms: readonly string[],
  lexemes: string[][],
): { all: number; sum: number } | undefined {
  if (stats.rows === 0 || stats.shares.size === 0) return undefined;
  const shareOf = (term: string, words: string[]) => {
    let share = 0;
    const prefix = term.toLowerCase();
    for (const [elem, f] of stats.shares) {
      if (words.includes(elem) || (prefix.length >= 3 && elem.startsWith(prefix))) share += f;
    }
    return Math.min(1, share);
  };
  const shares = terms.map((term, i) => shareOf(term, lexemes[i] ?? []));
  return {
    all: shares.reduce((a, b) => a * b, 1),
    sum: shares.reduce((a, b) => a + b, 0),
  };
}

/**
 * How the bounded set of relevance reads candidate_search (decision 167):
 * - table: its rows from the first page (a TID range, candidatesWhereOf) until the set is full;
 * - head, head32: the GIN index of the candidates whose id is below the head's (an eighth, a
 *   thirty-second: migration 0033) first, then each larger head's and the whole index only if
 *   those hold too few (headChainOf);
 * - index: the whole GIN index.
 */
export type CandidatesRead = 'table' | 'index' | (typeof candidateHeads)[number]['read'];

/**
 * The heads of candidate_search: the candidates whose id (random, version 4) is below `below`,
 * a share of them, each with a partial GIN index (migration 0033). The smaller one serves the
 * commoner words (~1.5-7 % of profiles at 1,000,000 users), whose set it fills from fewer entries.
 */
export const candidateHeads = [
  { read: 'head', below: '20000000-0000-0000-0000-000000000000', share: 1 / 8 },
  { read: 'head32', below: '08000000-0000-0000-0000-000000000000', share: 1 / 32 },
] as const;

/**
 * Costs at 1,000,000 users on PostgreSQL, in µs (decision 171, `npm run bench:reads`: each read
 * of the 19 free-text shapes timed on the real table): a row of candidate_search read and tested,
 * per word of the query (0.45: 0.42-0.49 for one word, 0.85-0.91 for two), a GIN entry read
 * into the bitmap (0.2: 0.15-0.21, decision 167 had 0.7), a matching row fetched from its page
 * after the bitmap (3.5). The cheapest way wins: a word in ~20 % of profiles reads ~2,000 rows
 * (1.5 ms in all); "مسؤول" (7.5 %) 2,200 entries of the thirty-second (2.6 ms, against 3.5 ms of
 * 5,400 rows); "احمد" (1.7 %) 500 of them; a word in 0.2 % the whole index (1,900 entries).
 */
const rowCostUs = 0.45;
const entryCostUs = 0.2;
const fetchCostUs = 3.5;

/** The cheapest read of candidate_search for the bounded set of these words (see above). */
export function candidatesReadOf(
  stats: LexemeStats,
  terms: readonly string[],
  lexemes: string[][],
  bound = relevanceCandidates,
): CandidatesRead {
  const shares = sharesOf(stats, terms, lexemes);
  if (!shares) return 'index';
  const { rows } = stats;
  const matches = shares.all * rows;
  const fetched = (found: number) => Math.min(bound, found) * fetchCostUs;
  const index = shares.sum * rows * entryCostUs + fetched(matches);
  const table =
    Math.min(rows, shares.all > 0 ? bound / shares.all : rows) * rowCostUs * terms.length;
  let best: { read: CandidatesRead; cost: number } = { read: 'index', cost: index };
  for (const head of candidateHeads) {
    // Each part of the head's chain reads its index's entries; the set is full at the first
    // part whose candidates hold enough matches, or at the last (the whole index).
    let cost = 0;
    for (const part of headChainOf(head.read) ?? []) {
      cost += shares.sum * rows * part.share * entryCostUs;
      if (matches * part.share >= bound || part.share === 1) {
        cost += fetched(matches * part.share);
        break;
      }
    }
    if (cost < best.cost) best = { read: head.read, cost };
  }
  return table <= best.cost ? 'table' : best.read;
}

/** A part of a head read: the candidates whose id is in [from, below), through that head's index. */
export interface HeadPart {
  from?: string;
  below?: string;
  /** The share of candidates whose entries its index holds (1: the whole index). */
  share: number;
}

/**
 * The parts a head read takes in turn (decision 171): the head, then each larger head, then the
 * whole index, each for the candidates the ones before did not hold; a part runs only when those
 * before it leave the set short. A word whose matches the thirty-second holds just too few of
 * then reads the eighth's entries for the rest rather than every entry of the whole index (at
 * 1,000,000 users "المحللين": 380 of 400 from the thirty-second, 20 more from 13,020 entries of
 * the whole index in 4.7 ms). Undefined for a read that is not a head.
 */
export function headChainOf(read: CandidatesRead): HeadPart[] | undefined {
  const heads = [...candidateHeads].sort((a, b) => a.share - b.share);
  const start = heads.findIndex((head) => head.read === read);
  if (start < 0) return undefined;
  const chain: HeadPart[] = heads.slice(start).map((head, i, taken) => ({
    from: taken[i - 1]?.below,
    below: head.below,
    share: head.share,
  }));
  chain.push({ from: heads[heads.length - 1]?.below, share: 1 });
  return chain;
}

/** readsTable's factors: the cost of a row read against a GIN entry, per table. */
export const usersReadFactor = 10;

/** What the free text's statements are built from: the words, their facts, the plan's choice. */
interface TextPlan {
  terms: readonly string[];
  facts: TermFacts[];
  /** Read users rather than its GIN index (the other orders, the CSV export, a saved search). */
  table: boolean;
  /** How the bounded set of relevance reads candidate_search. */
  candidatesRead: CandidatesRead;
  /** What shapes the statements' text besides the filters: per word, how many typo candidates. */
  shape: string;
}

async function textPlanOf(
  db: Db,
  terms: readonly string[],
  read: CandidatesRead | undefined,
  bound: number,
): Promise<TextPlan> {
  const [facts, stats] = await Promise.all([termFactsOf(db, terms), lexemeStatsOf(db)]);
  const lexemes = facts.map((fact) => fact.lexemes);
  const table = read === undefined ? readsTable(stats, terms, lexemes) : read === 'table';
  const candidatesRead = read ?? candidatesReadOf(stats, terms, lexemes, bound);
  const reads = `${table ? 'table' : 'index'},${candidatesRead}`;
  const shape = `${facts.map((fact) => fact.near.length).join(',')}:${reads}`;
  return { terms, facts, table, candidatesRead, shape };
}

function textQueryOf({ facts, table, candidatesRead }: TextPlan, bind: Bind): TextQuery {
  const group = (parts: SQL[], op: string) => sql`(${sql.join(parts, sql.raw(` ${op} `))})`;
  const exact: SQL[] = [];
  const full: SQL[] = [];
  const whole: SQL[] = [];
  // A word some profile holds as a whole word is matched as that word (its stem); only a part
  // of a word ("moh") is also a prefix: a prefix makes the GIN index read the posting list of
  // every word it begins, ~15x the work of the word alone at 1,000,000 users (decision 150). The
  // tsqueries come with the facts (search_term_query, evaluated once per word: decision 171).
  for (const fact of facts) {
    const near = fact.near.map((n) => sql`${bind(n.query)}::tsquery`);
    const match = sql`${bind(fact.matchQuery)}::tsquery`;
    exact.push(match);
    full.push(group([match, ...near], '||'));
    whole.push(group([sql`${bind(fact.wholeQuery)}::tsquery`, ...near], '||'));
  }
  const sim = simOf({ facts });
  const query = group(full, '&&');
  return {
    query,
    // A common query as a constant the planner sees (it reads the table until the page and the
    // count are full); a rarer one hidden in a subquery, so the planner takes the GIN index
    // rather than reading a table whose vectors cost ~7 µs a row (TOAST) for a 2 % word.
    match: table ? query : sql`(select ${query})`,
    candidatesRead,
    exact: group(exact, '&&'),
    ranked: group(whole, '&&'),
    sim,
  };
}

/**
 * The lexemes of a candidate's vector that any word of the query matches (its highlight), as
 * search_matched_lexemes(vector, any) answered in the database before decision 166: a lexeme of
 * a word or of its typo candidates (the facts' lexemes, search_en_ar as the vector), or, for a
 * word the vocabulary lacks, a lexeme it begins (the prefix askTermFacts asks for: isPrefixTerm).
 */
export function matchedLexemesOf(
  lexemes: readonly string[] | null | undefined,
  plan: { terms: readonly string[]; facts: readonly TermFacts[] } | undefined,
): string[] | null {
  if (!lexemes || !plan) return null;
  const wanted = new Set(plan.facts.flatMap((fact) => fact.lexemes));
  const prefixes = plan.terms.filter(
    (term, i) => plan.facts[i]?.known !== true && isPrefixTerm(term),
  );
  const matched = lexemes.filter(
    (lexeme) => wanted.has(lexeme) || prefixes.some((prefix) => lexeme.startsWith(prefix)),
  );
  return matched.length > 0 ? matched : null;
}

/** The vector's lexemes as the page sends them: a JSON array as text, or null. */
function lexemesOf(json: unknown): string[] | null {
  return typeof json === 'string' ? (JSON.parse(json) as string[]) : null;
}

/** The trigram similarity that scales typo matches: the least of the words' best (1 without). */
function simOf({ facts }: { facts: TermFacts[] }): number {
  let sim = 1;
  for (const fact of facts) {
    if (fact.near.length > 0) sim = Math.min(sim, Math.max(...fact.near.map((n) => n.similarity)));
  }
  return sim;
}

function whereOf(
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
function candidatesWhereOf(
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
function boundedOf(db: Db, where: SQL | undefined, cap: number, bind: Bind = asIs) {
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

/** What sort=fit ranks by: a posting's or a card's requirement profile (decision 100). */
export interface FitTarget {
  profile: { '4': number; '5': number; '6': number; '7': number };
  minEducation: string | null;
  minExperience: string | null;
}

/** A posting or saved description card of the company, as a fit target; undefined if not its. */
export async function findFitTarget(
  db: Db,
  companyId: string,
  target: { jobId?: string | undefined; cardId?: string | undefined },
): Promise<FitTarget | undefined> {
  const weights = (p: Record<string, number>) => ({
    '4': p['4'] ?? 0,
    '5': p['5'] ?? 0,
    '6': p['6'] ?? 0,
    '7': p['7'] ?? 0,
  });
  if (target.jobId) {
    const [row] = await db
      .select({
        profile: jobPostings.requirementProfile,
        minEducation: jobPostings.minEducation,
        minExperience: jobPostings.minExperience,
      })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, target.jobId), eq(jobPostings.companyId, companyId)))
      .limit(1);
    return row && { ...row, profile: weights(row.profile) };
  }
  if (target.cardId) {
    const [row] = await db
      .select({ profile: descriptionCards.profile })
      .from(descriptionCards)
      .where(and(eq(descriptionCards.id, target.cardId), eq(descriptionCards.companyId, companyId)))
      .limit(1);
    return row && { profile: weights(row.profile), minEducation: null, minExperience: null };
  }
  return undefined;
}

/** meetsMinimum of the domain's fit, in SQL, for a minimum known when the statement is built. */
function meetsSql(order: readonly string[], required: string | null, column: SQL, bind: Bind): SQL {
  const need = required === null ? -1 : order.indexOf(required);
  if (need < 0) return sql`true`;
  const list = sql.join(
    order.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`coalesce(array_position(array[${list}]::text[], ${column}) - 1 >= ${bind(need)}::int, false)`;
}

/**
 * The fit score of decision 100 (the domain's fitOf, packages/domain/src/jobs/fit.ts) as an SQL
 * expression to order the whole pool by: the same sums in the same order in float8, rounded as
 * Math.round does (floor(x + 0.5)), null without an ISI result. The page's scores and reasons
 * are then computed by fitOf itself; fitSql.test.ts holds the two equal.
 */
export function fitScoreSql(target: FitTarget, bind: Bind = asIs): SQL {
  const w = (['4', '5', '6', '7'] as const).map((s) => Math.max(0, target.profile[s]));
  const total = w.reduce((a, b) => a + b, 0);
  const [w4, w5, w6, w7] = total > 0 ? w : [1, 1, 1, 1];
  const divisor = total > 0 ? total : 4;
  const style = sql`((${bind(w4)}::float8 * ${users.flp} + ${bind(w5)}::float8 * ${users.frp} + ${bind(w6)}::float8 * ${users.brp} + ${bind(w7)}::float8 * ${users.blp}) / ${bind(divisor)}::float8)`;
  const met = (condition: SQL) => sql`(case when ${condition} then 100 else 0 end)`;
  const hard = sql`((${met(meetsSql(hlOfEdu.values, target.minEducation, sql`${users.hlOfEdu}`, bind))} + ${met(meetsSql(yearsOfExp.values, target.minExperience, sql`${users.yearsOfExp}`, bind))})::float8 / 2)`;
  return sql`least(100, greatest(0, floor(${FIT_STYLE_WEIGHT}::float8 * ${style} + ${FIT_HARD_WEIGHT}::float8 * ${hard} + 0.5)))`;
}

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

/**
 * Relevance ranks a bounded set (decision 150): the first this many matches in the order the
 * table or the GIN index gives them, not every match (a word in 10 % of a million profiles is
 * ~95,000 matches, about a second to rank). With fewer matches, every match is ranked, as
 * before; the judged query set (300 profiles) is ranked exactly. A page beyond the set (and the
 * CSV export) ranks every match, the set first, so no page repeats another.
 */
export const relevanceCandidates = 400;

/** A result row and what the service needs beside it (highlight, fit). */
export type SearchRow = SearchResultUser & {
  /** The lexemes (stems) of the candidate's vector that the free text matched. */
  matchedWords?: string[] | null;
  textParts?: string[] | null;
  isi?: { flp: number; frp: number; brp: number; blp: number } | null;
};

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
 * fitScoreSql, null last, then name.
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
  const binder = options.where ? undefined : new Binder();
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
    sort === 'fit' && options.fitTarget
      ? [options.fitTarget.minEducation, options.fitTarget.minExperience].map(
          (min, i) =>
            min !== null &&
            ((i === 0 ? hlOfEdu.values : yearsOfExp.values) as readonly string[]).includes(min),
        )
      : null,
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
          }
        : {}),
    };
  });
  const first = rows[0];
  const read = viewer && first ? { viewerVersion: first.viewerVersion } : {};
  let counted: number | undefined;
  if (budgeted) counted = countedAside;
  else if (first) counted = first.counted ?? 0;
  // An empty page: nothing matches, or a page beyond the last one, which alone counts again.
  else
    counted =
      paging.offset === 0
        ? 0
        : await boundedCountOf(statements.countOn?.(db), `count ${key}`, db, binder, () =>
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
  const fit =
    sort === 'fit' && options.fitTarget ? fitScoreSql(options.fitTarget, bind) : undefined;
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
    orderBy = [sql`${fit} desc nulls last`, ...byName];
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
