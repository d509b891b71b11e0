// Issue 19 (decisions.md 10 and 12, decision 120): interviews, self-scheduling, interview kits,
// scorecards, my interviews and the calendar feed. Company routes declare their policy action
// (decision 110); the service checks the posting's team or the member's interviews. The public
// calls (/schedule/{code}, /calendar/{token}.ics) carry secrets in their URLs: their request
// log lines are kept out (logLevel warn) and app.ts redacts them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  applicationInterviewsSchema,
  bookSlotBodySchema,
  calendarFeedSchema,
  interviewAnswerSchema,
  interviewKitBodySchema,
  interviewKitSchema,
  interviewSlotsSchema,
  myInterviewsPageSchema,
  companyInterviewsPageSchema,
  companyInterviewsQuerySchema,
  myInterviewsQuerySchema,
  offerAnswerSchema,
  offerSlotsBodySchema,
  scheduleCodeParamsSchema,
  scheduleInterviewBodySchema,
  scorecardAnswerSchema,
  scorecardBodySchema,
  scorecardListSchema,
  updateInterviewBodySchema,
} from '@talentpool/domain/interviews/schemas';
import { callerOf } from '../../lib/caller';
import { applicationMailerOf } from '../mailTemplates/public';
import { createInterviewsRepository } from './repository';
import { sendDueReminders } from './reminders';
import { createInterviewsService } from './service';
import { commonErrors } from '../../lib/errorResponses';

const tags = ['interviews'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });
const errors = commonErrors;
const linkErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
};

/** The job the reminder sweep runs as on the queue (decision 120). */
export const reminderJob = 'interviews.remind';

const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInterviewsService({
    repository: createInterviewsRepository(app.db),
    enqueue: (message, options) => app.mailer.enqueue(message, options),
    applicationMailer: applicationMailerOf(app),
    runInTransaction: (work) => app.db.transaction(work),
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    feedSecret: app.config.jwtSecret,
    log: app.log,
  });
  const { oneTime } = app.config.rateLimits;
  const perAddress = { max: oneTime.max, timeWindow: oneTime.windowMs };

  // The reminder sweep: a recurring job on the queue, every minute (decision 120). A failed
  // sweep is retried by the queue; its claim rolled back with it, so nothing is lost or doubled.
  app.queue.work(reminderJob, async () => {
    await sendDueReminders(app, app.clock.now());
  });
  // Scheduling needs the database; one not there yet (decision 082) must not stop the start:
  // it is tried again every minute until the database answers.
  let closed = false;
  const scheduleSweep = async (): Promise<void> => {
    try {
      await app.queue.schedule(reminderJob, '* * * * *');
    } catch (err) {
      if (closed) return;
      app.log.warn({ err }, 'interview reminders not scheduled yet');
      setTimeout(() => void scheduleSweep(), 60_000).unref();
    }
  };
  app.addHook('onReady', async () => {
    if (app.database.isReady()) await scheduleSweep();
    else void scheduleSweep();
  });
  app.addHook('onClose', async () => {
    closed = true;
  });

  app.post(
    '/company/applications/:id/interviews',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'scheduleInterview',
        tags,
        security,
        summary: 'Schedule an interview of an application and send the calendar invitations',
        description:
          'startsAt with an offset, timeZone an IANA name, 15..480 minutes, 1..10 interviewers who are active members. The applicant and each interviewer get a mail in their language with a text/calendar REQUEST.',
        params: idParams,
        body: scheduleInterviewBodySchema,
        response: { 201: interviewAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const interview = await service.schedule(callerOf(request), request.params.id, request.body);
      await app.audit.recordFor(
        request,
        'interview.scheduled',
        { type: 'interview', id: interview._id },
        { applicationId: interview.applicationId, startsAt: interview.startsAt },
      );
      return reply.status(201).send({ interview });
    },
  );

  app.get(
    '/company/applications/:id/interviews',
    {
      config: { permission: 'interviews.read' },
      schema: {
        operationId: 'listApplicationInterviews',
        tags,
        security,
        summary: "An application's interviews and self-scheduling offers",
        params: idParams,
        response: { 200: applicationInterviewsSchema, ...errors },
      },
    },
    async (request) => service.listForApplication(callerOf(request), request.params.id),
  );

  app.patch(
    '/company/interviews/:id',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'updateInterview',
        tags,
        security,
        summary: 'Change an interview: the same calendar event (UID) with a higher SEQUENCE',
        description:
          'Any of the schedule fields. Interviewers taken off get a CANCEL, new ones the invitation, the others the change.',
        params: idParams,
        body: updateInterviewBodySchema,
        response: { 200: interviewAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { interview, changed } = await service.update(
        callerOf(request),
        request.params.id,
        request.body,
      );
      if (changed) {
        await app.audit.recordFor(
          request,
          'interview.updated',
          { type: 'interview', id: interview._id },
          { applicationId: interview.applicationId, sequence: interview.sequence },
        );
      }
      return { interview };
    },
  );

  app.post(
    '/company/interviews/:id/cancel',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'cancelInterview',
        tags,
        security,
        summary: 'Cancel an interview: METHOD:CANCEL to the applicant and every interviewer',
        params: idParams,
        body: z.object({}).optional(),
        response: { 200: interviewAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { interview, changed } = await service.cancel(callerOf(request), request.params.id);
      if (changed) {
        await app.audit.recordFor(
          request,
          'interview.cancelled',
          { type: 'interview', id: interview._id },
          { applicationId: interview.applicationId },
        );
      }
      return { interview };
    },
  );

  app.post(
    '/company/applications/:id/interview-offers',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'offerInterviewSlots',
        tags,
        security,
        summary: 'Offer interview times; the applicant books one through a single-use link',
        description:
          '1..10 slots in the future that do not overlap. The applicant gets a mail with /schedule/{code} (14 days).',
        params: idParams,
        body: offerSlotsBodySchema,
        response: { 201: offerAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const offer = await service.offer(callerOf(request), request.params.id, request.body);
      await app.audit.recordFor(
        request,
        'interview.offered',
        { type: 'application', id: request.params.id },
        { offerId: offer._id, slots: offer.slots.length },
      );
      return reply.status(201).send({ offer });
    },
  );

  app.get(
    '/schedule/:code',
    {
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'getInterviewSlots',
        tags,
        summary: 'The times offered by a self-scheduling link (no login)',
        params: scheduleCodeParamsSchema,
        response: { 200: interviewSlotsSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.slots(request.params.code);
    },
  );

  app.post(
    '/schedule/:code',
    {
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'bookInterviewSlot',
        tags,
        summary: 'Book one offered time (no login); a link is booked exactly once',
        params: scheduleCodeParamsSchema,
        body: bookSlotBodySchema,
        response: { 200: interviewAnswerSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { interview, companyId, applicantEmail } = await service.book(
        request.params.code,
        request.body.startsAt,
      );
      await app.audit.record({
        companyId,
        actorMemberId: null,
        actorEmail: applicantEmail,
        action: 'interview.booked',
        target: { type: 'interview', id: interview._id },
        details: { applicationId: interview.applicationId, startsAt: interview.startsAt },
      });
      return { interview };
    },
  );

  app.get(
    '/company/jobs/:id/interview-kit',
    {
      // Managers of the posting, or an interviewer of one of its interviews (the service).
      config: { permission: 'interviews.read' },
      schema: {
        operationId: 'getInterviewKit',
        tags,
        security,
        summary: "A posting's interview kit: the attributes interviewers rate",
        description:
          'By default the texts of the checklist items of its requirement (isDefault true). For members who manage the posting and for interviewers of its interviews.',
        params: idParams,
        response: { 200: interviewKitSchema, ...errors },
      },
    },
    async (request) => service.kit(callerOf(request), request.params.id),
  );

  app.put(
    '/company/jobs/:id/interview-kit',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'setInterviewKit',
        tags,
        security,
        summary: "Set a posting's interview kit (1..20 attributes); null restores the default",
        params: idParams,
        body: interviewKitBodySchema,
        response: { 200: interviewKitSchema, ...errors },
      },
    },
    async (request) => {
      const { kit, changed } = await service.setKit(
        callerOf(request),
        request.params.id,
        request.body.attributes,
        request.body.translations ?? null,
      );
      if (changed) {
        await app.audit.recordFor(
          request,
          'interviewKit.changed',
          { type: 'posting', id: request.params.id },
          { attributes: kit.attributes.length, isDefault: kit.isDefault },
        );
      }
      return kit;
    },
  );

  app.put(
    '/company/interviews/:id/scorecard',
    {
      config: { permission: 'scorecards.submit' },
      schema: {
        operationId: 'submitScorecard',
        tags,
        security,
        summary: "Submit or change one's scorecard of an interview (interviewers of it only)",
        description:
          'Scores 1..4 for attributes of the posting’s kit, a recommendation and notes. 201 the first time, 200 on a change.',
        params: idParams,
        body: scorecardBodySchema,
        response: { 200: scorecardAnswerSchema, 201: scorecardAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { scorecard, created, applicationId } = await service.submitScorecard(
        callerOf(request),
        request.params.id,
        request.body,
      );
      await app.audit.recordFor(
        request,
        'scorecard.submitted',
        { type: 'interview', id: request.params.id },
        { applicationId, recommendation: scorecard.recommendation, created },
      );
      return reply.status(created ? 201 : 200).send({ scorecard });
    },
  );

  app.get(
    '/company/applications/:id/scorecards',
    {
      config: { permission: 'interviews.read' },
      schema: {
        operationId: 'listScorecards',
        tags,
        security,
        summary: "An application's scorecards with their averages and recommendations",
        description:
          'An interviewer of the application whose own scorecard is not in yet gets scorecards: [] and hidden: true (the counts are still shown).',
        params: idParams,
        response: { 200: scorecardListSchema, ...errors },
      },
    },
    async (request) => service.scorecards(callerOf(request), request.params.id),
  );

  app.get(
    '/company/interviews/mine',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'listMyInterviews',
        tags,
        security,
        summary: 'The interviews the member is an interviewer of: upcoming (soonest first) or past',
        querystring: myInterviewsQuerySchema,
        response: { 200: myInterviewsPageSchema, ...errors },
      },
    },
    async (request) => service.mine(callerOf(request), request.query),
  );

  // Issue 42 (decision 235): the company's interviews for integrations (interviews:read).
  app.get(
    '/company/interviews',
    {
      config: { permission: 'interviews.read' },
      schema: {
        operationId: 'listCompanyInterviews',
        tags,
        security,
        summary:
          "The company's interviews, cancelled ones included, oldest created first; by page or cursor",
        description:
          'A hiring manager sees the interviews of their teams’ postings, an interviewer those they are on. With `cursor` (empty to start), the answer adds nextCursor and hasMore (decision 235).',
        querystring: companyInterviewsQuerySchema,
        response: { 200: companyInterviewsPageSchema, ...errors },
      },
    },
    async (request) => service.companyPage(callerOf(request), request.query),
  );

  app.get(
    '/company/calendar-feed',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'getCalendarFeed',
        tags,
        security,
        summary: "The member's private calendar feed URL (.ics), made on first call",
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => service.feedUrl(callerOf(request), false),
  );

  app.post(
    '/company/calendar-feed',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'renewCalendarFeed',
        tags,
        security,
        summary: 'A new secret for the calendar feed: the old URL answers 404 from now on',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => service.feedUrl(callerOf(request), true),
  );

  app.get(
    '/calendar/:token.ics',
    {
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'getCalendarFeedIcs',
        tags,
        summary: "A member's interviews as an iCalendar feed (the last 30 days and to come)",
        description: 'The secret token is the whole authentication: no bearer token.',
        params: z.object({ token: z.string().regex(/^[\w-]{20,100}$/) }),
        response: {
          200: z.string().meta({ description: 'text/calendar' }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = await service.feed(request.params.token);
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
};

export default interviewsRoutes;
