// Issue 22, decision 135: response quality of one attempt. Three flags, stored with the attempt
// and shown beside the result; they never change the scores (a careless attempt is still scored
// exactly as decisions.md 6 says; the reader is told, the number is not bent).
//   straightLining: the same answer to at least 40 of the 48 statements, or to 16 in a row (two
//                   pages). With reverse-keyed statements on every page, an attentive person
//                   rarely does either; the simulation model flags almost no one (tested).
//   tooFast:        the median time per statement under 2 seconds, measured by the questionnaire
//                   itself. No timings (an old client, the single-use link API): null, never a
//                   guess; a missing measurement is not a fast one.
//   inconsistent:   each reverse-keyed statement is paired with the nearest straight statement of
//                   its scale; the mean distance of the keyed answers over the 16 pairs is at
//                   least 2 points (agreeing with both "I plan ahead" and its opposite).
// Server and domain only (imports the key).
import { isiKey } from './key';
import { keyedAnswer } from './scoring';
import { ISI_ITEM_COUNT } from './types';

export const STRAIGHT_LINING_SAME_ANSWERS = 40;
export const STRAIGHT_LINING_RUN = 16;
export const TOO_FAST_MEDIAN_MS = 2000;
export const INCONSISTENCY_THRESHOLD = 2;

/** The flags of one attempt; `tooFast` is null when the attempt carried no timings. */
export interface IsiFlags {
  straightLining: boolean;
  tooFast: boolean | null;
  inconsistent: boolean;
}

export interface ResponseQuality {
  flags: IsiFlags;
  /** Median milliseconds per statement, null without timings. */
  medianItemMs: number | null;
  /** The share of the most frequent answer, 0..1. */
  sameAnswerCount: number;
  longestRun: number;
  /** Mean distance of the keyed answers over the reverse-keyed pairs, 0..4. */
  inconsistency: number;
}

/** The reverse-keyed pairs: [reverse statement index, nearest straight statement of its scale]. */
export const reverseKeyedPairs: readonly (readonly [number, number])[] = isiKey
  .map((entry, i) => {
    if (!entry.reverse) return null;
    let best = -1;
    isiKey.forEach((other, j) => {
      if (other.scale !== entry.scale || other.reverse) return;
      if (best < 0 || Math.abs(j - i) < Math.abs(best - i)) best = j;
    });
    return [i, best] as const;
  })
  .filter((pair): pair is readonly [number, number] => pair !== null);

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The response quality of 48 valid answers and, when the client measured them, 48 timings. */
export function responseQuality(
  answers: readonly number[],
  timingsMs?: readonly number[] | null,
): ResponseQuality {
  const counts = new Map<number, number>();
  let longestRun = 0;
  let run = 0;
  answers.forEach((answer, i) => {
    counts.set(answer, (counts.get(answer) ?? 0) + 1);
    run = i > 0 && answers[i - 1] === answer ? run + 1 : 1;
    longestRun = Math.max(longestRun, run);
  });
  const sameAnswerCount = Math.max(0, ...counts.values());
  let distance = 0;
  for (const [reverse, straight] of reverseKeyedPairs) {
    const r = keyedAnswer(answers[reverse] ?? 3, true);
    const s = keyedAnswer(answers[straight] ?? 3, false);
    distance += Math.abs(r - s);
  }
  const inconsistency = reverseKeyedPairs.length ? distance / reverseKeyedPairs.length : 0;
  const medianItemMs = timingsMs && timingsMs.length === ISI_ITEM_COUNT ? median(timingsMs) : null;
  return {
    flags: {
      straightLining:
        sameAnswerCount >= STRAIGHT_LINING_SAME_ANSWERS || longestRun >= STRAIGHT_LINING_RUN,
      tooFast: medianItemMs === null ? null : medianItemMs < TOO_FAST_MEDIAN_MS,
      inconsistent: inconsistency >= INCONSISTENCY_THRESHOLD,
    },
    medianItemMs: medianItemMs === null ? null : Math.round(medianItemMs),
    sameAnswerCount,
    longestRun,
    inconsistency,
  };
}

/** Whether any flag is raised (the web app's summary). */
export function anyIsiFlag(flags: IsiFlags | null | undefined): boolean {
  return Boolean(flags && (flags.straightLining || flags.tooFast === true || flags.inconsistent));
}
