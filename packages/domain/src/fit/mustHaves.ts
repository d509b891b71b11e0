// Issue 40: the must-haves of a posting, checked before anything is weighed. An applicant who
// fails one ranks below every applicant who passes (rankFits), whatever their score. A must-have
// fails only on evidence: an applicant who does not state their experience, education or country
// is not failed for it; the result names what the recruiter should check (MustHaveUnknown).
import { hlOfEdu, yearsOfExp, countryList } from '../plain/profile';
import { canonicalSkill } from './skillSynonyms';
import type { PostingFitSettings } from './settings';
import type { FitCandidate, FitPosting, MustHaveFailure, MustHaveUnknown } from './types';

/** The position of a value in an ordered enumeration, or -1 when it is not one of its values. */
export function levelOf(order: readonly string[], value: string | null): number {
  return value === null ? -1 : order.indexOf(value);
}

const codeByName = new Map(countryList.map((c) => [c.name.toLowerCase(), c.code]));
const codes = new Set(countryList.map((c) => c.code));

/** ISO alpha-2 code of a country given as the profile's English name or as a code. */
export function countryCodeOf(country: string | null): string | null {
  if (country === null) return null;
  const trimmed = country.trim();
  if (codes.has(trimmed.toUpperCase()) && trimmed.length === 2) return trimmed.toUpperCase();
  return codeByName.get(trimmed.toLowerCase()) ?? null;
}

export interface MustHaveCheck {
  failures: MustHaveFailure[];
  unknown: MustHaveUnknown[];
}

/** A minimum of an ordered enumeration as a must-have: failed, unknown, or met. */
function minimum(
  order: readonly string[],
  required: string | null,
  actual: string | null,
): 'met' | 'failed' | 'unknown' {
  const need = levelOf(order, required);
  if (need < 0) return 'met';
  const have = levelOf(order, actual);
  if (have < 0) return 'unknown';
  return have >= need ? 'met' : 'failed';
}

export function checkMustHaves(
  posting: FitPosting,
  settings: PostingFitSettings,
  candidate: FitCandidate,
): MustHaveCheck {
  const failures: MustHaveFailure[] = [];
  const unknown: MustHaveUnknown[] = [];

  // Decision 130: a knock-out answer is a must-have the posting itself wrote (right to work ...).
  for (const answer of candidate.screening) {
    if (answer.knockedOut) {
      failures.push({ kind: 'knockout', questionId: answer.questionId, question: answer.text });
    }
  }

  if (settings.mustHaves.location && posting.workplace !== 'remote' && posting.country !== '') {
    const have = countryCodeOf(candidate.country);
    if (have === null) unknown.push('location');
    else if (have !== posting.country.toUpperCase()) {
      failures.push({ kind: 'location', required: posting.country.toUpperCase(), actual: have });
    }
  }

  const held = new Set(candidate.skills.map(canonicalSkill));
  for (const skill of settings.mustHaves.skills) {
    if (!held.has(canonicalSkill(skill))) failures.push({ kind: 'skill', skill });
  }

  if (settings.mustHaves.experience && posting.minExperience !== null) {
    const state = minimum(yearsOfExp.values, posting.minExperience, candidate.experience);
    if (state === 'unknown') unknown.push('experience');
    if (state === 'failed') {
      failures.push({
        kind: 'experience',
        required: posting.minExperience,
        actual: candidate.experience ?? '',
      });
    }
  }

  if (settings.mustHaves.education && posting.minEducation !== null) {
    const state = minimum(hlOfEdu.values, posting.minEducation, candidate.education);
    if (state === 'unknown') unknown.push('education');
    if (state === 'failed') {
      failures.push({
        kind: 'education',
        required: posting.minEducation,
        actual: candidate.education ?? '',
      });
    }
  }
  return { failures, unknown };
}
