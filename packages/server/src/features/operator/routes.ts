// Decision 120 (issue 24, decisions.md 15): the operator console's calls. Every one but
// getOperatorSelf is for operators only: the guard (any logged-in account, 401 otherwise), then
// the operator check on the server, from the database, on every call (403 FORBIDDEN otherwise),
// both before the input is read. Every operator action writes an operator_audit row.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorAccountAnswerSchema,
  operatorAccountPageSchema,
  operatorAccountParamsSchema,
  operatorAccountsQuerySchema,
  operatorAuditPageSchema,
  operatorAuditQuerySchema,
  operatorReasonBodySchema,
  operatorSelfSchema,
} from '@talentpool/domain/operator/schemas';
import { accountOf } from '../../plugins/app/auth';
import { createOperatorRepository } from './repository';
import { createOperatorService } from './service';
import { operatorEmailOf, operatorHooks } from './guard';
import { registerQueueRoutes } from './queueRoutes';
import { errorResponses } from '../../lib/errorResponses';

const tags = ['operator'];
const security = [{ bearerAuth: [] }];

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOperatorService(createOperatorRepository(app.db), app.config.adminEmails);
  const onRequest = operatorHooks(app, service);

  app.get(
    '/operator/me',
    {
      onRequest: app.guard(),
      schema: {
        operationId: 'getOperatorSelf',
        tags,
        security,
        summary: 'Whether the logged-in account is an operator (ADMIN_EMAILS, verified e-mail)',
        response: { 200: operatorSelfSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ operator: (await service.operatorEmailOf(accountOf(request))) !== null }),
  );

  app.get(
    '/operator/accounts',
    {
      onRequest,
      schema: {
        operationId: 'listOperatorAccounts',
        tags,
        security,
        summary:
          'Job seekers and companies, newest first; q finds e-mail or name (and a company by any member address)',
        querystring: operatorAccountsQuerySchema,
        response: { 200: operatorAccountPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listAccounts(request.query),
  );

  for (const disabled of [true, false]) {
    app.post(
      `/operator/accounts/:type/:id/${disabled ? 'disable' : 'enable'}`,
      {
        onRequest,
        schema: {
          operationId: disabled ? 'disableAccount' : 'enableAccount',
          tags,
          security,
          summary: disabled
            ? "Disable an account: its tokens answer 401 at once, its login 403 ACCOUNT_DISABLED; a company's members all stop"
            : 'Enable a disabled account again (tokens issued before it was disabled stay void)',
          params: operatorAccountParamsSchema,
          body: operatorReasonBodySchema,
          response: { 200: operatorAccountAnswerSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        account: await service.setDisabled(
          operatorEmailOf(request),
          request.params.type,
          request.params.id,
          disabled,
          request.body.reason,
        ),
      }),
    );
  }

  app.get(
    '/operator/audit',
    {
      onRequest,
      schema: {
        operationId: 'listOperatorAudit',
        tags,
        security,
        summary: 'Every operator action (disable, enable, retry), newest first',
        querystring: operatorAuditQuerySchema,
        response: { 200: operatorAuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listAudit(request.query),
  );

  await registerQueueRoutes(app, service, onRequest);
};

export default operatorRoutes;
