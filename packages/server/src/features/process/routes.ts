// Decision 130 (issue 20): stage templates, a posting's stages and reject reasons. Permissions
// (decision 130 and the policy table): templates are read with postings.create and changed with
// process.manage; a posting's list is read with applications.view and changed with
// postings.manage (team scope); reasons are read with applications.view and changed with
// process.manage. Another company's template, reason or posting is 404. The guard runs before
// validation, so a refused caller learns nothing from a 400. Each change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import { idParamsSchema } from '@talentpool/domain/jobs/schemas';
import {
  jobStagesSchema,
  rejectReasonAnswerSchema,
  rejectReasonBodySchema,
  rejectReasonListSchema,
  setJobStagesBodySchema,
  stageTemplateAnswerSchema,
  stageTemplateBodySchema,
  stageTemplateListSchema,
} from '@talentpool/domain/process/schemas';
import { callerOf } from '../../lib/caller';
import { createProcessRepository } from './repository';
import { createProcessService } from './service';
import { commonErrors } from '../../lib/errorResponses';

const tags = ['process'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

const processRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProcessService({ repository: createProcessRepository(app.db) });

  // -------------------------------------------------------------------------------------------
  // Stage templates

  app.get(
    '/company/stage-templates',
    {
      config: { permission: 'postings.create' },
      schema: {
        operationId: 'listStageTemplates',
        tags,
        security,
        summary: "The company's stage templates; the built-in six come first (_id 'default')",
        response: { 200: stageTemplateListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.listTemplates(callerOf(request), request.lang);
    },
  );

  app.post(
    '/company/stage-templates',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'createStageTemplate',
        tags,
        security,
        summary: 'Save a named list of stages that postings can copy',
        description:
          '2..20 stages with unique keys, the first active, at least one hired and one rejected (400 VALIDATION_FAILED, fields.stages).',
        body: stageTemplateBodySchema,
        response: { 201: stageTemplateAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const template = await service.createTemplate(callerOf(request), request.body);
      await app.audit.recordFor(
        request,
        'stageTemplate.saved',
        { type: 'stageTemplate', id: template._id },
        { name: template.name, created: true },
      );
      return reply.status(201).send({ template });
    },
  );

  app.put(
    '/company/stage-templates/:id',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'updateStageTemplate',
        tags,
        security,
        summary: 'Change a stage template (postings already made from it keep their own copy)',
        params: idParamsSchema,
        body: stageTemplateBodySchema,
        response: { 200: stageTemplateAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const template = await service.updateTemplate(
        callerOf(request),
        request.params.id,
        request.body,
      );
      await app.audit.recordFor(
        request,
        'stageTemplate.saved',
        { type: 'stageTemplate', id: template._id },
        { name: template.name, created: false },
      );
      return { template };
    },
  );

  app.delete(
    '/company/stage-templates/:id',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'deleteStageTemplate',
        tags,
        security,
        summary: 'Delete a stage template (postings made from it keep their stages)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteTemplate(callerOf(request), request.params.id);
      await app.audit.recordFor(request, 'stageTemplate.removed', {
        type: 'stageTemplate',
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------
  // A posting's stages

  app.get(
    '/company/jobs/:id/stages',
    {
      config: { permission: 'applications.view' },
      schema: {
        operationId: 'getJobStages',
        tags,
        security,
        summary: "A posting's stages in order, with the number of applicants in each",
        params: idParamsSchema,
        response: { 200: jobStagesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.jobStages(callerOf(request), request.params.id);
    },
  );

  app.put(
    '/company/jobs/:id/stages',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'setJobStages',
        tags,
        security,
        summary: "Replace a posting's stages, moving the applicants of removed stages",
        description:
          '`moves` maps each removed stage that still holds applicants to a stage of the new list (not a hired one); each moved applicant gets a history event. A removed stage with applicants and no move: 409 STAGE_IN_USE (fields name it as moves.<key>), nothing changed.',
        params: idParamsSchema,
        body: setJobStagesBodySchema,
        response: { 200: jobStagesSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { answer, removed, moved } = await service.setJobStages(
        callerOf(request),
        request.params.id,
        request.body,
      );
      await app.audit.recordFor(
        request,
        'posting.stagesChanged',
        { type: 'posting', id: request.params.id },
        { stages: answer.stages.map((s) => s.key), removed, moved },
      );
      return answer;
    },
  );

  // -------------------------------------------------------------------------------------------
  // Reject reasons

  app.get(
    '/company/reject-reasons',
    {
      config: { permission: 'applications.view' },
      schema: {
        operationId: 'listRejectReasons',
        tags,
        security,
        summary: "The company's reject reasons in order (the defaults on first use)",
        description: 'Archived reasons are listed (archived: true) but cannot be chosen.',
        response: { 200: rejectReasonListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.listReasons(callerOf(request));
    },
  );

  app.post(
    '/company/reject-reasons',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'createRejectReason',
        tags,
        security,
        summary: 'Add a reject reason, named in English and Arabic',
        body: rejectReasonBodySchema,
        response: { 201: rejectReasonAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reason = await service.createReason(callerOf(request), request.body.name);
      await app.audit.recordFor(
        request,
        'rejectReason.saved',
        { type: 'rejectReason', id: reason._id },
        { name: reason.name.en, created: true },
      );
      return reply.status(201).send({ reason });
    },
  );

  app.put(
    '/company/reject-reasons/:id',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'updateRejectReason',
        tags,
        security,
        summary: 'Rename a reject reason (the history shows the new name)',
        params: idParamsSchema,
        body: rejectReasonBodySchema,
        response: { 200: rejectReasonAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const reason = await service.updateReason(
        callerOf(request),
        request.params.id,
        request.body.name,
      );
      await app.audit.recordFor(
        request,
        'rejectReason.saved',
        { type: 'rejectReason', id: reason._id },
        { name: reason.name.en, created: false },
      );
      return { reason };
    },
  );

  app.delete(
    '/company/reject-reasons/:id',
    {
      config: { permission: 'process.manage' },
      schema: {
        operationId: 'archiveRejectReason',
        tags,
        security,
        summary:
          'Archive a reject reason: it stays in the history and reports, but cannot be chosen',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.archiveReason(callerOf(request), request.params.id);
      await app.audit.recordFor(request, 'rejectReason.archived', {
        type: 'rejectReason',
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};

export default processRoutes;
