// Issue 40: `npm run fit:judged` prints how the old fit score (decision 100) and the new one
// (packages/domain/src/fit) rank the judged set's applicants against a recruiter's grades:
// NDCG@10 and the share of the top-5 places held by applicants who fail a must-have, in all and
// per language of the posting. The set is packages/domain/src/fit/judged/judgedSet.json
// (scripts/fit-judged-fixtures.ts); its figures are guarded by judged.test.ts beside it.
import judged from '../packages/domain/src/fit/judged/judgedSet.json' with { type: 'json' };
import {
  evaluateRanking,
  newRanking,
  oldRanking,
  type JudgedPosting,
  type JudgedSet,
} from '../packages/domain/src/fit/judged/evaluate';

const set = judged as JudgedSet;
const groups: [string, ((p: JudgedPosting) => boolean) | undefined][] = [
  ['all', undefined],
  ['English', (p) => p.lang === 'en'],
  ['Arabic', (p) => p.lang === 'ar'],
];
const percent = (x: number) => `${(100 * x).toFixed(1)} %`;

console.log(
  `${'postings'.padEnd(15)}${'score'.padEnd(7)}${'NDCG@10'.padEnd(9)}must-have failures in the top 5`,
);
for (const [name, only] of groups) {
  for (const [label, rank] of [
    ['old', oldRanking],
    ['new', newRanking],
  ] as const) {
    const f = evaluateRanking(set, rank, only);
    console.log(
      `${`${name} (${f.postings})`.padEnd(15)}${label.padEnd(7)}${f.ndcg10.toFixed(3).padEnd(9)}${percent(f.mustHaveFailuresTop5)}`,
    );
  }
}

// Some postings have fewer than five applicants who pass: their top 5 cannot be free of failures.
const floor =
  set.postings.reduce(
    (sum, p) => sum + Math.max(0, 5 - p.applicants.filter((a) => !a.failsMustHave).length),
    0,
  ) /
  (5 * set.postings.length);
console.log(`lowest possible share of must-have failures in the top 5: ${percent(floor)}`);
