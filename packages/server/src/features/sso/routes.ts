// decisions.md 18 (third bullet), issue 42, decisions 241-244: single sign-on with OpenID Connect.
// getCompanySso / setCompanySso / removeCompanySso (owners, policy action sso.manage),
// findSsoByEmail (the login screen, by domain), startSso and ssoCallback (the browser's trip to
// the identity provider and back), completeSso (the hand-over code for the login answer); the DNS
// proofs of a domain (decision 289): list, create, check and remove SsoDomainProof.
// Thin: parse with the domain's schemas, call the service, shape the answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyLoginResponseSchema } from '@talentpool/domain/accounts/schemas';
import { DomainError } from '@talentpool/domain/errors';
import {
  companySsoAnswerSchema,
  completeSsoSchema,
  createSsoDomainProofSchema,
  ssoDomainProofAnswerSchema,
  ssoDomainProofParamsSchema,
  ssoDomainProofsAnswerSchema,
  findSsoAnswerSchema,
  findSsoByEmailSchema,
  setCompanySsoSchema,
  ssoCallbackQuerySchema,
  ssoStartParamsSchema,
} from '@talentpool/domain/sso/schemas';
import { errorResponses } from '../../lib/errorResponses';
import { accountOf, memberOf } from '../../plugins/app/auth';
import { createDomainProofs, dnsTxtLookup } from './domainProofs';
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
  const proofs = createDomainProofs({
    repository: createSsoRepository(app.db),
    lookup: dnsTxtLookup(app.config.ssoDnsServers),
    audit: app.audit,
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
          'Owners only. Each domain must be one the company has shown it holds (the domain of an active, verified owner or admin, or one whose DNS proof was found: createSsoDomainProof) and no other company’s (400 with fields.domains.N). The issuer answers its discovery document, or 400 fields.issuer. clientSecret may be left out to keep the stored one; it is stored sealed and never answered.',
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

  app.get(
    '/company/sso/domain-proofs',
    {
      config: { permission: 'sso.manage' },
      schema: {
        operationId: 'listSsoDomainProofs',
        tags,
        security,
        summary: 'The DNS records the company publishes to show it holds domains',
        response: { 200: ssoDomainProofsAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ proofs: await proofs.list(accountOf(request).id) }),
  );

  app.post(
    '/company/sso/domain-proofs',
    {
      config: { permission: 'sso.manage' },
      schema: {
        operationId: 'createSsoDomainProof',
        tags,
        security,
        summary: 'The TXT record that shows the company holds a domain (created once, then kept)',
        description:
          'Answers the record to publish: name `_talentpool-verification.<domain>`, value `talentpool-verification=<token>`. 201 when new, 200 with the same record when asked again. Public mailbox domains are refused (400 fields.domain), as is a 21st domain.',
        body: createSsoDomainProofSchema,
        response: {
          200: ssoDomainProofAnswerSchema,
          201: ssoDomainProofAnswerSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { proof, created } = await proofs.create(actingOf(request), request.body.domain);
      return reply.code(created ? 201 : 200).send({ proof });
    },
  );

  app.post(
    '/company/sso/domain-proofs/:domain/check',
    {
      config: { permission: 'sso.manage' },
      schema: {
        operationId: 'checkSsoDomainProof',
        tags,
        security,
        summary: 'Look the TXT record up now',
        description:
          'lastCheck says what the lookup found: found (verifiedAt is set, and the domain may be listed in setCompanySso from then on), notFound (no record with that value yet: DNS changes can take a while), failed (DNS did not answer). 404 for a domain whose record was not asked for.',
        params: ssoDomainProofParamsSchema,
        response: { 200: ssoDomainProofAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ proof: await proofs.check(actingOf(request), request.params.domain) }),
  );

  app.delete(
    '/company/sso/domain-proofs/:domain',
    {
      config: { permission: 'sso.manage' },
      schema: {
        operationId: 'removeSsoDomainProof',
        tags,
        security,
        summary: 'Forget a DNS proof (a domain already in the settings stays until they are saved)',
        params: ssoDomainProofParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await proofs.remove(actingOf(request), request.params.domain);
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
