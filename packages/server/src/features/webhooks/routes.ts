// Issue 42 (decisions.md 18, decisions 236 and 237): webhooks under /api/company/webhooks, for
// owners and admins (`webhooks.manage` in the domain's policy table): createWebhook, listWebhooks,
// updateWebhook, deleteWebhook, listWebhookDeliveries, redeliverWebhook, testWebhook. The
// dispatcher (dispatcher.ts) is started with the routes and stopped when the server closes.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookSchema,
  createdWebhookSchema,
  deliveriesQuerySchema,
  deliveryParamsSchema,
  updateWebhookSchema,
  webhookAnswerSchema,
  webhookDeliveryAnswerSchema,
  webhookDeliveryPageSchema,
  webhookIdParamsSchema,
  webhookListSchema,
} from '@talentpool/domain/webhooks/schemas';
import { callerOf } from '../../lib/caller';
import { commonErrors } from '../../lib/errorResponses';
import type { Resolve } from './addresses';
import { createApiLoad } from './apiLoad';
import { scheduleDeliveryCleanup } from './cleanup';
import { createDispatcher, type Dispatcher } from './dispatcher';
import { createWebhooksRepository } from './repository';
import { createWebhooksService } from './service';

const tags = ['webhooks'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;
const permission = 'webhooks.manage' as const;

/** Tests: a resolver of their own (DNS rebinding) and the dispatcher to drain. */
export interface WebhooksTestHooks {
  resolve?: Resolve;
  onDispatcher?: (dispatcher: Dispatcher) => void;
}

const dispatchers = new WeakMap<object, Dispatcher>();

/** The dispatcher of a server (tests drain it; keyed by the root instance). */
export function webhookDispatcherOf(app: object): Dispatcher | undefined {
  return dispatchers.get(app);
}

const webhooksRoutes: FastifyPluginAsyncZod<WebhooksTestHooks> = async (app, hooks) => {
  const repository = createWebhooksRepository(app.db);
  const allowPrivate = app.config.webhookAllowPrivate;
  // How busy this process is answering requests: the dispatcher's pace follows it (decision 286).
  const apiLoad = createApiLoad(app.server);
  const dispatcher = createDispatcher({
    repository,
    mailer: app.mailer,
    log: app.log,
    allowPrivate,
    resolve: hooks.resolve,
    isReady: () => !app.lifecycle.draining,
    load: apiLoad.load,
  });
  dispatchers.set(app.server, dispatcher);
  hooks.onDispatcher?.(dispatcher);
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    apiLoad.stop();
  });
  // Decision 281: ended deliveries older than 30 days go, daily.
  scheduleDeliveryCleanup(app);
  const service = createWebhooksService({
    repository,
    allowPrivate,
    resolve: hooks.resolve,
    kick: () => dispatcher.kick(),
  });
  // decisions.md 14: every authenticated answer is no-store.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/company/webhooks')) reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/company/webhooks',
    {
      config: { permission },
      schema: {
        operationId: 'createWebhook',
        tags,
        security,
        summary: 'Create a webhook; the signing secret is answered once, here',
        description:
          'The URL must be https and resolve to public addresses only (checked now and before every delivery). Deliveries follow the Standard Webhooks specification: headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 keyed by the decoded secret), body {type, timestamp, data}; `format: slack` sends {text} for a chat channel instead.',
        body: createWebhookSchema,
        response: { 201: createdWebhookSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(callerOf(request), request.body)),
  );

  app.get(
    '/company/webhooks',
    {
      config: { permission },
      schema: {
        operationId: 'listWebhooks',
        tags,
        security,
        summary: "The company's webhooks with their status (never their secrets)",
        response: { 200: webhookListSchema, ...errors },
      },
    },
    async (request) => service.list(callerOf(request)),
  );

  app.patch(
    '/company/webhooks/:id',
    {
      config: { permission },
      schema: {
        operationId: 'updateWebhook',
        tags,
        security,
        summary: 'Change a webhook: URL, events, description, body format; turn it off or on again',
        params: webhookIdParamsSchema,
        body: updateWebhookSchema,
        response: { 200: webhookAnswerSchema, ...errors },
      },
    },
    async (request) => service.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/company/webhooks/:id',
    {
      config: { permission },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        security,
        summary: 'Delete a webhook with its deliveries',
        params: webhookIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/company/webhooks/:id/deliveries',
    {
      config: { permission },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        security,
        summary: "A webhook's deliveries, newest first, each with its attempts",
        description:
          'Each delivery: status (pending, succeeded, failed), the last answer code and duration, the number of attempts, the next try while pending, and every attempt (time, answer code, duration, why it failed).',
        params: webhookIdParamsSchema,
        querystring: deliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema, ...errors },
      },
    },
    async (request) => service.deliveries(callerOf(request), request.params.id, request.query),
  );

  app.post(
    '/company/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: { permission },
      schema: {
        operationId: 'redeliverWebhook',
        tags,
        security,
        summary: 'Send a delivery again now, with the same webhook-id',
        params: deliveryParamsSchema,
        response: { 202: webhookDeliveryAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await service.redeliver(callerOf(request), request.params.id, request.params.deliveryId),
        ),
  );

  app.post(
    '/company/webhooks/:id/test',
    {
      config: { permission },
      schema: {
        operationId: 'testWebhook',
        tags,
        security,
        summary: 'Send a test event (type webhook.test) to the webhook now',
        params: webhookIdParamsSchema,
        response: { 202: webhookDeliveryAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.test(callerOf(request), request.params.id)),
  );
};

export default webhooksRoutes;
