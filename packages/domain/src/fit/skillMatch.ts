// Issue 40: the skills part. What the posting asks for (its own list, or the skills its title and
// description name) against what the applicant shows, compared by synonym (skillSynonyms): the
// share of the asked skills the applicant has.
import type { PostingFitSettings } from './settings';
import { fitSettingsLimits } from './settings';
import { canonicalSkill, skillsInText } from './skillSynonyms';
import type { FitPosting } from './types';

/** The skills a posting asks for, as written, one per synonym: must-haves first. */
export function postingSkills(posting: FitPosting, settings: PostingFitSettings): string[] {
  const listed =
    settings.skills.length > 0
      ? settings.skills
      : skillsInText(`${posting.title}\n${posting.description}`);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const skill of [...settings.mustHaves.skills, ...listed]) {
    const id = canonicalSkill(skill);
    if (id === '' || seen.has(id)) continue;
    seen.add(id);
    out.push(skill);
  }
  return out.slice(0, fitSettingsLimits.skillsMax);
}

export interface SkillMatch {
  /** The asked skills the applicant has, as the posting writes them. */
  matched: string[];
  wanted: number;
  /** 0..100; null when the posting asks for no skill (the part does not count). */
  match: number | null;
}

export function skillMatch(wanted: readonly string[], held: readonly string[]): SkillMatch {
  if (wanted.length === 0) return { matched: [], wanted: 0, match: null };
  const have = new Set(held.map(canonicalSkill));
  const matched = wanted.filter((skill) => have.has(canonicalSkill(skill)));
  return { matched, wanted: wanted.length, match: (100 * matched.length) / wanted.length };
}
