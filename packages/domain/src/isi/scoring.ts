// decisions.md section 6: scoring of the ISI, exactly.
//   scale score = round(100 × (sum of its 6 keyed answers − 6) / 24), 0..100
//   keyed answer = answer, or 6 − answer for a reverse-keyed statement
//   iRes1 = index of the highest of flt, frt, brt, blt (ties to the first)
//   iRes2 = 4 + index of the highest of flp, frp, brp, blp (ties to the first)
// Server and domain only (imports the key).
import { DomainError } from '../errors';
import { isiKey } from './key';
import {
  ISI_ANSWER_MAX,
  ISI_ANSWER_MIN,
  ISI_ITEMS_PER_SCALE,
  isiAnswersSchema,
  isiPerceptionalScales,
  isiScaleKeys,
  isiThinkingScales,
  type IsiResult,
  type IsiScaleKey,
  type IsiScores,
} from './types';

const REVERSE_BASE = ISI_ANSWER_MIN + ISI_ANSWER_MAX; // 6
const SCALE_RANGE = ISI_ITEMS_PER_SCALE * (ISI_ANSWER_MAX - ISI_ANSWER_MIN); // 24

/** The keyed value of one answer: 6 − answer for a reverse-keyed statement. */
export function keyedAnswer(answer: number, reverse: boolean): number {
  return reverse ? REVERSE_BASE - answer : answer;
}

/** The eight scale scores of 48 valid answers. */
export function scaleScores(answers: readonly number[]): IsiScores {
  const sums = Object.fromEntries(isiScaleKeys.map((k) => [k, 0])) as Record<IsiScaleKey, number>;
  isiKey.forEach((entry, i) => {
    sums[entry.scale] += keyedAnswer(answers[i] ?? 0, entry.reverse);
  });
  const scores = {} as IsiScores;
  for (const k of isiScaleKeys) {
    scores[k] = Math.round((100 * (sums[k] - ISI_ITEMS_PER_SCALE * ISI_ANSWER_MIN)) / SCALE_RANGE);
  }
  return scores;
}

/** Index of the highest value; ties go to the first. */
export function argmaxFirst(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++)
    if ((values[i] ?? -Infinity) > (values[best] ?? -Infinity)) best = i;
  return best;
}

/**
 * Scores 48 answers (each 1..5). Invalid answers throw DomainError VALIDATION_FAILED (400): a
 * length other than 48, a 0 (unanswered), or any value outside 1..5.
 */
export function scoreIsi(answers: readonly number[]): IsiResult {
  const parsed = isiAnswersSchema.safeParse(answers);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[['result', ...issue.path].join('.')] = issue.message;
    }
    throw new DomainError('VALIDATION_FAILED', 'isi.answersInvalid', fields);
  }
  const scores = scaleScores(parsed.data);
  return {
    iRes1: argmaxFirst(isiThinkingScales.map((k) => scores[k])),
    iRes2: 4 + argmaxFirst(isiPerceptionalScales.map((k) => scores[k])),
    ...scores,
  };
}

// The answers schema lives in types.ts (no key, safe for the web app); re-exported here because
// callers that score also validate.
export { isiAnswersSchema, isiSubmissionSchema } from './types';
