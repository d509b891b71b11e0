// Issue 20, decision 134 (stored fit): what a stored fit score was computed from. The server
// builds these inputs in SQL from the posting and the applicant's current row (so the database can
// tell a stored fit that is out of date: its inputs differ from the current ones), and computes
// the score from them here, with the one formula of docs/fit-score.md.
// Version 2 (issue 40): the score of packages/domain/src/fit (must-haves, five weighted parts).
// The posting's title and description are not copied into every application's inputs: the
// inputs carry their digest, and the caller passes the text (FitPostingText).
import { candidateFromCv } from '../fit/candidateFromCv';
import { reasonText } from '../fit/reasonText';
import { scoreFit, prepareFitPosting, type PreparedFitPosting } from '../fit/scoreFit';
import type { FitCandidate, FitPosting } from '../fit/types';
import type { PostingFitSettingsInput } from '../fit/settings';
import type { CvFields } from '../cv/schemas';
import type { FitReason } from './fit';

/**
 * The version of the formula. Raising it (when the formula changes) makes every stored fit out
 * of date: the server recomputes them at its next start.
 */
export const FIT_VERSION = 3;

type Scales = [number | null, number | null, number | null, number | null] | null;

export interface FitInputs {
  /** FIT_VERSION when computed. */
  v: number;
  posting: {
    /** A digest of the title and description (the skills the posting asks for come from them). */
    text: string;
    field: string;
    workplace: string;
    country: string;
    minEducation: string | null;
    minExperience: string | null;
    /** The requirement profile (weights per leadership style '4'..'7'). */
    profile: Record<string, number>;
    /** Issue 40: the posting's own weights and must-haves; absent: the defaults. */
    settings?: PostingFitSettingsInput | null;
  };
  applicant: {
    /** 'profile' for an account, 'cv' for a guest or an imported CV. */
    source: 'profile' | 'cv';
    /** The perceptional scales [flp, frp, brp, blp]; null or a null inside: no ISI. */
    isi: Scales;
    /** An account's technical and general skills. */
    skills: string[] | null;
    education: string | null;
    experience: string | null;
    field: string | null;
    country: string | null;
    /** A guest's parsed CV (decision 142), or null. */
    cv: CvFields | null;
    /** The year a job "to the present" in the CV ends. */
    year: number;
  };
  /** The knock-out answers of the application (decision 130). */
  knockouts: { questionId: string; text: string }[] | null;
}

/** The posting's text the inputs' digest stands for. */
export interface FitPostingText {
  title: string;
  description: string;
}

/** What the server stores: the score, whether every must-have is met, the reasons. */
export interface StoredFit {
  score: number;
  passes: boolean;
  reasons: FitReason[];
}

function postingOf(inputs: FitInputs, text: FitPostingText): FitPosting {
  const p = inputs.posting.profile;
  const workplace = inputs.posting.workplace;
  return {
    title: text.title,
    description: text.description,
    field: inputs.posting.field,
    workplace: workplace === 'remote' || workplace === 'hybrid' ? workplace : 'onsite',
    country: inputs.posting.country,
    minEducation: inputs.posting.minEducation,
    minExperience: inputs.posting.minExperience,
    requirementProfile: { '4': p['4'] ?? 0, '5': p['5'] ?? 0, '6': p['6'] ?? 0, '7': p['7'] ?? 0 },
    settings: inputs.posting.settings ?? null,
  };
}

function candidateOf(inputs: FitInputs): FitCandidate {
  const a = inputs.applicant;
  const [flp, frp, brp, blp] = a.isi ?? [null, null, null, null];
  const isi =
    flp === null || frp === null || brp === null || blp === null ? null : { flp, frp, brp, blp };
  const screening = (inputs.knockouts ?? []).map((k) => ({ ...k, knockedOut: true }));
  if (a.source === 'cv') {
    return candidateFromCv(a.cv ?? {}, { year: a.year, isi, country: a.country, screening });
  }
  return {
    source: 'profile',
    isi,
    skills: a.skills ?? [],
    education: a.education,
    experience: a.experience,
    field: a.field,
    country: a.country,
    screening,
  };
}

/**
 * A posting made ready once for its applicants' inputs (the skills found in its text): the
 * server scores a posting's 10,000 applicants with one.
 */
export function fitPostingOf(inputs: FitInputs, text: FitPostingText): PreparedFitPosting {
  return prepareFitPosting(postingOf(inputs, text));
}

/** The fit of one application from its inputs, its reasons as sentences in both languages. */
export function fitOfInputs(
  inputs: FitInputs,
  posting: PreparedFitPosting | FitPostingText,
): StoredFit {
  const prepared = 'posting' in posting ? posting : fitPostingOf(inputs, posting);
  const fit = scoreFit(prepared, candidateOf(inputs));
  return {
    score: fit.score,
    passes: fit.passes,
    reasons: fit.reasons.map((reason) => ({
      key: 'fit.stored' as const,
      text: { en: reasonText(reason, 'en'), ar: reasonText(reason, 'ar') },
      // Version 3: a failed must-have says so, for the card to show it apart.
      ...(isMustHaveFailure(reason) ? { mustHave: true as const } : {}),
    })),
  };
}

/** A reason that names a failed must-have (a knock-out, the place, a skill, a minimum). */
export function isMustHaveFailure(reason: { key: string }): boolean {
  return reason.key.startsWith('fit.mustHave.') && reason.key !== 'fit.mustHave.met';
}
