// Issue 12, decision 100 (Fit score) and docs/fit-score.md: the fit of an applicant to a job
// posting, 0..100, with the reasons a company reads beside it. Pure: the server computes it when
// it lists applicants (from the current profile and ISI result) and snapshots it on a hire.
//   w_s   = p_s / Σp over the leadership styles 4..7 of the requirement profile
//   style = Σ w_s × (the applicant's score on the perceptional scale of style s), 0..100
//   hard  = mean of education met (100 / 0) and experience met (100 / 0)
//   score = round(0.7 × style + 0.3 × hard); null without an ISI result
import { leadershipStyles, type LeadershipStyle } from '../checklists/items';
import { topStyleOf, type LeadershipProfile } from '../checklists/scoring';
import { isiTypeName, type IsiResult } from '../isi/types';
import type { Language } from '../language';
import { hlOfEdu, yearsOfExp } from '../profile/enums';
import { fitMessagesAr, fitMessagesEn } from './fitMessages';

export const FIT_STYLE_WEIGHT = 0.7;
export const FIT_HARD_WEIGHT = 0.3;

/** The stored requirement profile of a posting: a weight per leadership style '4'..'7'. */
export type RequirementProfile = LeadershipProfile;

/** The perceptional scale scores of an ISI result (the scales of the leadership styles). */
export type PerceptionalScores = Pick<IsiResult, 'flp' | 'frp' | 'brp' | 'blp'>;

export interface FitApplicant {
  /** The current ISI result, or null before the first questionnaire. */
  isi: PerceptionalScores | null;
  /** The profile's highest level of education (an `hlOfEdu` value), or null when not stated. */
  HLOfEdu: string | null | undefined;
  /** The profile's years of experience (a `yearsOfExp` value), or null when not stated. */
  yearsOfExp: string | null | undefined;
}

export interface FitPosting {
  minEducation?: string | null;
  minExperience?: string | null;
}

export type FitReason =
  | { key: 'jobs.fit.styleProfile'; params: { style: LeadershipStyle; percent: number } }
  | { key: 'jobs.fit.noIsi' }
  | { key: 'jobs.fit.experienceBelow' }
  | { key: 'jobs.fit.educationBelow' }
  | { key: 'jobs.fit.hardMet' }
  /**
   * Issue 40: a reason of the new score (fit/reasonText.ts), stored with its sentence in both
   * languages, so that whoever reads it (the ranked page's SQL included) needs no templates.
   */
  | {
      key: 'fit.stored';
      text: Record<Language, string>;
      /** A failed must-have: shown apart from the parts' reasons (issue 40). */
      mustHave?: true;
    };

export interface Fit {
  /** 0..100, an integer; null when the applicant has no ISI result. */
  score: number | null;
  reasons: FitReason[];
}

/**
 * The perceptional scale whose score stands for a leadership style: the scale that gives the style
 * as iRes2 (spec 3, `isiTypes[style].scale`; fit.test.ts checks the two agree).
 */
const styleScales: Record<LeadershipStyle, keyof PerceptionalScores> = {
  4: 'flp',
  5: 'frp',
  6: 'brp',
  7: 'blp',
};

export function scaleOfStyle(style: LeadershipStyle): keyof PerceptionalScores {
  return styleScales[style];
}

/**
 * Whether an applicant meets a minimum given as a value of an ordered enumeration. A minimum the
 * posting does not set is met; an applicant who has not stated the field (or states a value the
 * enumeration does not know) does not meet a set minimum.
 */
export function meetsMinimum(
  order: readonly string[],
  required: string | null | undefined,
  actual: string | null | undefined,
): boolean {
  if (required === null || required === undefined) return true;
  const need = order.indexOf(required);
  if (need < 0) return true;
  if (actual === null || actual === undefined) return false;
  const have = order.indexOf(actual);
  return have >= need;
}

/**
 * The style part, 0..100 (not rounded). A profile whose weights are all zero asks for no style in
 * particular: every style weighs the same (decision 102).
 */
export function styleFit(profile: RequirementProfile, isi: PerceptionalScores): number {
  const total = leadershipStyles.reduce((sum, s) => sum + Math.max(0, profile[`${s}`] ?? 0), 0);
  let weighted = 0;
  for (const s of leadershipStyles) {
    const weight = total > 0 ? Math.max(0, profile[`${s}`] ?? 0) : 1;
    weighted += weight * isi[scaleOfStyle(s)];
  }
  return weighted / (total > 0 ? total : leadershipStyles.length);
}

/** The applicant's strongest leadership style (ties to the first, as iRes2). */
function strongestStyle(isi: PerceptionalScores): LeadershipStyle {
  let best: LeadershipStyle = leadershipStyles[0];
  for (const s of leadershipStyles) {
    if (isi[scaleOfStyle(s)] > isi[scaleOfStyle(best)]) {
      best = s;
    }
  }
  return best;
}

export function fitOf(
  requirementProfile: RequirementProfile,
  applicant: FitApplicant,
  posting: FitPosting,
): Fit {
  const experienceMet = meetsMinimum(
    yearsOfExp.values,
    posting.minExperience,
    applicant.yearsOfExp,
  );
  const educationMet = meetsMinimum(hlOfEdu.values, posting.minEducation, applicant.HLOfEdu);
  const hardReasons: FitReason[] = [];
  if (!experienceMet) hardReasons.push({ key: 'jobs.fit.experienceBelow' });
  if (!educationMet) hardReasons.push({ key: 'jobs.fit.educationBelow' });
  if (hardReasons.length === 0) hardReasons.push({ key: 'jobs.fit.hardMet' });

  if (applicant.isi === null) {
    return { score: null, reasons: [{ key: 'jobs.fit.noIsi' }, ...hardReasons] };
  }
  const style = styleFit(requirementProfile, applicant.isi);
  const hard = ((educationMet ? 100 : 0) + (experienceMet ? 100 : 0)) / 2;
  const score = Math.round(FIT_STYLE_WEIGHT * style + FIT_HARD_WEIGHT * hard);
  const dominant = topStyleOf(requirementProfile) ?? strongestStyle(applicant.isi);
  const percent = applicant.isi[scaleOfStyle(dominant)];
  return {
    score: Math.min(100, Math.max(0, score)),
    reasons: [
      { key: 'jobs.fit.styleProfile', params: { style: dominant, percent } },
      ...hardReasons,
    ],
  };
}

const texts = { en: fitMessagesEn, ar: fitMessagesAr } as const;

/** A reason as a sentence in a language ("Planner profile 71%"). */
export function fitReasonText(reason: FitReason, lang: Language): string {
  if (reason.key === 'fit.stored') return reason.text[lang];
  const template = texts[lang][reason.key];
  if (reason.key !== 'jobs.fit.styleProfile') return template;
  const values: Record<string, string> = {
    style: isiTypeName(reason.params.style, lang),
    percent: String(reason.params.percent),
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** What the ranked list orders by: fit (null last), then the earlier application, then the id. */
export interface RankedEntry {
  score: number | null;
  appliedAt: Date;
  id: string;
}

export function compareByFit(a: RankedEntry, b: RankedEntry): number {
  if (a.score !== b.score) {
    if (a.score === null) return 1;
    if (b.score === null) return -1;
    return b.score - a.score;
  }
  const time = a.appliedAt.getTime() - b.appliedAt.getTime();
  if (time !== 0) return time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The entries in ranked order with their rank, 1 = best (every entry has its own rank). */
export function rankByFit<T extends RankedEntry>(entries: readonly T[]): (T & { rank: number })[] {
  return [...entries].sort(compareByFit).map((entry, i) => ({ ...entry, rank: i + 1 }));
}
