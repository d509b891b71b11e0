// Issue 37: a person's new profile form starts from their CV. What the parser read of the CV
// they sent as a guest (and then confirmed as theirs, decisions.md 16) fills the empty creation
// form; the page marks each field so filled, and nothing is saved until they save.
import { z } from 'zod';
import type { HLOfEdu } from '../plain/profile';
import { emptyJob, emptySkill, type ProfileInput } from '../profile/schema';
import { cvFieldsSchema, cvLanguages } from './schemas';

/** GET /api/user/cv-proposal: the person's latest parsed CV, or null. */
export const cvProposalSchema = z
  .object({
    proposal: z
      .object({
        fileName: z.string(),
        /** The posting it was sent to, to say where the proposal comes from. */
        jobTitle: z.string(),
        companyName: z.string(),
        language: z.enum(cvLanguages).nullable(),
        /** What the person typed in the guest form: it comes before what the parser read. */
        name: z.string(),
        phone: z.string().nullable(),
        fields: cvFieldsSchema,
      })
      .nullable(),
  })
  .meta({ id: 'CvProposal' });
export type CvProposal = z.infer<typeof cvProposalSchema>;

const postGraduate = /\b(msc|m\.sc|ma|mba|master|phd|ph\.d|doctorate)\b|ماجستير|دكتوراه/i;
const faculty = /\b(bsc|b\.sc|ba|bachelor|beng|llb)\b|بكالوريوس|ليسانس/i;
const nonFaculty = /\b(diploma|associate)\b|دبلوم/i;

/** The highest level of education the CV's lines name, if one of the profile's levels. */
export function educationLevelOf(lines: readonly string[]): HLOfEdu | undefined {
  if (lines.some((l) => postGraduate.test(l))) return 'Post graduate degree';
  if (lines.some((l) => faculty.test(l))) return 'Faculty degree';
  if (lines.some((l) => nonFaculty.test(l))) return 'Non-faculty graduate';
  return undefined;
}

/** Most items a section takes from a CV: the form stays short enough to check. */
const maxItems = 10;

/**
 * The creation form's values with what the CV gave, and the names of the fields so filled (the
 * form marks them "from your CV"). A job's organisation and period go into its description: the
 * form's employer is a type of employer and its dates are days, which a CV rarely says.
 */
export function profileFormFromCv(
  base: ProfileInput,
  proposal: NonNullable<CvProposal['proposal']>,
): { values: ProfileInput; fromCv: string[] } {
  const values: ProfileInput = { ...base };
  const fromCv: string[] = [];
  const { fields } = proposal;
  const name = proposal.name.trim() || fields.name;
  if (name) {
    values.name = name;
    fromCv.push('name');
  }
  const phone = proposal.phone ?? fields.phone;
  if (phone) {
    values.mobileNO = phone;
    fromCv.push('mobileNO');
  }
  if (fields.email) {
    values.wemail = fields.email;
    fromCv.push('wemail');
  }
  const level = educationLevelOf(fields.education ?? []);
  if (level) {
    values.HLOfEdu = level;
    fromCv.push('HLOfEdu');
  }
  const jobs = (fields.experience ?? []).slice(0, maxItems);
  if (jobs.length > 0) {
    values.job = jobs.map((job, i) => {
      fromCv.push(`job.${i}.jobtitle`, `job.${i}.description`);
      return {
        ...emptyJob(),
        jobtitle: job.title,
        description: [job.organisation, job.period].filter(Boolean).join(', '),
      };
    });
  }
  const skills = (fields.skills ?? []).slice(0, maxItems);
  if (skills.length > 0) {
    values.technicalSkills = skills.map((skill, i) => {
      fromCv.push(`technicalSkills.${i}.name`);
      return { ...emptySkill(), name: skill };
    });
  }
  return { values, fromCv };
}
