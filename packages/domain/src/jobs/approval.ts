// decisions.md 20, last bullet (issue 41, decision 271): posting approval. A company may require
// approval before a posting is published (setCompanyApprovals {postings: {approverIds}}); a
// publish then becomes a request that the approvers answer in order. One schema, three uses: web
// forms, server routes, the OpenAPI document. Messages are keys of ./approvalMessages.ts.
import { z } from 'zod';

export const postingApprovalLimits = {
  approversMax: 10,
  reasonMax: 1000,
} as const;

export const postingApprovalStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type PostingApprovalStatus = (typeof postingApprovalStatuses)[number];

const approverIdsSchema = z
  .array(z.uuid({ error: 'approvals.approverUnknown' }), { error: 'approvals.approversRequired' })
  .max(postingApprovalLimits.approversMax, 'approvals.approversTooMany')
  .refine((ids) => new Set(ids).size === ids.length, 'approvals.approverRepeated');

/** PUT /api/company/approvals (setCompanyApprovals); an empty list turns posting approval off. */
export const companyApprovalsBodySchema = z
  .object({ postings: z.object({ approverIds: approverIdsSchema }) })
  .meta({ id: 'CompanyApprovalsBody' });
export type CompanyApprovalsBody = z.infer<typeof companyApprovalsBodySchema>;

const approverSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** The member left the company: the owner replaces them. */
  removed: z.boolean(),
});

/** GET /api/company/approvals (getCompanyApprovals). */
export const companyApprovalsSchema = z
  .object({
    postings: z.object({
      /** Publishing a posting needs approval (approvers are named). */
      required: z.boolean(),
      approvers: z.array(approverSchema),
    }),
  })
  .meta({ id: 'CompanyApprovals' });
export type CompanyApprovals = z.infer<typeof companyApprovalsSchema>;

export const postingApprovalStepSchema = z
  .object({
    position: z.number().int(),
    approver: approverSchema,
    decision: z.enum(['approved', 'rejected']).nullable(),
    reason: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    /** The approver whose turn it is. */
    current: z.boolean(),
  })
  .meta({ id: 'PostingApprovalStep' });

/** A posting's publish request with its chain (the posting's latest, on its company answer). */
export const postingApprovalSchema = z
  .object({
    _id: z.uuid(),
    jobId: z.uuid(),
    status: z.enum(postingApprovalStatuses),
    requestedBy: z.object({ _id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    requestedAt: z.iso.datetime(),
    closedAt: z.iso.datetime().nullable(),
    steps: z.array(postingApprovalStepSchema),
  })
  .meta({ id: 'PostingApproval' });
export type PostingApproval = z.infer<typeof postingApprovalSchema>;

export const postingApprovalAnswerSchema = z
  .object({ request: postingApprovalSchema })
  .meta({ id: 'PostingApprovalAnswer' });

export const rejectPostingBodySchema = z
  .object({
    reason: z
      .string({ error: 'approvals.reasonRequired' })
      .trim()
      .min(1, 'approvals.reasonRequired')
      .max(postingApprovalLimits.reasonMax, 'approvals.reasonTooLong'),
  })
  .meta({ id: 'RejectPostingRequestBody' });

export const replacePostingApproverBodySchema = z
  .object({
    approverId: z.uuid({ error: 'approvals.approverUnknown' }),
    newApproverId: z.uuid({ error: 'approvals.approverUnknown' }),
  })
  .meta({ id: 'ReplacePostingApproverBody' });

/** What waits for the member: publish requests whose turn is theirs, oldest first. */
export const myPostingApprovalsSchema = z
  .object({
    requests: z.array(
      z.object({
        _id: z.uuid(),
        jobId: z.uuid(),
        jobTitle: z.string(),
        requestedBy: z.string(),
        requestedAt: z.iso.datetime(),
      }),
    ),
    // decisions.md 3: a page of them (page/pageSize), oldest first.
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'MyPostingApprovals' });
export type MyPostingApprovals = z.infer<typeof myPostingApprovalsSchema>;
export type WaitingPostingApproval = MyPostingApprovals['requests'][number];
