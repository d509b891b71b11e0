// Decision 130 ("E-mail templates and the mail log") and decision 133: a company's mail templates
// (process.manage: owner, admin, recruiter) and the mail log of an application
// (applications.view, scoped like the application itself: a hiring manager on the posting's
// team, an interviewer of its interviews). Another company's application is 404. The guard runs
// before validation, so a refused caller learns nothing from a 400. Writes are audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '@talentpool/domain/errors';
import { idParamsSchema } from '@talentpool/domain/jobs/schemas';
import { grantOf, type PolicyContext } from '@talentpool/domain/members/policy';
import {
  applicationMailPageSchema,
  mailPreviewBodySchema,
  mailPreviewSchema,
  mailTemplateBodySchema,
  mailTemplateListSchema,
  mailTemplateParamsSchema,
  mailTemplateSchema,
} from '@talentpool/domain/mailTemplates/schemas';
import { pagingQuerySchema } from '@talentpool/domain/paging';
import { accountOf, assertMemberCan, memberOf } from '../../plugins/app/auth';
import { settleApplicationMails } from './applicationMail';
import { createMailTemplatesRepository } from './repository';
import { createMailTemplatesService } from './service';
import { commonErrors } from '../../lib/errorResponses';

const tags = ['mailTemplates'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

const mailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createMailTemplatesRepository();
  const service = createMailTemplatesService({
    db: app.db,
    repository,
    publicUrl: app.config.publicUrl,
  });
  // The mail job marks each logged mail sent, or failed after its last retry.
  settleApplicationMails(app.mailer, app.db, repository);

  app.get(
    '/company/mail-templates',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'listMailTemplates',
        tags,
        security,
        summary: "The company's mail templates, every key in every language",
        description:
          'A key and language the company has not edited answers the default text (isDefault: true). `placeholders` are those the key allows.',
        response: { 200: mailTemplateListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { templates: await service.list(accountOf(request).id) };
    },
  );

  app.put(
    '/company/mail-templates/:key/:lang',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'updateMailTemplate',
        tags,
        security,
        summary: 'Save the company’s own subject and text of a mail in a language',
        description:
          'An unknown placeholder, one the key does not allow, or a broken one (`{{job.`) is 400 VALIDATION_FAILED with fields.subject or fields.body naming it; nothing is saved. In the mails a stranger can trigger (applicationReceived, rejection) a link to anywhere but PUBLIC_URL or the company website is 400 too (decisions.md 16).',
        params: mailTemplateParamsSchema,
        body: mailTemplateBodySchema,
        response: { 200: mailTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const { key, lang } = request.params;
      const template = await service.update(
        { companyId: accountOf(request).id, memberId: memberOf(request).id },
        key,
        lang,
        request.body,
        request.lang,
      );
      await app.audit.recordFor(
        request,
        'mailTemplate.updated',
        { type: 'company', id: accountOf(request).id },
        { key, lang },
      );
      return template;
    },
  );

  app.delete(
    '/company/mail-templates/:key/:lang',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'resetMailTemplate',
        tags,
        security,
        summary: 'Go back to the default text of a mail in a language',
        params: mailTemplateParamsSchema,
        response: { 200: mailTemplateSchema, ...errors },
      },
    },
    async (request) => {
      const { key, lang } = request.params;
      const template = await service.reset(accountOf(request).id, key, lang);
      await app.audit.recordFor(
        request,
        'mailTemplate.reset',
        { type: 'company', id: accountOf(request).id },
        { key, lang },
      );
      return template;
    },
  );

  app.post(
    '/company/mail-templates/preview',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'previewMailTemplate',
        tags,
        security,
        summary: 'The mail a subject and text would make, filled with sample data',
        description: 'Checks the placeholders as a save does (400 with the field); stores nothing.',
        body: mailPreviewBodySchema,
        response: { 200: mailPreviewSchema, ...errors },
      },
    },
    async (request) => service.preview(request.body, request.lang),
  );

  app.get(
    '/company/applications/:id/mails',
    {
      config: { permission: 'applications.view' },
      schema: {
        operationId: 'listApplicationMails',
        tags,
        security,
        summary: 'The mails the company sent to an applicant, newest first, paged',
        description:
          'status: queued (stored with its mail job), sent, or failed (after the last retry).',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: { 200: applicationMailPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const access = await repository.accessOf(
        app.db,
        request.params.id,
        accountOf(request).id,
        member.id,
      );
      if (!access) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      const context: PolicyContext = { onTeam: access.onTeam };
      if (grantOf(member.role, 'applications.view') === 'interview') {
        context.onInterview = access.onInterview;
      }
      assertMemberCan(member, 'applications.view', context);
      reply.header('Cache-Control', 'no-store');
      return service.mails(request.params.id, request.query);
    },
  );
};

export default mailTemplatesRoutes;
