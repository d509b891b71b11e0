// Issue 40 ("Measured, not claimed"): how well a ranking of a posting's applicants agrees with
// the grades a recruiter gave them (the judged set, judgedSet.json, written by
// scripts/fit-judged-fixtures.ts), for the old score (decision 100) and the new one.
//   NDCG@10 = DCG@10 / ideal DCG@10, DCG@k = Σ_{i<k} (2^grade_i − 1) / log2(i + 2)
// (Järvelin and Kekäläinen 2002, with the exponential gain of graded relevance), averaged over
// the postings; and the share of the top 5 places taken by applicants who fail a must-have.
import { fitOf } from '../../jobs/fit';
import { rankFits } from '../rankFits';
import { prepareFitPosting, scoreFit } from '../scoreFit';
import type { FitCandidate, FitPosting } from '../types';

export interface JudgedApplicant {
  id: string;
  /** 0 (not a candidate for this job) .. 3 (a strong candidate). */
  grade: number;
  /** The person fails one of the posting's must-haves (what the grader knows). */
  failsMustHave: boolean;
  candidate: FitCandidate;
}

export interface JudgedPosting {
  id: string;
  lang: 'en' | 'ar';
  posting: FitPosting;
  /** In the order they applied. */
  applicants: JudgedApplicant[];
}

export interface JudgedSet {
  generatedBy: string;
  postings: JudgedPosting[];
}

export function dcgAt(grades: readonly number[], k: number): number {
  return grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** NDCG@k of grades in ranked order; 1 when no applicant has a grade above 0. */
export function ndcgAt(grades: readonly number[], k: number): number {
  const ideal = dcgAt(
    [...grades].sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? 1 : dcgAt(grades, k) / ideal;
}

export type Ranker = (posting: JudgedPosting) => JudgedApplicant[];

/**
 * The old ranking: fitOf, no score (last) without an ISI result and for anyone without a profile
 * (before issue 40 an imported CV or a guest had none), then the earlier application.
 */
export const oldRanking: Ranker = ({ posting, applicants }) => {
  const scored = applicants.map((a, i) => ({
    a,
    i,
    score:
      a.candidate.source === 'cv'
        ? null
        : fitOf(
            posting.requirementProfile,
            {
              isi: a.candidate.isi,
              HLOfEdu: a.candidate.education,
              yearsOfExp: a.candidate.experience,
            },
            posting,
          ).score,
  }));
  return scored
    .sort((x, y) =>
      x.score === y.score
        ? x.i - y.i
        : x.score === null
          ? 1
          : y.score === null
            ? -1
            : y.score - x.score,
    )
    .map((x) => x.a);
};

/** The issue 40 ranking: must-haves first, then scoreFit, then the earlier application. */
export const newRanking: Ranker = ({ posting, applicants }) => {
  const prepared = prepareFitPosting(posting);
  return rankFits(
    applicants.map((a, i) => ({
      a,
      id: a.id,
      appliedAt: new Date(i),
      ...scoreFit(prepared, a.candidate),
    })),
  ).map((r) => r.a);
};

export interface JudgedFigures {
  postings: number;
  applicants: number;
  /** Mean NDCG@10 over the postings, 0..1. */
  ndcg10: number;
  /** Share of the top-5 places held by applicants who fail a must-have, 0..1. */
  mustHaveFailuresTop5: number;
}

export function evaluateRanking(
  set: JudgedSet,
  rank: Ranker,
  only?: (p: JudgedPosting) => boolean,
): JudgedFigures {
  const postings = set.postings.filter(only ?? (() => true));
  let ndcg = 0;
  let failing = 0;
  let places = 0;
  let applicants = 0;
  for (const posting of postings) {
    const ranked = rank(posting);
    applicants += ranked.length;
    ndcg += ndcgAt(
      ranked.map((a) => a.grade),
      10,
    );
    const top = ranked.slice(0, 5);
    places += top.length;
    failing += top.filter((a) => a.failsMustHave).length;
  }
  return {
    postings: postings.length,
    applicants,
    ndcg10: postings.length === 0 ? 0 : ndcg / postings.length,
    mustHaveFailuresTop5: places === 0 ? 0 : failing / places,
  };
}
