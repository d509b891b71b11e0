// The ISI calls (decisions.md sections 3, 5, 6; spec 7): the questionnaire texts without the
// scoring key, POST company/test for the logged-in user's own attempt (the spec's path, although it
// is a user call), and the user's own attempt history. Issue 22 (decision 135): optional timings
// in the submission, the response-quality flags with each attempt, the norms and the reliability
// on real answers, recomputed daily by a job on the queue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isiNormsSchema, isiReliabilitySchema } from '@talentpool/domain/isi/trustSchemas';
import { isiTechnicalReportSchema } from '@talentpool/domain/isi/technicalSchema';
import {
  isiFlagsSchema,
  isiResultSchema,
  isiSubmissionSchema,
  questionnaireSchema,
} from '@talentpool/domain/isi/types';
import { languageSchema } from '@talentpool/domain/language';
import { accountOf } from '../../plugins/app/auth';
import { createIsiService, questionnaire } from './service';
import { errorResponses } from '../../lib/errorResponses';

/** A value of filename* (RFC 5987): percent-encoded UTF-8, with ' ( ) * encoded too. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const attemptSchema = isiResultSchema
  .extend({
    _id: z.string(),
    createdAt: z.string(),
    /** Response quality (decision 135); null for an attempt from before the check existed. */
    isiFlags: isiFlagsSchema.nullable(),
  })
  .meta({ id: 'IsiAttempt' });

/** The daily statistics job (decision 120's queue) and when it runs: 03:41 UTC, a quiet hour. */
export const isiStatisticsJob = 'isi.statistics';
const isiStatisticsCron = '41 3 * * *';

const isiRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIsiService(app.db);
  const tags = ['isi'];

  // Norms and reliability on real answers, recomputed daily (decision 135); a failure is retried
  // with the queue's back-off and stays visible to operators.
  app.queue.work(isiStatisticsJob, async () => {
    const run = await service.refreshStatistics(app.clock.now());
    app.log.info(run, 'ISI statistics refreshed');
  });
  // Scheduling needs the database; one that is not there yet (decision 082) must not stop the
  // start: it is tried again every minute until the database answers.
  let closed = false;
  const scheduleRefresh = async (): Promise<void> => {
    try {
      await app.queue.schedule(isiStatisticsJob, isiStatisticsCron);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'ISI statistics not scheduled yet');
      setTimeout(() => void scheduleRefresh(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await scheduleRefresh();
    else void scheduleRefresh();
  });
  app.addHook('onClose', async () => {
    closed = true;
  });

  app.get(
    '/questionnaire',
    {
      schema: {
        operationId: 'getQuestionnaire',
        tags,
        summary: 'The 48 ISI statements of one language, by page, with the answer labels',
        querystring: z.object({ lang: languageSchema.optional() }),
        response: { 200: questionnaireSchema, ...errorResponses(400) },
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
        description:
          'Optional `timings`: the milliseconds spent on each statement, as the questionnaire measured them. Without them the attempt gets no speed flag (tooFast null). The response-quality flags never change the scores (decision 135).',
        security: [{ bearerAuth: [] }],
        body: isiSubmissionSchema,
        response: { 200: attemptSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.guard('User'),
    },
    async (request, reply) => {
      const { id } = accountOf(request);
      const { result, timings } = request.body;
      const attempt = await service.takeQuestionnaire(id, result, request.lang, timings);
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
          ...errorResponses(401, 403),
        },
      },
      onRequest: app.guard('User'),
    },
    async (request) => {
      const attempts = await service.history(accountOf(request).id);
      return { attempts: attempts.map(toBody) };
    },
  );

  app.get(
    '/user/isi/report.pdf',
    {
      schema: {
        operationId: 'getIsiReport',
        tags,
        summary: "The logged-in user's ISI report as a tagged PDF made of text (en or ar)",
        description:
          'The current result with its type texts, the eight scores as a vector chart, the percentiles among current results (or "not enough answers yet") and the response quality, in the chosen language; the person\'s name on it (decision 136). 404 before any attempt.',
        security: [{ bearerAuth: [] }],
        querystring: z.object({ lang: languageSchema.optional() }),
        response: {
          200: z.string().meta({ description: 'application/pdf' }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      onRequest: app.guard('User'),
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const { pdf, fileName } = await service.report(accountOf(request).id, lang);
      return (
        reply
          .header('Cache-Control', 'no-store')
          // The person's name in the file's name (issue 23): UTF-8 in filename* (RFC 6266), an
          // ASCII name for clients that read only filename.
          .header(
            'Content-Disposition',
            `attachment; filename="isi-report-${lang}.pdf"; filename*=UTF-8''${rfc5987(fileName)}`,
          )
          .type('application/pdf')
          // A Buffer goes out as it is (Fastify never serializes one); the typed reply wants the
          // documented string, so the cast only says so.
          .send(pdf as unknown as string)
      );
    },
  );

  app.get(
    '/isi/norms',
    {
      schema: {
        operationId: 'getIsiNorms',
        tags,
        summary: 'The norms: how many current results have each scale score (percentiles)',
        description:
          "Counts of every person's current (latest) result per scale and score, from the daily statistics job; histograms null below minimumRespondents. For any logged-in account (decision 135).",
        security: [{ bearerAuth: [] }],
        response: { 200: isiNormsSchema, ...errorResponses(401) },
      },
      onRequest: app.guard(),
    },
    async () => {
      // An authenticated answer: no-store like every other (decisions.md 14), though the norms
      // change once a day and name no one.
      return service.norms();
    },
  );

  app.get(
    '/public/isi/reliability',
    {
      schema: {
        operationId: 'getIsiReliability',
        tags,
        summary: "The ISI's reliability measured on stored answers (the /isi page)",
        description:
          "Cronbach's alpha and corrected item-total correlations per scale from each person's latest attempt (scales null below minimumRespondents), and test-retest correlations from people who answered twice at least minimumDays apart; simulatedRespondents counts answers generated by the simulation model (the demo data). Recomputed daily (decision 135).",
        response: { 200: isiReliabilitySchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return service.reliability();
    },
  );

  app.get(
    '/public/isi/technical-report',
    {
      schema: {
        operationId: 'getIsiTechnicalReport',
        tags,
        summary: "The ISI's technical report (the /isi/technical page)",
        description:
          "Per scale: Cronbach's alpha with Feldt's 95% interval, corrected item-total correlations, test-retest r with Fisher's z interval, norms (mean, SD, percentiles); differences of type assignment between the voluntary survey's groups (groups under 5 hidden); the fit score's AUC for hired against rejected applications with Hanley and McNeil's interval, and the measured accuracy. Each figure with its sample size, null below its minimum. The latest snapshot of the daily job (decision 274): status notComputed before its first run, when the call queues one run of it. Aggregates only; public.",
        response: { 200: isiTechnicalReportSchema },
      },
    },
    async (_request, reply) => {
      const report = await service.technicalReport();
      if (report.status === 'notComputed') {
        // Decision 274: never computed inside a public request; the first call asks the queue for
        // one run of the daily job (one at a time: the singleton key), and is not cached.
        await app.queue
          .send(isiStatisticsJob, {}, { singletonKey: 'isi.technical.first' })
          .catch((err: unknown) => app.log.warn({ err }, 'ISI statistics not queued'));
        reply.header('Cache-Control', 'no-store');
        return report;
      }
      reply.header('Cache-Control', 'public, max-age=300');
      return report;
    },
  );
};

function toBody({
  id,
  createdAt,
  isiFlags,
  ...result
}: { id: string; createdAt: Date; isiFlags: z.infer<typeof isiFlagsSchema> | null } & z.infer<
  typeof isiResultSchema
>) {
  return { _id: id, createdAt: createdAt.toISOString(), ...result, isiFlags };
}

export default isiRoutes;
