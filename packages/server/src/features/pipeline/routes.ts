// Decision 100 (issue 12): the applicant pipeline of a company's postings, the measured accuracy
// and invitations to a posting. Permissions (decisions.md sections 5 and 11): the owning company
// only, a hiring manager on the posting's team only (403 otherwise); a posting or application of
// another company is "not found" (404), users get 403, anonymous 401. The guard runs on request,
// before validation, so a refused caller learns nothing from a 400. Each write is audited after
// it succeeded, with the member who acted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  accuracySchema,
  applicantPageSchema,
  companyAccuracySchema,
  applicantsQuerySchema,
  applicationDetailSchema,
  companyApplicationSchema,
  idParamsSchema,
  inviteAnswerSchema,
  mergeApplicationsBodySchema,
  mergeParamsSchema,
  inviteBodySchema,
  noteBodySchema,
  noteSchema,
  outcomeBodySchema,
  stageMoveBodySchema,
} from '@talentpool/domain/jobs/schemas';
import {
  applicantIdsQuerySchema,
  applicantIdsSchema,
  bulkApplicationsAnswerSchema,
  bulkApplicationsBodySchema,
  bulkLimits,
} from '@talentpool/domain/process/schemas';
import { callerOf } from '../../lib/caller';
import { createBulkRepository } from './bulkRepository';
import { createBulkService } from './bulk';
import { applicationScreeningOf } from '../jobs/public';
import { applicationMailerOf } from '../mailTemplates/public';
import { createPipelineRepository } from './repository';
import { createPipelineService, stageMailJob } from './service';
import { readHireSteps } from './hireSteps';
import { hireStepsSchema } from '@talentpool/domain/jobs/hireSteps';
import { commonErrors } from '../../lib/errorResponses';
import { createJobInvitations } from '../links/public';

const tags = ['pipeline'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const applicationMailer = applicationMailerOf(app);
  const service = createPipelineService({
    repository: createPipelineRepository(app.db),
    applicationMailer,
    log: app.log,
    stageMail: { queue: app.queue, undoMs: app.config.stageMailUndoMs },
  });
  // Issue 37: a stage mail whose undo window ended (dropped if the application moved since).
  // At most once (issue 43): run twice, it would queue the mail twice.
  app.queue.work(
    stageMailJob,
    (data) => service.sendStageMail(data as Parameters<typeof service.sendStageMail>[0]),
    { once: true },
  );
  const bulk = createBulkService({
    db: app.db,
    repository: createBulkRepository(app.db),
    activeReason: (companyId, id) => service.activeReason(companyId, id),
    applicationMailer,
    log: app.log,
    stageMail: { queue: app.queue, undoMs: app.config.stageMailUndoMs },
  });
  // The job-link sender and its per-company limit, shared with candidate actions and pools.
  const invitations = createJobInvitations(app);
  const perCompany = invitations.rateLimit;

  app.get(
    '/company/jobs/:id/applicants',
    {
      config: { permission: 'applications.manage' },
      schema: {
        operationId: 'listApplicants',
        tags,
        security,
        summary: "A posting's applicants ranked by fit (null last, then applied time), paged",
        description:
          'Fit is computed now from each applicant’s current profile and ISI result; reasons are in the language of X-Lang. `rank` is the place among all applicants of the posting; `stage` filters after ranking.',
        params: idParamsSchema,
        querystring: applicantsQuerySchema,
        response: { 200: applicantPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Decision 154: the page arrives as the answer's JSON text, written by the database in
      // applicantPageSchema's shape (the API tests compare each card with getApplication's);
      // a string is sent as it is, not validated and serialised a second time.
      const text = await service.applicantsJson(
        callerOf(request),
        request.params.id,
        request.query,
        request.lang,
      );
      // (The reply's type expects the schema's object; the text is that object written out.)
      return reply.type('application/json; charset=utf-8').send(text as never);
    },
  );

  app.get(
    '/company/applications/:id',
    {
      config: { permission: 'applications.view' },
      schema: {
        operationId: 'getApplication',
        tags,
        security,
        summary: 'One application with its fit, notes and the history of its stage moves',
        description:
          'Notes, moves and the outcome name the member who made them (by). A hiring manager sees applications of their teams’ postings only, an interviewer those of interviews they are on (403 otherwise).',
        params: idParamsSchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const detail = await service.detail(callerOf(request), request.params.id, request.lang);
      // Decision 130: the screening answers and the knock-out flag, once the access is checked.
      return { ...detail, ...(await applicationScreeningOf(app.db, detail._id)) };
    },
  );

  app.patch(
    '/company/applications/:id/stage',
    {
      config: { permission: 'applications.manage', idempotent: true },
      schema: {
        operationId: 'moveApplication',
        tags,
        security,
        summary: 'Move an application to a stage; notify: true mails the applicant',
        description:
          'The same stage again changes nothing. `stage` is a key of the posting’s list (409 STAGE_NOT_FOUND for a key not, or no longer, in it; nothing changed); a move to a stage of kind rejected needs `reasonId`, a current reject reason (400 VALIDATION_FAILED, fields.reasonId). A move to a hired stage stores fitAtHire, rankAtHire and applicantsAtHire.',
        params: idParamsSchema,
        body: stageMoveBodySchema,
        response: { 200: companyApplicationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { application, moved } = await service.moveStage(
        callerOf(request),
        request.params.id,
        request.body,
        request.lang,
      );
      if (moved) {
        await app.audit.recordFor(
          request,
          'application.moved',
          { type: 'application', id: application._id },
          {
            from: moved.from,
            to: moved.to,
            jobId: application.jobId,
            ...(moved.reasonId ? { reasonId: moved.reasonId } : {}),
          },
        );
      }
      return application;
    },
  );

  app.post(
    '/company/applications/bulk',
    {
      config: { permission: 'applications.manage' },
      schema: {
        operationId: 'bulkApplications',
        tags,
        security,
        summary: 'Move, reject, e-mail or pool up to 500 applications at once',
        description:
          'Any id unknown or of another company: 404 for the whole request, nothing done. Otherwise each application is done on its own, or listed in `failed` with its code: FORBIDDEN (a posting outside a hiring manager’s teams), STAGE_NOT_FOUND (not, or no longer, in that posting’s list), VALIDATION_FAILED (a hired stage: hires are made one by one; a guest for a pool), MAIL_CAP_REACHED, NOT_FOUND (no address left to mail). `email` sends the company’s template `templateKey` to each, kept in its mail log. `reject` moves to each posting’s first rejected stage with `reasonId`; `pool` needs candidates.search.',
        body: bulkApplicationsBodySchema,
        response: { 200: bulkApplicationsAnswerSchema, ...errors },
      },
    },
    async (request) => bulk.run(callerOf(request), request.body),
  );

  app.get(
    '/company/jobs/:id/applicant-ids',
    {
      config: { permission: 'applications.manage' },
      schema: {
        operationId: 'listApplicantIds',
        tags,
        security,
        summary:
          "The ids of a posting's applicants (of one stage), in ranked order, at most 10,000",
        description: 'For "select all matching the filter" before a bulk action.',
        params: idParamsSchema,
        querystring: applicantIdsQuerySchema,
        response: { 200: applicantIdsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const posting = await service.managedPosting(callerOf(request), request.params.id);
      return {
        ids: await bulk.applicantIds(posting.id, request.query.stage, bulkLimits.maxMatchingIds),
      };
    },
  );

  // Issue 37 (decision 268): after a hire, what may follow it (the web app offers each step).
  app.get(
    '/company/applications/:id/hire-steps',
    {
      config: { permission: 'applications.manage' },
      schema: {
        operationId: 'getHireSteps',
        tags,
        security,
        summary:
          'What a hire may be followed by: interviews to cancel, closing, telling the others',
        description:
          'Read after a move to a hired stage: the hired person’s scheduled interviews still to come, the posting’s openings and how many are hired, and the other applications still in play (stages of kind active or offer, ranked order, at most 10,000). Each step is then carried out by its own call: cancelInterview, setPostingStatus (closed), bulkApplications with action reject. Nothing changes here.',
        params: idParamsSchema,
        response: { 200: hireStepsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { application, posting } = await service.managedApplication(
        callerOf(request),
        request.params.id,
      );
      return readHireSteps(app.db, application, posting);
    },
  );

  app.post(
    '/company/applications/:id/notes',
    {
      config: { permission: 'applications.manage', idempotent: true },
      schema: {
        operationId: 'addApplicationNote',
        tags,
        security,
        summary: 'Add a private note to an application',
        params: idParamsSchema,
        body: noteBodySchema,
        response: { 201: noteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await service.addNote(callerOf(request), request.params.id, request.body.text);
      await app.audit.recordFor(
        request,
        'application.noted',
        { type: 'application', id: request.params.id },
        { noteId: note._id },
      );
      return reply.status(201).send(note);
    },
  );

  // Issue 37 (decision 218): the same person's two applications to a posting as one, and back.
  // Both answer the kept application as getApplication does (its merges listed), for the drawer.
  const detailOf = async (request: Parameters<typeof callerOf>[0], id: string) => {
    const detail = await service.detail(callerOf(request), id, request.lang);
    return { ...detail, ...(await applicationScreeningOf(app.db, detail._id)) };
  };

  app.post(
    '/company/applications/:id/merge',
    {
      config: { permission: 'applications.manage' },
      schema: {
        operationId: 'mergeApplications',
        tags,
        security,
        summary: 'Merge another application of the same posting into this one',
        description:
          'For the same person arriving twice (see `duplicates` on each application). The application of an account is the one kept (two accounts: 409 MERGE_CONFLICT); the other one’s history, notes, CV files, mails, interviews and guest details move to it, and it leaves the board. undoApplicationMerge brings it back as it was. Another posting’s or company’s application is 400 on duplicateId.',
        params: idParamsSchema,
        body: mergeApplicationsBodySchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const merged = await service.merge(
        callerOf(request),
        request.params.id,
        request.body.duplicateId,
      );
      await app.audit.recordFor(
        request,
        'application.merged',
        { type: 'application', id: merged.keptId },
        { mergedId: merged.mergedId, mergeId: merged.mergeId },
      );
      return detailOf(request, merged.keptId);
    },
  );

  app.post(
    '/company/applications/:id/merges/:mergeId/undo',
    {
      config: { permission: 'applications.manage' },
      schema: {
        operationId: 'undoApplicationMerge',
        tags,
        security,
        summary: 'Undo a merge into this application',
        description:
          'The merged application comes back as it was, with what moved; the kept one’s detail is answered. 409 MERGE_CONFLICT when undone already or when the person has applied again since.',
        params: mergeParamsSchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const restored = await service.undoMerge(
        callerOf(request),
        request.params.id,
        request.params.mergeId,
      );
      await app.audit.recordFor(
        request,
        'application.unmerged',
        { type: 'application', id: request.params.id },
        { restoredId: restored, mergeId: request.params.mergeId },
      );
      return detailOf(request, request.params.id);
    },
  );

  app.put(
    '/company/applications/:id/outcome',
    {
      config: { permission: 'applications.manage' },
      schema: {
        operationId: 'setApplicationOutcome',
        tags,
        security,
        summary: 'Record whether a hire worked out (stage hired only)',
        params: idParamsSchema,
        body: outcomeBodySchema,
        response: { 200: companyApplicationSchema, ...errors },
      },
    },
    async (request) => {
      const application = await service.setOutcome(
        callerOf(request),
        request.params.id,
        request.body.outcome,
        request.lang,
      );
      await app.audit.recordFor(
        request,
        'outcome.recorded',
        { type: 'application', id: application._id },
        { outcome: request.body.outcome, jobId: application.jobId },
      );
      return application;
    },
  );

  app.get(
    '/company/accuracy',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'getCompanyAccuracy',
        tags,
        security,
        summary: "The measured accuracy of the fit ranking over this company's hires",
        description:
          'For a hiring manager, over the hires of the postings whose hiring team includes them only (decisions.md 11). `recommendations`: how often the interviewers’ mean recommendation (at least 2.5 of 4: success) agreed with the outcome, with the same sample rules (decision 120).',
        response: { 200: companyAccuracySchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.companyAccuracy(callerOf(request));
    },
  );

  app.get(
    '/public/accuracy',
    {
      schema: {
        operationId: 'getPublicAccuracy',
        tags,
        summary: 'The measured accuracy of the fit ranking over all hires (landing page)',
        response: { 200: accuracySchema },
      },
    },
    async () => service.accuracy(null),
  );

  app.post(
    '/company/jobs/:id/invite',
    {
      config: { rateLimit: perCompany, permission: 'postings.manage' },
      schema: {
        operationId: 'inviteToJob',
        tags,
        security,
        summary: 'Invite someone to a published posting with a single-use questionnaire link',
        description:
          'Submitting the link (POST /api/company/oneTimeLink) also applies the guest to the posting. One link per company, e-mail and posting.',
        params: idParamsSchema,
        body: inviteBodySchema,
        response: { 201: inviteAnswerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const posting = await service.postingForInvite(caller, request.params.id);
      const { url, linkId } = await invitations.send(
        { companyId: caller.companyId, memberId: caller.member.id },
        request.body.email,
        request.lang,
        { id: posting.id, title: posting.title },
      );
      await app.audit.recordFor(
        request,
        'application.invited',
        { type: 'posting', id: posting.id },
        { email: request.body.email, linkId },
      );
      return reply.status(201).send({ url });
    },
  );
};

export default pipelineRoutes;
