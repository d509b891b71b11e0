// Issue 40 ("everyone scored"): an applicant without a profile (a guest, an imported CV) as the
// score sees them, from what the CV parser read (decision 142). The education level comes from
// the degrees the CV names; the experience from the years its jobs span, merged where they
// overlap, up to `year` for a job that runs to the present.
import type { CvFields } from '../cv/schemas';
import { educationLevelOf } from '../cv/profileProposal';
import type { ScreeningAnswer } from '../jobs/screening';
import type { YearsOfExp } from '../plain/profile';
import type { FitCandidate } from './types';

/** The profile's experience band of a number of years ('6-10 years' is 6 to 10). */
export function experienceBandOf(years: number): YearsOfExp {
  if (years > 10) return '>10 years';
  if (years > 5) return '6-10 years';
  if (years >= 2) return '2-5 years';
  return '<2 years';
}

const yearPattern = /((?:19|20)\d{2})\s*[–—-]\s*((?:19|20)\d{2})?/;

/** Years covered by the CV's jobs, overlaps counted once; null when no job gives its years. */
export function yearsOfExperience(experience: CvFields['experience'], year: number): number | null {
  const spans: [number, number][] = [];
  for (const job of experience ?? []) {
    const m = yearPattern.exec(job.period ?? '');
    if (!m) continue;
    const start = Number(m[1]);
    const end = m[2] ? Number(m[2]) : year;
    if (end >= start && end <= year) spans.push([start, end]);
  }
  if (spans.length === 0) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let years = 0;
  let [from, to] = spans[0] as [number, number];
  for (const [start, end] of spans.slice(1)) {
    if (start > to) {
      years += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  return years + (to - from);
}

export function candidateFromCv(
  fields: CvFields,
  options: {
    year: number;
    country?: string | null;
    /** A guest who answered the ISI through a link has a result. */
    isi?: FitCandidate['isi'];
    screening?: readonly Pick<ScreeningAnswer, 'questionId' | 'text' | 'knockedOut'>[];
  },
): FitCandidate {
  const years = yearsOfExperience(fields.experience, options.year);
  return {
    source: 'cv',
    isi: options.isi ?? null,
    skills: fields.skills ?? [],
    education: educationLevelOf(fields.education ?? []) ?? null,
    experience: years === null ? null : experienceBandOf(years),
    field: null,
    country: options.country ?? null,
    screening: options.screening ?? [],
  };
}
