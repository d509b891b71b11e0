// Issue 25, decision 142: a recruiter drops 1..200 CVs onto a posting; the queue turns each into
// an applicant; the web polls the import for its progress, lists failures with their reasons (the
// files kept, downloadable) and asks the recruiter about each duplicate. Every call checks
// `postings.manage` with the posting's hiring team (decisions.md 11).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cvImportItemParamsSchema,
  cvImportItemSchema,
  cvImportListQuerySchema,
  cvImportListSchema,
  cvImportParamsSchema,
  cvImportQuerySchema,
  cvImportSchema,
  cvLimits,
  jobIdParamsSchema,
  resolveDuplicateBodySchema,
} from '@talentpool/domain/cv/schemas';
import { apiErrorSchema } from '@talentpool/domain/errors';
import { callerOf } from '../../lib/caller';
import { storeCvUploads } from '../../lib/cvFiles/upload';
import { createCvImportRepository } from './repository';
import { createCvImportService, cvImportJob } from './service';
import { commonErrors } from '../../lib/errorResponses';

const tags = ['cvImport'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

const cvImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCvImportService({
    repository: createCvImportRepository(app.db),
    storage: app.storage,
    queue: app.queue,
    log: app.log,
  });

  app.queue.work(cvImportJob, async (data) => {
    const { itemId } = z.object({ itemId: z.uuid() }).parse(data);
    await service.process(itemId);
  });

  app.post(
    '/company/jobs/:id/cv-imports',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'createCvImport',
        tags,
        security,
        summary: `Import 1..${cvLimits.importMaxFiles} CVs onto a posting (multipart, field cvs, one part per file)`,
        description:
          'Each file is kept. A file that is not a PDF or DOCX by its bytes, has macros or is over 10 MB fails with its reason; the others are parsed on the job queue and become applicants. Answers 202 with the import, which getCvImport follows.',
        params: jobIdParamsSchema,
        response: { 202: cvImportSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // The posting and the permission first: a refused caller uploads nothing.
      await service.managedPosting(caller, request.params.id);
      const files = await storeCvUploads(request, 'cvs', cvLimits.importMaxFiles, app.storage);
      const importId = await service.create(caller, request.params.id, files);
      const answer = await service.get(caller, importId, {
        page: 1,
        pageSize: cvLimits.importMaxFiles,
      });
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/company/jobs/:id/cv-imports',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'listCvImports',
        tags,
        security,
        summary:
          "A posting's earlier CV imports, newest first: when, by whom, and how many files became applicants, were merged or failed",
        description:
          'Paged (`page`, `pageSize` at most 100). `postings.manage` with the posting’s hiring team (decisions.md 11); another company’s posting is 404.',
        params: jobIdParamsSchema,
        querystring: cvImportListQuerySchema,
        response: { 200: cvImportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.list(callerOf(request), request.params.id, request.query);
    },
  );

  app.get(
    '/company/cv-imports/:id',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'getCvImport',
        tags,
        security,
        summary:
          'An import: its progress, and each file with its state, reason, fields and duplicate',
        description:
          'Paged over its files (`page`, `pageSize`); `status` lists only the files in that state (e.g. `failed`, with their reasons and whether the file is still kept), the counts stay the whole import’s.',
        params: cvImportParamsSchema,
        querystring: cvImportQuerySchema,
        response: { 200: cvImportSchema, ...errors },
      },
    },
    async (request) => service.get(callerOf(request), request.params.id, request.query),
  );

  app.post(
    '/company/cv-imports/:id/items/:itemId/resolve',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'resolveCvImportDuplicate',
        tags,
        security,
        summary:
          "The recruiter's call on a file of a person already applying: merge (the file joins that applicant) or dismiss",
        params: cvImportItemParamsSchema,
        body: resolveDuplicateBodySchema,
        response: { 200: cvImportItemSchema, ...errors },
      },
    },
    async (request) =>
      service.resolve(
        callerOf(request),
        request.params.id,
        request.params.itemId,
        request.body.action,
        request.lang,
      ),
  );

  app.get(
    '/company/cv-imports/:id/items/:itemId/file',
    {
      config: { permission: 'postings.manage' },
      schema: {
        operationId: 'downloadCvImportFile',
        tags,
        security,
        summary: 'Download the file of an import (kept also when it failed)',
        params: cvImportItemParamsSchema,
        // The file's bytes (PDF or DOCX); errors in the error shape (401, 403, 404).
      },
    },
    async (request, reply) => {
      const file = await service.file(callerOf(request), request.params.id, request.params.itemId);
      return reply
        .header('content-type', file.type)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="cv"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.bytes);
    },
  );
};

export default cvImportRoutes;
