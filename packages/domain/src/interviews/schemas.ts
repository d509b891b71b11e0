// decisions.md 12 and decision 120 (issue 19): the payloads of interviews, self-scheduling
// offers, interview kits, scorecards, my interviews and the calendar feed. One schema, three
// uses: web forms, server routes, the OpenAPI document. Messages are keys of ./messages.ts.
// Whether a time lies in the past is the server's to say (its clock), not a schema's.
import { z } from 'zod';
import { noBidiControls } from '../controlCharacters';
import { pagingQuerySchema } from '../paging';
import { cursorAnswerFields, cursorParamSchema } from '../cursorPaging';

export const interviewLimits = {
  durationMin: 15,
  durationMax: 480,
  slotsMax: 10,
  interviewersMax: 10,
  kitMax: 20,
  attributeMax: 80,
  notesMax: 5000,
  locationMax: 200,
  videoUrlMax: 500,
  scoreMin: 1,
  scoreMax: 4,
  /** A self-scheduling link lives 14 days. */
  offerTtlDays: 14,
  /** Reminders go this long before the start. */
  reminderHours: 24,
  /** The calendar feed shows interviews from this many days back. */
  feedPastDays: 30,
} as const;

export const interviewStatuses = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];

export const recommendations = ['strongNo', 'no', 'yes', 'strongYes'] as const;
export type Recommendation = (typeof recommendations)[number];

let zoneNames: Set<string> | undefined;
/** An IANA time zone name this runtime knows ('Europe/Berlin', 'UTC'); exact spelling only. */
export function isTimeZone(value: string): boolean {
  zoneNames ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (zoneNames.has(value)) return true;
  try {
    // Aliases the list leaves out ('UTC', 'Asia/Calcutta'), as long as they are spelled as
    // the runtime spells them (no 'europe/berlin').
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone === value;
  } catch {
    return false;
  }
}

/** An instant with its offset ('2026-12-01T10:00:00+01:00' or '...Z'). */
export const instantSchema = z.iso.datetime({ offset: true, error: 'interviews.startsAtInvalid' });

export const durationSchema = z
  .number({ error: 'interviews.durationRange' })
  .int('interviews.durationRange')
  .min(interviewLimits.durationMin, 'interviews.durationRange')
  .max(interviewLimits.durationMax, 'interviews.durationRange');

export const timeZoneSchema = z
  .string({ error: 'interviews.timeZoneUnknown' })
  .max(64, 'interviews.timeZoneUnknown')
  .refine(isTimeZone, 'interviews.timeZoneUnknown');

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const locationSchema = optionalText(
  interviewLimits.locationMax,
  'interviews.locationTooLong',
);

export const videoUrlSchema = z
  .string({ error: 'interviews.videoUrlInvalid' })
  .trim()
  .max(interviewLimits.videoUrlMax, 'interviews.videoUrlInvalid')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value),
    'interviews.videoUrlInvalid',
  )
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const interviewerIdsSchema = z
  .array(z.uuid({ error: 'interviews.interviewerUnknown' }), {
    error: 'interviews.interviewersRequired',
  })
  .min(1, 'interviews.interviewersRequired')
  .max(interviewLimits.interviewersMax, 'interviews.interviewersTooMany')
  .refine((ids) => new Set(ids).size === ids.length, 'interviews.interviewerRepeated');

/** POST /api/company/applications/{id}/interviews (scheduleInterview). */
export const scheduleInterviewBodySchema = z.object({
  startsAt: instantSchema,
  durationMinutes: durationSchema,
  timeZone: timeZoneSchema,
  location: locationSchema,
  videoUrl: videoUrlSchema,
  interviewerIds: interviewerIdsSchema,
});
export type ScheduleInterviewBody = z.input<typeof scheduleInterviewBodySchema>;
export type ScheduleInterviewInput = z.output<typeof scheduleInterviewBodySchema>;

/** PATCH /api/company/interviews/{id} (updateInterview): any of the schedule fields. */
export const updateInterviewBodySchema = z
  .object({
    startsAt: instantSchema.optional(),
    durationMinutes: durationSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    location: z
      .string({ error: 'interviews.locationTooLong' })
      .trim()
      .max(interviewLimits.locationMax, 'interviews.locationTooLong')
      .nullable()
      .optional(),
    videoUrl: z
      .string({ error: 'interviews.videoUrlInvalid' })
      .trim()
      .max(interviewLimits.videoUrlMax, 'interviews.videoUrlInvalid')
      .refine(
        (value) => value === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value),
        'interviews.videoUrlInvalid',
      )
      .nullable()
      .optional(),
    interviewerIds: interviewerIdsSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'interviews.nothingToChange',
    path: ['startsAt'],
  });
export type UpdateInterviewBody = z.input<typeof updateInterviewBodySchema>;

export const slotSchema = z.object({ startsAt: instantSchema, durationMinutes: durationSchema });
export type Slot = z.infer<typeof slotSchema>;

/** Do two slots share a minute? (Back to back is fine.) */
export function slotsOverlap(slots: readonly Slot[]): boolean {
  const sorted = slots
    .map((s) => ({
      start: Date.parse(s.startsAt),
      end: Date.parse(s.startsAt) + s.durationMinutes * 60_000,
    }))
    .sort((a, b) => a.start - b.start);
  return sorted.some((slot, i) => i > 0 && slot.start < (sorted[i - 1]?.end ?? -Infinity));
}

/** POST /api/company/applications/{id}/interview-offers (offerInterviewSlots). */
export const offerSlotsBodySchema = z.object({
  slots: z
    .array(slotSchema, { error: 'interviews.slotsRequired' })
    .min(1, 'interviews.slotsRequired')
    .max(interviewLimits.slotsMax, 'interviews.slotsTooMany')
    .refine((slots) => !slotsOverlap(slots), 'interviews.slotsOverlap'),
  timeZone: timeZoneSchema,
  interviewerIds: interviewerIdsSchema,
  location: locationSchema,
  videoUrl: videoUrlSchema,
});
export type OfferSlotsBody = z.input<typeof offerSlotsBodySchema>;
export type OfferSlotsInput = z.output<typeof offerSlotsBodySchema>;

/** POST /api/schedule/{code} (bookInterviewSlot). */
export const bookSlotBodySchema = z.object({ startsAt: instantSchema });
export type BookSlotBody = z.input<typeof bookSlotBodySchema>;

export const scheduleCodeParamsSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/, 'interviews.codeInvalid'),
});

export const calendarTokenParamsSchema = z.object({
  token: z.string().min(1).max(140),
});

/** PUT /api/company/jobs/{id}/interview-kit (setInterviewKit): null restores the default. */
export const interviewKitBodySchema = z
  .object({
    attributes: z
      .array(
        z
          .string({ error: 'interviews.kitAttributeLength' })
          .trim()
          .min(1, 'interviews.kitAttributeLength')
          .max(interviewLimits.attributeMax, 'interviews.kitAttributeLength'),
        { error: 'interviews.kitSize' },
      )
      .min(1, 'interviews.kitSize')
      .max(interviewLimits.kitMax, 'interviews.kitSize')
      .refine(
        (list) => new Set(list.map((a) => a.toLocaleLowerCase())).size === list.length,
        'interviews.kitAttributeRepeated',
      )
      .nullable(),
    /**
     * Issue 37 (decision 269): each attribute's text in the other language (the one it is not
     * written in), in the order of `attributes`; null or '' for none. Left out: none.
     */
    translations: z
      .array(
        z
          .string({ error: 'interviews.kitAttributeLength' })
          .trim()
          .max(interviewLimits.attributeMax, 'interviews.kitAttributeLength')
          .refine(...noBidiControls)
          .nullable(),
        { error: 'interviews.kitTranslations' },
      )
      .max(interviewLimits.kitMax, 'interviews.kitTranslations')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.translations) return;
    if (value.attributes === null || value.translations.length !== value.attributes.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations'],
        message: 'interviews.kitTranslations',
      });
    }
  });
export type InterviewKitBody = z.input<typeof interviewKitBodySchema>;

export const interviewKitSchema = z
  .object({
    attributes: z.array(z.string()),
    isDefault: z.boolean(),
    /** Issue 37 (decision 269): each attribute in English and Arabic, in the same order. */
    labels: z.array(z.object({ en: z.string(), ar: z.string() })),
  })
  .meta({ id: 'InterviewKit' });
export type InterviewKit = z.infer<typeof interviewKitSchema>;

export const ratingSchema = z.object({
  attribute: z
    .string({ error: 'interviews.attributeUnknown' })
    .trim()
    .min(1)
    .max(interviewLimits.attributeMax),
  score: z
    .number({ error: 'interviews.scoreRange' })
    .int('interviews.scoreRange')
    .min(interviewLimits.scoreMin, 'interviews.scoreRange')
    .max(interviewLimits.scoreMax, 'interviews.scoreRange'),
});
export type Rating = z.infer<typeof ratingSchema>;

/** PUT /api/company/interviews/{id}/scorecard (submitScorecard). */
export const scorecardBodySchema = z.object({
  ratings: z
    .array(ratingSchema, { error: 'interviews.ratingsRequired' })
    .min(1, 'interviews.ratingsRequired')
    .max(interviewLimits.kitMax, 'interviews.ratingsRequired')
    .refine(
      (list) => new Set(list.map((r) => r.attribute)).size === list.length,
      'interviews.ratingRepeated',
    ),
  recommendation: z.enum(recommendations, { error: 'interviews.recommendationInvalid' }),
  notes: z
    .string({ error: 'interviews.notesTooLong' })
    .trim()
    .max(interviewLimits.notesMax, 'interviews.notesTooLong')
    .default(''),
});
export type ScorecardBody = z.input<typeof scorecardBodySchema>;

export const myInterviewsQuerySchema = pagingQuerySchema.extend({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
});
export type MyInterviewsQuery = z.infer<typeof myInterviewsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const interviewPersonSchema = z
  .object({ _id: z.uuid(), name: z.string(), email: z.string(), scorecardSubmitted: z.boolean() })
  .meta({ id: 'InterviewInterviewer' });

export const interviewSchema = z
  .object({
    _id: z.uuid(),
    applicationId: z.uuid(),
    jobId: z.uuid(),
    /** UTC ISO ('...Z'); the web app shows it in the viewer's zone and names timeZone. */
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    durationMinutes: z.number().int(),
    timeZone: z.string(),
    location: z.string().nullable(),
    videoUrl: z.string().nullable(),
    status: z.enum(interviewStatuses),
    sequence: z.number().int().min(0),
    interviewers: z.array(interviewPersonSchema),
    candidate: z.object({ _id: z.uuid(), name: z.string() }),
    job: z.object({ _id: z.uuid(), title: z.string() }),
  })
  .meta({ id: 'Interview' });
export type Interview = z.infer<typeof interviewSchema>;

export const interviewAnswerSchema = z
  .object({ interview: interviewSchema })
  .meta({ id: 'InterviewAnswer' });

export const offerSummarySchema = z
  .object({
    _id: z.uuid(),
    slots: z.array(slotSchema),
    usedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'InterviewOffer' });
export type OfferSummary = z.infer<typeof offerSummarySchema>;

export const applicationInterviewsSchema = z
  .object({ interviews: z.array(interviewSchema), offers: z.array(offerSummarySchema) })
  .meta({ id: 'ApplicationInterviews' });
export type ApplicationInterviews = z.infer<typeof applicationInterviewsSchema>;

export const offerAnswerSchema = z
  .object({
    offer: z.object({ _id: z.uuid(), slots: z.array(slotSchema), expiresAt: z.iso.datetime() }),
  })
  .meta({ id: 'InterviewOfferAnswer' });

export const interviewSlotsSchema = z
  .object({
    company: z.object({ name: z.string() }),
    job: z.object({ title: z.string() }),
    timeZone: z.string(),
    location: z.string().nullable(),
    videoUrl: z.string().nullable(),
    slots: z.array(slotSchema),
  })
  .meta({ id: 'InterviewSlots' });
export type InterviewSlots = z.infer<typeof interviewSlotsSchema>;

export const scorecardSchema = z
  .object({
    _id: z.uuid(),
    interviewId: z.uuid(),
    interviewer: z.object({ _id: z.uuid(), name: z.string(), email: z.string() }),
    ratings: z.array(z.object({ attribute: z.string(), score: z.number().int() })),
    recommendation: z.enum(recommendations),
    notes: z.string(),
    submittedAt: z.iso.datetime(),
  })
  .meta({ id: 'Scorecard' });
export type Scorecard = z.infer<typeof scorecardSchema>;

export const scorecardAnswerSchema = z
  .object({ scorecard: scorecardSchema })
  .meta({ id: 'ScorecardAnswer' });

const count = () => z.number().int().min(0);

export const scorecardListSchema = z
  .object({
    scorecards: z.array(scorecardSchema),
    /** True for an interviewer whose own scorecard is not in yet: the others stay hidden. */
    hidden: z.boolean(),
    summary: z.object({
      submitted: count(),
      expected: count(),
      average: z.number().nullable(),
      attributes: z.array(
        z.object({
          attribute: z.string(),
          average: z.number(),
          /** Issue 37: the attribute in both languages, as the posting's kit names it. */
          label: z.object({ en: z.string(), ar: z.string() }),
        }),
      ),
      recommendations: z.object({
        strongNo: count(),
        no: count(),
        yes: count(),
        strongYes: count(),
      }),
    }),
  })
  .meta({ id: 'ScorecardList' });
export type ScorecardList = z.infer<typeof scorecardListSchema>;

export const myInterviewsPageSchema = z
  .object({
    interviews: z.array(interviewSchema),
    total: count(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'MyInterviewsPage' });
export type MyInterviewsPage = z.infer<typeof myInterviewsPageSchema>;

// Issue 42 (decision 235): the company's interviews for integrations (listCompanyInterviews),
// oldest scheduled first by (createdAt, id) with a cursor, or a page; cancelled ones included.
export const companyInterviewsQuerySchema = pagingQuerySchema.extend({ cursor: cursorParamSchema });
export type CompanyInterviewsQuery = z.infer<typeof companyInterviewsQuerySchema>;

export const companyInterviewsPageSchema = z
  .object({
    interviews: z.array(interviewSchema),
    total: count(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    ...cursorAnswerFields,
  })
  .meta({ id: 'CompanyInterviewsPage' });
export type CompanyInterviewsPage = z.infer<typeof companyInterviewsPageSchema>;

export const calendarFeedSchema = z.object({ url: z.string() }).meta({ id: 'CalendarFeed' });

/** The pipeline card's interview parts (listApplicants items). */
export const applicantInterviewsSchema = z
  .object({
    next: z.iso.datetime().nullable(),
    scorecards: z.object({ submitted: count(), expected: count() }),
  })
  .meta({ id: 'ApplicantInterviews' });
export type ApplicantInterviews = z.infer<typeof applicantInterviewsSchema>;
