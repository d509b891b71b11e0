// Issue 21: runs the judged query set (judgedQueries.ts) through the company search's own
// repository call and measures it. precision@10 is the share of the first ten results that are
// expected, out of min(10, expected candidates); the first rank is the place of the first expected
// candidate (1 = top), or missRank when none of the first 100 is.
import type { Db } from '../db/database';
import { searchCandidates } from '../features/search/public';
import { demoCandidates } from '../seed/candidates';
import { judgedPoolSize, judgedQueries, type JudgedQuery } from './judgedQueries';

/** The rank counted for a query whose expected candidates are not in the first 100. */
export const missRank = 101;

export interface JudgedResult {
  query: JudgedQuery;
  expected: number;
  found: number;
  precisionAt10: number;
  firstRank: number;
}

export interface JudgedSummary {
  results: JudgedResult[];
  precisionAt10: number;
  meanFirstRank: number;
  /** Queries whose first expected candidate is first. */
  firstAtTop: number;
}

export async function judgeSearch(db: Db): Promise<JudgedSummary> {
  const pool = demoCandidates(judgedPoolSize).filter((c) => c.dataComplete);
  const results: JudgedResult[] = [];
  for (const query of judgedQueries) {
    const expected = new Set(pool.filter(query.expected).map((c) => c.email));
    const { users, total } = await searchCandidates(db, { q: query.q }, { limit: 100, offset: 0 });
    const emails = users.map((u) => u.email);
    const top = emails.slice(0, 10).filter((e) => expected.has(e)).length;
    const first = emails.findIndex((e) => expected.has(e));
    results.push({
      query,
      expected: expected.size,
      found: total,
      precisionAt10: expected.size === 0 ? 0 : top / Math.min(10, expected.size),
      firstRank: first < 0 ? missRank : first + 1,
    });
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    results,
    precisionAt10: mean(results.map((r) => r.precisionAt10)),
    meanFirstRank: mean(results.map((r) => r.firstRank)),
    firstAtTop: results.filter((r) => r.firstRank === 1).length,
  };
}

/** The summary as a Markdown table, one line per query, then the overall figures. */
export function judgedReport(summary: JudgedSummary): string {
  const lines = [
    '| # | q | lang | intent | expected | found | P@10 | first rank |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...summary.results.map(
      (r, i) =>
        `| ${i + 1} | ${r.query.q} | ${r.query.lang} | ${r.query.intent} | ${r.expected} | ${r.found} | ${r.precisionAt10.toFixed(2)} | ${r.firstRank === missRank ? 'none' : r.firstRank} |`,
    ),
    '',
    `queries: ${summary.results.length}; mean precision@10: ${summary.precisionAt10.toFixed(3)}; ` +
      `mean first rank: ${summary.meanFirstRank.toFixed(2)} (a miss counts ${missRank}); ` +
      `first expected at rank 1: ${summary.firstAtTop}/${summary.results.length}`,
  ];
  return lines.join('\n');
}
