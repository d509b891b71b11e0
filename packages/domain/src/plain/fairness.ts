// decisions.md 21: the voluntary survey's choices, without zod (the job page and the guest form
// load them; decision 169's budget keeps zod off those pages). fairness/survey.ts validates them.
export const preferNotToSay = 'preferNot' as const;

export const surveyGenders = ['female', 'male', 'other', preferNotToSay] as const;
export const surveyAgeBands = [
  'under25',
  '25to34',
  '35to44',
  '45to54',
  '55plus',
  preferNotToSay,
] as const;
export const surveyDisabilities = ['yes', 'no', preferNotToSay] as const;

/** The dimensions a report groups by, in order. */
export const fairnessDimensions = ['gender', 'ageBand', 'nationality', 'disability'] as const;
export type FairnessDimension = (typeof fairnessDimensions)[number];
