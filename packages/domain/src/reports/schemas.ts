// Issue 20, decision 130 (Reports) and decision 134: the hiring report's query and answer. One
// schema for the web page, the server's validation and the OpenAPI document; messages are keys
// of ./messages.ts.
import { z } from 'zod';
import { daysBetween, maxRangeDays } from './funnel';

/** An empty query parameter (a form's empty select) means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const day = z.iso.date({ error: 'reports.dateInvalid' });

const rangeFields = {
  /** One posting; without it, the company's postings (a hiring manager's: their teams'). */
  jobId: optional(z.uuid({ error: 'reports.jobInvalid' })),
  /** First day, YYYY-MM-DD (UTC); default 89 days before `to`. */
  from: optional(day),
  /** Last day, included; default today. */
  to: optional(day),
};

function checkRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  if (query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'reports.rangeInvalid' });
  } else if (daysBetween(query.from, query.to) > maxRangeDays) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'reports.rangeTooLong' });
  }
}

/** GET /api/company/reports/hiring. */
export const hiringReportQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type HiringReportQuery = z.infer<typeof hiringReportQuerySchema>;

export const reportTables = ['funnel', 'stageDays', 'sources', 'rejectReasons'] as const;
export type ReportTable = (typeof reportTables)[number];

/** GET /api/company/reports/hiring.csv: one table of the report. */
export const hiringReportCsvQuerySchema = z
  .object({
    ...rangeFields,
    table: z.enum(reportTables, { error: 'reports.tableInvalid' }),
  })
  .superRefine(checkRange);
export type HiringReportCsvQuery = z.infer<typeof hiringReportCsvQuerySchema>;

const count = () => z.number().int().min(0);
const days = () => z.number().min(0).nullable();
const localizedName = z.object({ en: z.string(), ar: z.string() });

export const hiringReportSchema = z
  .object({
    jobId: z.uuid().nullable(),
    /** The range covered, both days included (UTC). */
    from: z.iso.date(),
    to: z.iso.date(),
    /**
     * Per stage of the posting's list (company-wide: every posting's stages by key): how many
     * applications entered it in the range, how many of those left it for a stage that is not a
     * rejection (movedOn), how many are still in it (current), and movedOn / entered in percent.
     */
    funnel: z.array(
      z.object({
        stage: z.string(),
        name: localizedName,
        entered: count(),
        current: count(),
        movedOn: count(),
        conversion: z.number().min(0).max(100).nullable(),
      }),
    ),
    /** Days spent in each stage by the stays that began in the range and have ended. */
    stageDays: z.array(
      z.object({
        stage: z.string(),
        name: localizedName,
        median: days(),
        p75: days(),
        count: count(),
      }),
    ),
    /** Days from applying to the move to a hired stage, for the hires in the range. */
    timeToHire: z.object({ median: days(), p75: days(), count: count() }),
    /** Applications made in the range by where they came from, and how many reached hired. */
    sources: z.array(z.object({ source: z.string(), applications: count(), hired: count() })),
    /** Moves to a rejected stage in the range by reason (null: none given). */
    rejectReasons: z.array(
      z.object({ reasonId: z.uuid().nullable(), name: localizedName, count: count() }),
    ),
    /**
     * Issue 41: from the offer records: made in the range, accepted and declined in the range,
     * and the days from sending to the answer of those answered in the range.
     */
    offers: z.object({
      made: count(),
      accepted: count(),
      declined: count(),
      answerDays: z.object({
        median: z.number().nullable(),
        p75: z.number().nullable(),
        count: count(),
      }),
    }),
  })
  .meta({ id: 'HiringReport' });
export type HiringReport = z.infer<typeof hiringReportSchema>;
