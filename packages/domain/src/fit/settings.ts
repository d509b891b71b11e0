// Issue 40: what a posting's recruiter may set about its fit score: the weight of each part and
// the must-haves. One schema for the posting form, the server and the OpenAPI document; messages
// are keys of ./messages.ts. A posting that sets nothing gets the defaults below.
import { z } from 'zod';

/** The weighted parts of the score, in the order the reasons list them. */
export const fitParts = ['skills', 'experience', 'education', 'field', 'style'] as const;
export type FitPart = (typeof fitParts)[number];

export type FitWeights = Record<FitPart, number>;

/**
 * Default weights (points out of 100). Qualifications weigh most, the ISI style is one part
 * among five (issue 40): a recruiter reads the skills first, then experience and field.
 */
export const defaultFitWeights: FitWeights = {
  skills: 35,
  experience: 20,
  education: 10,
  field: 15,
  style: 20,
};

export const fitSettingsLimits = {
  weightMax: 100,
  skillsMax: 20,
  mustHaveSkillsMax: 10,
  skillNameMax: 60,
} as const;

const weight = z
  .number({ error: 'fit.weightInvalid' })
  .int({ error: 'fit.weightInvalid' })
  .min(0, { error: 'fit.weightInvalid' })
  .max(fitSettingsLimits.weightMax, { error: 'fit.weightInvalid' });

export const fitWeightsSchema = z
  .object({
    skills: weight,
    experience: weight,
    education: weight,
    field: weight,
    style: weight,
  })
  .refine((w) => fitParts.some((part) => w[part] > 0), { error: 'fit.weightsZero' })
  .meta({ id: 'FitWeights' });

const skillName = z
  .string({ error: 'fit.skillInvalid' })
  .trim()
  .min(1, { error: 'fit.skillInvalid' })
  .max(fitSettingsLimits.skillNameMax, { error: 'fit.skillInvalid' });

export const fitMustHavesSchema = z
  .object({
    /** Skills an applicant must show (any spelling of the synonym table counts). */
    skills: z
      .array(skillName)
      .max(fitSettingsLimits.mustHaveSkillsMax, { error: 'fit.skillsTooMany' })
      .default([]),
    /** The posting's minimum education is a must-have (else it is only weighed). */
    education: z.boolean().default(true),
    /** The posting's minimum experience is a must-have (else it is only weighed). */
    experience: z.boolean().default(true),
    /** Living in the posting's country is a must-have (never for a remote posting). */
    location: z.boolean().default(false),
  })
  .meta({ id: 'FitMustHaves' });

/**
 * A posting's fit settings. Screening knock-outs (decision 130) are always must-haves: the
 * question's own rule says which answer fails. `skills` empty: the skills the posting's title
 * and description name (skillsInText).
 */
export const postingFitSettingsSchema = z
  .object({
    weights: fitWeightsSchema.default(defaultFitWeights),
    skills: z
      .array(skillName)
      .max(fitSettingsLimits.skillsMax, { error: 'fit.skillsTooMany' })
      .default([]),
    mustHaves: fitMustHavesSchema.default({
      skills: [],
      education: true,
      experience: true,
      location: false,
    }),
  })
  .meta({ id: 'PostingFitSettings' });

export type PostingFitSettings = z.output<typeof postingFitSettingsSchema>;
export type PostingFitSettingsInput = z.input<typeof postingFitSettingsSchema>;

/** The settings of a posting that has set none. */
export function defaultFitSettings(): PostingFitSettings {
  return postingFitSettingsSchema.parse({});
}

/**
 * The answer of getJobFitSettings and setJobFitSettings: the posting's settings (the defaults
 * where it set none), the skills the score asks for (its list, or those its title and description
 * name) and the defaults, for a form that offers to go back to them.
 */
export const jobFitSettingsAnswerSchema = z
  .object({
    settings: postingFitSettingsSchema,
    /** Whether the posting set its own (false: the defaults). */
    custom: z.boolean(),
    skills: z.array(z.string()),
    defaults: postingFitSettingsSchema,
  })
  .meta({ id: 'JobFitSettings' });
export type JobFitSettingsAnswer = z.infer<typeof jobFitSettingsAnswerSchema>;
