// spec 7 (company/generateLink, company/oneTimeLink, company/allOneTimeUsers) and the calls the
// product adds for links: the state of a link, resend and revoke. Permissions: decisions.md
// section 5. Rate limits: decisions.md section 4 (links per company, submissions per address).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  generateLinkAnswerSchema,
  generateLinkBodySchema,
  linkCodeSchema,
  linkStatusSchema,
  oneTimeSubmissionAnswerSchema,
  oneTimeSubmissionSchema,
  oneTimeUserIdParamsSchema,
  oneTimeUsersPageSchema,
  oneTimeUsersQuerySchema,
  resendLinkAnswerSchema,
  revokeLinkAnswerSchema,
  revokeLinkParamsSchema,
} from '@talentpool/domain/links/schemas';
import { accountOf, memberOf } from '../../plugins/app/auth';
import { postingToManage } from '../jobs/public';
import { callerOf } from '../../lib/caller';
import { linksPerCompany } from './jobInvitations';
import { createLinksRepository } from './repository';
import { createLinksService } from './service';

const tags = ['links'];
const security = [{ bearerAuth: [] }];

const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createLinksRepository(app.db);
  const service = createLinksService({
    repository,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    ttlDays: app.config.linkTtlDays,
    log: app.log,
  });

  /**
   * Issue 38: a link tied to a posting (a job invitation) is the posting's: resending or revoking
   * it needs postings.manage on that posting (a hiring manager off its team: 403, as every posting
   * call answers). Another company's or an unknown link: the service's 404.
   */
  async function assertPostingOfLink(request: FastifyRequest, linkId: string): Promise<void> {
    const caller = callerOf(request);
    const link = await repository.findForCompany(linkId, caller.companyId);
    if (link?.jobId) await postingToManage(app.db, caller, link.jobId);
  }

  const { links, oneTime } = app.config.rateLimits;
  // Counted per company, after the guard has named it (hook: preHandler runs after the guard).
  const perCompany = linksPerCompany(links);
  const perAddress = { max: oneTime.max, timeWindow: oneTime.windowMs };

  app.post(
    '/company/generateLink',
    {
      config: { rateLimit: perCompany, permission: 'links.manage' },
      schema: {
        operationId: 'generateLink',
        tags,
        security,
        summary: 'Create a single-use questionnaire link for an e-mail and send the invitation',
        body: generateLinkBodySchema,
        // 429: RATE_LIMITED, or MAIL_CAP_REACHED (the company's mails of the day, decision 120).
        response: { 200: generateLinkAnswerSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const company = accountOf(request);
      const { url, linkId } = await service.generate(
        { companyId: company.id, memberId: memberOf(request).id },
        request.body.email,
        request.lang,
      );
      await app.audit.recordFor(
        request,
        'link.generated',
        { type: 'link', id: linkId },
        { email: request.body.email },
      );
      return { url };
    },
  );

  app.get(
    '/company/oneTimeLink/:code',
    {
      // The URL carries a usable code: keep it out of the request log (info level).
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'getOneTimeLink',
        tags,
        summary: 'The state of a single-use link (no login): valid, used, expired or revoked',
        params: z.object({ code: linkCodeSchema }),
        response: { 200: linkStatusSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.status(request.params.code);
    },
  );

  app.post(
    '/company/oneTimeLink',
    {
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'submitOneTimeLink',
        tags,
        summary: 'Submit the 48 answers of a single-use link (no login); accepted exactly once',
        body: oneTimeSubmissionSchema,
        response: {
          200: oneTimeSubmissionAnswerSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await service.submit(request.body.code, request.body.result, request.body.timings);
      return { accepted: true as const };
    },
  );

  app.get(
    '/company/allOneTimeUsers',
    {
      config: { permission: 'links.manage' },
      schema: {
        operationId: 'allOneTimeUsers',
        tags,
        security,
        summary: "This company's one-time users and their results, newest first, paged",
        querystring: oneTimeUsersQuerySchema,
        response: { 200: oneTimeUsersPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.list(accountOf(request).id, request.query);
    },
  );

  app.post(
    '/company/oneTimeLink/:id/resend',
    {
      config: { rateLimit: perCompany, permission: 'links.manage' },
      schema: {
        operationId: 'resendOneTimeLink',
        tags,
        security,
        summary: 'Send an unused link again with a new code and a new expiry',
        params: oneTimeUserIdParamsSchema,
        response: {
          200: resendLinkAnswerSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await assertPostingOfLink(request, request.params.id);
      return service.resend(accountOf(request).id, request.params.id, request.lang);
    },
  );

  // One path with getOneTimeLink (decisions.md 17): the same URL as before, its parameter named
  // as the GET's.
  app.delete(
    '/company/oneTimeLink/:code',
    {
      config: { permission: 'links.manage' },
      schema: {
        operationId: 'revokeOneTimeLink',
        tags,
        security,
        summary: 'Revoke an unused link: it can no longer be opened or submitted',
        params: revokeLinkParamsSchema,
        response: { 200: revokeLinkAnswerSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await assertPostingOfLink(request, request.params.code);
      const answer = await service.revoke(accountOf(request).id, request.params.code);
      await app.audit.recordFor(
        request,
        'link.revoked',
        { type: 'link', id: answer.oneTimeUser._id },
        { email: answer.oneTimeUser.email },
      );
      return answer;
    },
  );
};

export default linksRoutes;
