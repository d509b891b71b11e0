// Issue 46, decisions.md 23: the fit of a posting seen from the job seeker's side. The same score
// as the recruiter's (packages/domain/src/fit, used as it is): must-haves first, then the weighted
// parts; the seeker reads what fits (the parts' reasons in their language) and the must-haves they
// miss, named in the second person ("The posting asks 6-10 years of experience; your profile says
// 2-5 years"). Before applying there are no screening answers, so no knock-out is known yet.
import type { Language } from '../language';
import type { PerceptionalScores } from '../jobs/fit';
import { reasonText } from '../fit/reasonText';
import { countryCodeOf } from '../fit/mustHaves';
import { rankKey } from './rankKey';
import { scoreFit, type PreparedFitPosting } from '../fit/scoreFit';
import type { FitCandidate, FitScore, MustHaveFailure } from '../fit/types';
import { countryList, hlOfEdu, yearsOfExp } from '../plain/profile';
import { messages } from '../messages';
import type { SeekerFit } from './schemas';

export { rankKey, scoreFit };

/** What the recommendation reads of the seeker's profile (the users row). */
export interface SeekerProfileFacts {
  technicalSkills: readonly { name: string }[];
  generalSkills: readonly { name: string }[];
  hlOfEdu: string | null;
  yearsOfExp: string | null;
  jobPosition: string | null;
  country: string | null;
  isi: PerceptionalScores | null;
}

export function seekerCandidate(profile: SeekerProfileFacts): FitCandidate {
  return {
    source: 'profile',
    isi: profile.isi,
    skills: [...profile.technicalSkills, ...profile.generalSkills].map((s) => s.name),
    education: profile.hlOfEdu,
    experience: profile.yearsOfExp,
    field: profile.jobPosition,
    country: profile.country,
    screening: [],
  };
}

const countryByCode = new Map(countryList.map((c) => [c.code, c]));

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A must-have the seeker misses, in their words. */
export function missingText(failure: MustHaveFailure, lang: Language): string {
  const t = messages[lang];
  const notStated = t['seeker.notStated'];
  switch (failure.kind) {
    case 'skill':
      return fill(t['seeker.missing.skill'], { skill: failure.skill });
    case 'experience':
      return fill(t['seeker.missing.experience'], {
        required: yearsOfExp.labelOf(failure.required, lang),
        actual: failure.actual ? yearsOfExp.labelOf(failure.actual, lang) : notStated,
      });
    case 'education':
      return fill(t['seeker.missing.education'], {
        required: hlOfEdu.labelOf(failure.required, lang),
        actual: failure.actual ? hlOfEdu.labelOf(failure.actual, lang) : notStated,
      });
    case 'location': {
      const c = countryByCode.get(failure.required);
      const required = c ? (lang === 'ar' ? c.nameAr : c.name) : failure.required;
      return fill(t['seeker.missing.location'], { required });
    }
    case 'knockout':
      return fill(t['seeker.missing.knockout'], { question: failure.question });
  }
}

/** The fit of one prepared posting for the seeker, in their language. */
export function seekerFitOf(
  posting: PreparedFitPosting,
  candidate: FitCandidate,
  lang: Language,
): SeekerFit {
  return seekerFitText(scoreFit(posting, candidate), lang);
}

/** A computed fit as the seeker reads it (texts are written only for what is shown). */
export function seekerFitText(fit: FitScore, lang: Language): SeekerFit {
  const reasons = fit.reasons
    // The must-have lines are said as `missing`; a part the posting does not weigh says nothing
    // to the seeker.
    .filter((r) => !r.key.startsWith('fit.mustHave.') && r.key !== 'fit.part.notAsked')
    .map((r) => reasonText(r, lang));
  return {
    fit: fit.score,
    passes: fit.passes,
    reasons,
    missing: fit.failures.map((f) => missingText(f, lang)),
  };
}

/** The seeker's country as the ISO code postings store, or null. */
export const seekerCountryCode = (country: string | null) => countryCodeOf(country);
