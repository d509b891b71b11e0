// spec 7 (login, signup, change-password, reset-password) and decisions.md sections 3 and 4: the
// account calls, the same for /api/user/* and /api/company/*, plus e-mail verification and log
// out. Thin: parse with the domain schema, apply the rate limit, call the service, shape the answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountTypes, type AccountType } from '@talentpool/domain/account';
import { languages } from '@talentpool/domain/language';
import {
  accountLanguageSchema,
  accountSecuritySchema,
  changePasswordAnswerSchema,
  changeEmailSchema,
  changePasswordSchema,
  companyLoginResponseSchema,
  emailChangeQuerySchema,
  disableTotpSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  refreshSessionResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  userLoginResponseSchema,
  verifyQuerySchema,
} from '@talentpool/domain/accounts/schemas';
import {
  totpCodeBodySchema,
  totpEnableAnswerSchema,
  totpStartAnswerSchema,
} from '@talentpool/domain/members/schemas';
import { DomainError } from '@talentpool/domain/errors';
import { errorMessage, translate } from '@talentpool/domain/messages';
import { loadCommonPasswords } from '../../lib/passwords';
import { accountOf, bearerToken, signInIdOf } from '../../plugins/app/auth';
import { createSecretCheckLimit } from './secretCheckLimit';
import { createAccountsService, passwordResetJob, pathSegmentOf } from './service';
import {
  clearSessionCookie,
  sessionCookieOf,
  sessionCookiePath,
  setSessionCookie,
} from './sessionCookie';
import { errorResponses } from '../../lib/errorResponses';

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
    resendVerification: 'resendUserVerification',
    login: 'userLogin',
    forgotPassword: 'requestUserPasswordReset',
    resetPassword: 'resetUserPassword',
    setLanguage: 'setUserLanguage',
    logout: 'userLogout',
  },
  Company: {
    signup: 'companySignup',
    verify: 'verifyCompanyEmail',
    resendVerification: 'resendCompanyVerification',
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
    queue: app.queue,
    tokens: app.tokens,
    publicUrl: app.config.publicUrl,
    log: app.log,
    audit: app.audit,
    clock: app.clock,
    sessions: app.config.sessions,
  });
  const { rateLimits, publicUrl } = app.config;
  // The list of common passwords is read at start, not on the first sign-up.
  loadCommonPasswords();

  // Decision 251: the queued half of "forgot password" (the call answered before it runs).
  const resetJobSchema = z.object({
    email: z.string(),
    lang: z.enum(languages),
    types: z.array(z.enum(accountTypes)),
  });
  app.queue.work(
    passwordResetJob,
    async (data) => {
      const { email, lang, types } = resetJobSchema.parse(data);
      await service.sendResetMails(types, email, lang);
    },
    // A retried job would mail a second link: at most once, like the mails themselves.
    { once: true },
  );

  // decisions.md 14: failed logins are also limited per address, whatever the e-mail and the
  // account type (default 50 per 15 minutes), against one address trying many e-mails.
  const failedLoginsPerAddress = app.createRateLimit({
    max: rateLimits.loginPerAddress.max,
    timeWindow: rateLimits.loginPerAddress.windowMs,
    keyGenerator: (request) => `login-address:${request.ip}`,
  });

  // Decision 129: resends of the verification mail from one address, whatever the e-mail and the
  // account type (the sign-up limit: 20 per hour), against one address mailing many inboxes.
  const resendsPerAddress = app.createRateLimit({
    max: rateLimits.signup.max,
    timeWindow: rateLimits.signup.windowMs,
    keyGenerator: (request) => `verify-resend-address:${request.ip}`,
  });

  // Decision 251: reset mails asked from one address, whatever the e-mail and the account type (the
  // sign-up limit: 20 per hour), against one address mailing many inboxes (decision 213).
  const forgotPerAddress = app.createRateLimit({
    max: rateLimits.signup.max,
    timeWindow: rateLimits.signup.windowMs,
    keyGenerator: (request) => `forgot-address:${request.ip}`,
  });
  const checkForgotPerAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await forgotPerAddress(request);
    if (!state.isAllowed && state.isExceeded) {
      reply.header('retry-after', state.ttlInSeconds);
      throw new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang));
    }
  };

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
    // decisions.md 16 (decision 194): and per account, whatever the address (default 30 an hour):
    // many addresses no longer multiply the guesses of a password or a second-factor code.
    const failedLoginsPerAccount = app.createRateLimit({
      max: rateLimits.loginPerAccount.max,
      timeWindow: rateLimits.loginPerAccount.windowMs,
      keyGenerator: (request) => `login-account:${type}:${emailKey(request)}`,
    });

    app.post(
      `/${segment}/signup`,
      {
        schema: {
          operationId: ids.signup,
          tags,
          summary: `Create a ${type} account and send the verification mail`,
          description:
            'The password must not be blank, the e-mail address or one of the 100,000 most common passwords (400 with fields.password).',
          body: signupRequestSchema,
          response: { 201: messageResponseSchema, ...errorResponses(400, 409, 429) },
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
      `/${segment}/verify/resend`,
      {
        schema: {
          operationId: ids.resendVerification,
          tags,
          summary: 'Send the verification mail again (a used or expired link, a lost mail)',
          description:
            'Always 202 with the same body, in the same time: only an existing account that is not verified gets a fresh link (in its language), and its older links stop working. For a company, the e-mail is the member’s login. Limited per e-mail (the forgot-password limit) and per address (the sign-up limit).',
          body: forgotPasswordSchema,
          response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
        },
        config: {
          rateLimit: {
            max: rateLimits.forgot.max,
            timeWindow: rateLimits.forgot.windowMs,
            // Runs after the body is parsed, so the limit is per e-mail.
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `verify-resend:${type}:${emailKey(request)}`,
          },
        },
      },
      async (request, reply) => {
        const perAddress = await resendsPerAddress(request);
        if (!perAddress.isAllowed && perAddress.isExceeded) {
          reply.header('retry-after', perAddress.ttlInSeconds);
          throw new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang));
        }
        await service.resendVerification(type, request.body.email);
        return reply
          .status(202)
          .send({ message: translate('accounts.verificationResent', request.lang) });
      },
    );

    app.post(
      `/${segment}/login`,
      {
        schema: {
          operationId: ids.login,
          tags,
          summary: `Log in as a ${type}`,
          description:
            'With remember: true ("Keep me logged in", decision 138) the answer also sets the remembered session’s cookie (httpOnly, SameSite=Strict, Secure over HTTPS, path /api/session), which refreshSession exchanges for a fresh token in a new tab or after a browser restart. With findAccount: true (the one login form, decision 139), a correct password of the other kind of account answers 409 OTHER_ACCOUNT_TYPE (fields.accountType names it), and one that opens both kinds 409 CHOOSE_ACCOUNT_TYPE; without the right password the answers are as without it.',
          body: loginSchema,
          response: {
            200: type === 'User' ? userLoginResponseSchema : companyLoginResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request, reply) => {
        const { email, password, totp, remember, findAccount } = request.body;
        for (const limit of [failedLogins, failedLoginsPerAccount, failedLoginsPerAddress]) {
          const state = await limit(request, { increment: false });
          if (!state.isAllowed && state.remaining === 0) {
            reply.header('retry-after', state.ttlInSeconds);
            throw new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang));
          }
        }
        try {
          const result = await service.login(
            type,
            email,
            password,
            request.lang,
            totp,
            findAccount,
          );
          if (remember) {
            const session = await service.rememberSession(type, result.accountId);
            setSessionCookie(request, reply, publicUrl, session, app.clock.now());
          }
          if (type === 'User') return { token: result.token, user: result.account };
          if (!result.member) throw new Error('a company login without its member');
          // decisions.md 11: the owner sees who logged in, and from where, beside the failures.
          await app.audit.record({
            companyId: result.account._id,
            actorMemberId: result.member._id,
            actorEmail: result.member.email,
            action: 'login.succeeded',
            target: { type: 'member', id: result.member._id },
            details: { ip: request.ip, secondFactor: Boolean(totp) },
          });
          return { token: result.token, company: result.account, member: result.member };
        } catch (err) {
          if (
            err instanceof DomainError &&
            (err.code === 'USER_NOT_FOUND' ||
              err.code === 'WRONG_PASSWORD' ||
              err.code === 'TOTP_INVALID')
          ) {
            await Promise.all([
              failedLogins(request),
              failedLoginsPerAccount(request),
              failedLoginsPerAddress(request),
            ]);
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
          description:
            'Decision 251: the same 200 and body for every address, in the same time; the account is looked up afterwards and mailed when it exists. requestPasswordReset asks every kind of account at once.',
          body: forgotPasswordSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
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
      async (request, reply) => {
        await checkForgotPerAddress(request, reply);
        await service.requestReset([type], request.body.email, request.lang);
        return { message: translate('accounts.resetSent', request.lang) };
      },
    );

    app.patch(
      `/${segment}/reset-password`,
      {
        schema: {
          operationId: ids.resetPassword,
          tags,
          summary:
            'Set a new password with the reset token as the bearer; ends older sessions and mails a notice',
          description:
            'The new password must not be blank, the e-mail address or one of the 100,000 most common passwords (400 with fields.password).',
          body: resetPasswordRequestSchema,
          security: [{ bearerAuth: [] }],
          response: { 200: messageResponseSchema, ...errorResponses(400, 401) },
        },
        // The reset token is checked with the body (a bad body does not use it up), but a call
        // without any bearer is refused 401 before its body is looked at (issue 24).
        onRequest: async (request) => {
          if (!bearerToken(request)) {
            throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
          }
        },
      },
      async (request) => {
        await service.resetPassword(
          type,
          bearerToken(request),
          request.body.password,
          request.lang,
        );
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
          response: { 204: z.null(), ...errorResponses(400, 401, 403) },
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
          summary: 'Log out: every login token and remembered session of the account stops working',
          security: [{ bearerAuth: [] }],
          response: { 200: messageResponseSchema, ...errorResponses(401, 403) },
        },
        // No policy action: any member may log out, even one that still has to set up the
        // second factor (decision 110). onRequest: 401 before anything else is looked at.
        onRequest: app.guard(type as AccountType),
      },
      async (request, reply) => {
        await service.logout(type, signInIdOf(accountOf(request)));
        clearSessionCookie(request, reply, publicUrl);
        return { message: translate('accounts.loggedOut', request.lang) };
      },
    );
  }

  // decisions.md 23, last bullet (decision 251): "forgot password" with one field. Every kind of
  // account the address may hold is asked and mailed; the answer (202, one body) and the work done
  // before it (one stored job) are the same for every address.
  app.post(
    '/account/forgot-password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['accounts'],
        summary: 'Forgot password, any account: a reset mail to each account the e-mail holds',
        description:
          'Always 202 with the same body, in the same time: the job seeker account and the company member with this login e-mail each get their own reset link (valid once, for 1 hour) in the language of the request; an unknown address gets nothing. Limited per e-mail (the forgot-password limit, 5 an hour) and per address (the sign-up limit, 20 an hour).',
        body: forgotPasswordSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
      },
      config: {
        rateLimit: {
          max: rateLimits.forgot.max,
          timeWindow: rateLimits.forgot.windowMs,
          // Runs after the body is parsed, so the limit is per e-mail.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `forgot:any:${emailKey(request)}`,
        },
      },
    },
    async (request, reply) => {
      await checkForgotPerAddress(request, reply);
      await service.requestReset(accountTypes, request.body.email, request.lang);
      return reply.status(202).send({ message: translate('accounts.resetSent', request.lang) });
    },
  );

  // Decision 138: a new tab (its sessionStorage is empty) or a restarted browser exchanges the
  // remembered session's cookie for a fresh access token, once, and goes on. The cookie is
  // rotated on every use; a used one sent again revokes the whole family.
  app.post(
    `${sessionCookiePath.replace(/^\/api/, '')}/refresh`,
    {
      schema: {
        operationId: 'refreshSession',
        tags: ['accounts'],
        summary: 'Resume a remembered session: a fresh access token for the session cookie',
        description:
          'Takes no body and no bearer: the httpOnly cookie that a login with remember: true set. 200 with the login answer and the next cookie (each cookie works once; a used one sent again ends every session of its login); 204 without a cookie (nothing to resume); 401 UNAUTHENTICATED, and the cookie cleared, for an unknown, used, revoked or expired one, or when the account logged out, changed its password or e-mail, was deleted, disabled or removed from its company.',
        response: { 200: refreshSessionResponseSchema, 204: z.null(), ...errorResponses(401, 429) },
      },
      config: {
        rateLimit: {
          max: 120,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `session-refresh:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = sessionCookieOf(request);
      if (!token) {
        if (request.cookies.tp_session !== undefined) clearSessionCookie(request, reply, publicUrl);
        return reply.code(204).send(null);
      }
      try {
        const { type, login, session } = await service.resumeSession(token);
        setSessionCookie(request, reply, publicUrl, session, app.clock.now());
        return type === 'User'
          ? { token: login.token, type, totpEnabled: login.totpEnabled, user: login.account }
          : {
              token: login.token,
              type,
              totpEnabled: login.totpEnabled,
              company: login.account,
              member: login.member,
            };
      } catch (err) {
        clearSessionCookie(request, reply, publicUrl);
        throw err;
      }
    },
  );
  // decisions.md 11 and 14, decision 110: the logged-in account's own security, one path each for
  // job seekers and company members (a token of either type; the row is the user or the member).
  // No company permission: a member the company holds at second-factor set-up may call them.
  const anyAccount = app.guard();
  const accountTags = ['account security'];
  const secretCheck = createSecretCheckLimit(app, 'account');

  app.get(
    '/account/security',
    {
      onRequest: anyAccount,
      schema: {
        operationId: 'getAccountSecurity',
        tags: accountTags,
        summary:
          'The account’s own security: login e-mail, second factor on or off, recovery codes left',
        description:
          'For a job seeker’s or a member’s token (also a member the company holds at second-factor set-up). recoveryCodesLeft is 0 while the second factor is off. pendingEmail names a change of login e-mail waiting for confirmation when the server keeps that address; today only the hash of the confirmation link is stored, so it is null.',
        security: [{ bearerAuth: [] }],
        response: { 200: accountSecuritySchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const account = accountOf(request);
      return service.getSecurity(account.type, signInIdOf(account));
    },
  );

  app.post(
    '/account/totp/start',
    {
      onRequest: anyAccount,
      schema: {
        operationId: 'startTotp',
        tags: accountTags,
        summary: 'Start setting up the second factor: a new secret, not on until enableTotp',
        description:
          'Calling it again replaces a secret not yet enabled. With the second factor already on: 403 FORBIDDEN (turn it off first).',
        security: [{ bearerAuth: [] }],
        response: { 200: totpStartAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const account = accountOf(request);
      return service.startTotp(account.type, signInIdOf(account));
    },
  );

  app.post(
    '/account/totp/enable',
    {
      onRequest: anyAccount,
      schema: {
        operationId: 'enableTotp',
        tags: accountTags,
        summary: 'Turn the second factor on with a current code; answers 10 recovery codes, once',
        description:
          'A wrong code: 401 TOTP_INVALID (fields.code). Without a started set-up, or already on: 403 FORBIDDEN.',
        security: [{ bearerAuth: [] }],
        body: totpCodeBodySchema,
        response: { 200: totpEnableAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const account = accountOf(request);
      const recoveryCodes = await secretCheck(request, () =>
        service.enableTotp(account.type, signInIdOf(account), request.body.code),
      );
      await app.audit.recordFor(request, 'totp.enabled', {
        type: 'member',
        id: signInIdOf(account),
      });
      return { recoveryCodes };
    },
  );

  app.post(
    '/account/totp/disable',
    {
      onRequest: anyAccount,
      schema: {
        operationId: 'disableTotp',
        tags: accountTags,
        summary: 'Turn the second factor off with a current code or a recovery code',
        description: 'A wrong or used code: 401 TOTP_INVALID (fields.code). Not on: 403 FORBIDDEN.',
        security: [{ bearerAuth: [] }],
        body: disableTotpSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      await secretCheck(request, () =>
        service.disableTotp(account.type, signInIdOf(account), request.body.code),
      );
      await app.audit.recordFor(request, 'totp.disabled', {
        type: 'member',
        id: signInIdOf(account),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/password',
    {
      onRequest: anyAccount,
      schema: {
        operationId: 'changePassword',
        tags: accountTags,
        summary:
          'Change the password: asks for the current one; other sessions end, this one gets a fresh token',
        description:
          'A wrong current password: 401 WRONG_PASSWORD (fields.currentPassword). The new password follows the sign-up rules (400 with fields.password). A notice mail goes to the account’s address.',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 200: changePasswordAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const account = accountOf(request);
      const { currentPassword, password } = request.body;
      const { token, accountId } = await secretCheck(request, () =>
        service.changePassword(account, currentPassword, password, request.lang),
      );
      await app.audit.recordFor(request, 'password.changed', { type: 'member', id: accountId });
      return { message: translate('accounts.passwordChangedSessions', request.lang), token };
    },
  );

  app.post(
    '/account/email',
    {
      onRequest: anyAccount,
      schema: {
        operationId: 'changeEmail',
        tags: accountTags,
        summary:
          'Change the login e-mail: asks for the password; applies once the new address is confirmed',
        description:
          'Mails a link (valid once, for 24 hours) to the new address and a notice to the old one, with a link that cancels the change (decisions.md 16). A wrong password: 401 WRONG_PASSWORD (fields.password); with the second factor on, `totp` is needed: 401 TOTP_REQUIRED without it, 401 TOTP_INVALID when wrong or used (fields.totp); a password change, a password reset and log out void a pending change; an address another account of this type uses: 409 EMAIL_TAKEN; the current address: 400 (fields.email).',
        security: [{ bearerAuth: [] }],
        body: changeEmailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const { password, email, totp } = request.body;
      await secretCheck(request, () => service.requestEmailChange(account, password, email, totp));
      return { message: translate('accounts.emailChangeSent', request.lang) };
    },
  );

  app.get(
    '/account/email/verify',
    {
      schema: {
        operationId: 'confirmEmailChange',
        tags: accountTags,
        summary:
          'Follow the link mailed to a new login address; redirects to /auth?emailChanged=1 or 0',
        description:
          'On success the address is the login e-mail from then on and every session of the account ends.',
        querystring: emailChangeQuerySchema,
      },
    },
    async (request, reply) => {
      const type: AccountType = request.query.type === 'user' ? 'User' : 'Company';
      const changed = await service.confirmEmailChange(type, request.query.token);
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(`/auth?emailChanged=${changed ? 1 : 0}`, 302);
    },
  );

  app.get(
    '/account/email/cancel',
    {
      config: {
        rateLimit: { max: rateLimits.oneTime.max, timeWindow: rateLimits.oneTime.windowMs },
      },
      schema: {
        operationId: 'cancelEmailChange',
        tags: accountTags,
        summary:
          'Follow the link mailed to the old login address: cancels the pending change; redirects to /auth?emailChangeCancelled=1 or 0',
        description:
          'decisions.md 16: the notice to the old address carries this link. A GET, so a mail client following it cancels too, which is the safe side; the change can be asked again.',
        querystring: emailChangeQuerySchema,
      },
    },
    async (request, reply) => {
      const type: AccountType = request.query.type === 'user' ? 'User' : 'Company';
      const cancelled = await service.cancelEmailChange(type, request.query.token);
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(`/auth?emailChangeCancelled=${cancelled ? 1 : 0}`, 302);
    },
  );
};

export default accountsRoutes;
