// Issue 40: what the fit score reads and what it answers (docs/fit-score.md). Plain data, so the
// server can build it from its rows and the judged set can keep it as JSON.
import type { LeadershipStyle } from '../checklists/items';
import type { LeadershipProfile } from '../checklists/scoring';
import type { PerceptionalScores } from '../jobs/fit';
import type { ScreeningAnswer } from '../jobs/screening';
import type { FitPart, PostingFitSettingsInput } from './settings';

export type { PerceptionalScores };

export interface FitPosting {
  title: string;
  description: string;
  /** A professional field (spec 3). */
  field: string;
  workplace: 'onsite' | 'remote' | 'hybrid';
  /** ISO 3166-1 alpha-2, '' for a remote posting without a country. */
  country: string;
  /** `hlOfEdu` and `yearsOfExp` values, or null when the posting sets none. */
  minEducation: string | null;
  minExperience: string | null;
  /** The requirement profile: a weight per leadership style '4'..'7'. */
  requirementProfile: LeadershipProfile;
  /** The posting's own weights and must-haves; left out: the defaults. */
  settings?: PostingFitSettingsInput | null;
}

/** An applicant as the score sees them, from their profile or, without one, their parsed CV. */
export interface FitCandidate {
  source: 'profile' | 'cv';
  /** The perceptional scales of the current ISI result; null without one. */
  isi: PerceptionalScores | null;
  /** Technical and general skills as written (any language, any spelling). */
  skills: readonly string[];
  /** `hlOfEdu` value, or null when not stated. */
  education: string | null;
  /** `yearsOfExp` value, or null when not stated. */
  experience: string | null;
  /** Professional field (the profile's jobPosition); null when not stated. */
  field: string | null;
  /** Country as the profile stores it (English name) or an ISO code; null when not stated. */
  country: string | null;
  /** The screening answers of the application (their `knockedOut` flags). */
  screening: readonly Pick<ScreeningAnswer, 'questionId' | 'text' | 'knockedOut'>[];
}

export type MustHaveFailure =
  | { kind: 'knockout'; questionId: string; question: string }
  | { kind: 'location'; required: string; actual: string }
  | { kind: 'skill'; skill: string }
  | { kind: 'experience'; required: string; actual: string }
  | { kind: 'education'; required: string; actual: string };

/** A must-have the score could not check: the applicant does not say. The recruiter checks it. */
export type MustHaveUnknown = 'experience' | 'education' | 'location';

export interface FitPartResult {
  part: FitPart;
  /** Whether it counts: a part the posting does not ask for, or style without an ISI, does not. */
  counted: boolean;
  /** The posting's weight of the part (points out of the weights' total). */
  weight: number;
  /** Its share of the score once uncounted parts are left out: points at most, 0..100. */
  maxPoints: number;
  /** How well the applicant matches the part, 0..100. */
  match: number;
  /** maxPoints × match / 100: what the part adds to the score. */
  points: number;
}

export type FitReason =
  | { key: 'fit.mustHave.knockout'; params: { question: string } }
  | { key: 'fit.mustHave.location'; params: { required: string; actual: string } }
  | { key: 'fit.mustHave.skill'; params: { skill: string } }
  | { key: 'fit.mustHave.experience'; params: { required: string; actual: string } }
  | { key: 'fit.mustHave.education'; params: { required: string; actual: string } }
  | { key: 'fit.mustHave.met' }
  | { key: 'fit.unstated.experience' }
  | { key: 'fit.unstated.education' }
  | { key: 'fit.unstated.location' }
  | {
      key: 'fit.part.skills';
      params: { matched: number; wanted: number; skills: string; points: number; max: number };
    }
  | {
      key: 'fit.part.experience';
      params: { actual: string; required: string; points: number; max: number };
    }
  | {
      key: 'fit.part.education';
      params: { actual: string; required: string; points: number; max: number };
    }
  | {
      key: 'fit.part.field';
      params: { actual: string; required: string; points: number; max: number };
    }
  | {
      key: 'fit.part.style';
      params: { style: LeadershipStyle; percent: number; points: number; max: number };
    }
  | { key: 'fit.part.notAsked'; params: { part: FitPart } }
  | { key: 'fit.withoutStyle' }
  | { key: 'fit.fromCv' };

export interface FitScore {
  /** 0..100, an integer: the weighted parts (must-haves do not change it, they rank). */
  score: number;
  /** Every must-have met (or not known to be unmet). */
  passes: boolean;
  failures: MustHaveFailure[];
  unknown: MustHaveUnknown[];
  parts: FitPartResult[];
  /** Scored without the style part: the applicant has no ISI result. */
  withoutStyle: boolean;
  source: FitCandidate['source'];
  /** Must-haves first, then each part in order; as keys with parameters (reasonText). */
  reasons: FitReason[];
}
