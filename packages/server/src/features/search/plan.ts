// Candidate search (spec 5 Filter, decisions.md 3 and 13), its own module since issue 45 (decision
// 178). The free text's plan: the words, their facts and the chosen read, made into tsqueries; the
// matched lexemes of a result.
import { sql, type SQL } from 'drizzle-orm';
import { isPrefixTerm } from '@talentpool/domain/company/search';
import { type Db } from '../../db/database';
import { type CandidatesRead, candidatesReadOf, readsTable } from './readCost';
import { type Bind, type TermFacts, type TextQuery, lexemeStatsOf, termFactsOf } from './terms';

/** What the free text's statements are built from: the words, their facts, the plan's choice. */
export interface TextPlan {
  terms: readonly string[];
  facts: TermFacts[];
  /** Read users rather than its GIN index (the other orders, the CSV export, a saved search). */
  table: boolean;
  /** How the bounded set of relevance reads candidate_search. */
  candidatesRead: CandidatesRead;
  /** What shapes the statements' text besides the filters: per word, how many typo candidates. */
  shape: string;
}

export async function textPlanOf(
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

export function textQueryOf({ facts, table, candidatesRead }: TextPlan, bind: Bind): TextQuery {
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
export function lexemesOf(json: unknown): string[] | null {
  return typeof json === 'string' ? (JSON.parse(json) as string[]) : null;
}

/** The trigram similarity that scales typo matches: the least of the words' best (1 without). */
export function simOf({ facts }: { facts: TermFacts[] }): number {
  let sim = 1;
  for (const fact of facts) {
    if (fact.near.length > 0) sim = Math.min(sim, Math.max(...fact.near.map((n) => n.similarity)));
  }
  return sim;
}
