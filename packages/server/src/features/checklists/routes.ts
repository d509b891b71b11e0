// Description cards and the candidates of a leadership style (issue 8: beyond the spec). Companies
// only: anonymous callers get 401, users 403 (decisions.md sections 3 and 5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import { pagingQuerySchema } from '@talentpool/domain/paging';
import {
  candidatePageSchema,
  candidatesQuerySchema,
  descriptionCardInputSchema,
  descriptionCardPageSchema,
  descriptionCardParamsSchema,
  descriptionCardSchema,
} from '@talentpool/domain/checklists/schemas';
import { accountOf, memberOf } from '../../plugins/app/auth';
import { perCompanyLimit } from '../../lib/perCompanyLimit';
import {
  findCandidatesOfStyle,
  listDescriptionCards,
  removeDescriptionCard,
  saveDescriptionCard,
} from './service';
import { errorResponses } from '../../lib/errorResponses';

const errors = errorResponses(400, 401, 403);

const checklistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearerAuth: [] }];

  app.post(
    '/company/descriptionCards',
    {
      config: { permission: 'cards.manage' },
      schema: {
        operationId: 'createDescriptionCard',
        tags: ['checklists'],
        summary: 'Save a description card; the server computes its leadership profile',
        security,
        body: descriptionCardInputSchema,
        response: { 201: descriptionCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const card = await saveDescriptionCard(
        app.db,
        { companyId: accountOf(request).id, memberId: memberOf(request).id },
        request.body,
      );
      await app.audit.recordFor(
        request,
        'card.saved',
        { type: 'card', id: card._id },
        { kind: card.kind, title: card.title },
      );
      return reply.status(201).send(card);
    },
  );

  app.get(
    '/company/descriptionCards',
    {
      config: { permission: 'cards.manage' },
      schema: {
        operationId: 'listDescriptionCards',
        tags: ['checklists'],
        summary: "This company's description cards, newest first",
        security,
        querystring: pagingQuerySchema,
        response: { 200: descriptionCardPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listDescriptionCards(app.db, accountOf(request).id, request.query);
    },
  );

  app.delete(
    '/company/descriptionCards/:id',
    {
      config: { permission: 'cards.manage' },
      schema: {
        operationId: 'deleteDescriptionCard',
        tags: ['checklists'],
        summary: 'Delete one of this company’s description cards',
        security,
        params: descriptionCardParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeDescriptionCard(app.db, accountOf(request).id, request.params.id);
      await app.audit.recordFor(request, 'card.removed', { type: 'card', id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/company/candidates',
    {
      // decisions.md 13: a list of candidates is a search, limited per company like search (its
      // own counter, of the same size: the rate-limit library counts each route apart).
      config: {
        permission: 'candidates.search',
        rateLimit: perCompanyLimit(app.config.rateLimits.search),
      },
      schema: {
        operationId: 'listStyleCandidates',
        tags: ['checklists'],
        summary: 'Candidates whose leadership style (iRes2) is the given one, strongest first',
        security,
        querystring: candidatesQuerySchema,
        response: { 200: candidatePageSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return findCandidatesOfStyle(
        app.db,
        request.query,
        { companyId: accountOf(request).id, memberId: memberOf(request).id },
        request.lang,
      );
    },
  );
};

export default checklistsRoutes;
