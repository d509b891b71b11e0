// decisions.md 20, last bullet (issue 41, decision 271): the company's posting approval setting
// and the answers to publish requests. Routes declare their policy action (decision 110); the
// service checks the approver's turn. The publish request itself is made by setJobStatus
// (../routes.ts), which asks the setting.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuerySchema } from '@talentpool/domain/paging';
import {
  companyApprovalsBodySchema,
  companyApprovalsSchema,
  myPostingApprovalsSchema,
  postingApprovalAnswerSchema,
  rejectPostingBodySchema,
  replacePostingApproverBodySchema,
} from '@talentpool/domain/jobs/approval';
import { callerOf } from '../../../lib/caller';
import { commonErrors } from '../../../lib/errorResponses';
import { postingChanges } from '../../../lib/postingChanges';
import type { PostingApprovals, PublishPosting } from './service';

const tags = ['jobs'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

export function approvalRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  approvals: PostingApprovals,
  publish: PublishPosting,
  /** 404/403 unless the caller may manage the posting (the jobs module's rule). */
  mayManage: (request: FastifyRequest, jobId: string) => Promise<void>,
) {
  const typed = app;

  typed.get(
    '/company/approvals',
    {
      config: { permission: 'postings.create' },
      schema: {
        operationId: 'getCompanyApprovals',
        tags,
        security,
        summary: 'Whether publishing a posting needs approval, and the approvers in order',
        description:
          'Readable by every member who may publish postings, so the publish button can say it asks; an approver who left the company is marked removed.',
        response: { 200: companyApprovalsSchema, ...commonErrors },
      },
    },
    async (request) => approvals.settings(callerOf(request)),
  );

  typed.put(
    '/company/approvals',
    {
      config: { permission: 'approvals.settings' },
      schema: {
        operationId: 'setCompanyApprovals',
        tags,
        security,
        summary:
          'Name the posting approvers in order (owners and admins); an empty list turns approval off',
        description:
          'Approvers are active members who may publish postings (never interviewers), at most 10, each once. Requests already open keep the chain they were made with.',
        body: companyApprovalsBodySchema,
        response: { 200: companyApprovalsSchema, ...commonErrors },
      },
    },
    async (request) => {
      const answer = await approvals.setSettings(
        callerOf(request),
        request.body.postings.approverIds,
      );
      await app.audit.recordFor(request, 'approvals.changed', undefined, {
        postings: request.body.postings.approverIds,
      });
      return answer;
    },
  );

  typed.get(
    '/company/posting-approvals/waiting',
    {
      config: { permission: 'postings.approve' },
      schema: {
        operationId: 'listMyPostingApprovals',
        tags,
        security,
        summary:
          'The publish requests whose approval is the caller’s turn, oldest first, a page at a time',
        querystring: pagingQuerySchema,
        response: { 200: myPostingApprovalsSchema, ...commonErrors },
      },
    },
    async (request) => approvals.waiting(callerOf(request), request.query),
  );

  typed.get(
    '/company/posting-approvals/:id',
    {
      config: { permission: 'postings.approve' },
      schema: {
        operationId: 'getPostingRequest',
        tags,
        security,
        summary: 'One publish request with its chain (its approvers and the posting’s managers)',
        params: idParams,
        response: { 200: postingApprovalAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({
      request: await approvals.get(callerOf(request), request.params.id, (jobId) =>
        mayManage(request, jobId),
      ),
    }),
  );

  for (const [path, operationId, decision] of [
    ['approve', 'approvePostingRequest', 'approved'],
    ['reject', 'rejectPostingRequest', 'rejected'],
  ] as const) {
    typed.post(
      `/company/posting-approvals/:id/${path}`,
      {
        config: { permission: 'postings.approve' },
        schema: {
          operationId,
          tags,
          security,
          summary:
            decision === 'approved'
              ? 'Approve a publish request: only the approver whose turn it is (409 NOT_YOUR_TURN); the last approval publishes the posting'
              : 'Reject a publish request with a reason: only the approver whose turn it is; the requester is mailed the reason',
          description:
            'Not in the chain: 403; the request answered or withdrawn already: 409 APPROVAL_CLOSED.',
          params: idParams,
          body: decision === 'approved' ? z.object({}).optional() : rejectPostingBodySchema,
          response: { 200: postingApprovalAnswerSchema, ...commonErrors },
        },
      },
      async (request) => {
        const reason = decision === 'rejected' ? (request.body as { reason: string }).reason : null;
        const result = await approvals.decide(
          callerOf(request),
          request.params.id,
          decision,
          reason,
          publish,
        );
        const target = { type: 'posting' as const, id: result.request.jobId };
        await app.audit.recordFor(
          request,
          decision === 'approved' ? 'postingApproval.approved' : 'postingApproval.rejected',
          target,
          { requestId: result.request._id, status: result.request.status },
        );
        if (result.published) {
          postingChanges.bump();
          // The same audit line as a member's publish, naming the request it came from.
          await app.audit.recordFor(request, 'posting.published', target, {
            status: 'published',
            requestId: result.request._id,
          });
        }
        return { request: result.request };
      },
    );
  }

  typed.post(
    '/company/posting-approvals/:id/approvers',
    {
      config: { permission: 'approvals.settings' },
      schema: {
        operationId: 'replacePostingApprover',
        tags,
        security,
        summary: 'Replace an approver who left the company in an open request (owners and admins)',
        params: idParams,
        body: replacePostingApproverBodySchema,
        response: { 200: postingApprovalAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      const answer = await approvals.replaceApprover(
        callerOf(request),
        request.params.id,
        request.body,
      );
      await app.audit.recordFor(
        request,
        'postingApproval.approverReplaced',
        { type: 'posting', id: answer.jobId },
        { requestId: answer._id, from: request.body.approverId, to: request.body.newApproverId },
      );
      return { request: answer };
    },
  );
}
