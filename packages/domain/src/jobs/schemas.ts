// Decision 100 (issue 12): job postings, applications and the applicant pipeline. One schema per
// payload for the web forms, the server's request validation and the OpenAPI document. Messages
// are keys of ./messages.ts (and of checklists/messages.ts for the checklist items).
import { noBidiControls } from '../controlCharacters';
import { z } from 'zod';
import { userApplicationOfferSchema } from '../offers/schemas';
import { cursorAnswerFields, cursorParamSchema } from '../cursorPaging';
import { checklistKinds, checklistSizes } from '../checklists/items';
import { leadershipProfileSchema } from '../checklists/schemas';
import { limits } from '../limits';
import { linkEmailSchema } from '../links/schemas';
import { applicantInterviewsSchema } from '../interviews/schemas';
import { isiFlagsSchema } from '../isi/types';
import { actorSchema, memberSchema } from '../members/schemas';
import { employmentTypes, isCurrencyCode, salaryLimits, salaryPeriods } from './reach';
import { guestVias } from './applicantName';
import {
  knockoutActions,
  postingScreeningQuestionSchema,
  screeningAnswerSchema,
  screeningQuestionsSchema,
} from './screening';
import { countryList, hlOfEdu, professionalFields, yearsOfExp } from '../profile/enums';
import { nextInterviewSchema } from '../seeker/applications';
import { applicationSources, eventReasonSchema, stageSchema } from '../process/schemas';
import { defaultStageKeys, stageKeyPattern, type StageKey } from '../process/stages';
import { outcomes, postingStatuses, workplaces } from '../plain/jobs';
import { postingApprovalSchema } from './approval';

export {
  outcomes,
  postingStatuses,
  workplaces,
  type Outcome,
  type PostingStatus,
  type Workplace,
} from '../plain/jobs';

/**
 * Decision 130: a stage is a key of its posting's list (process/stages.ts). These aliases keep
 * the web app's board compiling until it reads the posting's list: `stages` are the six default
 * keys only, and a `Stage` is any key.
 * @deprecated use defaultStageKeys / StageKey and the posting's `stages`.
 */
export const stages = defaultStageKeys;
/** @deprecated use StageKey. */
export type Stage = StageKey;

/** A stage key in a request (a key of the posting's list; the server checks the list). */
const stageKeyParam = (message: string) =>
  z.string({ error: message }).regex(stageKeyPattern, message);

export const requirementKinds = [...checklistKinds, 'card'] as const;
export type RequirementKind = (typeof requirementKinds)[number];

export const postingLimits = {
  titleMax: 120,
  descriptionMax: 5000,
  cityMax: 100,
  noteMax: 2000,
  queryMax: 100,
  /** Issue 37: how many people one posting may hire (decision 268). */
  openingsMax: 1000,
} as const;

const countryCodes = new Set(countryList.map((c) => c.code));
/** An ISO 3166-1 alpha-2 code of the profile's country list ('EG', 'SA' ...). */
export function isCountryCode(value: string): boolean {
  return countryCodes.has(value);
}

/** Empty query values ('' from a form or URL) count as "not filled". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(100_000).default(1),
);
const pageSizeParam = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(1).max(limits.pageSizeMax).default(limits.pageSizeDefault),
);
const pagingParams = { page: pageParam, pageSize: pageSizeParam };

const optionalFilter = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

// ---------------------------------------------------------------------------------------------
// Requirement source and posting input

/** Ticked items of a checklist: 1..10, each once, each on that checklist. */
export const checklistRequirementSchema = z
  .object({
    kind: z.enum(checklistKinds),
    items: z
      .array(
        z
          .number('checklists.itemUnknown')
          .int('checklists.itemUnknown')
          .min(0, 'checklists.itemUnknown'),
        'checklists.itemsRequired',
      )
      .min(1, 'checklists.itemsRequired')
      .max(limits.checklistMaxChoices, 'checklists.tooManyChoices'),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.items).size !== value.items.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'checklists.itemRepeated' });
    }
    if (value.items.some((i) => i >= checklistSizes[value.kind])) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'checklists.itemUnknown' });
    }
  });

/** One of the company's own description cards. */
export const cardRequirementSchema = z.object({
  kind: z.literal('card'),
  cardId: z.uuid('jobs.cardRequired'),
});

/**
 * Where the requirement profile comes from. The server turns it into the stored
 * `requirementProfile` with scoreChecklist; a client never sends a profile.
 */
export const requirementSourceSchema = z
  .discriminatedUnion('kind', [checklistRequirementSchema, cardRequirementSchema], {
    error: 'jobs.requirementRequired',
  })
  .meta({ id: 'JobRequirementSource' });
export type RequirementSource = z.infer<typeof requirementSourceSchema>;

const salaryAmount = (required: string) =>
  z
    .number({ error: required })
    .positive('jobs.salaryInvalid')
    .max(salaryLimits.max, 'jobs.salaryInvalid')
    .refine((n) => Math.round(n * 100) === n * 100, 'jobs.salaryInvalid');

/**
 * Issue 25 (decision 126): an optional salary range. `max` may be left out (a single figure);
 * `visible: false` keeps it for the company and out of the board, the job page and the feeds.
 */
export const salaryInputSchema = z
  .object({
    min: salaryAmount('jobs.salaryMinRequired'),
    max: salaryAmount('jobs.salaryInvalid').nullish(),
    currency: z
      .string({ error: 'jobs.currencyInvalid' })
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, 'jobs.currencyInvalid'),
    period: z.enum(salaryPeriods, { error: 'jobs.salaryPeriodRequired' }),
    visible: z.boolean({ error: 'jobs.salaryVisibleInvalid' }).default(true),
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value.min === 'number' && typeof value.max === 'number' && value.max < value.min) {
        ctx.addIssue({ code: 'custom', path: ['max'], message: 'jobs.salaryMaxBelowMin' });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type SalaryInput = z.input<typeof salaryInputSchema>;

/** POST /api/company/jobs and PUT /api/company/jobs/{id}. */
export const postingInputSchema = z
  .object({
    title: z
      .string({ error: 'jobs.titleRequired' })
      .trim()
      .min(1, 'jobs.titleRequired')
      .max(postingLimits.titleMax, 'jobs.titleTooLong')
      .refine(...noBidiControls),
    description: z
      .string({ error: 'jobs.descriptionRequired' })
      .trim()
      .min(1, 'jobs.descriptionRequired')
      .max(postingLimits.descriptionMax, 'jobs.descriptionTooLong'),
    workplace: z.enum(workplaces, { error: 'jobs.workplaceRequired' }),
    /** ISO 3166-1 alpha-2; required unless the workplace is remote. */
    country: z
      .string({ error: 'jobs.countryInvalid' })
      .trim()
      .max(2, 'jobs.countryInvalid')
      .default(''),
    city: z
      .string({ error: 'jobs.cityTooLong' })
      .trim()
      .max(postingLimits.cityMax, 'jobs.cityTooLong')
      .default(''),
    field: z.enum(professionalFields.values, { error: 'jobs.fieldRequired' }),
    minEducation: z.enum(hlOfEdu.values, { error: 'jobs.educationInvalid' }).nullish(),
    minExperience: z.enum(yearsOfExp.values, { error: 'jobs.experienceInvalid' }).nullish(),
    requirement: requirementSourceSchema,
    /** Issue 25: full time unless said otherwise (postings made before it were). */
    employmentType: z
      .enum(employmentTypes, { error: 'jobs.employmentTypeInvalid' })
      .default('fullTime'),
    salary: salaryInputSchema.nullish(),
    /**
     * Issue 37 (decision 268): how many people the posting hires (1 when made without it; left
     * out on an update, kept). Hiring the last of them offers to close the posting.
     */
    openings: z
      .number({ error: 'jobs.openingsInvalid' })
      .int('jobs.openingsInvalid')
      .min(1, 'jobs.openingsInvalid')
      .max(postingLimits.openingsMax, 'jobs.openingsInvalid')
      .optional(),
    /**
     * ISO 8601 with an offset; after it the posting closes by itself. Must lie in the future
     * when the posting is saved (a posting whose deadline passed is given a new one to reopen).
     */
    applicationDeadline: z.iso.datetime({ offset: true, error: 'jobs.deadlineInvalid' }).nullish(),
    /**
     * Decision 130: the stage template the posting copies its stages from ('default': the six
     * defaults). Left out on an update, the posting keeps its stages (they change through
     * setJobStages).
     */
    stageTemplateId: z
      .union([z.literal('default'), z.uuid()], { error: 'process.templateUnknown' })
      .optional(),
    /**
     * Decision 130: screening questions asked at apply (left out: kept as they are), what a
     * knock-out answer does, and the reason a `reject` gives.
     */
    screeningQuestions: screeningQuestionsSchema.optional(),
    knockoutAction: z.enum(knockoutActions).optional(),
    knockoutReasonId: z.uuid({ error: 'screening.reasonRequired' }).nullish(),
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      if (value.knockoutAction === 'reject' && value.knockoutReasonId === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['knockoutReasonId'],
          message: 'screening.reasonRequired',
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      if (
        typeof value.applicationDeadline === 'string' &&
        Date.parse(value.applicationDeadline) <= Date.now()
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['applicationDeadline'],
          message: 'jobs.deadlinePast',
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed, so a form shows every message at once; the country
      // field itself must have parsed.
      if (typeof value !== 'object' || value === null || typeof value.country !== 'string') return;
      if (value.country === '') {
        if (value.workplace !== 'remote') {
          ctx.addIssue({ code: 'custom', path: ['country'], message: 'jobs.countryRequired' });
        }
      } else if (!isCountryCode(value.country)) {
        ctx.addIssue({ code: 'custom', path: ['country'], message: 'jobs.countryInvalid' });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
// No component id: with its defaults and trimming, the request type differs from the parsed type
// (as descriptionCardInputSchema).
export type PostingInput = z.input<typeof postingInputSchema>;
export type PostingData = z.output<typeof postingInputSchema>;

/** PATCH /api/company/jobs/{id}/status. */
export const postingStatusBodySchema = z
  .object({ status: z.enum(postingStatuses, { error: 'jobs.statusInvalid' }) })
  .meta({ id: 'JobPostingStatusBody' });
export type PostingStatusBody = z.infer<typeof postingStatusBodySchema>;

// ---------------------------------------------------------------------------------------------
// Posting answers

const int = () => z.number().int().min(0);

/** Applicants per stage key of the posting's list (every key of the list, 0 when empty). */
export const countsByStageSchema = z.record(z.string(), int()).meta({ id: 'JobCountsByStage' });
export type CountsByStage = z.infer<typeof countsByStageSchema>;

export const postingSchema = z
  .object({
    _id: z.uuid(),
    companyId: z.uuid(),
    companyName: z.string(),
    /** Address of the company picture (GET /api/files/{key}), or null. */
    companyPic: z.string().nullable(),
    status: z.enum(postingStatuses),
    title: z.string(),
    description: z.string(),
    workplace: z.enum(workplaces),
    /** ISO 3166-1 alpha-2, '' for a remote posting without a country. */
    country: z.string(),
    city: z.string(),
    field: z.string(),
    minEducation: z.string().nullable(),
    minExperience: z.string().nullable(),
    requirementSource: requirementSourceSchema,
    requirementProfile: leadershipProfileSchema,
    employmentType: z.enum(employmentTypes),
    /** null when none was given, or (for anyone but the company) when it is not shown. */
    salary: z
      .object({
        min: z.number(),
        max: z.number().nullable(),
        currency: z.string(),
        period: z.enum(salaryPeriods),
        visible: z.boolean(),
      })
      .nullable(),
    applicationDeadline: z.iso.datetime().nullable(),
    /** Issue 37: how many people the posting hires (decision 268). */
    openings: z.number().int().min(1),
    createdAt: z.iso.datetime(),
    publishedAt: z.iso.datetime().nullable(),
    closedAt: z.iso.datetime().nullable(),
    /** Only for the owning company. */
    applicantCount: int().optional(),
    /** Only for the owning company. */
    countsByStage: countsByStageSchema.optional(),
    /** Only for the owning company: the hiring team (decisions.md 11), by name. */
    team: z.array(memberSchema).optional(),
    /** Only for the owning company: the member who created the posting (null before members). */
    by: actorSchema.optional(),
    /** Only for the owning company: the posting's stages, in order (decision 130). */
    stages: z.array(stageSchema).optional(),
    /**
     * Decision 130: the questions asked at apply (on one posting's answer, not in lists); their
     * knock-out rules, the action and its reason only for the owning company.
     */
    screeningQuestions: z.array(postingScreeningQuestionSchema).optional(),
    knockoutAction: z.enum(knockoutActions).optional(),
    knockoutReasonId: z.uuid().nullable().optional(),
    /**
     * Only for the owning company (decision 271): the posting's latest publish request with its
     * chain, null when none was made.
     */
    approval: postingApprovalSchema.nullable().optional(),
  })
  .meta({ id: 'JobPosting' });
export type Posting = z.infer<typeof postingSchema>;

export const postingPageSchema = z
  .object({
    postings: z.array(postingSchema),
    total: int(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    ...cursorAnswerFields,
  })
  .meta({ id: 'JobPostingPage' });
export type PostingPage = z.infer<typeof postingPageSchema>;

// ---------------------------------------------------------------------------------------------
// List queries and parameters

export const idParamsSchema = z.object({ id: z.uuid() });

/** GET /api/company/jobs: the company's own postings, newest first. */
export const companyPostingsQuerySchema = z.object({
  status: optionalFilter(postingStatuses, 'jobs.statusInvalid'),
  ...pagingParams,
  // Decision 235 (issue 42): cursor paging for integrations, oldest first.
  cursor: cursorParamSchema,
});
export type CompanyPostingsQuery = z.infer<typeof companyPostingsQuerySchema>;

/**
 * GET /api/jobs: published postings, newest first. `q` matches every word against title,
 * description and company name; `minEducation` keeps postings that ask for at most that level
 * (or for none), i.e. the postings a holder of that level qualifies for.
 */
export const jobBoardQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(postingLimits.queryMax, 'jobs.queryTooLong').optional(),
  ),
  field: optionalFilter(professionalFields.values, 'jobs.fieldRequired'),
  workplace: optionalFilter(workplaces, 'jobs.workplaceRequired'),
  country: z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isCountryCode, 'jobs.countryInvalid').optional(),
  ),
  minEducation: optionalFilter(hlOfEdu.values, 'jobs.educationInvalid'),
  employmentType: optionalFilter(employmentTypes, 'jobs.employmentTypeInvalid'),
  /** 'true': only postings that show a salary; 'false' (or left out): all of them. */
  hasSalary: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: 'jobs.hasSalaryInvalid' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  ),
  ...pagingParams,
});
export type JobBoardQuery = z.infer<typeof jobBoardQuerySchema>;

/** GET /api/company/jobs/{id}/applicants. */
export const applicantsQuerySchema = z.object({
  stage: z.preprocess(blankToUndefined, stageKeyParam('jobs.stageInvalid').optional()),
  /**
   * Issue 40: the ranked list (no stage) leaves out the rejected applicants unless 'true'
   * (withdrawn applications leave the pipeline altogether). A board column shows its own stage.
   */
  rejected: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: 'error.VALIDATION_FAILED' })
      .optional()
      .transform((v) => v === 'true'),
  ),
  ...pagingParams,
  // Decision 235 (issue 42): cursor paging for integrations, by application time.
  cursor: cursorParamSchema,
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

/** GET /api/user/applications. */
export const userApplicationsQuerySchema = z.object({ ...pagingParams });
export type UserApplicationsQuery = z.infer<typeof userApplicationsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Applications as the user sees them

export const stageEventSchema = z
  .object({
    /** null for the first entry (the application itself). */
    from: z.string().nullable(),
    to: z.string(),
    at: z.iso.datetime(),
    /**
     * The stages' names (decision 130): the posting's list, else a default stage's; null for a
     * stage no list names any more (removed from the posting's list).
     */
    fromName: z.object({ en: z.string(), ar: z.string() }).nullable().optional(),
    toName: z.object({ en: z.string(), ar: z.string() }).nullable().optional(),
  })
  .meta({ id: 'JobStageEvent' });
export type StageEvent = z.infer<typeof stageEventSchema>;

export const userApplicationSchema = z
  .object({
    _id: z.uuid(),
    jobId: z.uuid(),
    title: z.string(),
    companyName: z.string(),
    companyPic: z.string().nullable(),
    /** The posting's status: a closed posting still shows the application. */
    jobStatus: z.enum(postingStatuses),
    stage: z.string(),
    /** The current stage's name in the posting's list (decision 130). */
    stageName: z.object({ en: z.string(), ar: z.string() }).optional(),
    appliedAt: z.iso.datetime(),
    stageChangedAt: z.iso.datetime(),
    /** The stage moves, oldest first (without who moved them or notes). */
    history: z.array(stageEventSchema),
    // Issue 46 (decisions.md 23): the next scheduled interview, and whether withdrawing can
    // still matter (false once hired or rejected; the server refuses it then).
    nextInterview: nextInterviewSchema.nullable().optional(),
    canWithdraw: z.boolean().optional(),
    /** Issue 41 (decisions.md 23): the offer once sent, with its link. */
    offer: userApplicationOfferSchema.nullable().optional(),
  })
  .meta({ id: 'UserApplication' });
export type UserApplication = z.infer<typeof userApplicationSchema>;

export const userApplicationPageSchema = z
  .object({
    applications: z.array(userApplicationSchema),
    total: int(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'UserApplicationPage' });
export type UserApplicationPage = z.infer<typeof userApplicationPageSchema>;

// ---------------------------------------------------------------------------------------------
// Applications as the company sees them (the pipeline)

const isiType = z.number().int().min(0).max(3).nullable();
const isiStyle = z.number().int().min(4).max(7).nullable();

export const userApplicantSchema = z.object({
  kind: z.literal('user'),
  userId: z.uuid(),
  name: z.string(),
  pic: z.string().nullable(),
  jobPosition: z.string(),
  yearsOfExp: z.string(),
  HLOfEdu: z.string(),
  iRes1: isiType,
  iRes2: isiStyle,
  /** Response quality of the result (decision 135); null without a checked result. */
  isiFlags: isiFlagsSchema.nullable(),
  /** Issue 37: the name as plain text (applicantDisplayName); the server always sends it. */
  displayName: z.string().nullable().optional(),
  /**
   * Issue 37 (decisions.md 16): a guest application the person confirmed from their account keeps
   * what the company saw: its way in (the guest form, a CV import), so that its guest details
   * (phone, consent, CVs) stay in the drawer, and its name while the profile has none. Null (or
   * absent) for an application made from the account.
   */
  via: z.enum(guestVias).nullable().optional(),
});
export const guestApplicantSchema = z.object({
  kind: z.literal('guest'),
  email: z.string(),
  iRes1: isiType,
  iRes2: isiStyle,
  isiFlags: isiFlagsSchema.nullable(),
  /**
   * Issue 37: the name the guest gave or their CV had (null without one), how they came in (an
   * invitation link, the guest form, a CV import: only a link's guest reads "Invited"), and the
   * name as plain text (applicantDisplayName). The server always sends them.
   */
  name: z.string().nullable().optional(),
  via: z.enum(guestVias).optional(),
  displayName: z.string().nullable().optional(),
});
export const applicantSchema = z
  .discriminatedUnion('kind', [userApplicantSchema, guestApplicantSchema])
  .meta({ id: 'JobApplicant' });
export type Applicant = z.infer<typeof applicantSchema>;

/** The predicted fit (decision 100): 0..100, or null without an ISI result; reasons translated. */
export const fitSchema = z
  .object({
    score: z.number().int().min(0).max(100).nullable(),
    /** The reasons: each part's contribution, what is not stated (not the failed must-haves). */
    reasons: z.array(z.string()),
    /** Issue 40: every must-have met (or not known to be unmet); the server always sends it. */
    passes: z.boolean().optional(),
    /** Issue 40: the failed must-haves (knock-outs first), shown apart; none: []. */
    mustHaves: z.array(z.string()).optional(),
  })
  .meta({ id: 'JobFit' });
export type Fit = z.infer<typeof fitSchema>;

/**
 * Issue 37 (decision 218): another application to the same posting that looks like the same
 * person: the same e-mail (an account's, a guest's, an invitation's; any case) or the same phone
 * (the last `duplicatePhoneDigits` digits of a guest's phone or an account's mobile).
 */
export const duplicateMatches = ['email', 'phone'] as const;
export type DuplicateMatch = (typeof duplicateMatches)[number];
export const duplicatePhoneDigits = 9;
export const possibleDuplicateSchema = z
  .object({ _id: z.uuid(), matchedOn: z.enum(duplicateMatches) })
  .meta({ id: 'PossibleDuplicate' });
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

export const companyApplicationSchema = z
  .object({
    _id: z.uuid(),
    jobId: z.uuid(),
    stage: z.string(),
    appliedAt: z.iso.datetime(),
    stageChangedAt: z.iso.datetime(),
    fit: fitSchema,
    applicant: applicantSchema,
    outcome: z.enum(outcomes).nullable(),
    outcomeAt: z.iso.datetime().nullable(),
    /** The member who recorded the outcome (null without one, or from before members). */
    outcomeBy: actorSchema,
    /** Place in the posting's ranking by fit (1 = best), over all its applicants. */
    rank: z.number().int().min(1),
    /** Snapshot taken on the move to hired; null before. */
    fitAtHire: z.number().int().min(0).max(100).nullable(),
    rankAtHire: z.number().int().min(1).nullable(),
    applicantsAtHire: z.number().int().min(1).nullable(),
    /** Where the application came from (decision 130); the server always sends both. */
    source: z.enum(applicationSources).optional(),
    /**
     * Issue 37: whether the person applied themselves (stageMailPolicy's appliedThemselves): the
     * web app offers a mail to anyone else only when ticked. The server always sends it.
     */
    applied: z.boolean().optional(),
    /** The link's utm_source, or null. */
    sourceDetail: z.string().nullable().optional(),
    /** Issue 37: possible duplicates on the same posting (none: []); the server always sends it. */
    duplicates: z.array(possibleDuplicateSchema).optional(),
  })
  .meta({ id: 'JobApplication' });
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;

/**
 * A pipeline card (listApplicants): the application and its interviews (decision 120). The
 * server always sends `interviews`; optional in the type so that cards the web app builds
 * from a single application (after a move) stay valid.
 */
export const pipelineApplicationSchema = companyApplicationSchema
  .extend({ interviews: applicantInterviewsSchema.optional() })
  .meta({ id: 'JobPipelineApplication' });
export type PipelineApplication = z.infer<typeof pipelineApplicationSchema>;

export const applicantPageSchema = z
  .object({
    applicants: z.array(pipelineApplicationSchema),
    total: int(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    ...cursorAnswerFields,
  })
  .meta({ id: 'JobApplicantPage' });
export type ApplicantPage = z.infer<typeof applicantPageSchema>;

export const noteSchema = z
  .object({
    _id: z.uuid(),
    text: z.string(),
    createdAt: z.iso.datetime(),
    /** The member who wrote it (null for notes from before members existed). */
    by: actorSchema,
  })
  .meta({ id: 'JobApplicationNote' });
export type Note = z.infer<typeof noteSchema>;

/**
 * A stage move as the company sees it: `by` is the member who moved it (decision 110), null for
 * the application itself and for moves from before members existed.
 */
export const companyStageEventSchema = stageEventSchema
  .extend({
    by: actorSchema,
    /** The reject reason of a move to a rejected stage (decision 130), else null. */
    reason: eventReasonSchema.nullable().optional(),
    /**
     * Issue 41: an offer entry (created, approved, rejected, sent, accepted, declined, withdrawn,
     * expired, approverReplaced), not a move: `from` and `to` are the stage it was at.
     */
    offer: z.object({ _id: z.uuid(), action: z.string() }).nullable().optional(),
  })
  .meta({ id: 'JobStageEventWithAuthor' });
export type CompanyStageEvent = z.infer<typeof companyStageEventSchema>;

/** GET /api/company/applications/{id}. */
/**
 * Issue 37 (decision 218): an application merged into this one: who it was (its display name and
 * way in), when and by whom; undoing it (undoApplicationMerge) brings it back as it was.
 */
export const applicationMergeSchema = z
  .object({
    _id: z.uuid(),
    mergedId: z.uuid(),
    name: z.string().nullable(),
    via: z.enum(guestVias).nullable(),
    matchedOn: z.enum(duplicateMatches).nullable(),
    at: z.iso.datetime(),
    by: actorSchema,
  })
  .meta({ id: 'ApplicationMerge' });
export type ApplicationMerge = z.infer<typeof applicationMergeSchema>;

/** mergeApplications: the other application of the posting to fold into this one. */
export const mergeApplicationsBodySchema = z
  .object({ duplicateId: z.uuid({ error: 'jobs.mergeOther' }) })
  .meta({ id: 'MergeApplicationsBody' });
export type MergeApplicationsBody = z.infer<typeof mergeApplicationsBodySchema>;

export const mergeParamsSchema = z.object({ id: z.uuid(), mergeId: z.uuid() });

export const applicationDetailSchema = companyApplicationSchema
  .extend({
    jobTitle: z.string(),
    /** Issue 37: the applications merged into this one, newest first (none: []). */
    merges: z.array(applicationMergeSchema).optional(),
    /**
     * Issue 37 (decision 270): the same person's applications to the company's other postings
     * (the same account, e-mail or phone), newest first, at most 20; only postings the reader
     * may see (a hiring manager: their teams'; an interviewer: none).
     */
    otherApplications: z
      .array(
        z.object({
          _id: z.uuid(),
          jobId: z.uuid(),
          jobTitle: z.string(),
          stage: z.string(),
          stageName: z.object({ en: z.string(), ar: z.string() }),
          appliedAt: z.iso.datetime(),
          matchedOn: z.enum(['account', 'email', 'phone']),
        }),
      )
      .optional(),
    notes: z.array(noteSchema),
    history: z.array(companyStageEventSchema),
    /** Decision 130: the screening answers, with the questions as asked, and the knock-out flag. */
    screening: z.array(screeningAnswerSchema).optional(),
    knockedOut: z.boolean().optional(),
  })
  .meta({ id: 'JobApplicationDetail' });

export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** PATCH /api/company/applications/{id}/stage. */
export const stageMoveBodySchema = z.object({
  stage: stageKeyParam('jobs.stageInvalid'),
  /** Required for a move to a stage of kind rejected (decision 130). */
  reasonId: z.uuid('process.reasonRequired').optional(),
  /**
   * Issue 23 (decision 147): the applicant hears of the move unless the sender turns it off for
   * this move; the web app's checkbox starts ticked to match.
   */
  notify: z.boolean({ error: 'jobs.notifyInvalid' }).default(true),
  /**
   * Issue 37: someone who did not apply (an imported CV, a sourced person) gets the mail only
   * when the sender ticks this for this move.
   */
  notifyNotApplied: z.boolean({ error: 'jobs.notifyInvalid' }).default(false),
});
export type StageMoveBody = z.input<typeof stageMoveBodySchema>;

/** POST /api/company/applications/{id}/notes. */
export const noteBodySchema = z.object({
  text: z
    .string({ error: 'jobs.noteRequired' })
    .trim()
    .min(1, 'jobs.noteRequired')
    .max(postingLimits.noteMax, 'jobs.noteTooLong'),
});
export type NoteBody = z.input<typeof noteBodySchema>;

/** PUT /api/company/applications/{id}/outcome (stage hired only). */
export const outcomeBodySchema = z
  .object({ outcome: z.enum(outcomes, { error: 'jobs.outcomeInvalid' }) })
  .meta({ id: 'JobOutcomeBody' });
export type OutcomeBody = z.infer<typeof outcomeBodySchema>;

/** GET /api/company/accuracy and GET /api/public/accuracy. */
export const accuracySchema = z
  .object({
    /** 0..100, null below the minimum sample (30, decision 135). */
    accuracy: z.number().int().min(0).max(100).nullable(),
    sampleSize: int(),
    correct: int(),
    /** The 95% Wilson interval in percent (one decimal); null with no outcome yet. */
    interval: z
      .object({ low: z.number().min(0).max(100), high: z.number().min(0).max(100) })
      .nullable(),
    minimumSample: z.number().int().min(1),
  })
  .meta({ id: 'MeasuredAccuracy' });
export type Accuracy = z.infer<typeof accuracySchema>;

/** getCompanyAccuracy: the ranking's figure and the interviewers' recommendations' (decision 120). */
export const companyAccuracySchema = accuracySchema
  .extend({ recommendations: accuracySchema })
  .meta({ id: 'CompanyMeasuredAccuracy' });
export type CompanyAccuracy = z.infer<typeof companyAccuracySchema>;

/** POST /api/company/jobs/{id}/invite. */
export const inviteBodySchema = z.object({ email: linkEmailSchema });
export type InviteBody = z.input<typeof inviteBodySchema>;

export const inviteAnswerSchema = z.object({ url: z.string() }).meta({ id: 'JobInviteAnswer' });
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;
