// decisions.md 21: the voluntary survey at apply (gender, age band, nationality, disability; each
// with "prefer not to say"). Every answer is optional; nothing about it changes the application.
// Stored apart from the application; no call returns one person's answers to a company, only
// aggregates (getFairnessReport).
import { z } from 'zod';
import { countryList } from '../plain/profile';

const countryCodes = new Set(countryList.map((c) => c.code));

import {
  fairnessDimensions,
  preferNotToSay,
  surveyAgeBands,
  surveyDisabilities,
  surveyGenders,
  type FairnessDimension,
} from '../plain/fairness';

export {
  fairnessDimensions,
  preferNotToSay,
  surveyAgeBands,
  surveyDisabilities,
  surveyGenders,
  type FairnessDimension,
};

const nationality = z
  .string()
  .trim()
  .refine((v) => v === preferNotToSay || countryCodes.has(v), { error: 'fairness.surveyInvalid' });

export const fairnessSurveySchema = z
  .object({
    gender: z.enum(surveyGenders, { error: 'fairness.surveyInvalid' }).optional(),
    ageBand: z.enum(surveyAgeBands, { error: 'fairness.surveyInvalid' }).optional(),
    /** ISO 3166-1 alpha-2, or preferNot. */
    nationality: nationality.optional(),
    disability: z.enum(surveyDisabilities, { error: 'fairness.surveyInvalid' }).optional(),
  })
  .strict()
  .meta({ id: 'FairnessSurvey' });
export type FairnessSurvey = z.infer<typeof fairnessSurveySchema>;

/** Whether anything was answered (an empty survey stores nothing). */
export function surveyAnswered(survey: FairnessSurvey | undefined): survey is FairnessSurvey {
  return survey !== undefined && fairnessDimensions.some((d) => (survey[d] ?? '').trim() !== '');
}
