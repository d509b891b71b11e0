// Issue 46, decisions.md 23: the job seeker's calls: recommended jobs, the match hint before
// applying, saved jobs and job alerts. One schema for the web app, the server and OpenAPI.
import { z } from 'zod';
import { noBidiControls } from '../controlCharacters';
import { isCountryCode } from '../jobs/schemas';
import { employmentTypes } from '../jobs/reach';
import { workplaces } from '../plain/jobs';
import { professionalFields } from '../profile/enums';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** At most this many recommendations are ranked (decision 247): the pages walk them. */
export const recommendationLimits = { pageSizeMax: 50, pageSizeDefault: 10, ranked: 300 } as const;

export const recommendedJobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(recommendationLimits.pageSizeMax)
    .default(recommendationLimits.pageSizeDefault),
});
export type RecommendedJobsQuery = z.infer<typeof recommendedJobsQuerySchema>;

/** A posting as the job seeker's lists show it. */
export const seekerJobSchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    companyName: z.string(),
    companyPic: z.string().nullable(),
    field: z.string(),
    workplace: z.enum(workplaces),
    country: z.string(),
    city: z.string(),
    employmentType: z.enum(employmentTypes),
    publishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SeekerJob' });
export type SeekerJob = z.infer<typeof seekerJobSchema>;

/**
 * The fit seen from the job seeker's side: the domain's fit score (packages/domain/src/fit), its
 * reasons as sentences in the caller's language, and the must-haves they miss, named.
 */
export const seekerFitSchema = z
  .object({
    fit: z.number().int().min(0).max(100),
    /** Every must-have of the posting met (or not known to be unmet). */
    passes: z.boolean(),
    /** What fits, part by part. */
    reasons: z.array(z.string()),
    /** The must-haves the profile misses, named ("6-10 years of experience: you have 2-5"). */
    missing: z.array(z.string()),
  })
  .meta({ id: 'SeekerFit' });
export type SeekerFit = z.infer<typeof seekerFitSchema>;

export const recommendedJobSchema = z
  .object({ job: seekerJobSchema })
  .extend(seekerFitSchema.shape)
  .meta({ id: 'RecommendedJob' });
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

export const recommendedJobsSchema = z
  .object({
    jobs: z.array(recommendedJobSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'RecommendedJobs' });
export type RecommendedJobs = z.infer<typeof recommendedJobsSchema>;

/** GET jobs/{id}/match: the hint before applying; `applied` when the seeker already did. */
export const jobMatchSchema = seekerFitSchema
  .extend({ jobId: z.uuid(), applied: z.boolean(), profileComplete: z.boolean() })
  .meta({ id: 'JobMatch' });
export type JobMatch = z.infer<typeof jobMatchSchema>;

// --- saved jobs -------------------------------------------------------------------------------

export const savedJobSchema = z
  .object({ job: seekerJobSchema, savedAt: z.iso.datetime(), open: z.boolean() })
  .meta({ id: 'SavedJob' });
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobsSchema = z
  .object({
    jobs: z.array(savedJobSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'SavedJobs' });

export const savedJobsQuerySchema = recommendedJobsQuerySchema;

/** At most this many saved jobs and alerts per job seeker (abuse). */
export const seekerListLimits = { savedJobs: 500, alerts: 20, qMax: 100, cityMax: 80 } as const;

// --- job alerts -------------------------------------------------------------------------------

export const jobAlertInputSchema = z
  .object({
    q: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(seekerListLimits.qMax, { error: 'jobs.queryTooLong' })
        .refine(...noBidiControls)
        .optional(),
    ),
    field: z.preprocess(
      blankToUndefined,
      z.enum(professionalFields.values, { error: 'jobs.fieldRequired' }).optional(),
    ),
    country: z.preprocess(
      blankToUndefined,
      z.string().trim().refine(isCountryCode, { error: 'jobs.countryInvalid' }).optional(),
    ),
    city: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(seekerListLimits.cityMax, { error: 'profile.tooLong' })
        .refine(...noBidiControls)
        .optional(),
    ),
    workplace: z.preprocess(
      blankToUndefined,
      z.enum(workplaces, { error: 'jobs.workplaceRequired' }).optional(),
    ),
  })
  // No component name: the filters' preprocessing makes its input and output differ.
  .strict();
export type JobAlertInput = z.infer<typeof jobAlertInputSchema>;

export const jobAlertSchema = z
  .object({
    _id: z.uuid(),
    q: z.string().nullable(),
    field: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    workplace: z.enum(workplaces).nullable(),
    createdAt: z.iso.datetime(),
    lastSentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'JobAlert' });
export type JobAlert = z.infer<typeof jobAlertSchema>;

export const jobAlertAnswerSchema = z
  .object({ alert: jobAlertSchema })
  .meta({ id: 'JobAlertAnswer' });
export const jobAlertsSchema = z
  .object({ alerts: z.array(jobAlertSchema) })
  .meta({ id: 'JobAlerts' });

export const jobAlertUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'notifications.tokenInvalid' })
    .min(10, 'notifications.tokenInvalid')
    .max(200, 'notifications.tokenInvalid'),
});
export const jobAlertUnsubscribedSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'JobAlertUnsubscribed' });

/** The web page the alert mail's "Stop this alert" link opens (it asks for the click). */
export const jobAlertUnsubscribePagePath = '/job-alerts/unsubscribe';
export const jobAlertUnsubscribePage = (token: string) =>
  `${jobAlertUnsubscribePagePath}?token=${encodeURIComponent(token)}`;

/** Whether a posting matches an alert: every filter it sets (q: each word in the posting's text). */
export function alertMatches(
  alert: Pick<JobAlert, 'q' | 'field' | 'country' | 'city' | 'workplace'>,
  posting: { searchText: string; field: string; country: string; city: string; workplace: string },
): boolean {
  if (alert.field && alert.field !== posting.field) return false;
  if (alert.workplace && alert.workplace !== posting.workplace) return false;
  if (alert.country && alert.country !== posting.country) return false;
  if (alert.city && alert.city.toLowerCase() !== posting.city.toLowerCase()) return false;
  if (alert.q) {
    const text = posting.searchText.toLowerCase();
    for (const word of alert.q.toLowerCase().split(/\s+/)) {
      if (word && !text.includes(word)) return false;
    }
  }
  return true;
}

/**
 * Decision 278: GET/PUT /api/user/notifications, the job seeker's mail choices: the weekly mail
 * of recommended jobs (on unless turned off). Job alerts are turned off one by one.
 */
export const seekerNotificationSettingsSchema = z
  .object({ recommendations: z.boolean({ error: 'notifications.digestInvalid' }) })
  .strict()
  .meta({ id: 'SeekerNotificationSettings' });
export type SeekerNotificationSettings = z.infer<typeof seekerNotificationSettingsSchema>;

/** Decision 278: the weekly mail's one-click unsubscribe answer. */
export const jobRecommendationsUnsubscribedSchema = z
  .object({ recommendations: z.literal(false) })
  .meta({ id: 'JobRecommendationsUnsubscribed' });
