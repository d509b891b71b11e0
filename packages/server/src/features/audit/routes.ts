// decisions.md 10 and 11, decisions 110 and 113: listAuditEvents, the company's audit log for
// owners and admins (audit.read), newest first, filtered by actor or action, paged.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import { auditPageSchema, auditQuerySchema } from '@talentpool/domain/members/schemas';
import { accountOf } from '../../plugins/app/auth';
import { createAuditRepository } from './repository';
import { createAuditService } from './service';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditService(createAuditRepository(app.db));
  // decisions.md 14: every authenticated answer is no-store.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/company/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        operationId: 'listAuditEvents',
        tags: ['audit'],
        security: [{ bearerAuth: [] }],
        summary: "The company's audit log, newest first; filter by actorId or action",
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => service.list(accountOf(request).id, request.query),
  );
};

export default auditRoutes;
