// Candidate search (spec 5 Filter, decisions.md 3 and 13), its own module since issue 45 (decision
// 178). What reading the candidates costs: the table or the index, a head of the index, measured
// per row and entry (decisions 150, 167, 171).
import { type LexemeStats } from './terms';

/**
 * Relevance ranks a bounded set (decision 150): the first this many matches in the order the
 * table or the GIN index gives them, not every match (a word in 10 % of a million profiles is
 * ~95,000 matches, about a second to rank). With fewer matches, every match is ranked, as
 * before; the judged query set (300 profiles) is ranked exactly. A page beyond the set (and the
 * CSV export) ranks every match, the set first, so no page repeats another.
 */
export const relevanceCandidates = 400;

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
