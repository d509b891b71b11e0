// decisions.md 18 (issue 42, decisions 232-235): createApiKey, listApiKeys, revokeApiKey, for
// owners and admins (apiKeys.manage of the domain's policy table; no key scope opens it, so a
// key cannot mint keys). How a key authenticates: plugins/app/apiKeyAuth.ts and auth.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '@talentpool/domain/apiKeys/schemas';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { callerOf } from '../../lib/caller';
import { createApiKeysRepository } from './repository';
import { createApiKeysService } from './service';

const tags = ['integrations'];
const security = [{ bearerAuth: [] }];

const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApiKeysService(createApiKeysRepository(app.db));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/company/api-keys',
    {
      config: { permission: 'apiKeys.manage' },
      schema: {
        operationId: 'createApiKey',
        tags,
        security,
        summary: 'Create an API key with scopes and an optional expiry; the secret is shown once',
        description:
          'The answer carries the secret (`tp_` and 43 letters) this once: only its SHA-256 hash is kept. Send it as `Authorization: Bearer <secret>`; the key acts as the company within its scopes. Unknown scopes: 400 VALIDATION_FAILED with fields. Owners and admins only (`apiKeys.manage`); an API key cannot create keys.',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { companyId, member } = callerOf(request);
      const created = await service.create(companyId, member.id, request.body);
      await app.audit.recordFor(
        request,
        'apiKey.created',
        { type: 'apiKey', id: created.apiKey._id },
        { name: created.apiKey.name, prefix: created.apiKey.prefix, scopes: created.apiKey.scopes },
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/company/api-keys',
    {
      config: { permission: 'apiKeys.manage' },
      schema: {
        operationId: 'listApiKeys',
        tags,
        security,
        summary: "The company's API keys, newest first, with their last use (never the secret)",
        response: { 200: apiKeyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ apiKeys: await service.list(callerOf(request).companyId) }),
  );

  app.delete(
    '/company/api-keys/:id',
    {
      config: { permission: 'apiKeys.manage' },
      schema: {
        operationId: 'revokeApiKey',
        tags,
        security,
        summary: 'Revoke an API key: it answers 401 from the next request on',
        params: apiKeyIdParamsSchema,
        response: {
          200: z.object({ apiKey: apiKeySchema }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const apiKey = await service.revoke(callerOf(request).companyId, request.params.id);
      await app.audit.recordFor(
        request,
        'apiKey.revoked',
        { type: 'apiKey', id: apiKey._id },
        { name: apiKey.name, prefix: apiKey.prefix },
      );
      return { apiKey };
    },
  );
};

export default apiKeysRoutes;
