// decisions.md 10, 11 and 14, decisions 110 (the contract) and 113: a company's members and their
// invitations (getCurrentMember, listMembers, inviteMember, resendInvitation, updateMember,
// removeMember, getInvitation, acceptInvitation) and the company's security setting
// (getCompanySecurity, setCompanySecurity). Permissions come from config.permission (the auth
// plugin's onRoute hook adds the company guard); "not owners" is decided by the service, which
// knows the member acted on. Thin: parse with the domain's schemas, call the service, shape.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyLoginResponseSchema,
  resetPasswordRequestSchema,
} from '@talentpool/domain/accounts/schemas';
import {
  companySecuritySchema,
  currentMemberSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  inviteMemberSchema,
  memberAnswerSchema,
  memberIdParamsSchema,
  memberNameSchema,
  memberPageSchema,
  membersQuerySchema,
  updateMemberSchema,
} from '@talentpool/domain/members/schemas';
import { passwordLoginOff } from '../../db/ssoRequired';
import { accountOf, memberOf } from '../../plugins/app/auth';
import { createMembersRepository } from './repository';
import { createMembersService, type Acting } from './service';
import {
  companyGuideSchema,
  memberNameBodySchema,
  updateCompanyGuideSchema,
} from '@talentpool/domain/members/guide';
import { createGuideService } from './guide';
import { errorResponses } from '../../lib/errorResponses';

const tags = ['members'];
const security = [{ bearerAuth: [] }];

/** The join form's body: the reset form's password rules, the name and the link's token. */
const acceptInvitationSchema = resetPasswordRequestSchema
  .safeExtend({ token: invitationTokenParamsSchema.shape.token, name: memberNameSchema })
  .meta({ id: 'AcceptInvitationRequest' });

const actingOf = (request: FastifyRequest): Acting => ({
  companyId: accountOf(request).id,
  member: memberOf(request),
});

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMembersService({
    repository: createMembersRepository(app.db),
    mailer: app.mailer,
    audit: app.audit,
    tokens: app.tokens,
    publicUrl: app.config.publicUrl,
    passwordLoginOff: (member) => passwordLoginOff(app.db, member),
  });

  // decisions.md 14: every authenticated answer is no-store; the public invitation calls carry
  // a secret in the URL or body, so theirs are too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const { links, oneTime } = app.config.rateLimits;
  // Invitations send mail: counted per company, after the guard has named it.
  const perCompany = {
    max: links.max,
    timeWindow: links.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `members:${request.account?.id ?? request.ip}`,
  };
  const perAddress = { max: oneTime.max, timeWindow: oneTime.windowMs };

  app.get(
    '/company/me',
    {
      // Every member, also one the company holds at second-factor set-up (decision 110).
      config: { permission: 'company.read' },
      schema: {
        operationId: 'getCurrentMember',
        tags,
        security,
        summary: 'The member logged in and their company (role, second-factor state)',
        response: { 200: currentMemberSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { companyId, member } = actingOf(request);
      return service.current(companyId, member.id);
    },
  );

  app.get(
    '/company/members',
    {
      config: { permission: 'members.read' },
      schema: {
        operationId: 'listMembers',
        tags,
        security,
        summary: "The company's members and open invitations, owners first, then by name",
        querystring: membersQuerySchema,
        response: { 200: memberPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(accountOf(request).id, request.query),
  );

  app.post(
    '/company/members',
    {
      config: { permission: 'members.manage', rateLimit: perCompany },
      schema: {
        operationId: 'inviteMember',
        tags,
        security,
        summary: 'Invite a person by e-mail with a role; the invitation mail has a 7-day link',
        body: inviteMemberSchema,
        response: { 201: memberAnswerSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const member = await service.invite(actingOf(request), request.body, request.lang);
      return reply.code(201).send({ member });
    },
  );

  app.post(
    '/company/members/:id/resend',
    {
      config: { permission: 'members.manage', rateLimit: perCompany },
      schema: {
        operationId: 'resendInvitation',
        tags,
        security,
        summary: 'Send an invitation again with a new link; the old link stops working',
        params: memberIdParamsSchema,
        response: { 200: memberAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      member: await service.resend(actingOf(request), request.params.id, request.lang),
    }),
  );

  app.patch(
    '/company/members/:id',
    {
      config: { permission: 'members.manage' },
      schema: {
        operationId: 'updateMember',
        tags,
        security,
        summary: "Change a member's role (the last owner cannot be demoted)",
        params: memberIdParamsSchema,
        body: updateMemberSchema,
        response: { 200: memberAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      member: await service.updateRole(actingOf(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/company/members/:id',
    {
      config: { permission: 'members.manage' },
      schema: {
        operationId: 'removeMember',
        tags,
        security,
        summary: 'Remove a member (or an open invitation): their sessions end at once',
        params: memberIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(actingOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/company/invitations/:token',
    {
      // The URL carries a usable token: keep it out of the request log (info level).
      logLevel: 'warn',
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'getInvitation',
        tags,
        summary: 'What an invitation is for (no login: the token is the key)',
        params: invitationTokenParamsSchema,
        response: { 200: invitationSchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) => service.invitation(request.params.token),
  );

  app.post(
    '/company/invitations/accept',
    {
      config: { rateLimit: perAddress },
      schema: {
        operationId: 'acceptInvitation',
        tags,
        summary: 'Accept an invitation with a name and a password; answers like company login',
        body: acceptInvitationSchema,
        response: {
          200: companyLoginResponseSchema,
          ...errorResponses(400, 403, 404, 409, 410, 429),
        },
      },
    },
    async (request) => service.accept(request.body, request.lang),
  );

  app.get(
    '/company/security',
    {
      config: { permission: 'security.manage' },
      schema: {
        operationId: 'getCompanySecurity',
        tags,
        security,
        summary: "The company's security settings: whether every member needs a second factor",
        response: { 200: companySecuritySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.security(accountOf(request).id),
  );

  app.put(
    '/company/security',
    {
      config: { permission: 'security.manage' },
      schema: {
        operationId: 'setCompanySecurity',
        tags,
        security,
        summary: 'Require (or stop requiring) a second factor of every member',
        body: companySecuritySchema,
        response: { 200: companySecuritySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.setSecurity(actingOf(request), request.body),
  );

  // Issue 46 (decision 252): the first-hour guide, per member, and the member's own name. Every
  // member may call them for themselves (company.read); the token names the member.
  const guide = createGuideService(app.db);
  app.get(
    '/company/guide',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'getCompanyGuide',
        tags,
        security,
        summary: 'The first-hour guide of the member logged in: steps done, skipped, finished',
        description:
          'open is true while the guide is neither finished nor skipped: the web app opens it at login for a member who may edit the company.',
        response: { 200: companyGuideSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => guide.read(memberOf(request).id),
  );

  app.patch(
    '/company/guide',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'updateCompanyGuide',
        tags,
        security,
        summary: 'Mark a step of the guide done, skip the guide (skipped: true) or resume it',
        body: updateCompanyGuideSchema,
        response: { 200: companyGuideSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => guide.update(memberOf(request).id, request.body),
  );

  app.put(
    '/company/me/name',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'setMemberName',
        tags,
        security,
        summary: 'Set the name of the member logged in (members, notes and invitations show it)',
        body: memberNameBodySchema,
        response: { 200: memberAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      member: await guide.setName(accountOf(request).id, memberOf(request).id, request.body.name),
    }),
  );
};

export default membersRoutes;
