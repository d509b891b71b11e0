// Issue 21, decision 137: saved searches under /api/company/saved-searches, each the member's own
// (permission candidates.search, the roles that search), and the public unsubscribe call of the
// alert mail (no login: the token is the proof, rate limited per address). The daily alert is a
// scheduled job on the queue (decision 121), like the retention sweep.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  createSavedSearchBodySchema,
  savedSearchIdParamsSchema,
  savedSearchPageSchema,
  savedSearchSchema,
  savedSearchesQuerySchema,
  unsubscribeAnswerSchema,
  unsubscribeBodySchema,
  unsubscribePath,
  unsubscribeTokenSchema,
  updateSavedSearchBodySchema,
} from '@talentpool/domain/pools/schemas';
import { accountOf, memberOf } from '../../plugins/app/auth';
import { alertCron, alertJob, sendSavedSearchAlerts } from './alerts';
import { createSavedSearchesRepository, type Owner } from './repository';
import { createSavedSearchesService } from './service';
import { commonErrors } from '../../lib/errorResponses';

const tags = ['saved searches'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

const ownerOf = (request: FastifyRequest): Owner => ({
  companyId: accountOf(request).id,
  memberId: memberOf(request).id,
});

const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSavedSearchesService(createSavedSearchesRepository(app.db));

  app.queue.work(alertJob, async () => {
    const result = await sendSavedSearchAlerts(app, app.clock.now());
    if (result.mailed > 0) app.log.info(result, 'saved search alerts sent');
  });
  // As the retention sweep: scheduling needs the database, which may not answer yet (decision
  // 082); it is tried again every minute until it does.
  let closed = false;
  const scheduleAlerts = async (): Promise<void> => {
    try {
      await app.queue.schedule(alertJob, alertCron);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'saved search alerts not scheduled yet');
      setTimeout(() => void scheduleAlerts(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await scheduleAlerts();
    else void scheduleAlerts();
  });
  app.addHook('onClose', async () => {
    closed = true;
  });

  app.get(
    '/company/saved-searches',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'listSavedSearches',
        tags,
        security,
        summary: "The member's saved searches, newest first, paged",
        querystring: savedSearchesQuerySchema,
        response: { 200: savedSearchPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.list(ownerOf(request), request.query);
    },
  );

  app.post(
    '/company/saved-searches',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'createSavedSearch',
        tags,
        security,
        summary: 'Save a search (the filters and free text of company search) with its alert',
        description:
          'With `alert` (the default), the member gets a daily mail in their language of the candidates who completed a matching profile since the last one, with an unsubscribe link.',
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await service.create(ownerOf(request), request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/company/saved-searches/:id',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'updateSavedSearch',
        tags,
        security,
        summary: 'Rename a saved search, change its filters, or turn its alert on or off',
        description:
          'Turning the alert on again starts from now: the next mail lists the candidates completed from then on.',
        params: savedSearchIdParamsSchema,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => service.update(ownerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/company/saved-searches/:id',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'deleteSavedSearch',
        tags,
        security,
        summary: 'Delete a saved search (its mailed unsubscribe links stop working)',
        params: savedSearchIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  const { oneTime } = app.config.rateLimits;
  app.post(
    '/saved-searches/unsubscribe',
    {
      config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
      schema: {
        operationId: 'unsubscribeSavedSearch',
        tags,
        summary: "Turn off a saved search's alert from the link in its mail (no login)",
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.unsubscribe(request.body.token);
    },
  );

  // RFC 8058 one-click: the mail's List-Unsubscribe link, POSTed by the mail client with the form
  // body `List-Unsubscribe=One-Click` (form-urlencoded, or multipart, which @fastify/multipart
  // already accepts app-wide). The body says nothing the token does not: it is read as text and
  // ignored. Own scope, so no other route parses url-encoded forms.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const asText = (_request: FastifyRequest, body: string, done: (e: null, b: string) => void) =>
      done(null, body);
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (request, body, done) => asText(request, String(body), done),
    );
    const params = z.object({ token: unsubscribeTokenSchema });
    scope.post(
      '/saved-searches/unsubscribe/:token',
      {
        config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
        schema: {
          operationId: 'unsubscribeSavedSearchOneClick',
          tags,
          summary: "Turn off a saved search's alert from the mail client (List-Unsubscribe-Post)",
          description:
            'RFC 8058: the alert mail carries List-Unsubscribe with this URL and List-Unsubscribe-Post: List-Unsubscribe=One-Click; the mail client POSTs that body here. No login: the token is the proof.',
          params,
          response: { 200: unsubscribeAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return service.unsubscribe(request.params.token);
      },
    );
    // A mail client without one-click opens the link: the page that asks for one click.
    scope.get(
      '/saved-searches/unsubscribe/:token',
      {
        config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
        schema: {
          operationId: 'openSavedSearchUnsubscribe',
          tags,
          summary: 'The List-Unsubscribe link opened in a browser: 303 to the unsubscribe page',
          params,
          response: { 303: z.null(), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(unsubscribePath(request.params.token), 303);
      },
    );
  });
};

export default savedSearchesRoutes;
