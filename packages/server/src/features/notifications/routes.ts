// Decision 147 (issue 23): a member's own notification settings (every role: each member decides
// for themself, permission company.read), the public one-click unsubscribe of the digest mail
// (RFC 8058: a POST to the List-Unsubscribe address, no login, the token is the proof, rate
// limited per address) with its GET twin for a browser (303 to the page that asks for the click,
// decisions.md 17), and the daily digest job on the queue (decision 121).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, DomainError } from '@talentpool/domain/errors';
import {
  digestUnsubscribeAnswerSchema,
  digestUnsubscribePage,
  digestUnsubscribeQuerySchema,
  notificationSettingsSchema,
} from '@talentpool/domain/notifications/schemas';
import { memberOf } from '../../plugins/app/auth';
import { digestCron, digestJob, memberOfToken, sendApplicantDigests } from './digest';
import { createNotificationsRepository } from './repository';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createNotificationsRepository(app.db);

  app.queue.work(digestJob, async () => {
    const result = await sendApplicantDigests(app, app.clock.now());
    if (result.mailed > 0) app.log.info(result, 'applicant digests sent');
  });
  // As the saved-search alerts: scheduling needs the database, which may not answer yet
  // (decision 082); it is tried again every minute until it does.
  let closed = false;
  const scheduleDigest = async (): Promise<void> => {
    try {
      await app.queue.schedule(digestJob, digestCron);
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'applicant digest not scheduled yet');
      setTimeout(() => void scheduleDigest(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await scheduleDigest();
    else void scheduleDigest();
  });
  app.addHook('onClose', async () => {
    closed = true;
  });

  // RFC 8058's one-click POST sends `List-Unsubscribe=One-Click` form-encoded; the token is in
  // the address, so the body is read and ignored (only in this plugin's routes).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );

  app.get(
    '/company/me/notifications',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'getNotificationSettings',
        tags,
        security,
        summary: "The calling member's own notification settings",
        response: { 200: notificationSettingsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return repository.settings(memberOf(request).id);
    },
  );

  app.put(
    '/company/me/notifications',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'updateNotificationSettings',
        tags,
        security,
        summary: "Change the calling member's own notification settings",
        description:
          '`applicantDigest`: the daily mail of new applicants to the postings whose hiring team includes the member (or that they created). On unless turned off.',
        body: notificationSettingsSchema,
        response: {
          200: notificationSettingsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const memberId = memberOf(request).id;
      await repository.setApplicantDigest(memberId, request.body.applicantDigest);
      return repository.settings(memberId);
    },
  );

  const { oneTime } = app.config.rateLimits;
  app.post(
    '/notifications/digest/unsubscribe',
    {
      config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
      schema: {
        operationId: 'unsubscribeApplicantDigest',
        tags,
        summary: 'Turn the daily applicant digest off from the mail (RFC 8058 one-click)',
        description:
          'The List-Unsubscribe address of the digest mail; mail clients POST `List-Unsubscribe=One-Click` to it. No login: the token names the member and is checked with the server’s secret. An invalid token: 404 LINK_NOT_FOUND.',
        querystring: digestUnsubscribeQuerySchema,
        response: { 200: digestUnsubscribeAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const memberId = memberOfToken(app.config.jwtSecret, request.query.token);
      if (!memberId || !(await repository.activeMember(memberId))) {
        throw new DomainError('LINK_NOT_FOUND', 'notifications.tokenInvalid');
      }
      await repository.setApplicantDigest(memberId, false);
      return { applicantDigest: false as const };
    },
  );

  // The List-Unsubscribe address opened in a browser (a mail client without one-click, a person
  // copying it): the page that asks for the click; a GET never unsubscribes (link scanners).
  app.get(
    '/notifications/digest/unsubscribe',
    {
      config: { rateLimit: { max: oneTime.max, timeWindow: oneTime.windowMs } },
      schema: {
        operationId: 'openApplicantDigestUnsubscribe',
        tags,
        summary: 'The digest’s List-Unsubscribe address opened in a browser: 303 to its page',
        querystring: digestUnsubscribeQuerySchema,
        response: { 303: z.null(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(digestUnsubscribePage(request.query.token), 303);
    },
  );
};

export default notificationsRoutes;
