// Candidate search (spec 5 Filter, decisions.md 3 and 13), its own module since issue 45 (decision
// 178). The free text's words: the lexeme statistics and what the database knows of each word (its
// share, its near words), cached per database.
import { sql, type SQL } from 'drizzle-orm';
import { isPrefixTerm, searchTypoMinLength } from '@talentpool/domain/company/search';
import { type Db } from '../../db/database';
import { type CandidatesRead } from './readCost';

/**
 * How a value of the request enters a search statement: as itself (asIs), or as a placeholder of
 * a statement built once per shape (decision 157: runStatement). Every value that differs
 * between two requests of the same shape goes through it; constants of the code need not.
 */
export type Bind = <T>(value: T) => T;
export const asIs: Bind = (value) => value;

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
export interface TextQuery {
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

export async function lexemeStatsOf(db: Db): Promise<LexemeStats> {
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
export async function termFactsOf(db: Db, terms: readonly string[]): Promise<TermFacts[]> {
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
