// Issue 41 (decisions.md 20, decisions 226-228): offers, their approvals in order, and the
// candidate's page. Company routes declare their policy action (decision 110); the service
// checks the posting's team and the approver's turn. The candidate's calls (/offers/{code})
// carry the code in their URL: their request log lines are kept out (logLevel warn), like the
// self-scheduling links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import { pagingQuerySchema } from '@talentpool/domain/paging';
import {
  acceptOfferBodySchema,
  applicationOffersSchema,
  companyOfferAnswerSchema,
  createOfferAnswerSchema,
  createOfferBodySchema,
  declineOfferBodySchema,
  myApprovalsSchema,
  offerCodeParamsSchema,
  offerLetterPreviewSchema,
  offerLetterTemplateBodySchema,
  offerLetterTemplatesSchema,
  previewOfferLetterBodySchema,
  publicOfferSchema,
  rejectOfferBodySchema,
  replaceApproverBodySchema,
} from '@talentpool/domain/offers/schemas';
import { callerOf } from '../../lib/caller';
import { commonErrors } from '../../lib/errorResponses';
import { applicationMailerOf } from '../mailTemplates/public';
import { createOffersService } from './service';

const tags = ['offers'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });
const errors = { ...commonErrors, 410: apiErrorSchema };
const publicErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  429: apiErrorSchema,
};

/** The job the expiry sweep runs as on the queue. */
export const expireOffersJob = 'offers.expire';

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOffersService({
    db: app.db,
    mailer: app.mailer,
    applicationMailer: applicationMailerOf(app),
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    secret: app.config.jwtSecret,
    log: app.log,
  });
  const { oneTime } = app.config.rateLimits;
  const perAddress = { max: oneTime.max, timeWindow: oneTime.windowMs };

  // The expiry sweep: every ten minutes on the queue; each run closes what has expired since.
  app.queue.work(expireOffersJob, async () => {
    const done = await service.expireDue();
    for (const offer of done) {
      await app.audit.record({
        companyId: offer.companyId,
        actorMemberId: null,
        actorEmail: 'system',
        action: 'offer.expired',
        target: { type: 'offer', id: offer.id },
      });
    }
  });
  let stopped = false;
  const scheduleSweep = async (): Promise<void> => {
    try {
      await app.queue.schedule(expireOffersJob, '*/10 * * * *');
    } catch (err) {
      if (stopped) return;
      app.log.warn({ err }, 'offer expiry not scheduled yet');
      setTimeout(() => void scheduleSweep(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await scheduleSweep();
    else void scheduleSweep();
  });
  app.addHook('onClose', async () => {
    stopped = true;
  });

  app.post(
    '/company/applications/:id/offers',
    {
      config: { permission: 'offers.manage', idempotent: true },
      schema: {
        operationId: 'createOffer',
        tags,
        security,
        summary: 'Make an offer on an application, with its approvers in order',
        description:
          'salary {amount > 0, currency (ISO 4217), period}, startDate (not in the past), expiresAt (in the future, at most a year), body (the letter; default: the company template in the applicant’s language), approverIds (active members who may see salaries, in order; none: approved at once). One open offer per application.',
        params: idParams,
        body: createOfferBodySchema,
        response: { 201: createOfferAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const offer = await service.create(
        callerOf(request),
        request.params.id,
        request.body,
        request.lang,
      );
      await app.audit.recordFor(
        request,
        'offer.created',
        { type: 'offer', id: offer.id },
        { applicationId: offer.applicationId, approvers: request.body.approverIds.length },
      );
      void app.mailer.drain().catch(() => undefined);
      return reply.status(201).send({ offer: { _id: offer.id, status: offer.status } });
    },
  );

  app.get(
    '/company/applications/:id/offers',
    {
      config: { permission: 'offers.manage' },
      schema: {
        operationId: 'listApplicationOffers',
        tags,
        security,
        summary: "An application's offers, newest first, with their approval chains",
        params: idParams,
        response: { 200: applicationOffersSchema, ...errors },
      },
    },
    async (request) => ({
      offers: await service.listForApplication(callerOf(request), request.params.id),
    }),
  );

  app.get(
    '/company/offers/waiting',
    {
      config: { permission: 'offers.approve' },
      schema: {
        operationId: 'listMyOfferApprovals',
        tags,
        security,
        summary: 'The offers whose approval is the caller’s turn, oldest first, a page at a time',
        querystring: pagingQuerySchema,
        response: { 200: myApprovalsSchema, ...errors },
      },
    },
    async (request) => service.waiting(callerOf(request), request.query),
  );

  app.get(
    '/company/offers/:id',
    {
      config: { permission: 'offers.approve' },
      schema: {
        operationId: 'getCompanyOffer',
        tags,
        security,
        summary: 'One offer with its approval chain (its approvers and the posting’s managers)',
        params: idParams,
        response: { 200: companyOfferAnswerSchema, ...errors },
      },
    },
    async (request) => ({ offer: await service.get(callerOf(request), request.params.id) }),
  );

  for (const [path, operationId, decision] of [
    ['approve', 'approveOffer', 'approved'],
    ['reject', 'rejectOffer', 'rejected'],
  ] as const) {
    app.post(
      `/company/offers/:id/${path}`,
      {
        config: { permission: 'offers.approve' },
        schema: {
          operationId,
          tags,
          security,
          summary:
            decision === 'approved'
              ? 'Approve an offer: only the approver whose turn it is (409 NOT_YOUR_TURN)'
              : 'Reject an offer with a reason: only the approver whose turn it is; the offer goes back to draft',
          params: idParams,
          body: decision === 'approved' ? z.object({}).optional() : rejectOfferBodySchema,
          response: { 200: companyOfferAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const reason = decision === 'rejected' ? (request.body as { reason: string }).reason : null;
        const { offer } = await service.decide(
          callerOf(request),
          request.params.id,
          decision,
          reason,
        );
        await app.audit.recordFor(
          request,
          decision === 'approved' ? 'offer.approved' : 'offer.rejected',
          { type: 'offer', id: offer._id },
          { applicationId: offer.applicationId, status: offer.status },
        );
        return { offer };
      },
    );
  }

  app.post(
    '/company/offers/:id/send',
    {
      config: { permission: 'offers.manage' },
      schema: {
        operationId: 'sendOffer',
        tags,
        security,
        summary: 'Send an approved offer: a mail with /offers/{code} in the applicant’s language',
        description: 'Before every approval: 409 OFFER_NOT_APPROVED.',
        params: idParams,
        body: z.object({}).optional(),
        response: { 200: companyOfferAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const offer = await service.send(callerOf(request), request.params.id);
      await app.audit.recordFor(
        request,
        'offer.sent',
        { type: 'offer', id: offer._id },
        { applicationId: offer.applicationId },
      );
      return { offer };
    },
  );

  app.post(
    '/company/offers/:id/withdraw',
    {
      config: { permission: 'offers.manage' },
      schema: {
        operationId: 'withdrawOffer',
        tags,
        security,
        summary: 'Withdraw an open offer (its link stops working)',
        params: idParams,
        body: z.object({}).optional(),
        response: { 200: companyOfferAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const offer = await service.withdraw(callerOf(request), request.params.id);
      await app.audit.recordFor(
        request,
        'offer.withdrawn',
        { type: 'offer', id: offer._id },
        { applicationId: offer.applicationId },
      );
      return { offer };
    },
  );

  app.post(
    '/company/offers/:id/approvers',
    {
      config: { permission: 'offers.settings' },
      schema: {
        operationId: 'replaceOfferApprover',
        tags,
        security,
        summary: 'Replace an approver who left the company (owners and admins)',
        params: idParams,
        body: replaceApproverBodySchema,
        response: { 200: companyOfferAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const offer = await service.replaceApprover(
        callerOf(request),
        request.params.id,
        request.body,
      );
      await app.audit.recordFor(
        request,
        'offer.approverReplaced',
        { type: 'offer', id: offer._id },
        { from: request.body.approverId, to: request.body.newApproverId },
      );
      return { offer };
    },
  );

  app.get(
    '/company/offer-letters',
    {
      config: { permission: 'offers.settings' },
      schema: {
        operationId: 'getOfferLetterTemplates',
        tags,
        security,
        summary: 'The company’s offer letter templates (en, ar) and their placeholders',
        response: { 200: offerLetterTemplatesSchema, ...errors },
      },
    },
    async (request) => service.letterTemplates(callerOf(request)),
  );

  app.put(
    '/company/offer-letters',
    {
      config: { permission: 'offers.settings' },
      schema: {
        operationId: 'setOfferLetterTemplate',
        tags,
        security,
        summary: 'Save a language’s letter template (null: back to the default)',
        description: 'An unknown placeholder or unbalanced braces: 400 with fields.body.',
        body: offerLetterTemplateBodySchema,
        response: { 200: offerLetterTemplatesSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await service.setLetterTemplate(
        callerOf(request),
        request.body.lang,
        request.body.body,
        request.lang,
      );
      await app.audit.recordFor(request, 'offerLetter.updated', undefined, {
        lang: request.body.lang,
        reset: request.body.body === null,
      });
      return answer;
    },
  );

  app.post(
    '/company/offer-letters/preview',
    {
      config: { permission: 'offers.settings' },
      schema: {
        operationId: 'previewOfferLetter',
        tags,
        security,
        summary: 'A letter template filled with sample values',
        body: previewOfferLetterBodySchema,
        response: { 200: offerLetterPreviewSchema, ...errors },
      },
    },
    async (request) => ({
      letter: service.previewLetter(
        callerOf(request),
        request.body.lang,
        request.body.body,
        request.lang,
      ),
    }),
  );

  // --- the candidate's page (decisions.md 20): the code alone opens it ------------------------

  app.get(
    '/offers/:code',
    {
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'getOffer',
        tags,
        summary: 'The offer a candidate was mailed, in their language (no login)',
        params: offerCodeParamsSchema,
        response: { 200: publicOfferSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { offer: await service.publicOffer(request.params.code) };
    },
  );

  app.get(
    '/offers/:code/pdf',
    {
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'getOfferPdf',
        tags,
        summary: 'The offer letter as a PDF of text; once accepted, the signed one',
        params: offerCodeParamsSchema,
        response: {
          200: z.string().meta({ description: 'application/pdf' }),
          ...publicErrors,
        },
      },
    },
    async (request, reply) => {
      const { pdf, signed } = await service.pdf(request.params.code);
      return (
        reply
          .header('Cache-Control', 'no-store')
          .header(
            'Content-Disposition',
            `inline; filename="${signed ? 'offer-signed' : 'offer'}.pdf"`,
          )
          .type('application/pdf')
          // A Buffer goes out as it is; the typed reply wants the documented string.
          .send(pdf as unknown as string)
      );
    },
  );

  app.post(
    '/offers/:code/accept',
    {
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'acceptOffer',
        tags,
        summary: 'Accept and sign: the typed full name and agree: true (exactly once)',
        description:
          'Keeps the name, time, address, user agent and the SHA-256 of the letter’s PDF; the signed PDF gains a signature page; the application moves to the posting’s hired stage. Answered already: 409 OFFER_CLOSED; expired: 410 OFFER_EXPIRED.',
        params: offerCodeParamsSchema,
        body: acceptOfferBodySchema,
        response: { 200: publicOfferSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { row, name } = await service.accept(request.params.code, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      await app.audit.record({
        companyId: row.companyId,
        actorMemberId: null,
        actorEmail: name.candidateName || 'candidate',
        action: 'offer.accepted',
        target: { type: 'offer', id: row.id },
        details: { applicationId: row.applicationId },
      });
      return { offer: name };
    },
  );

  app.post(
    '/offers/:code/decline',
    {
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'declineOffer',
        tags,
        summary: 'Decline the offer, with an optional reason',
        params: offerCodeParamsSchema,
        body: declineOfferBodySchema,
        response: { 200: publicOfferSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const row = await service.decline(request.params.code, request.body.reason || null);
      const offer = await service.publicOffer(request.params.code);
      await app.audit.record({
        companyId: row.companyId,
        actorMemberId: null,
        actorEmail: offer.candidateName || 'candidate',
        action: 'offer.declined',
        target: { type: 'offer', id: row.id },
        details: { applicationId: row.applicationId },
      });
      return { offer };
    },
  );
};

export default offersRoutes;
