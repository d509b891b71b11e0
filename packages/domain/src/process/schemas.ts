// Decision 130 (issue 20): the payloads of stage templates, a posting's stages, reject reasons,
// application sources and bulk actions. One schema per payload for the web forms, the server's
// request validation and the OpenAPI document; messages are keys of ./messages.ts.
import { z } from 'zod';
import { fairnessSurveySchema } from '../fairness/survey';
import { bulkLimits } from '../plain/process';
import { screeningAnswersInputSchema } from '../jobs/screening';
import {
  stageKeyPattern,
  stageKinds,
  stageLimits,
  stageListProblems,
  type StageDefinition,
} from './stages';

// ---------------------------------------------------------------------------------------------
// Stages

const trimmedName = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const localizedStageNameSchema = z.object({
  en: trimmedName(stageLimits.nameMax, 'process.stageNameRequired', 'process.stageNameTooLong'),
  ar: trimmedName(stageLimits.nameMax, 'process.stageNameRequired', 'process.stageNameTooLong'),
});

export const stageSchema = z
  .object({
    key: z
      .string({ error: 'process.stageKeyInvalid' })
      .regex(stageKeyPattern, 'process.stageKeyInvalid'),
    name: localizedStageNameSchema,
    kind: z.enum(stageKinds, { error: 'process.stageKindInvalid' }),
  })
  .meta({ id: 'ProcessStage' });

/**
 * A whole list: the rules of stages.ts, reported on the list itself (`fields.stages`); a wrong
 * stage is reported on its own field (`fields['stages.2.key']`).
 */
export const stageListSchema = z
  .array(stageSchema, { error: 'process.stagesTooFew' })
  .max(stageLimits.maxStages, 'process.stagesTooMany')
  .superRefine((list, ctx) => {
    const [first] = stageListProblems(list).filter((p) => p !== 'process.stagesTooMany');
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });
export type StageList = StageDefinition[];

// ---------------------------------------------------------------------------------------------
// Stage templates

export const stageTemplateSchema = z
  .object({
    /** 'default' for the built-in six. */
    _id: z.string(),
    name: z.string(),
    stages: z.array(stageSchema),
    isDefault: z.boolean(),
  })
  .meta({ id: 'StageTemplate' });
export type StageTemplate = z.infer<typeof stageTemplateSchema>;

export const stageTemplateListSchema = z
  .object({ templates: z.array(stageTemplateSchema) })
  .meta({ id: 'StageTemplateList' });
export type StageTemplateList = z.infer<typeof stageTemplateListSchema>;

/** POST /api/company/stage-templates and PUT /api/company/stage-templates/{id}. */
export const stageTemplateBodySchema = z.object({
  name: trimmedName(
    stageLimits.templateNameMax,
    'process.templateNameRequired',
    'process.templateNameTooLong',
  ),
  stages: stageListSchema,
});
export type StageTemplateBody = z.input<typeof stageTemplateBodySchema>;

export const stageTemplateAnswerSchema = z
  .object({ template: stageTemplateSchema })
  .meta({ id: 'StageTemplateAnswer' });

/** The built-in template's id; any other is a uuid. */
export const defaultTemplateId = 'default';

// ---------------------------------------------------------------------------------------------
// A posting's stages

export const stageCountsSchema = z
  .record(z.string(), z.number().int().min(0))
  .meta({ id: 'StageCounts' });
export type StageCounts = z.infer<typeof stageCountsSchema>;

/** GET and PUT /api/company/jobs/{id}/stages. */
export const jobStagesSchema = z
  .object({ stages: z.array(stageSchema), counts: stageCountsSchema })
  .meta({ id: 'JobStages' });
export type JobStages = z.infer<typeof jobStagesSchema>;

/**
 * PUT /api/company/jobs/{id}/stages: the new list, and for each removed stage that still holds
 * applicants the stage (of the new list) they move to.
 */
export const setJobStagesBodySchema = z.object({
  stages: stageListSchema,
  moves: z
    .record(
      z.string().regex(stageKeyPattern, 'process.stageKeyInvalid'),
      z
        .string({ error: 'process.moveTargetInvalid' })
        .regex(stageKeyPattern, 'process.moveTargetInvalid'),
    )
    .optional(),
});
export type SetJobStagesBody = z.input<typeof setJobStagesBodySchema>;

// ---------------------------------------------------------------------------------------------
// Reject reasons

export const rejectReasonLimits = { nameMax: 100, maxReasons: 100 } as const;

export const rejectReasonNameSchema = z.object({
  en: trimmedName(
    rejectReasonLimits.nameMax,
    'process.reasonNameRequired',
    'process.reasonNameTooLong',
  ),
  ar: trimmedName(
    rejectReasonLimits.nameMax,
    'process.reasonNameRequired',
    'process.reasonNameTooLong',
  ),
});

export const rejectReasonSchema = z
  .object({
    _id: z.uuid(),
    name: z.object({ en: z.string(), ar: z.string() }),
    archived: z.boolean(),
  })
  .meta({ id: 'RejectReason' });
export type RejectReason = z.infer<typeof rejectReasonSchema>;

export const rejectReasonListSchema = z
  .object({ reasons: z.array(rejectReasonSchema) })
  .meta({ id: 'RejectReasonList' });
export type RejectReasonList = z.infer<typeof rejectReasonListSchema>;

/** POST /api/company/reject-reasons and PUT /api/company/reject-reasons/{id}. */
export const rejectReasonBodySchema = z.object({ name: rejectReasonNameSchema });
export type RejectReasonBody = z.input<typeof rejectReasonBodySchema>;

export const rejectReasonAnswerSchema = z
  .object({ reason: rejectReasonSchema })
  .meta({ id: 'RejectReasonAnswer' });

/** A reason as a history event carries it (archived ones stay readable). */
export const eventReasonSchema = z
  .object({ _id: z.uuid(), name: z.object({ en: z.string(), ar: z.string() }) })
  .meta({ id: 'EventRejectReason' });
export type EventReason = z.infer<typeof eventReasonSchema>;

// ---------------------------------------------------------------------------------------------
// Sources

/** Where an application came from (applications.source). */
export const applicationSources = [
  'board',
  'invitation',
  'feed',
  'referral',
  'manual',
  'sourced',
  'import',
] as const;
export type ApplicationSource = (typeof applicationSources)[number];

/** What an applicant's own request may claim (the others are recorded by the server). */
export const applySources = ['board', 'feed', 'referral'] as const;

export const sourceLimits = { utmSourceMax: 80 } as const;

/** applyToJob's optional body. */
export const applyBodySchema = z
  .object({
    source: z.enum(applySources, { error: 'process.sourceInvalid' }).optional(),
    utmSource: z
      .string({ error: 'process.utmSourceInvalid' })
      .trim()
      .max(sourceLimits.utmSourceMax, 'process.utmSourceTooLong')
      .optional(),
    /** The answers to the posting's screening questions (decision 130, jobs/screening.ts). */
    answers: screeningAnswersInputSchema.optional(),
    /** Issue 40 (decisions.md 21): the voluntary survey, stored apart from the application. */
    survey: fairnessSurveySchema.optional(),
  })
  .meta({ id: 'ApplyBody' });
export type ApplyBody = z.input<typeof applyBodySchema>;

// ---------------------------------------------------------------------------------------------
// Bulk actions

export { bulkLimits };
export const bulkActions = ['move', 'reject', 'email', 'pool'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** POST /api/company/applications/bulk. */
export const bulkApplicationsBodySchema = z
  .object({
    ids: z
      .array(z.uuid('process.bulkIdInvalid'), { error: 'process.bulkIdsRequired' })
      .min(1, 'process.bulkIdsRequired')
      .max(bulkLimits.maxIds, 'process.bulkTooMany'),
    action: z.enum(bulkActions, { error: 'process.bulkActionInvalid' }),
    stage: z.string().regex(stageKeyPattern, 'process.stageKeyInvalid').optional(),
    reasonId: z.uuid('process.reasonRequired').optional(),
    templateKey: z.string().min(1).max(40).optional(),
    poolId: z.uuid('process.poolRequired').optional(),
    /** Decision 147: on unless turned off for this action, as a single move. */
    notify: z.boolean({ error: 'jobs.notifyInvalid' }).default(true),
    /** Issue 37: as a single move's, for the selected who did not apply. */
    notifyNotApplied: z.boolean({ error: 'jobs.notifyInvalid' }).default(false),
  })
  .superRefine(
    (value, ctx) => {
      const need = (field: 'stage' | 'reasonId' | 'templateKey' | 'poolId', message: string) => {
        if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
      };
      if (value.action === 'move') need('stage', 'process.stageRequired');
      if (value.action === 'reject') need('reasonId', 'process.reasonRequired');
      if (value.action === 'email') need('templateKey', 'process.templateKeyRequired');
      if (value.action === 'pool') need('poolId', 'process.poolRequired');
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type BulkApplicationsBody = z.input<typeof bulkApplicationsBodySchema>;
export type BulkApplicationsData = z.output<typeof bulkApplicationsBodySchema>;

export const bulkFailureCodes = [
  'FORBIDDEN',
  'STAGE_NOT_FOUND',
  'MAIL_CAP_REACHED',
  'VALIDATION_FAILED',
  // No address left to mail (an anonymised applicant), or the candidate is gone (pools).
  'NOT_FOUND',
] as const;

export const bulkApplicationsAnswerSchema = z
  .object({
    done: z.array(z.uuid()),
    failed: z.array(z.object({ id: z.uuid(), code: z.enum(bulkFailureCodes) })),
  })
  .meta({ id: 'BulkApplicationsAnswer' });
export type BulkApplicationsAnswer = z.infer<typeof bulkApplicationsAnswerSchema>;

/** GET /api/company/jobs/{id}/applicant-ids?stage= (a blank stage: every stage). */
export const applicantIdsQuerySchema = z.object({
  stage: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().regex(stageKeyPattern, 'jobs.stageInvalid').optional(),
  ),
});

/** GET /api/company/jobs/{id}/applicant-ids. */
export const applicantIdsSchema = z
  .object({ ids: z.array(z.uuid()) })
  .meta({ id: 'JobApplicantIds' });
export type ApplicantIds = z.infer<typeof applicantIdsSchema>;
