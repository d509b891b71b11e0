// decisions.md section 7: per style, the count of ticked items in its group × 100 / 7. At most
// limits.checklistMaxChoices ticks; with more there is no result. Every call starts from zero
// (the spec's module-level tally that accumulated across submits is a defect we do not copy).
import { limits } from '../limits';
import { leadershipStyles, styleOfItem, type ChecklistKind, type LeadershipStyle } from './items';

/** Percentage per leadership style, keyed '4'..'7' (JSON object keys). Not rounded. */
export type LeadershipProfile = Record<`${LeadershipStyle}`, number>;

/** The divisor of decisions.md section 7 (the size of the largest group). */
export const checklistGroupDivisor = 7;

export type ChecklistResult =
  | {
      ok: true;
      profile: LeadershipProfile;
      counts: Record<`${LeadershipStyle}`, number>;
      /** The strongest style; ties go to the first in order 4..7; null when nothing is ticked. */
      top: LeadershipStyle | null;
      /** Every style sharing the top score (more than one on a tie). */
      topStyles: LeadershipStyle[];
    }
  | { ok: false; error: 'checklists.tooManyChoices' };

export function scoreChecklist(kind: ChecklistKind, ticked: readonly number[]): ChecklistResult {
  const unique = [...new Set(ticked)];
  if (unique.length > limits.checklistMaxChoices) {
    return { ok: false, error: 'checklists.tooManyChoices' };
  }
  const counts = { '4': 0, '5': 0, '6': 0, '7': 0 };
  for (const index of unique) counts[`${styleOfItem(kind, index)}`] += 1;
  const profile = { '4': 0, '5': 0, '6': 0, '7': 0 };
  for (const style of leadershipStyles) {
    profile[`${style}`] = (counts[`${style}`] * 100) / checklistGroupDivisor;
  }
  const best = Math.max(...Object.values(counts));
  const topStyles = best === 0 ? [] : leadershipStyles.filter((s) => counts[`${s}`] === best);
  return { ok: true, profile, counts, top: topStyles[0] ?? null, topStyles };
}

/** The strongest style of a stored profile (ties to the first), or null when all are zero. */
export function topStyleOf(profile: LeadershipProfile): LeadershipStyle | null {
  let top: LeadershipStyle | null = null;
  for (const style of leadershipStyles) {
    const value = profile[`${style}`];
    if (value > 0 && (top === null || value > profile[`${top}`])) top = style;
  }
  return top;
}

/**
 * Every style sharing the top value of a stored profile, in order 4..7 (more than one on a tie,
 * none when all are zero): a saved card names all of them, as the results did (issue 23).
 */
export function topStylesOf(profile: LeadershipProfile): LeadershipStyle[] {
  const best = Math.max(...leadershipStyles.map((style) => profile[`${style}`]));
  return best > 0 ? leadershipStyles.filter((style) => profile[`${style}`] === best) : [];
}

/** How a percentage is shown: a whole number, rounded half up (3 of 7 -> 43). */
export function displayPercent(value: number): number {
  return Math.round(value);
}
