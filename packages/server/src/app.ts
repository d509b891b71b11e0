// Builds the Fastify application in the fastify/demo order: external plugins (security,
// rate limit, OpenAPI), then our app plugins (database, storage, mailer, auth), then the feature
// routes, then the web app. main.ts starts it; tests build it on a fresh database.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { trustProxyOption } from './lib/trustProxy';
import { systemClock, type Clock } from './lib/clock';
import type { Database } from './db/database';
import { serializeError } from './lib/logSafety';
import { logOutput } from './logOutput';
import { prettyOutput, requestLine } from './prettyLog';
import security from './plugins/external/security';
import openapi from './plugins/external/openapi';
import rateLimit from './plugins/external/rateLimit';
import language from './plugins/app/language';
import databasePlugin from './plugins/app/database';
import queuePlugin from './queue/plugin';
import fitRefresh from './plugins/app/fitRefresh';
import storage from './plugins/app/fileStorage';
import cacheSignals from './lib/cacheSignals';
import multipart from './plugins/app/multipart';
import controlCharacters from './plugins/app/controlCharacters';
import mailer from './plugins/app/mailer';
import metrics from './plugins/app/metrics';
import auth from './plugins/app/auth';
import audit from './plugins/app/audit';
import idempotency from './plugins/app/idempotency';
import webApp from './plugins/app/webApp';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
  sendError,
} from './plugins/app/errors';
import { healthRoutes } from './features/health/public';
import { isiListeners, isiRoutes } from './features/isi/public';
import { profileRoutes } from './features/profile/public';
import { accountsListeners, accountsRoutes } from './features/accounts/public';
import { linksRoutes } from './features/links/public';
import { checklistsRoutes } from './features/checklists/public';
import { companyRoutes } from './features/company/public';
import { jobsRoutes } from './features/jobs/public';
import { pipelineRoutes } from './features/pipeline/public';
import { membersRoutes } from './features/members/public';
import { auditRoutes } from './features/audit/public';
import { interviewsRoutes } from './features/interviews/public';
import { retentionRoutes } from './features/retention/public';
import { operatorRoutes } from './features/operator/public';
import { poolsRoutes } from './features/pools/public';
import { savedSearchesRoutes } from './features/savedSearches/public';
import { candidateActionsRoutes, sourcingRoutes } from './features/candidateActions/public';
import { notificationsRoutes } from './features/notifications/public';
import { seekerJobsRoutes } from './features/seekerJobs/public';
import { mailTemplatesRoutes } from './features/mailTemplates/public';
import { guestApplyRoutes, guestClaimsRoutes } from './features/guestApply/public';
// Issue 41: offers and their approvals.
import { offersRoutes } from './features/offers/public';
import { cvImportRoutes } from './features/cvImport/public';
import { processRoutes } from './features/process/public';
import { reportsRoutes } from './features/reports/public';
import { fairnessRoutes } from './features/fairness/public';
import { jobPagesRoutes } from './features/jobPages/public';
// Issue 42: single sign-on with OpenID Connect.
import { ssoRoutes } from './features/sso/public';
import { apiKeysRoutes } from './features/apiKeys/public';
import { listenAll } from './lib/events';
import { jobsListeners } from './features/jobs/public';
import { linksListeners } from './features/links/public';
import { webhooksListeners, webhooksRoutes } from './features/webhooks/public';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** What time it is (decision 120): the system clock, or a test's. */
    clock: Clock;
    /**
     * decisions.md 22 (decision 222): draining from the shutdown signal (main.ts) or the start of
     * close() on: /api/health/ready answers 503 while running requests finish.
     */
    lifecycle: { draining: boolean };
  }
}

/** Replaces secrets carried in URLs (link codes, tokens) with a placeholder. */
export function redactUrl(url: string): string {
  return url
    .replace(
      /(\/identification\/|\/oneTimeLink\/|\/change-password\/|\/invitations\/|\/join\/|\/schedule\/|\/calendar\/|\/unsubscribe\/|\/sourcing\/)[^/?#]+/g,
      '$1[redacted]',
    )
    .replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

export interface BuildOptions {
  /** Where the log lines go (stdout by default); tests read them to check what is logged. */
  logStream?: { write(line: string): void };
  /** What time it is for time-dependent work (interview reminders); tests move it. */
  clock?: Clock;
}

export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Standard output without ever blocking the event loop or the exit (decision 117); tests
      // read the log lines (test/logHygiene.test.ts). In a terminal, one readable line each
      // (decision 139).
      stream:
        config.logFormat === 'pretty'
          ? prettyOutput(options.logStream ?? logOutput(), config.logColor && !options.logStream)
          : (options.logStream ?? logOutput()),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // A failed query is logged without its parameters nor the driver's cause (decision 115).
        err: serializeError,
        // Single-use codes and reset/verification tokens travel in URLs: keep them out of logs.
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          reqId: req.id,
        }),
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Decision 139: in a terminal, one line per request (written in onResponse below) instead of
    // Fastify's two. Through a LogController: Fastify 5.12 deprecates the top-level option
    // (FSTDEP023, printed at every start).
    logController: new LogController({ disableRequestLogging: config.logFormat === 'pretty' }),
    bodyLimit: 1024 * 1024,
    // Keep-alive connections are closed as soon as they are idle when shutting down; requests
    // already running finish first.
    forceCloseConnections: 'idle',
    // Requests arriving while shutting down get our 503 SERVICE_UNAVAILABLE below, not Fastify's
    // own body (decision 082).
    return503OnClosing: false,
    // Behind a reverse proxy, TRUST_PROXY names how many hops (or which proxy addresses) to trust
    // in X-Forwarded-For, so per-address rate limits see the real client; never every hop
    // (decisions.md 14, lib/trustProxy.ts).
    trustProxy: trustProxyOption(config.trustProxy),
    // Refusals before routing (bad URL, oversize headers) leave as {error, code} too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('lifecycle', { draining: false });
  // While shutting down, answers that are still being written close their connection, so a
  // keep-alive client cannot hold the server open after its request finished.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.lifecycle.draining = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (request, reply) => {
    // Liveness and readiness answer for themselves while closing (ready: 503, draining).
    if (!closing || /^\/api\/health\/(live|ready)(\?|$)/.test(request.url)) return;
    void reply.header('retry-after', '5');
    return sendError(reply, request, 'SERVICE_UNAVAILABLE');
  });
  registerErrorHandler(app);
  if (config.logFormat === 'pretty') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        requestLine(request.method, redactUrl(request.url), reply.statusCode, reply.elapsedTime),
      );
    });
  }

  // Reactions of one module to another's change, run in the change's transaction (decision 176).
  listenAll(accountsListeners);
  listenAll(isiListeners);
  listenAll(jobsListeners);
  listenAll(linksListeners);
  listenAll(webhooksListeners);
  await app.register(language);
  await app.register(security);
  await app.register(rateLimit, { redisUrl: config.redisUrl });
  await app.register(openapi, { docs: config.apiDocs });
  await app.register(controlCharacters);

  await app.register(databasePlugin, { database });
  // app.queue (decision 120): background jobs on pg-boss, before everything that sends jobs.
  await app.register(queuePlugin);
  // Decision 134: the stored fits of a posting whose requirement changed, on the queue.
  await app.register(fitRefresh);
  // Decision 263: the job pages' caches of other processes hear of changes (LISTEN/NOTIFY).
  await app.register(cacheSignals);
  // GET /metrics (decisions.md 15): outside /api, so outside the OpenAPI document.
  await app.register(metrics, { token: config.metricsToken, instance: config.instance });
  // Decision 262: files in the database unless STORAGE_URL names a directory.
  await app.register(storage, {
    dir: config.storageDir,
    legacyDir: path.join(config.dataDir, 'uploads'),
  });
  await app.register(multipart);
  await app.register(mailer, {
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    capPerCompanyPerDay: config.mailCapPerCompanyPerDay,
    // decisions.md 1: a person at a terminal can follow an outbox mail's links (decision 139).
    printLinks: config.logFormat === 'pretty',
  });
  await app.register(auth, { secret: config.jwtSecret, apiKeyLimit: config.rateLimits.apiKey });
  await app.register(audit);
  // Decision 221: Idempotency-Key on the routes that create (config.idempotent).
  await app.register(idempotency);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(isiRoutes);
      await api.register(profileRoutes);
      await api.register(accountsRoutes);
      await api.register(companyRoutes);
      await api.register(linksRoutes);
      await api.register(checklistsRoutes);
      await api.register(jobsRoutes);
      await api.register(pipelineRoutes);
      await api.register(membersRoutes);
      await api.register(auditRoutes);
      await api.register(interviewsRoutes);
      await api.register(retentionRoutes);
      await api.register(offersRoutes);
      await api.register(apiKeysRoutes);
      await api.register(operatorRoutes);
      await api.register(poolsRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(candidateActionsRoutes);
      await api.register(sourcingRoutes);
      await api.register(notificationsRoutes);
      await api.register(seekerJobsRoutes);
      await api.register(mailTemplatesRoutes);
      await api.register(guestApplyRoutes);
      await api.register(guestClaimsRoutes);
      await api.register(cvImportRoutes);
      await api.register(processRoutes);
      await api.register(reportsRoutes);
      // Issue 42: single sign-on with OpenID Connect.
      await api.register(ssoRoutes);
      await api.register(webhooksRoutes);
      // Issue 40 (decisions.md 21): the fairness report.
      await api.register(fairnessRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { dist: config.webDist, pages: jobPagesRoutes });
  return app;
}
