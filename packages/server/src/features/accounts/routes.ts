// spec 7 (login, signup, change-password, reset-password) and decisions.md sections 3 and 4: the
// account calls, the same for /api/user/* and /api/company/*, plus e-mail verification and log
// out. Thin: parse with the domain schema, apply the rate limit, call the service, shape the answer.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountTypes, type AccountType } from '@talentpool/domain/account';
import {
  accountLanguageSchema,
  companyLoginResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  resetPasswordSchema,
  signupSchema,
  userLoginResponseSchema,
  verifyQuerySchema,
} from '@talentpool/domain/accounts/schemas';
import { apiErrorSchema, DomainError } from '@talentpool/domain/errors';
import { errorMessage, translate } from '@talentpool/domain/messages';
import { accountOf, bearerToken, signInIdOf } from '../../plugins/app/auth';
import { createAccountsService, pathSegmentOf } from './service';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));

/** The e-mail of a parsed body, the way accounts are matched (case-insensitive). */
const emailKey = (request: FastifyRequest) =>
  ((request.body as { email?: string } | undefined)?.email ?? '').trim().toLowerCase();

/**
 * decisions.md 10: the operationIds of the account calls, one set per account type (the routes
 * are registered in a loop). Stable once published: generated clients depend on them.
 * 'change-password' is the spec's path of "forgot password" (it sends a reset mail), so its name
 * says so; `changePassword` is decision 110's call for a logged-in account.
 */
const operationIds = {
  User: {
    signup: 'userSignup',
    verify: 'verifyUserEmail',
    login: 'userLogin',
    forgotPassword: 'requestUserPasswordReset',
    resetPassword: 'resetUserPassword',
    setLanguage: 'setUserLanguage',
    logout: 'userLogout',
  },
  Company: {
    signup: 'companySignup',
    verify: 'verifyCompanyEmail',
    login: 'companyLogin',
    forgotPassword: 'requestCompanyPasswordReset',
    resetPassword: 'resetCompanyPassword',
    setLanguage: 'setCompanyLanguage',
    logout: 'companyLogout',
  },
} as const satisfies Record<AccountType, Record<string, string>>;

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountsService({
    db: app.db,
    mailer: app.mailer,
    tokens: app.tokens,
    publicUrl: app.config.publicUrl,
    log: app.log,
    audit: app.audit,
  });
  const { rateLimits } = app.config;

  for (const type of accountTypes) {
    const segment = pathSegmentOf(type);
    const tags = ['accounts'];
    const ids = operationIds[type];
    // The language of a member's own mails: any member may set it (decision 110, company.read).
    const languageConfig = type === 'Company' ? { permission: 'company.read' as const } : {};

    // decisions.md section 4: failed logins, 10 per 15 minutes per e-mail and address. Only
    // failures count, so a person who types the password right is never locked out by the limit.
    const failedLogins = app.createRateLimit({
      max: rateLimits.login.max,
      timeWindow: rateLimits.login.windowMs,
      keyGenerator: (request) => `login:${type}:${emailKey(request)}|${request.ip}`,
    });

    app.post(
      `/${segment}/signup`,
      {
        schema: {
          operationId: ids.signup,
          tags,
          summary: `Create a ${type} account and send the verification mail`,
          body: signupSchema,
          response: { 201: messageResponseSchema, ...errors(400, 409, 429) },
        },
        config: {
          rateLimit: {
            max: rateLimits.signup.max,
            timeWindow: rateLimits.signup.windowMs,
            keyGenerator: (request: FastifyRequest) => `signup:${request.ip}`,
          },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        await service.signup(type, email, password, request.lang);
        return reply.status(201).send({ message: translate('accounts.signupSent', request.lang) });
      },
    );

    app.get(
      `/${segment}/verify`,
      {
        schema: {
          operationId: ids.verify,
          tags,
          summary: 'Follow the verification link of the mail; redirects to /auth?verified=1 or 0',
          querystring: verifyQuerySchema,
        },
      },
      async (request, reply) => {
        const verified = await service.verify(type, request.query.token);
        reply.header('Cache-Control', 'no-store');
        // The link is opened from a mail client: a redirect to the login screen says the outcome
        // in the person's language (docs/decisions/011).
        return reply.redirect(`/auth?verified=${verified ? 1 : 0}`, 302);
      },
    );

    app.post(
      `/${segment}/login`,
      {
        schema: {
          operationId: ids.login,
          tags,
          summary: `Log in as a ${type}`,
          body: loginSchema,
          response: {
            200: type === 'User' ? userLoginResponseSchema : companyLoginResponseSchema,
            ...errors(400, 401, 403, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const { email, password, totp } = request.body;
        const state = await failedLogins(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          reply.header('retry-after', state.ttlInSeconds);
          throw new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang));
        }
        try {
          const result = await service.login(type, email, password, request.lang, totp);
          if (type === 'User') return { token: result.token, user: result.account };
          if (!result.member) throw new Error('a company login without its member');
          return { token: result.token, company: result.account, member: result.member };
        } catch (err) {
          if (
            err instanceof DomainError &&
            (err.code === 'USER_NOT_FOUND' ||
              err.code === 'WRONG_PASSWORD' ||
              err.code === 'TOTP_INVALID')
          ) {
            await failedLogins(request);
            // decisions.md 11: a failed login of a member is in the company's audit log.
            if (type === 'Company' && err.code !== 'USER_NOT_FOUND') {
              await service.auditFailedMemberLogin(email, err.code, request.ip);
            }
          }
          throw err;
        }
      },
    );

    app.patch(
      `/${segment}/change-password`,
      {
        schema: {
          operationId: ids.forgotPassword,
          tags,
          summary: 'Forgot password: send a reset mail (link valid once, for 1 hour)',
          body: forgotPasswordSchema,
          response: { 200: messageResponseSchema, ...errors(400, 404, 429) },
        },
        config: {
          rateLimit: {
            max: rateLimits.forgot.max,
            timeWindow: rateLimits.forgot.windowMs,
            // Runs after the body is parsed, so the limit is per e-mail.
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `forgot:${type}:${emailKey(request)}`,
          },
        },
      },
      async (request) => {
        await service.requestReset(type, request.body.email, request.lang);
        return { message: translate('accounts.resetSent', request.lang) };
      },
    );

    app.patch(
      `/${segment}/reset-password`,
      {
        schema: {
          operationId: ids.resetPassword,
          tags,
          summary: 'Set a new password with the reset token as the bearer; ends older sessions',
          body: resetPasswordSchema,
          security: [{ bearerAuth: [] }],
          response: { 200: messageResponseSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        await service.resetPassword(type, bearerToken(request), request.body.password);
        return { message: translate('accounts.passwordChanged', request.lang) };
      },
    );

    app.put(
      `/${segment}/language`,
      {
        schema: {
          operationId: ids.setLanguage,
          tags,
          summary: 'Set the language of the account’s mails (sent on a language switch)',
          body: accountLanguageSchema,
          security: [{ bearerAuth: [] }],
          response: { 204: z.null(), ...errors(400, 401, 403) },
        },
        config: languageConfig,
        // A company's guard comes from its permission (the auth plugin's onRoute hook).
        ...(type === 'User' ? { onRequest: app.guard('User') } : {}),
      },
      async (request, reply) => {
        await service.setLanguage(type, signInIdOf(accountOf(request)), request.body.lang);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `/${segment}/logout`,
      {
        schema: {
          operationId: ids.logout,
          tags,
          summary: 'Log out: every login token of the account stops working',
          security: [{ bearerAuth: [] }],
          response: { 200: messageResponseSchema, ...errors(401, 403) },
        },
        // No policy action: any member may log out, even one that still has to set up the
        // second factor (decision 110).
        preHandler: app.guard(type as AccountType),
      },
      async (request) => {
        await service.logout(type, signInIdOf(accountOf(request)));
        return { message: translate('accounts.loggedOut', request.lang) };
      },
    );
  }
};

export default accountsRoutes;
