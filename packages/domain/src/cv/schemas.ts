// Issue 25, decisions 141 and 142: applying without an account, CV parsing and a recruiter's CV
// import. One schema per payload for the web forms, the server's validation and the OpenAPI
// document; messages are keys of ./messages.ts.
import { noBidiControls } from '../controlCharacters';
import { isValidPhoneNumber, parsePhoneNumberFromString } from '#phone-library';
import { z } from 'zod';
import { fairnessSurveySchema } from '../fairness/survey';
import { emailSchema } from '../accounts/schemas';
import { screeningAnswersInputSchema } from '../jobs/screening';
import { languages } from '../language';
import { cvLimits } from '../plain/cv';

export { cvLimits, guestPrivacyNoticeVersion } from '../plain/cv';

export const cvKinds = ['pdf', 'docx'] as const;
export type CvKindName = (typeof cvKinds)[number];
export const cvLanguages = ['en', 'ar', 'unknown'] as const;
export type CvLanguage = (typeof cvLanguages)[number];

/**
 * Why a file gave no fields. `unsupported` and `macros` are refused at upload (415) for a guest;
 * in an import they fail the file (kept). The others still make an applicant with the file.
 */
export const cvReasons = [
  'unsupported',
  'macros',
  'tooLarge',
  'encrypted',
  'tooManyPages',
  'unreadable',
  'noText',
  'unknownLanguage',
] as const;
export type CvReason = (typeof cvReasons)[number];

export const cvExperienceSchema = z.object({
  title: z.string(),
  organisation: z.string().optional(),
  period: z.string().optional(),
});

/** What the parser proposes; the applicant or the recruiter checks it. */
export const cvFieldsSchema = z
  .object({
    name: z.string().optional(),
    email: z.string().optional(),
    /** E.164. */
    phone: z.string().optional(),
    skills: z.array(z.string()).optional(),
    education: z.array(z.string()).optional(),
    experience: z.array(cvExperienceSchema).optional(),
    /**
     * The fields the CV was read for and does not give (issue 37): left empty for the applicant
     * or the recruiter, with the reason shown (`cv.missing.<field>`), never guessed from the
     * file's name. Absent when the file gave no fields at all (then `reason` says why).
     */
    missing: z.array(z.enum(['name', 'email', 'phone'])).optional(),
  })
  .meta({ id: 'CvFields' });
export type CvFields = z.infer<typeof cvFieldsSchema>;

export const cvParseStatuses = ['queued', 'done', 'failed'] as const;

// ---------------------------------------------------------------------------------------------
// Applying without an account

/** An international phone number, answered as E.164. */
export const guestPhoneSchema = z
  .string({ error: 'cv.phoneRequired' })
  .trim()
  .min(1, 'cv.phoneRequired')
  .max(30, 'cv.phoneInvalid')
  .refine((v) => isValidPhoneNumber(v), 'cv.phoneInvalid')
  .transform((v) => parsePhoneNumberFromString(v)?.number ?? v);

export const guestNameSchema = z
  .string({ error: 'cv.nameRequired' })
  .trim()
  .min(cvLimits.nameMin, 'cv.nameRequired')
  .max(cvLimits.nameMax, 'cv.nameTooLong')
  .refine(...noBidiControls);

export const jobIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/jobs/{id}/guest-cv answers the upload's id; the parse runs on the queue. */
export const guestCvUploadAnswerSchema = z
  .object({ cvId: z.uuid(), kind: z.enum(cvKinds), fileName: z.string(), size: z.number() })
  .meta({ id: 'GuestCvUpload' });

/** GET /api/guest-cvs/{id}: the parse's state and, once done, the proposals. */
export const guestCvParseSchema = z
  .object({
    cvId: z.uuid(),
    status: z.enum(cvParseStatuses),
    reason: z.enum(cvReasons).nullable(),
    language: z.enum(cvLanguages).nullable(),
    fields: cvFieldsSchema,
  })
  .meta({ id: 'GuestCvParse' });
export type GuestCvParse = z.infer<typeof guestCvParseSchema>;

/** POST /api/jobs/{id}/guest-applications. */
export const guestApplicationBodySchema = z
  .object({
    name: guestNameSchema,
    email: emailSchema,
    phone: guestPhoneSchema,
    cvId: z.uuid({ error: 'cv.cvRequired' }),
    /**
     * The posting's screening answers (decisions 130, 133), the same shape as a job seeker's:
     * checked on the server against the posting's questions (400 at `answers.<questionId>`).
     */
    answers: screeningAnswersInputSchema.optional(),
    /** Issue 40 (decisions.md 21): the voluntary survey, stored apart from the application. */
    survey: fairnessSurveySchema.optional(),
    /** The applicant agreed to the company's privacy notice of this version. */
    consent: z.literal(true, { error: 'cv.consentRequired' }),
    consentVersion: z.string().max(20),
    lang: z.enum(languages).default('en'),
  })
  .meta({ id: 'GuestApplicationBody' });
export type GuestApplicationBody = z.input<typeof guestApplicationBodySchema>;

export const guestApplicationAnswerSchema = z
  .object({ applicationId: z.uuid(), email: z.string() })
  .meta({ id: 'GuestApplicationCreated' });

/** What the applicant sees of their stage: no company's internal stage names. */
export const guestStatuses = ['received', 'inReview', 'hired', 'notSelected'] as const;
export type GuestStatus = (typeof guestStatuses)[number];

export const followTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/),
});

/** GET /api/guest-applications/{token}. */
export const guestApplicationViewSchema = z
  .object({
    applicationId: z.uuid(),
    jobId: z.uuid(),
    title: z.string(),
    companyName: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(guestStatuses),
    appliedAt: z.iso.datetime(),
    /** The application now belongs to an account (signed up and verified with this e-mail). */
    claimed: z.boolean(),
  })
  .meta({ id: 'GuestApplicationView' });
export type GuestApplicationView = z.infer<typeof guestApplicationViewSchema>;

/**
 * An application's stage as the applicant sees it, by the kind of the stage in the posting's list
 * (decision 130: a company names and keys its own stages; the server passes the list, or the
 * defaults): its first stage is `received`, a hired-kind stage `hired`, a rejected-kind stage
 * `notSelected`, any other `inReview`. Without a list (or a key not in it), the default keys.
 * The list is a parameter, so this module (loaded by the guest form) needs no stage texts.
 */
export function guestStatusOf(
  stage: string,
  stages?: readonly { key: string; kind: string }[] | null,
): GuestStatus {
  const found = stages?.find((s) => s.key === stage);
  if (!found) {
    if (stage === 'applied') return 'received';
    if (stage === 'hired') return 'hired';
    if (stage === 'rejected') return 'notSelected';
    return 'inReview';
  }
  if (found.kind === 'hired') return 'hired';
  if (found.kind === 'rejected') return 'notSelected';
  if (found.key === stages?.[0]?.key) return 'received';
  return 'inReview';
}

// ---------------------------------------------------------------------------------------------
// CV files of an application (the company's view)

export const applicationIdParamsSchema = z.object({ id: z.uuid() });
export const applicationCvParamsSchema = z.object({ id: z.uuid(), cvId: z.uuid() });

export const applicantCvSchema = z
  .object({
    _id: z.uuid(),
    fileName: z.string(),
    kind: z.enum(cvKinds),
    size: z.number(),
    via: z.enum(['apply', 'import', 'merge']),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ApplicantCv' });

/** GET /api/company/applications/{id}/guest: a guest applicant's details and CV files. */
export const guestApplicantDetailsSchema = z
  .object({
    applicationId: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    lang: z.enum(languages),
    via: z.enum(['apply', 'import']),
    consentAt: z.iso.datetime().nullable(),
    consentVersion: z.string().nullable(),
    claimed: z.boolean(),
    fields: cvFieldsSchema,
    cvs: z.array(applicantCvSchema),
  })
  .meta({ id: 'GuestApplicantDetails' });
export type GuestApplicantDetails = z.infer<typeof guestApplicantDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// A recruiter's CV import

export const cvImportItemStatuses = [
  'queued',
  'done',
  'failed',
  'duplicate',
  'merged',
  'dismissed',
] as const;

export const cvImportItemSchema = z
  .object({
    _id: z.uuid(),
    position: z.number().int(),
    fileName: z.string(),
    kind: z.enum(cvKinds).nullable(),
    size: z.number(),
    status: z.enum(cvImportItemStatuses),
    reason: z.enum(cvReasons).nullable(),
    language: z.enum(cvLanguages).nullable(),
    fields: cvFieldsSchema,
    applicationId: z.uuid().nullable(),
    /**
     * The file is still stored (downloadable). False for a file over the size limit (never
     * kept) and once retention removed it (decision 144).
     */
    fileKept: z.boolean(),
    /** For a duplicate: the applicant it matches, and on what. */
    duplicateOf: z
      .object({
        applicationId: z.uuid(),
        name: z.string(),
        email: z.string().nullable(),
        matchedOn: z.enum(['email', 'phone']),
      })
      .nullable(),
  })
  .meta({ id: 'CvImportItem' });
export type CvImportItem = z.infer<typeof cvImportItemSchema>;

export const cvImportSchema = z
  .object({
    _id: z.uuid(),
    jobId: z.uuid(),
    createdAt: z.iso.datetime(),
    total: z.number().int(),
    /** Files still waiting for the queue. */
    queued: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    duplicates: z.number().int(),
    items: z.array(cvImportItemSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'CvImport' });
export type CvImport = z.infer<typeof cvImportSchema>;

export const cvImportParamsSchema = z.object({ id: z.uuid() });
export const cvImportItemParamsSchema = z.object({ id: z.uuid(), itemId: z.uuid() });
export const cvImportQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(cvLimits.importMaxFiles)
    .default(cvLimits.importMaxFiles),
  /** Only the files in this state (e.g. `failed`); the counts stay the import's. */
  status: z.enum(cvImportItemStatuses).optional(),
});

/** One earlier import of a posting, as listCvImports answers it (decision 144). */
export const cvImportSummarySchema = z
  .object({
    _id: z.uuid(),
    jobId: z.uuid(),
    createdAt: z.iso.datetime(),
    /** The member who imported; null once they left the company. */
    by: z.object({ _id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    files: z.number().int(),
    /** Files that became a new applicant. */
    created: z.number().int(),
    /** Duplicates the recruiter merged into an existing applicant. */
    merged: z.number().int(),
    failed: z.number().int(),
    /** Duplicates waiting for the recruiter's call. */
    duplicates: z.number().int(),
    dismissed: z.number().int(),
    queued: z.number().int(),
  })
  .meta({ id: 'CvImportSummary' });
export type CvImportSummary = z.infer<typeof cvImportSummarySchema>;

export const cvImportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /api/company/jobs/{id}/cv-imports: a posting's imports, newest first. */
export const cvImportListSchema = z
  .object({
    imports: z.array(cvImportSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'CvImportList' });
export type CvImportList = z.infer<typeof cvImportListSchema>;

/** POST .../items/{itemId}/resolve: the recruiter's call on a duplicate. */
export const resolveDuplicateBodySchema = z
  .object({ action: z.enum(['merge', 'dismiss'], { error: 'cv.resolveInvalid' }) })
  .meta({ id: 'CvImportResolveBody' });
