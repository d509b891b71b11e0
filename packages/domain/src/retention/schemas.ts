// Issue 24, decision 124: how long a company keeps the data of rejected applicants and outside
// candidates (people who answered a single-use link without an account). After that many months
// without activity the daily sweep anonymises it; counts for statistics stay.
import { z } from 'zod';

/** Months: the default, and the bounds a company may choose between. */
export const retentionMonths = { default: 24, min: 6, max: 120 } as const;

export const retentionPolicySchema = z
  .object({
    months: z
      .number({ error: 'retention.monthsInvalid' })
      .int('retention.monthsInvalid')
      .min(retentionMonths.min, 'retention.monthsOutOfRange')
      .max(retentionMonths.max, 'retention.monthsOutOfRange'),
  })
  .meta({ id: 'RetentionPolicy' });
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

/** What one run of the sweep anonymised in one company (the audit entry's details). */
export interface RetentionCounts {
  /** Rejected applications of job seekers: the link to their account is cut. */
  userApplications: number;
  /** Rejected applications of guests (through an invitation link). */
  guestApplications: number;
  /** Notes on those applications whose text was removed. */
  notes: number;
  /** Scorecards on those applications whose notes were removed (ratings stay). */
  scorecardNotes: number;
  /** Single-use links whose respondent's e-mail and answers were replaced. */
  links: number;
}
