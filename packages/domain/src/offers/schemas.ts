// decisions.md 20 (issue 41): offers, their approval chain and the candidate's signature. One
// schema, three uses: web forms, server routes, the OpenAPI document. Messages are keys of
// ./messages.ts. Whether a start date or an expiry lies in the past is the server's to say (its
// clock): the service answers 400 with the field, as a schema would.
import { z } from 'zod';
import { isCurrencyCode, salaryPeriods, type SalaryPeriod } from '../jobs/reach';

export const offerLimits = {
  /** Up to a hundred billion: no salary in any currency is larger, and numeric(16,2) holds it. */
  amountMax: 100_000_000_000,
  approversMax: 10,
  bodyMax: 20_000,
  reasonMax: 1000,
  fullNameMax: 200,
  /** An offer's link stays open at most this long (its expiry). */
  expiresMaxDays: 365,
} as const;

export const offerStatuses = [
  'draft',
  'pendingApproval',
  'approved',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Statuses an offer leaves no more. */
export const closedOfferStatuses = ['accepted', 'declined', 'withdrawn', 'expired'] as const;
export const isOfferClosed = (status: OfferStatus) =>
  (closedOfferStatuses as readonly string[]).includes(status);

// The posting's salary periods and currencies (jobs/reach.ts): one list for both.
export { salaryPeriods, type SalaryPeriod };

export const approvalDecisions = ['approved', 'rejected'] as const;

export const salarySchema = z
  .object({
    amount: z
      .number({ error: 'offers.amountPositive' })
      .positive('offers.amountPositive')
      .max(offerLimits.amountMax, 'offers.amountTooLarge')
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'offers.amountCents'),
    currency: z
      .string({ error: 'offers.currencyUnknown' })
      .regex(/^[A-Z]{3}$/, 'offers.currencyUnknown')
      .refine(isCurrencyCode, 'offers.currencyUnknown'),
    period: z.enum(salaryPeriods, { error: 'offers.periodInvalid' }),
  })
  .meta({ id: 'OfferSalary' });
export type Salary = z.infer<typeof salarySchema>;

/** A calendar day, YYYY-MM-DD. */
export const daySchema = z.iso.date({ error: 'offers.startDateInvalid' });

const approverIdsSchema = z
  .array(z.uuid({ error: 'offers.approverUnknown' }), { error: 'offers.approversRequired' })
  .max(offerLimits.approversMax, 'offers.approversTooMany')
  .refine((ids) => new Set(ids).size === ids.length, 'offers.approverRepeated');

/** POST /api/company/applications/{id}/offers (createOffer). */
export const createOfferBodySchema = z
  .object({
    salary: salarySchema,
    startDate: daySchema,
    expiresAt: z.iso.datetime({ offset: true, error: 'offers.expiresAtInvalid' }),
    /** The letter; without it, the company's template in the applicant's language. */
    body: z
      .string({ error: 'offers.bodyTooLong' })
      .max(offerLimits.bodyMax, 'offers.bodyTooLong')
      .optional(),
    /** Members who approve in this order; none: the offer is approved at once. */
    approverIds: approverIdsSchema,
  })
  .meta({ id: 'CreateOfferBody' });
export type CreateOfferBody = z.infer<typeof createOfferBodySchema>;

export const rejectOfferBodySchema = z
  .object({
    reason: z
      .string({ error: 'offers.reasonRequired' })
      .trim()
      .min(1, 'offers.reasonRequired')
      .max(offerLimits.reasonMax, 'offers.reasonTooLong'),
  })
  .meta({ id: 'RejectOfferBody' });

export const replaceApproverBodySchema = z
  .object({
    approverId: z.uuid({ error: 'offers.approverUnknown' }),
    newApproverId: z.uuid({ error: 'offers.approverUnknown' }),
  })
  .meta({ id: 'ReplaceOfferApproverBody' });

export const offerCodeParamsSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/, 'offers.codeInvalid'),
});

/** POST /api/offers/{code}/accept (acceptOffer): a simple electronic signature. */
export const acceptOfferBodySchema = z
  .object({
    fullName: z
      .string({ error: 'offers.fullNameRequired' })
      .trim()
      .min(2, 'offers.fullNameRequired')
      .max(offerLimits.fullNameMax, 'offers.fullNameTooLong'),
    agree: z.literal(true, { error: 'offers.agreeRequired' }),
  })
  .meta({ id: 'AcceptOfferBody' });

export const declineOfferBodySchema = z
  .object({
    reason: z
      .string({ error: 'offers.reasonTooLong' })
      .trim()
      .max(offerLimits.reasonMax, 'offers.reasonTooLong')
      .optional(),
  })
  .meta({ id: 'DeclineOfferBody' });

const personSchema = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });

export const offerApprovalSchema = z
  .object({
    position: z.number().int(),
    approver: personSchema.extend({
      /** The member left the company: the owner replaces them (replaceOfferApprover). */
      removed: z.boolean(),
    }),
    decision: z.enum(approvalDecisions).nullable(),
    reason: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    /** The approver whose turn it is. */
    current: z.boolean(),
  })
  .meta({ id: 'OfferApproval' });

/** An offer as the company sees it; `salary` is null for a member who may not see figures. */
export const companyOfferSchema = z
  .object({
    _id: z.uuid(),
    applicationId: z.uuid(),
    jobId: z.uuid(),
    status: z.enum(offerStatuses),
    salary: salarySchema.nullable(),
    startDate: z.string(),
    expiresAt: z.iso.datetime(),
    letter: z.string().nullable(),
    lang: z.enum(['en', 'ar']),
    approvals: z.array(offerApprovalSchema),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    answeredAt: z.iso.datetime().nullable(),
    declineReason: z.string().nullable(),
    /** The candidate's page, once sent (recruiters only). */
    link: z.string().nullable(),
    signature: z
      .object({
        fullName: z.string(),
        at: z.iso.datetime(),
        ip: z.string(),
        userAgent: z.string(),
        pdfSha256: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'CompanyOffer' });
export type CompanyOffer = z.infer<typeof companyOfferSchema>;

export const createOfferAnswerSchema = z
  .object({ offer: z.object({ _id: z.uuid(), status: z.enum(offerStatuses) }) })
  .meta({ id: 'CreateOfferAnswer' });

export const companyOfferAnswerSchema = z
  .object({ offer: companyOfferSchema })
  .meta({ id: 'CompanyOfferAnswer' });

export const applicationOffersSchema = z
  .object({ offers: z.array(companyOfferSchema) })
  .meta({ id: 'ApplicationOffers' });

/** What waits for the member: offers whose turn is theirs. */
export const myApprovalsSchema = z
  .object({
    offers: z.array(
      z.object({
        _id: z.uuid(),
        applicationId: z.uuid(),
        jobId: z.uuid(),
        jobTitle: z.string(),
        candidateName: z.string(),
        salary: salarySchema,
        startDate: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
    // decisions.md 3: a page of them (page/pageSize), oldest first.
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'MyOfferApprovals' });

/** GET /api/offers/{code} (getOffer): the candidate's view, in their language. */
export const publicOfferSchema = z
  .object({
    offer: z.object({
      _id: z.uuid(),
      status: z.enum(offerStatuses),
      salary: salarySchema,
      startDate: z.string(),
      expiresAt: z.iso.datetime(),
      letter: z.string(),
      lang: z.enum(['en', 'ar']),
      company: z.object({ name: z.string() }),
      job: z.object({ title: z.string() }),
      candidateName: z.string(),
      signedAt: z.iso.datetime().nullable(),
    }),
  })
  .meta({ id: 'PublicOffer' });
export type PublicOffer = z.infer<typeof publicOfferSchema>['offer'];

/** The offer on a job seeker's own application (decisions.md 23). */
export const userApplicationOfferSchema = z
  .object({
    _id: z.uuid(),
    status: z.enum(offerStatuses),
    expiresAt: z.iso.datetime(),
    /** Only once sent; the code alone opens it. */
    code: z.string().nullable(),
    link: z.string().nullable(),
  })
  .meta({ id: 'UserApplicationOffer' });
export type UserApplicationOffer = z.infer<typeof userApplicationOfferSchema>;

/** A company's offer letter templates, per language (PUT setOfferLetterTemplate). */
export const offerLetterTemplateBodySchema = z
  .object({
    lang: z.enum(['en', 'ar']),
    body: z
      .string({ error: 'offers.bodyTooLong' })
      .min(1, 'offers.bodyRequired')
      .max(offerLimits.bodyMax, 'offers.bodyTooLong')
      .nullable(),
  })
  .meta({ id: 'OfferLetterTemplateBody' });

export const offerLetterTemplatesSchema = z
  .object({
    templates: z.array(
      z.object({ lang: z.enum(['en', 'ar']), body: z.string(), isDefault: z.boolean() }),
    ),
    placeholders: z.array(z.string()),
  })
  .meta({ id: 'OfferLetterTemplates' });
export type OfferLetterTemplates = z.infer<typeof offerLetterTemplatesSchema>;
export type OfferLetterTemplate = OfferLetterTemplates['templates'][number];

export const previewOfferLetterBodySchema = z
  .object({
    lang: z.enum(['en', 'ar']),
    body: z.string().max(offerLimits.bodyMax, 'offers.bodyTooLong'),
  })
  .meta({ id: 'PreviewOfferLetterBody' });

export const offerLetterPreviewSchema = z
  .object({ letter: z.string() })
  .meta({ id: 'OfferLetterPreview' });
