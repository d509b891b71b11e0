// Issue 22, decision 135: the ISI's statistics on real answers. Pure functions the server's daily
// job (features/isi) and `npm run isi:check --database-url` call: Cronbach's alpha and corrected
// item-total correlations per scale from stored attempts, test-retest correlations from people who
// answered twice at least a week apart, and norms (percentiles among current results).
// Server and domain only (imports the key).
import { isiKey } from './key';
import { keyedAnswer } from './scoring';
import { cronbachAlpha } from './simulation';
import { isiScaleKeys, type IsiScaleKey, type IsiScores } from './types';

export { cronbachAlpha } from './simulation';
export {
  NORMS_MINIMUM_RESPONDENTS,
  percentileOf,
  percentilesOf,
  scaleHistograms,
  type ScaleHistograms,
} from './norms';

/** Reliability is computed from this many stored attempts on (fewer: "not enough answers yet"). */
export const RELIABILITY_MINIMUM_RESPONDENTS = 200;
/** A retest counts when the second attempt came at least this many days after the first. */
export const RETEST_MINIMUM_DAYS = 7;
/** Test-retest correlations are given from this many pairs on. */
export const RETEST_MINIMUM_PAIRS = 30;

/** Pearson's correlation; null when either side has no variance or fewer than 2 values. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = Math.min(x.length, y.length);
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] ?? 0;
    my += y[i] ?? 0;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] ?? 0) - mx;
    const dy = (y[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * Corrected item-total correlation of each column: item j against the sum of the OTHER items of
 * the scale (including it would inflate the figure by the item's own variance).
 */
export function correctedItemTotal(rows: readonly (readonly number[])[]): (number | null)[] {
  const k = rows[0]?.length ?? 0;
  const totals = rows.map((r) => r.reduce((s, v) => s + v, 0));
  return Array.from({ length: k }, (_, j) =>
    pearson(
      rows.map((r) => r[j] ?? 0),
      rows.map((r, i) => (totals[i] ?? 0) - (r[j] ?? 0)),
    ),
  );
}

/** The statement ids (1..48) of each scale, in questionnaire order. */
export const isiItemsByScale: Record<IsiScaleKey, number[]> = Object.fromEntries(
  isiScaleKeys.map((scale) => [scale, isiKey.filter((e) => e.scale === scale).map((e) => e.id)]),
) as Record<IsiScaleKey, number[]>;

export interface ScaleReliability {
  /** Cronbach's alpha of the scale's six keyed answers; null if undefined (no variance). */
  alpha: number | null;
  /** Corrected item-total correlation per statement of the scale. */
  items: { id: number; reverse: boolean; itemTotal: number | null }[];
}

export interface IsiReliability {
  respondents: number;
  scales: Record<IsiScaleKey, ScaleReliability>;
}

const finiteOrNull = (x: number | null) => (x === null || !Number.isFinite(x) ? null : x);

/** Alpha and item-total correlations per scale from sets of 48 raw answers (1..5). */
export function reliabilityOf(answerSets: readonly (readonly number[])[]): IsiReliability {
  const scales = {} as Record<IsiScaleKey, ScaleReliability>;
  for (const scale of isiScaleKeys) {
    const entries = isiKey.filter((e) => e.scale === scale);
    const rows = answerSets.map((answers) =>
      entries.map((e) => keyedAnswer(answers[e.id - 1] ?? 3, e.reverse)),
    );
    const itemTotal = correctedItemTotal(rows);
    scales[scale] = {
      alpha: finiteOrNull(cronbachAlpha(rows)),
      items: entries.map((e, j) => ({
        id: e.id,
        reverse: e.reverse,
        itemTotal: finiteOrNull(itemTotal[j] ?? null),
      })),
    };
  }
  return { respondents: answerSets.length, scales };
}

export interface TimedScores {
  personId: string;
  at: Date;
  scores: IsiScores;
}

export interface TestRetest {
  /** People with a first attempt and a later one at least RETEST_MINIMUM_DAYS after it. */
  pairs: number;
  /** Pearson r per scale between the two attempts; null below RETEST_MINIMUM_PAIRS pairs. */
  scales: Record<IsiScaleKey, number | null>;
}

/**
 * Test-retest: each person's first attempt paired with their first attempt at least
 * RETEST_MINIMUM_DAYS later (one pair per person, so frequent re-takers do not weigh more).
 */
export function testRetest(attempts: readonly TimedScores[]): TestRetest {
  const byPerson = new Map<string, TimedScores[]>();
  for (const a of attempts) {
    const list = byPerson.get(a.personId) ?? [];
    list.push(a);
    byPerson.set(a.personId, list);
  }
  const minimumMs = RETEST_MINIMUM_DAYS * 24 * 60 * 60 * 1000;
  const pairs: [IsiScores, IsiScores][] = [];
  for (const list of byPerson.values()) {
    list.sort((a, b) => a.at.getTime() - b.at.getTime());
    const first = list[0];
    if (!first) continue;
    const later = list.find((a) => a.at.getTime() - first.at.getTime() >= minimumMs);
    if (later) pairs.push([first.scores, later.scores]);
  }
  const scales = Object.fromEntries(
    isiScaleKeys.map((k) => [
      k,
      pairs.length >= RETEST_MINIMUM_PAIRS
        ? pearson(
            pairs.map(([a]) => a[k]),
            pairs.map(([, b]) => b[k]),
          )
        : null,
    ]),
  ) as Record<IsiScaleKey, number | null>;
  return { pairs: pairs.length, scales };
}
