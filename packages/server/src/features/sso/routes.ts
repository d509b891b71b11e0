// decisions.md 18 (third bullet), issue 42, decisions 241-244: single sign-on with OpenID Connect.
// getCompanySso / setCompanySso / removeCompanySso (owners, policy action sso.manage),
// findSsoByEmail (the login screen, by domain), startSso and ssoCallback (the browser's trip to
// the identity provider and back), completeSso (the hand-over code for the login answer).
// Thin: parse with the domain's schemas, call the service, shape the answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyLoginResponseSchema } from '@talentpool/domain/accounts/schemas';
import { DomainError } from '@talentpool/domain/errors';
import {
  companySsoAnswerSchema,
  completeSsoSchema,
  findSsoAnswerSchema,
  findSsoByEmailSchema,
  setCompanySsoSchema,
  ssoCallbackQuerySchema,
  ssoStartParamsSchema,
} from '@talentpool/domain/sso/schemas';
import { errorResponses } from '../../lib/errorResponses';
import { accountOf, memberOf } from '../../plugins/app/auth';
import { createOidc } from './oidc';
import { createSsoRepository } from './repository';
import { createSecretBox } from './secretBox';
import { createSsoService, ssoLoginLifetimeMs } from './service';

const tags = ['sso'];
const security = [{ bearerAuth: [] }];

/** Decision 242: the state of a sign-in under way, in the browser that started it. */
const stateCookie = 'tp_sso_state';
const stateCookiePath = '/api/sso';

const actingOf = (request: FastifyRequest) => ({
  companyId: accountOf(request).id,
  memberId: memberOf(request).id,
});

const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl, ssoAllowHttp, jwtSecret, rateLimits } = app.config;
  const service = createSsoService({
    db: app.db,
    repository: createSsoRepository(app.db),
    oidc: createOidc({ allowHttp: ssoAllowHttp }),
    box: createSecretBox(jwtSecret),
    tokens: app.tokens,
    audit: app.audit,
    publicUrl,
    allowHttp: ssoAllowHttp,
    log: app.log,
  });
  const secure = publicUrl.startsWith('https:');
  // Per address, like the other calls a person makes before logging in.
  const perAddress = { max: rateLimits.oneTime.max, timeWindow: rateLimits.oneTime.windowMs };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /**
   * A browser on its way back from the provider gets the login screen with the reason (in its
   * language); any other caller the JSON error shape (decisions.md 3).
   */
  async function answerFailure(request: FastifyRequest, reply: FastifyReply, err: unknown) {
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || !(err instanceof DomainError)) throw err;
    const reason = err.message.startsWith('sso.') ? err.message.slice(4) : err.code;
    return reply.redirect(`/auth?ssoError=${encodeURIComponent(reason)}`, 302);
  }

  app.get(
    '/company/sso',
    {
      config: { permission: 'sso.manage' },
      schema: {
        operationId: 'getCompanySso',
        tags,
        security,
        summary: "The company's single sign-on settings (never the client secret)",
        response: { 200: companySsoAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.get(accountOf(request).id),
  );

  app.put(
    '/company/sso',
    {
      config: { permission: 'sso.manage' },
      schema: {
        operationId: 'setCompanySso',
        tags,
        security,
        summary:
          'Set the OpenID Connect provider, domains, default role and whether it is required',
        description:
          'Owners only. Each domain must be one the company has shown it holds (the domain of an active, verified owner or admin) and no other company’s (400 with fields.domains.N). The issuer answers its discovery document, or 400 fields.issuer. clientSecret may be left out to keep the stored one; it is stored sealed and never answered.',
        body: setCompanySsoSchema,
        response: { 200: companySsoAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.set(actingOf(request), request.body),
  );

  app.delete(
    '/company/sso',
    {
      config: { permission: 'sso.manage' },
      schema: {
        operationId: 'removeCompanySso',
        tags,
        security,
        summary: 'Turn single sign-on off (members sign in with a password again)',
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(actingOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sso/find',
    {
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'findSsoByEmail',
        tags,
        summary: "The company sign-in of an e-mail's domain, or null",
        description:
          'Decided by the domain alone: every address of a domain gets the same answer, whether or not it has an account.',
        body: findSsoByEmailSchema,
        response: { 200: findSsoAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => service.findByEmail(request.body.email),
  );

  app.get(
    '/sso/:companyId/start',
    {
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'startSso',
        tags,
        summary: "Go to the company's identity provider (authorization code with PKCE)",
        description:
          'Redirects (302) to the provider with state, nonce and an S256 code challenge; the state is also set in a cookie (httpOnly, SameSite=Lax, path /api/sso, 10 minutes) that the callback compares. A browser (Accept: text/html) that cannot start is sent to /auth?ssoError=...',
        params: ssoStartParamsSchema,
        response: { 302: z.null(), ...errorResponses(400, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      try {
        const { url, state } = await service.start(request.params.companyId);
        void reply.setCookie(stateCookie, state, {
          path: stateCookiePath,
          httpOnly: true,
          // The provider's redirect back is a top-level GET from another site: Lax sends it.
          sameSite: 'lax',
          secure,
          maxAge: ssoLoginLifetimeMs / 1000,
        });
        return reply.redirect(url, 302);
      } catch (err) {
        return answerFailure(request, reply, err);
      }
    },
  );

  app.get(
    '/sso/callback',
    {
      // The URL carries a code and a state: keep it out of the request log (info level).
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'ssoCallback',
        tags,
        summary: "The identity provider's redirect back (register this URL with the provider)",
        description:
          'Checks the state (this browser’s, once, within 10 minutes), then the code exchange and ID token by openid-client (PKCE verifier, nonce, issuer, audience, signature), email_verified true and the e-mail’s domain in the company’s domains; finds or creates the member (default role) and redirects to /auth/sso with a single-use hand-over code in the fragment (#code=...), which completeSso exchanges. Refusals: 401 UNAUTHENTICATED (state, code, nonce, token), 403 EMAIL_NOT_VERIFIED, 403 FORBIDDEN (domain, another company’s login, a removed member), 403 ACCOUNT_DISABLED; a browser is sent to /auth?ssoError=... instead.',
        querystring: ssoCallbackQuerySchema,
        response: { 302: z.null(), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const browserState = request.cookies[stateCookie];
      void reply.clearCookie(stateCookie, {
        path: stateCookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
      try {
        const rawQuery = request.url.includes('?')
          ? request.url.slice(request.url.indexOf('?') + 1)
          : '';
        const { handoff } = await service.callback(request.query, rawQuery, browserState);
        return reply.redirect(`/auth/sso#code=${handoff}`, 302);
      } catch (err) {
        return answerFailure(request, reply, err);
      }
    },
  );

  app.post(
    '/sso/complete',
    {
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'completeSso',
        tags,
        summary: 'Exchange the hand-over code of a finished sign-in for the login answer',
        description: 'Single use, within 2 minutes; answers as companyLogin does.',
        body: completeSsoSchema,
        response: {
          200: companyLoginResponseSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => service.complete(request.body.code, request.ip),
  );
};

export default ssoRoutes;
