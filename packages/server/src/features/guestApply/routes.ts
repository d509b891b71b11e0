// Issue 25, decisions 141 and 142: applying without an account. Public calls (no login): upload a
// CV (parsed on the queue), read the parse's proposals, apply, follow the application by its
// token. Company calls (decisions.md 11, `applications.view` with the posting's team or the
// member's interviews): a guest applicant's details and CV files. Rate limits per address, and
// per e-mail for applying (decisions.md 4's pattern).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationCvParamsSchema,
  applicationIdParamsSchema,
  followTokenParamsSchema,
  guestApplicantDetailsSchema,
  guestApplicationAnswerSchema,
  guestApplicationBodySchema,
  guestApplicationViewSchema,
  guestCvParseSchema,
  guestCvUploadAnswerSchema,
  jobIdParamsSchema,
} from '@talentpool/domain/cv/schemas';
import { apiErrorSchema, DomainError } from '@talentpool/domain/errors';
import { errorMessage } from '@talentpool/domain/messages';
import { callerOf } from '../../lib/caller';
import { cleanFileName, sniffCv } from '../../lib/cvFiles/sniff';
import { readCvUpload } from '../../lib/cvFiles/upload';
import { applicationMailerOf } from '../mailTemplates/public';
import { createGuestApplyRepository } from './repository';
import { createGuestApplyService, cvParseJob } from './service';

const tags = ['guestApply'];
const security = [{ bearerAuth: [] }];

const guestApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGuestApplyService({
    repository: createGuestApplyRepository(app.db),
    storage: app.storage,
    queue: app.queue,
    publicUrl: app.config.publicUrl,
    log: app.log,
    applicationMailer: applicationMailerOf(app),
  });

  app.queue.work(cvParseJob, async (data) => {
    const { uploadId } = z.object({ uploadId: z.uuid() }).parse(data);
    await service.parse(uploadId);
  });

  const { guestApply } = app.config.rateLimits;
  const perAddress = { max: guestApply.max, timeWindow: guestApply.windowMs };
  // Reading a parse is polled by the form: more generous, still bounded.
  const pollPerAddress = { max: guestApply.max * 30, timeWindow: guestApply.windowMs };
  const emailKey = (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  };
  // Issue 44: a counter of its own, checked in preHandler (the body is parsed by then). Not
  // app.rateLimit(): its handler returns at once on a request the route's own limit has already
  // counted (one flag per request), so the per-e-mail limit never answered.
  const perEmail = app.createRateLimit({
    max: guestApply.max,
    timeWindow: guestApply.windowMs,
    keyGenerator: (request: FastifyRequest) => `guest-apply-email:${emailKey(request)}`,
  });

  app.post(
    '/jobs/:id/guest-cv',
    {
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'uploadGuestCv',
        tags,
        summary: 'Upload a CV before applying without an account (multipart field cv)',
        description:
          'A PDF or DOCX judged by its bytes, at most 10 MB; a Word file with macros is refused. Answers 202 with the id the form polls (getGuestCvParse) while the queue reads it.',
        params: jobIdParamsSchema,
        response: {
          202: guestCvUploadAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await readCvUpload(request, 'cv');
      const sniffed = sniffCv(file.bytes);
      const answer = await service.upload(
        request.params.id,
        {
          bytes: file.bytes,
          fileName: cleanFileName(file.fileName, 'kind' in sniffed ? sniffed.kind : null),
        },
        request.lang,
      );
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/guest-cvs/:id',
    {
      config: { rateLimit: pollPerAddress },
      schema: {
        operationId: 'getGuestCvParse',
        tags,
        summary: "The parse of a guest's CV: queued, done or failed, and the proposed fields",
        params: z.object({ id: z.uuid() }),
        response: { 200: guestCvParseSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.parseState(request.params.id);
    },
  );

  app.post(
    '/jobs/:id/guest-applications',
    {
      config: {
        idempotent: true,
        rateLimit: {
          max: guestApply.max,
          timeWindow: guestApply.windowMs,
          // Per address, and separately per e-mail below (one address, many e-mails; or many
          // addresses, one e-mail).
          keyGenerator: (request: FastifyRequest) => `guest-apply:${request.ip}`,
        },
      },
      preHandler: async (request, reply) => {
        const limit = await perEmail(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang));
      },
      schema: {
        operationId: 'applyAsGuest',
        tags,
        summary: 'Apply to a posting without an account',
        description:
          "Name, e-mail, phone (any format with its country code, stored as E.164), the uploaded CV's id, and consent to the privacy notice of the version shown. The same e-mail applies once per posting: a second application with it is answered as a first one is (201, an id that names nothing), stores nothing and mails nothing, so the form tells no one whether an address applied (decisions.md 16). A confirmation mail in `lang` carries the follow link and the way to claim the application with an account.",
        params: jobIdParamsSchema,
        body: guestApplicationBodySchema,
        response: {
          201: guestApplicationAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await service.apply(request.params.id, request.body, request.lang);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/guest-applications/:token',
    {
      // The URL carries the follow token: keep it out of the request log (info level).
      logLevel: 'warn',
      config: { rateLimit: pollPerAddress },
      schema: {
        operationId: 'getGuestApplication',
        tags,
        summary:
          'Follow an application made without an account (the token of the confirmation mail)',
        params: followTokenParamsSchema,
        response: { 200: guestApplicationViewSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.follow(request.params.token);
    },
  );

  app.get(
    '/company/applications/:id/guest',
    {
      config: { permission: 'applications.view' },
      schema: {
        operationId: 'getGuestApplicant',
        tags,
        security,
        summary:
          'A guest applicant (applied without an account, or imported): name, e-mail, phone, consent, parsed fields and CV files',
        params: applicationIdParamsSchema,
        response: {
          200: guestApplicantDetailsSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => service.details(callerOf(request), request.params.id),
  );

  app.get(
    '/company/applications/:id/cvs/:cvId',
    {
      config: { permission: 'applications.view' },
      schema: {
        operationId: 'downloadApplicantCv',
        tags,
        security,
        summary: "Download one of a guest applicant's CV files",
        params: applicationCvParamsSchema,
        // The file's bytes (PDF or DOCX); errors in the error shape (401, 403, 404).
      },
    },
    async (request, reply) => {
      const file = await service.cvFile(callerOf(request), request.params.id, request.params.cvId);
      return reply
        .header('content-type', file.type)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="cv.${file.type === 'application/pdf' ? 'pdf' : 'docx'}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.bytes);
    },
  );
};

export default guestApplyRoutes;
