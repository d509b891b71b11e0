// Decision 146 (issue 23): acting on a candidate where a company finds them: search results and
// the candidate's profile. Permissions (decisions.md 11, the domain's policy): the posting calls
// declare postings.manage (a hiring manager on the posting's team only) and also ask
// candidates.search; notes declare candidates.search. Another company's posting, an unknown
// candidate or one hidden from this company (decision 128): 404. Each write is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  candidateInviteAnswerSchema,
  candidateJobParamsSchema,
  candidateNoteBodySchema,
  candidateNoteSchema,
  candidateNotesSchema,
  candidateParamsSchema,
  candidateRefBodySchema,
  sourcedApplicationSchema,
} from '@talentpool/domain/candidateActions/schemas';
import { callerOf } from '../../lib/caller';
// The pipeline's own posting check and the links feature's invitations (decision 102) are
// reused, not rewritten: the same 404/403 rules, single-use codes and invitation mail.
import { createJobInvitations } from '../links/public';
import { perCompanyLimit } from '../../lib/perCompanyLimit';
import { mailSourcedNotice } from './sourcedNotice';
import { createCandidateActionsRepository } from './repository';
import { createCandidateActionsService } from './service';

const tags = ['candidate actions'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

const candidateActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = createJobInvitations(app);
  const service = createCandidateActionsService({
    db: app.db,
    repository: createCandidateActionsRepository(app.db),
    managedPosting: invitations.managedPosting,
    sendInvitation: (caller, candidate, lang, job) =>
      invitations.inviteToApply(
        { companyId: caller.companyId, memberId: caller.member.id },
        candidate,
        lang,
        job,
      ),
    notifySourced: (tx, applicationId) =>
      mailSourcedNotice(
        tx,
        app.mailer,
        { secret: app.config.jwtSecret, publicUrl: app.config.publicUrl },
        applicationId,
      ),
  });
  // decisions.md 16: sourcing is limited per company (it mails a person each time).
  const perCompanySourcing = perCompanyLimit(app.config.rateLimits.sourcing);
  // As inviteToJob: single-use links count against the company's links of the hour.
  const perCompany = invitations.rateLimit;

  app.post(
    '/company/jobs/:id/candidates',
    {
      config: { rateLimit: perCompanySourcing, permission: 'postings.manage' },
      schema: {
        operationId: 'addCandidateToJob',
        tags,
        security,
        summary: "Add a candidate found in search to a posting's pipeline (source sourced)",
        description:
          'The application starts in the first stage of the posting’s list, with source `sourced`. The candidate is told by mail in their language (decisions.md 16) which company added them to which posting, with a link to apply (which opens their contact details to the company) and one to decline (which removes them); the mail counts towards the company’s daily cap (429 MAIL_CAP_REACHED: nothing added). Per company, 429 RATE_LIMITED beyond RATE_LIMIT_SOURCING an hour. Needs candidates.search too. 409 ALREADY_APPLIED when the candidate is already in that pipeline, 409 JOB_CLOSED for a closed posting; 404 for another company’s posting or a candidate this company may not see.',
        params: candidateJobParamsSchema,
        body: candidateRefBodySchema,
        response: {
          201: sourcedApplicationSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const application = await service.addToJob(
        callerOf(request),
        request.params.id,
        request.body.userId,
      );
      await app.audit.recordFor(
        request,
        'application.sourced',
        { type: 'application', id: application._id },
        { jobId: application.jobId, userId: application.userId },
      );
      return reply.status(201).send(application);
    },
  );

  app.post(
    '/company/jobs/:id/candidates/invite',
    {
      config: { rateLimit: perCompany, permission: 'postings.manage' },
      schema: {
        operationId: 'inviteCandidateToJob',
        tags,
        security,
        summary: 'Invite a candidate found in search to apply to a published posting',
        description:
          'An invitation to apply with their account on the posting’s page (decision 173), mailed to the candidate’s account address in their language. 409 LINK_ALREADY_REQUESTED when they already hold a link to this posting, 409 ALREADY_APPLIED when already in its pipeline, 409 JOB_CLOSED when the posting is not published.',
        params: candidateJobParamsSchema,
        body: candidateRefBodySchema,
        response: { 201: candidateInviteAnswerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = request.body;
      const { linkId, jobId } = await service.invite(callerOf(request), request.params.id, userId);
      await app.audit.recordFor(
        request,
        'application.invited',
        { type: 'posting', id: jobId },
        { userId, linkId },
      );
      return reply.status(201).send({ jobId, userId, invited: true as const });
    },
  );

  app.get(
    '/company/candidates/:id/notes',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'listCandidateNotes',
        tags,
        security,
        summary: "The company's own notes on a candidate, newest first",
        params: candidateParamsSchema,
        response: { 200: candidateNotesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { notes: await service.notes(callerOf(request), request.params.id) };
    },
  );

  app.post(
    '/company/candidates/:id/notes',
    {
      config: { permission: 'candidates.search', idempotent: true },
      schema: {
        operationId: 'addCandidateNote',
        tags,
        security,
        summary: 'Add a private note of the company on a candidate (applicant or not)',
        params: candidateParamsSchema,
        body: candidateNoteBodySchema,
        response: { 201: candidateNoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await service.addNote(callerOf(request), request.params.id, request.body.text);
      await app.audit.recordFor(
        request,
        'candidate.noted',
        { type: 'user', id: request.params.id },
        { noteId: note._id },
      );
      return reply.status(201).send(note);
    },
  );
};

export default candidateActionsRoutes;
