// Issue 40 and docs/fit-score.md: the fit of an applicant to a posting. Must-haves first
// (mustHaves.ts): they decide whether the applicant passes, which ranks (rankFits.ts). Then five
// weighted parts, each matched 0..100:
//   skills (skillMatch), experience and education (levelMatch), field (fieldMatch), and the ISI
//   style (styleFit of decision 100) as one part among them.
// A part counts when the posting asks for it (a skill, a minimum, ...) and has a weight above 0;
// the style counts when the applicant has an ISI result. The counted parts share the 100 points
// in proportion to their weights:  maxPoints_p = 100 × w_p / Σ w (counted),
//   score = round(Σ maxPoints_p × match_p / 100), an integer 0..100.
// Everyone is scored: an applicant without a profile from their parsed CV, without an ISI result
// without the style part (and the reasons say so).
import { leadershipStyles, type LeadershipStyle } from '../checklists/items';
import { topStyleOf } from '../checklists/scoring';
import { scaleOfStyle, styleFit } from '../jobs/fit';
import { hlOfEdu, yearsOfExp } from '../plain/profile';
import { candidateFields, fieldMatch } from './fieldMatch';
import { levelMatch } from './levelMatch';
import { checkMustHaves } from './mustHaves';
import {
  fitParts,
  postingFitSettingsSchema,
  type FitPart,
  type PostingFitSettings,
} from './settings';
import { postingSkills, skillMatch } from './skillMatch';
import type { FitCandidate, FitPartResult, FitPosting, FitReason, FitScore } from './types';

/** A posting made ready once for scoring many applicants: settings parsed, skills found. */
export interface PreparedFitPosting {
  posting: FitPosting;
  settings: PostingFitSettings;
  /** The skills it asks for, as written (postingSkills). */
  skills: string[];
}

export function prepareFitPosting(posting: FitPosting): PreparedFitPosting {
  const settings = postingFitSettingsSchema.parse(posting.settings ?? {});
  return { posting, settings, skills: postingSkills(posting, settings) };
}

/** A number for a reason: whole points. */
const whole = (n: number) => Math.round(n);

/** The style the posting's profile asks for most, else the applicant's strongest. */
function shownStyle(posting: FitPosting, isi: NonNullable<FitCandidate['isi']>): LeadershipStyle {
  const asked = topStyleOf(posting.requirementProfile);
  if (asked !== null) return asked;
  let best: LeadershipStyle = leadershipStyles[0];
  for (const s of leadershipStyles) if (isi[scaleOfStyle(s)] > isi[scaleOfStyle(best)]) best = s;
  return best;
}

export function scoreFit(
  prepared: PreparedFitPosting | FitPosting,
  candidate: FitCandidate,
): FitScore {
  const ready = 'posting' in prepared ? prepared : prepareFitPosting(prepared);
  const { posting, settings } = ready;
  const weights = settings.weights;

  const { failures, unknown } = checkMustHaves(posting, settings, candidate);
  const skills = skillMatch(ready.skills, candidate.skills);
  const fields = candidateFields(candidate);
  const matches: Record<FitPart, number | null> = {
    skills: skills.match,
    experience: levelMatch(yearsOfExp.values, posting.minExperience, candidate.experience),
    education: levelMatch(hlOfEdu.values, posting.minEducation, candidate.education),
    field: fieldMatch(posting.field, fields),
    style: candidate.isi === null ? null : styleFit(posting.requirementProfile, candidate.isi),
  };
  const counted = (part: FitPart) => matches[part] !== null && weights[part] > 0;
  const total = fitParts.reduce((sum, part) => sum + (counted(part) ? weights[part] : 0), 0);
  const parts: FitPartResult[] = fitParts.map((part) => {
    const isCounted = counted(part) && total > 0;
    const maxPoints = isCounted ? (100 * weights[part]) / total : 0;
    const match = matches[part] ?? 0;
    return {
      part,
      counted: isCounted,
      weight: weights[part],
      maxPoints,
      match,
      points: (maxPoints * match) / 100,
    };
  });
  const sum = parts.reduce((s, p) => s + p.points, 0);
  const score = Math.min(100, Math.max(0, Math.round(sum)));

  const reasons: FitReason[] = [];
  for (const failure of failures) {
    if (failure.kind === 'knockout') {
      reasons.push({ key: 'fit.mustHave.knockout', params: { question: failure.question } });
    } else if (failure.kind === 'skill') {
      reasons.push({ key: 'fit.mustHave.skill', params: { skill: failure.skill } });
    } else {
      const { required, actual } = failure;
      reasons.push({ key: `fit.mustHave.${failure.kind}`, params: { required, actual } });
    }
  }
  if (failures.length === 0) reasons.push({ key: 'fit.mustHave.met' });
  for (const what of unknown) reasons.push({ key: `fit.unstated.${what}` });
  if (candidate.source === 'cv') reasons.push({ key: 'fit.fromCv' });
  if (candidate.isi === null) reasons.push({ key: 'fit.withoutStyle' });

  for (const p of parts) {
    const points = whole(p.points);
    const max = whole(p.maxPoints);
    if (!p.counted) {
      if (p.part !== 'style' || candidate.isi !== null) {
        reasons.push({ key: 'fit.part.notAsked', params: { part: p.part } });
      }
      continue;
    }
    if (p.part === 'skills') {
      reasons.push({
        key: 'fit.part.skills',
        params: {
          matched: skills.matched.length,
          wanted: skills.wanted,
          skills: skills.matched.join(', '),
          points,
          max,
        },
      });
    } else if (p.part === 'experience' || p.part === 'education') {
      const required =
        (p.part === 'experience' ? posting.minExperience : posting.minEducation) ?? '';
      const actual = (p.part === 'experience' ? candidate.experience : candidate.education) ?? '';
      reasons.push({ key: `fit.part.${p.part}`, params: { actual, required, points, max } });
    } else if (p.part === 'field') {
      reasons.push({
        key: 'fit.part.field',
        params: { actual: fields.join(', '), required: posting.field, points, max },
      });
    } else if (candidate.isi !== null) {
      const style = shownStyle(posting, candidate.isi);
      const percent = candidate.isi[scaleOfStyle(style)];
      reasons.push({ key: 'fit.part.style', params: { style, percent, points, max } });
    }
  }

  return {
    score,
    passes: failures.length === 0,
    failures,
    unknown,
    parts,
    withoutStyle: candidate.isi === null,
    source: candidate.source,
    reasons,
  };
}
