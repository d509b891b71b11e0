// docs/fit-score.md's worked example is what the code computes (issue 40): the example's inputs
// are a JSON block of the page, its table of results is recomputed here with the domain's
// scoreFit, rankFits and the old fitOf, and must be the page's table character for character.
// When the formula changes, this test fails and prints the table to paste.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitOf } from '../packages/domain/src/jobs/fit.ts';
import {
  evaluateRanking,
  newRanking,
  oldRanking,
} from '../packages/domain/src/fit/judged/evaluate.ts';
import judged from '../packages/domain/src/fit/judged/judgedSet.json' with { type: 'json' };
import { rankFits } from '../packages/domain/src/fit/rankFits.ts';
import { scoreFit } from '../packages/domain/src/fit/scoreFit.ts';

const page = readFileSync(new URL('../docs/fit-score.md', import.meta.url), 'utf8');

/** The text between `<!-- name: begin -->` and `<!-- name: end -->`. */
function block(name) {
  const match = new RegExp(`<!-- ${name}: begin -->\\n([\\s\\S]*?)<!-- ${name}: end -->`).exec(
    page,
  );
  if (!match) throw new Error(`docs/fit-score.md has no ${name} block`);
  return match[1];
}

const one = (n) => (Math.round(n * 10) / 10).toFixed(1);

/** The results table of the example, as the page shows it. */
export function exampleTable(example) {
  const { posting, applicants } = example;
  const scored = Object.entries(applicants).map(([name, candidate], i) => ({
    id: name,
    appliedAt: new Date(i),
    candidate,
    ...scoreFit(posting, candidate),
  }));
  const ranked = rankFits(scored);
  // Before issue 40 an applicant without a profile had no score at all.
  const old = scored.map((s) => ({
    id: s.id,
    appliedAt: s.appliedAt,
    score:
      s.candidate.source === 'cv'
        ? null
        : fitOf(
            posting.requirementProfile,
            {
              isi: s.candidate.isi,
              HLOfEdu: s.candidate.education,
              yearsOfExp: s.candidate.experience,
            },
            posting,
          ).score,
  }));
  const oldRanked = [...old].sort((a, b) =>
    a.score === b.score
      ? a.appliedAt - b.appliedAt
      : a.score === null
        ? 1
        : b.score === null
          ? -1
          : b.score - a.score,
  );
  const rows = ranked.map((r) => {
    const parts = Object.fromEntries(
      r.parts.map((p) => [p.part, p.counted ? `${one(p.points)} / ${one(p.maxPoints)}` : '–']),
    );
    const before = old.find((o) => o.id === r.id);
    const oldRank = oldRanked.findIndex((o) => o.id === r.id) + 1;
    const mustHaves = r.passes ? 'met' : r.failures.map((f) => f.kind).join(', ');
    return `| ${r.rank} | ${r.id} | ${mustHaves} | ${parts.skills} | ${parts.experience} | ${parts.education} | ${parts.field} | ${parts.style} | **${r.score}** | ${before?.score ?? 'none'} (${oldRank}) |`;
  });
  return [
    '| Rank | Applicant | Must-haves | Skills | Experience | Education | Field | Style | Score | Old score (rank) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** The judged set's table, as `npm run fit:judged` computes it. */
function judgedTable() {
  const groups = [
    ['all 22', undefined],
    ['11 in English', (p) => p.lang === 'en'],
    ['11 in Arabic', (p) => p.lang === 'ar'],
  ];
  const rows = groups.flatMap(([name, only]) =>
    [
      ['old', oldRanking],
      ['new', newRanking],
    ].map(([label, rank]) => {
      const f = evaluateRanking(judged, rank, only);
      const cells = [label, f.ndcg10.toFixed(3), `${(100 * f.mustHaveFailuresTop5).toFixed(1)} %`];
      const shown = name === 'all 22' && label === 'new' ? cells.map((c) => `**${c}**`) : cells;
      return `| ${name} | ${shown.join(' | ')} |`;
    }),
  );
  return [
    '| Postings | Score | NDCG@10 | Must-have failures in the top 5 |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

describe('docs/fit-score.md', () => {
  it("shows the judged set's figures as they are today", () => {
    expect(block('fit-judged')).toBe(judgedTable());
  });

  it("shows the worked example's results as the code computes them", () => {
    const json = /```json\n([\s\S]*?)```/.exec(block('fit-example: inputs'));
    expect(json).not.toBeNull();
    const example = JSON.parse(json[1]);
    expect(block('fit-example: results')).toBe(exampleTable(example));
  });
});
