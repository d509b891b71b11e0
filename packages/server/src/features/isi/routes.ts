// The ISI calls (decisions.md sections 3, 5, 6; spec 7): the questionnaire texts without the
// scoring key, POST company/test for the logged-in user's own attempt (the spec's path, although it
// is a user call), and the user's own attempt history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  isiResultSchema,
  isiSubmissionSchema,
  questionnaireSchema,
} from '@talentpool/domain/isi/types';
import { languageSchema } from '@talentpool/domain/language';
import { accountOf } from '../../plugins/app/auth';
import { createIsiService, questionnaire } from './service';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));

const attemptSchema = isiResultSchema
  .extend({ _id: z.string(), createdAt: z.string() })
  .meta({ id: 'IsiAttempt' });

const isiRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIsiService(app.db);
  const tags = ['isi'];

  app.get(
    '/questionnaire',
    {
      schema: {
        operationId: 'getQuestionnaire',
        tags,
        summary: 'The 48 ISI statements of one language, by page, with the answer labels',
        querystring: z.object({ lang: languageSchema.optional() }),
        response: { 200: questionnaireSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return questionnaire(request.query.lang ?? request.lang);
    },
  );

  app.post(
    '/company/test',
    {
      schema: {
        operationId: 'takeQuestionnaire',
        tags,
        summary: "Take the ISI: 48 answers 1..5, scored on the server; becomes the user's result",
        security: [{ bearerAuth: [] }],
        body: isiSubmissionSchema,
        response: { 200: attemptSchema, ...errors(400, 401, 403, 404) },
      },
      onRequest: app.guard('User'),
    },
    async (request, reply) => {
      const { id } = accountOf(request);
      const attempt = await service.takeQuestionnaire(id, request.body.result, request.lang);
      return reply.status(200).send(toBody(attempt));
    },
  );

  app.get(
    '/user/isi/history',
    {
      schema: {
        operationId: 'listIsiAttempts',
        tags,
        summary: "The logged-in user's ISI attempts, newest first (the first is current)",
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({ attempts: z.array(attemptSchema) }),
          ...errors(401, 403),
        },
      },
      onRequest: app.guard('User'),
    },
    async (request) => {
      const attempts = await service.history(accountOf(request).id);
      return { attempts: attempts.map(toBody) };
    },
  );
};

function toBody({
  id,
  createdAt,
  ...result
}: { id: string; createdAt: Date } & z.infer<typeof isiResultSchema>) {
  return { _id: id, createdAt: createdAt.toISOString(), ...result };
}

export default isiRoutes;
