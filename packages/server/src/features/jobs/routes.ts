// Decision 100: job postings (company CRUD and status), the public job board, and applications
// as users make, list and withdraw them. The pipeline calls (applicants, stages, notes, outcome,
// accuracy, invite) are in ../pipeline. Guards run on request, before validation: an anonymous
// caller or the wrong kind of account learns nothing from a 400.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyBodySchema } from '@talentpool/domain/process/schemas';
import { apiErrorSchema } from '@talentpool/domain/errors';
import { jobTeamAnswerSchema, jobTeamSchema } from '@talentpool/domain/members/schemas';
import {
  companyPostingsQuerySchema,
  idParamsSchema,
  jobBoardQuerySchema,
  postingInputSchema,
  postingPageSchema,
  postingSchema,
  postingStatusBodySchema,
  userApplicationPageSchema,
  userApplicationSchema,
  userApplicationsQuerySchema,
} from '@talentpool/domain/jobs/schemas';
import { accountOf, bearerToken, type Account } from '../../plugins/app/auth';
import {
  apply,
  boardPage,
  companyPostingPage,
  createPosting,
  getCompanyPosting,
  getJobTeam,
  publicPosting,
  setJobTeam,
  managedPosting,
  publishApprovedPosting,
  setPostingStatus,
  updatePosting,
  userApplicationPage,
  withdraw,
} from './service';
import { applicationMailerOf } from '../mailTemplates/public';
import { scheduleDeadlineSweep } from './deadlines';
import { getJobFitSettings, setJobFitSettings } from './fitSettings';
import {
  jobFitSettingsAnswerSchema,
  postingFitSettingsSchema,
} from '@talentpool/domain/fit/settings';
import { commonErrors } from '../../lib/errorResponses';
import { setApplicationLanguage } from '../applications/public';
import { approvalRoutes } from './approval/routes';
import { createPostingApprovals } from './approval/service';

const errors = commonErrors;

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOnly = app.guard('User');
  const bearer = [{ bearerAuth: [] }];
  // A knock-out rejection at apply is mailed from the company's template (decision 130).
  const applicationMailer = applicationMailerOf(app);
  // Decision 271: posting approval; a publish asks the company's setting first.
  const approvals = createPostingApprovals({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  approvalRoutes(app, approvals, publishApprovedPosting, async (request, jobId) => {
    await managedPosting(app.db, accountOf(request), jobId);
  });
  // Issue 42: postings past their deadline are closed (and heard by the webhooks).
  scheduleDeadlineSweep(app);

  /** The caller of an open call, when a good token is sent; a bad token counts as none. */
  async function viewerOf(request: FastifyRequest): Promise<Account | null> {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      return await app.tokens.verify(token);
    } catch {
      return null;
    }
  }

  // --- the company's postings -------------------------------------------------------------

  app.post(
    '/company/jobs',
    {
      config: { permission: 'postings.create' },
      schema: {
        operationId: 'createJob',
        tags: ['jobs'],
        summary: 'Create a job posting (status draft)',
        description:
          'The requirement is a description card of this company (404 otherwise) or 1..10 ticked items of a checklist; the server computes requirementProfile from it.',
        security: bearer,
        body: postingInputSchema,
        response: { 201: postingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const posting = await createPosting(app.db, accountOf(request), request.body);
      await app.audit.recordFor(
        request,
        'posting.created',
        { type: 'posting', id: posting._id },
        { title: posting.title },
      );
      return reply.status(201).send(posting);
    },
  );

  app.get(
    '/company/jobs',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'listCompanyJobs',
        tags: ['jobs'],
        summary: "The company's own postings, newest first, with applicant counts",
        description:
          'A hiring manager sees only the postings whose hiring team includes them (decisions.md 11).',
        security: bearer,
        querystring: companyPostingsQuerySchema,
        response: { 200: postingPageSchema, ...errors },
      },
    },
    async (request) => companyPostingPage(app.db, accountOf(request), request.query),
  );

  app.get(
    '/company/jobs/:id',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'getCompanyJob',
        tags: ['jobs'],
        summary: "One of the company's postings (another company's: 404)",
        description:
          'With its hiring team (team) and creator (by). A hiring manager not on its team: 403.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: postingSchema, ...errors },
      },
    },
    async (request) => getCompanyPosting(app.db, accountOf(request), request.params.id),
  );

  app.put(
    '/company/jobs/:id',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'updateJob',
        tags: ['jobs'],
        summary: "Edit one of the company's postings (any status)",
        security: bearer,
        params: idParamsSchema,
        body: postingInputSchema,
        response: { 200: postingSchema, ...errors },
      },
    },
    async (request) => {
      const posting = await updatePosting(
        app.db,
        accountOf(request),
        request.params.id,
        request.body,
        app.queue,
      );
      await app.audit.recordFor(
        request,
        'posting.updated',
        { type: 'posting', id: posting._id },
        { title: posting.title },
      );
      return posting;
    },
  );

  app.patch(
    '/company/jobs/:id/status',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'setJobStatus',
        tags: ['jobs'],
        summary: 'Publish, close, reopen or return a posting to draft',
        description:
          'published sets publishedAt (and clears closedAt), closed sets closedAt, draft clears both; the same status changes nothing. Decision 271: when the company requires posting approval (setCompanyApprovals), a publish by anyone but an owner or admin who is an approver answers 202 with the posting unchanged and its `approval` request pending (a second publish while one waits: 409 APPROVAL_PENDING); any other status change (draft, closed) withdraws an open request.',
        security: bearer,
        params: idParamsSchema,
        body: postingStatusBodySchema,
        response: { 200: postingSchema, 202: postingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { status } = request.body;
      const { posting, changed, outcome } = await setPostingStatus(
        app.db,
        accountOf(request),
        request.params.id,
        status,
        approvals,
      );
      const target = { type: 'posting' as const, id: posting._id };
      if (outcome?.kind === 'request') {
        await app.audit.recordFor(request, 'postingApproval.requested', target, {
          requestId: outcome.request.id,
        });
        void app.mailer.drain().catch(() => undefined);
        return reply.status(202).send(posting);
      }
      if (outcome?.withdrawn) {
        await app.audit.recordFor(request, 'postingApproval.withdrawn', target, {
          requestId: outcome.withdrawn.id,
        });
      }
      if (changed) {
        // Back to draft is an edit of the posting; publishing and closing have their own names.
        await app.audit.recordFor(
          request,
          status === 'published'
            ? 'posting.published'
            : status === 'closed'
              ? 'posting.closed'
              : 'posting.updated',
          target,
          outcome?.bypassed ? { status, approval: 'approver' } : { status },
        );
      }
      return posting;
    },
  );

  // Issue 40: a posting's fit weights and must-haves (docs/fit-score.md).
  app.get(
    '/company/jobs/:id/fit-settings',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'getJobFitSettings',
        tags: ['jobs'],
        summary: "A posting's fit score settings: the weight of each part and the must-haves",
        security: bearer,
        params: idParamsSchema,
        response: { 200: jobFitSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => getJobFitSettings(app.db, accountOf(request), request.params.id),
  );

  app.put(
    '/company/jobs/:id/fit-settings',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'setJobFitSettings',
        tags: ['jobs'],
        summary: "Set a posting's fit weights and must-haves; its applicants are ranked again",
        description:
          'Weights are whole numbers 0..100, at least one above 0. Up to 1,000 applicants are scored again before the answer; a bigger posting within seconds, by a queue job.',
        security: bearer,
        params: idParamsSchema,
        body: postingFitSettingsSchema,
        response: { 200: jobFitSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await setJobFitSettings(
        app.db,
        accountOf(request),
        request.params.id,
        request.body,
        app.queue,
      );
      await app.audit.recordFor(
        request,
        'posting.updated',
        { type: 'posting', id: request.params.id },
        { fitSettings: true },
      );
      return answer;
    },
  );

  app.get(
    '/company/jobs/:id/team',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'getJobTeam',
        tags: ['jobs'],
        summary: "A posting's hiring team",
        description:
          'The active members on the team. A hiring manager works only on postings whose team includes them (decisions.md 11).',
        security: bearer,
        params: idParamsSchema,
        response: { 200: jobTeamAnswerSchema, ...errors },
      },
    },
    async (request) => getJobTeam(app.db, accountOf(request), request.params.id),
  );

  app.put(
    '/company/jobs/:id/team',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'setJobTeam',
        tags: ['jobs'],
        summary: "Set a posting's hiring team (exactly these members)",
        description:
          'Every id must be an active member of the same company, else 400 VALIDATION_FAILED with fields.memberIds.',
        security: bearer,
        params: idParamsSchema,
        body: jobTeamSchema,
        response: { 200: jobTeamAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { members, added, removed } = await setJobTeam(
        app.db,
        accountOf(request),
        request.params.id,
        request.body.memberIds,
      );
      // Setting the team it already has changes nothing, and the log says nothing.
      if (added.length > 0 || removed.length > 0) {
        await app.audit.recordFor(
          request,
          'posting.teamChanged',
          { type: 'posting', id: request.params.id },
          { memberIds: members.map((m) => m._id), added, removed },
        );
      }
      return { members };
    },
  );

  // --- the public job board ---------------------------------------------------------------

  app.get(
    '/jobs',
    {
      schema: {
        operationId: 'listJobs',
        tags: ['jobs'],
        summary: 'The job board: published postings, newest first',
        description:
          'q matches every word against title, description and company name; minEducation keeps postings that ask for at most that level or none; empty filters are ignored.',
        querystring: jobBoardQuerySchema,
        response: { 200: postingPageSchema, 400: apiErrorSchema },
      },
    },
    // Decision 267: the board reads the replica when there is one.
    async (request) => boardPage(app.readDb, request.query),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        operationId: 'getJob',
        tags: ['jobs'],
        summary: 'A published or closed posting; a draft only to its own company',
        params: idParamsSchema,
        response: { 200: postingSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => publicPosting(app.db, await viewerOf(request), request.params.id),
  );

  // --- applications as the user makes them -----------------------------------------------

  app.post(
    '/jobs/:id/apply',
    {
      onRequest: userOnly,
      config: { idempotent: true },
      schema: {
        operationId: 'applyToJob',
        tags: ['jobs'],
        summary: 'Apply to a published posting with the profile (complete profiles only)',
        description:
          '409 ALREADY_APPLIED on a second application, 409 JOB_CLOSED when the posting is closed or a draft, 403 FORBIDDEN while the profile is incomplete. The optional body says where the applicant came from (decision 130): `source` board (the default), feed or referral, and the link’s `utmSource`; `answers` answer the posting’s screening questions: a required one missing, a wrong type or an unknown question is 400 VALIDATION_FAILED with fields `answers.<questionId>`, and nothing is stored.',
        security: bearer,
        params: idParamsSchema,
        // Fastify hands a call without a body to the schema as null.
        body: applyBodySchema.nullish(),
        response: { 201: userApplicationSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const application = await apply(
        app.db,
        accountOf(request),
        request.params.id,
        request.body ?? {},
        { applicationMailer, log: request.log },
      );
      // Issue 37: its mails go in the language of the page it was made from (the web app's
      // X-Lang); a client that does not say leaves the account's language in charge.
      if (request.headers['x-lang']) {
        await setApplicationLanguage(app.db, application._id, request.lang);
      }
      return reply.status(201).send(application);
    },
  );

  app.get(
    '/user/applications',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'listUserApplications',
        tags: ['jobs'],
        summary: "The user's own applications with their stages, newest first",
        security: bearer,
        querystring: userApplicationsQuerySchema,
        response: { 200: userApplicationPageSchema, ...errors },
      },
    },
    async (request) =>
      userApplicationPage(app.db, accountOf(request), request.query, {
        secret: app.config.jwtSecret,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.delete(
    '/user/applications/:id',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'withdrawApplication',
        tags: ['jobs'],
        summary: 'Withdraw an own application (it leaves the company pipeline)',
        description:
          'Issue 46: a decided application (hired or rejected) is not withdrawn: 409 APPLICATION_DECIDED.',
        security: bearer,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withdraw(app.db, accountOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default jobsRoutes;
