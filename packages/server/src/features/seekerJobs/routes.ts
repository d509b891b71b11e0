// Issue 46, decisions.md 23 (decisions 247, 248): the job seeker's calls. Recommended jobs with
// the fit seen from their side, the match hint before applying, saved jobs, job alerts (a daily
// mail with one-click unsubscribe, RFC 8058, and its GET twin for a browser, decisions.md 17).
// Every call but the unsubscribe is the job seeker's own (guard 'User': a company's token is 403);
// another seeker's alert or saved job is 404, as if it did not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, DomainError } from '@talentpool/domain/errors';
import { idParamsSchema } from '@talentpool/domain/jobs/schemas';
import {
  jobAlertAnswerSchema,
  jobAlertInputSchema,
  jobAlertsSchema,
  jobAlertUnsubscribedSchema,
  jobAlertUnsubscribePage,
  jobAlertUnsubscribeQuerySchema,
  jobMatchSchema,
  jobRecommendationsUnsubscribedSchema,
  recommendedJobsQuerySchema,
  recommendedJobsSchema,
  savedJobsQuerySchema,
  savedJobsSchema,
  seekerNotificationSettingsSchema,
} from '@talentpool/domain/seeker/schemas';
import { accountOf } from '../../plugins/app/auth';
import { commonErrors } from '../../lib/errorResponses';
import { alertOfToken, jobAlertCron, jobAlertJob, sendJobAlerts } from './alerts';
import { fitFeaturesCron, fitFeaturesJob, registerFitFeatures } from './fitFeatures';
import {
  recommendationCron,
  recommendationJob,
  recommendationUnsubscribePage,
  seekerOfRecommendationToken,
  sendJobRecommendations,
} from './recommendationMail';
import { seekerJobsRepository } from './repository';
import { createSeekerJobsService } from './service';

const tags = ['jobSeeker'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

const seekerJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOnly = app.guard('User');
  const repository = seekerJobsRepository(app.db);
  const service = createSeekerJobsService(repository);

  // The daily alert, the weekly recommendations (decision 278) and the fill of the postings' fit
  // features (decision 277) on the job queue (decision 121), scheduled as the applicant digest
  // is: the database may not answer yet at start, so scheduling is tried again every minute.
  app.queue.work(jobAlertJob, async () => {
    const result = await sendJobAlerts(app, app.clock.now());
    if (result.mailed > 0) app.log.info(result, 'job alerts sent');
  });
  app.queue.work(recommendationJob, async () => {
    const result = await sendJobRecommendations(app, app.clock.now());
    if (result.mailed > 0) app.log.info(result, 'job recommendations sent');
  });
  registerFitFeatures(app, repository);
  let closed = false;
  const schedule = async (): Promise<void> => {
    try {
      await app.queue.schedule(jobAlertJob, jobAlertCron);
      await app.queue.schedule(recommendationJob, recommendationCron);
      await app.queue.schedule(fitFeaturesJob, fitFeaturesCron);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'job alerts not scheduled yet');
      setTimeout(() => void schedule(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await schedule();
    else void schedule();
  });
  app.addHook('onClose', async () => {
    closed = true;
  });
  // RFC 8058's one-click POST is form-encoded; the token is in the address, the body is ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );

  app.get(
    '/user/recommendedJobs',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'listRecommendedJobs',
        tags,
        security,
        summary: 'Open postings the job seeker has not applied to, best fit first',
        description:
          'The fit is the recruiter’s fit score seen from the seeker’s side: every must-have met first, then the score, then the newest. `reasons`: what fits, in the caller’s language; `missing`: the must-haves the profile misses. The ranked list holds at most 300 postings (decision 247).',
        querystring: recommendedJobsQuerySchema,
        response: { 200: recommendedJobsSchema, ...errors },
      },
    },
    async (request) => service.recommendedJobs(accountOf(request).id, request.query, request.lang),
  );

  app.get(
    '/jobs/:id/match',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'getJobMatch',
        tags,
        security,
        summary: 'How the job seeker’s profile matches an open posting, before applying',
        params: idParamsSchema,
        response: { 200: jobMatchSchema, ...errors },
      },
    },
    async (request) => service.jobMatch(accountOf(request).id, request.params.id, request.lang),
  );

  // --- saved jobs -------------------------------------------------------------------------

  app.post(
    '/user/savedJobs/:id',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'saveJob',
        tags,
        security,
        summary: 'Save an open posting (201; 200 when it was saved already)',
        params: idParamsSchema,
        response: {
          201: z.object({ saved: z.literal(true) }),
          200: z.object({ saved: z.literal(true) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { created } = await service.saveJob(accountOf(request).id, request.params.id);
      return reply.status(created ? 201 : 200).send({ saved: true });
    },
  );

  app.delete(
    '/user/savedJobs/:id',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'unsaveJob',
        tags,
        security,
        summary: 'Remove a saved posting',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unsaveJob(accountOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/savedJobs',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'listSavedJobs',
        tags,
        security,
        summary: 'The job seeker’s saved postings, newest saved first (`open`: still open)',
        querystring: savedJobsQuerySchema,
        response: { 200: savedJobsSchema, ...errors },
      },
    },
    async (request) =>
      service.savedJobs(accountOf(request).id, request.query.page, request.query.pageSize),
  );

  // --- job alerts -------------------------------------------------------------------------

  app.post(
    '/user/jobAlerts',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'createJobAlert',
        tags,
        security,
        summary: 'Save a job search as a daily alert',
        description:
          'Every filter is optional: `q` (words in the title, description or company name), `field`, `country` (ISO 3166-1 alpha-2), `city`, `workplace`. A daily mail in the seeker’s language lists the postings published the day before that match; at most 20 alerts.',
        body: jobAlertInputSchema,
        response: { 201: jobAlertAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const alert = await service.createAlert(accountOf(request).id, request.body);
      return reply.status(201).send({ alert });
    },
  );

  app.get(
    '/user/jobAlerts',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'listJobAlerts',
        tags,
        security,
        summary: 'The job seeker’s job alerts',
        response: { 200: jobAlertsSchema, ...errors },
      },
    },
    async (request) => ({ alerts: await service.listAlerts(accountOf(request).id) }),
  );

  app.delete(
    '/user/jobAlerts/:id',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'deleteJobAlert',
        tags,
        security,
        summary: 'Delete a job alert',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteAlert(accountOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const { oneTime } = app.config.rateLimits;
  app.post(
    '/jobAlerts/unsubscribe',
    {
      config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
      schema: {
        operationId: 'unsubscribeJobAlert',
        tags,
        summary: 'Stop a job alert from its mail (RFC 8058 one-click)',
        description:
          'The List-Unsubscribe address of the alert mail; mail clients POST `List-Unsubscribe=One-Click` to it. No login: the token names the alert and is checked with the server’s secret. The alert is deleted. An invalid or used token: 404 LINK_NOT_FOUND.',
        querystring: jobAlertUnsubscribeQuerySchema,
        response: { 200: jobAlertUnsubscribedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const alertId = alertOfToken(app.config.jwtSecret, request.query.token);
      if (!alertId || !(await repository.deleteAlertById(alertId))) {
        throw new DomainError('LINK_NOT_FOUND', 'notifications.tokenInvalid');
      }
      return { deleted: true as const };
    },
  );

  // Opened in a browser: the page that asks for the click; a GET never unsubscribes.
  app.get(
    '/jobAlerts/unsubscribe',
    {
      config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
      schema: {
        operationId: 'openJobAlertUnsubscribe',
        tags,
        summary: 'The alert’s List-Unsubscribe address opened in a browser: 303 to its page',
        querystring: jobAlertUnsubscribeQuerySchema,
        response: { 303: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(jobAlertUnsubscribePage(request.query.token), 303);
    },
  );

  // --- the weekly mail of recommended jobs (decision 278) ----------------------------------

  app.get(
    '/user/notifications',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'getSeekerNotificationSettings',
        tags,
        security,
        summary: 'The job seeker’s mail choices: the weekly mail of recommended jobs',
        response: { 200: seekerNotificationSettingsSchema, ...errors },
      },
    },
    async (request) => service.notificationSettings(accountOf(request).id),
  );

  app.put(
    '/user/notifications',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'setSeekerNotificationSettings',
        tags,
        security,
        summary: 'Turn the weekly mail of recommended jobs on or off',
        body: seekerNotificationSettingsSchema,
        response: { 200: seekerNotificationSettingsSchema, ...errors },
      },
    },
    async (request) =>
      service.setNotificationSettings(accountOf(request).id, request.body.recommendations),
  );

  app.post(
    '/jobRecommendations/unsubscribe',
    {
      config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
      schema: {
        operationId: 'unsubscribeJobRecommendations',
        tags,
        summary: 'Stop the weekly mail of recommended jobs from the mail (RFC 8058 one-click)',
        description:
          'The List-Unsubscribe address of the weekly mail; mail clients POST `List-Unsubscribe=One-Click` to it. No login: the token names the job seeker and is checked with the server’s secret. The weekly mail is turned off (again: the same answer); job alerts stay. An invalid token: 404 LINK_NOT_FOUND.',
        querystring: jobAlertUnsubscribeQuerySchema,
        response: {
          200: jobRecommendationsUnsubscribedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = seekerOfRecommendationToken(app.config.jwtSecret, request.query.token);
      if (!userId || !(await repository.setRecommendationMail(userId, false))) {
        throw new DomainError('LINK_NOT_FOUND', 'notifications.tokenInvalid');
      }
      return { recommendations: false as const };
    },
  );

  // Opened in a browser: the page that asks for the click; a GET never unsubscribes.
  app.get(
    '/jobRecommendations/unsubscribe',
    {
      config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
      schema: {
        operationId: 'openJobRecommendationsUnsubscribe',
        tags,
        summary: 'The weekly mail’s List-Unsubscribe address opened in a browser: 303 to its page',
        querystring: jobAlertUnsubscribeQuerySchema,
        response: { 303: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(recommendationUnsubscribePage(request.query.token), 303);
    },
  );
};

export default seekerJobsRoutes;
