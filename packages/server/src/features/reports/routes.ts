// Issue 20, decision 130 (Reports) and decision 134: hiringReport and hiringReportCsv. Permission
// `reports.read` from the domain's policy table (owner, admin, recruiter; a hiring manager on
// the postings of their teams). The guard runs before validation, so a refused caller learns
// nothing from a 400; a posting of another company is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hiringReportCsvQuerySchema,
  hiringReportQuerySchema,
  hiringReportSchema,
} from '@talentpool/domain/reports/schemas';
import { callerOf } from '../../lib/caller';
import { createReportsRepository } from './repository';
import { createReportsService } from './service';
import { commonErrors } from '../../lib/errorResponses';

const tags = ['reports'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReportsService({
    // Decision 267: reports read the replica when there is one.
    repository: createReportsRepository(app.readDb),
    clock: app.clock,
  });

  app.get(
    '/company/reports/hiring',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'hiringReport',
        tags,
        security,
        summary: 'The hiring report of a posting, or of the company, over a date range',
        description:
          'Funnel (entered, moved on, still there, conversion), days in each stage (median, 75th percentile), time to hire, sources, reject reasons and offers, from the history of stage moves. `from`/`to` are UTC days, both included; by default the last 90 days. Without `jobId` the postings are summed by stage key (a hiring manager: the postings of their teams).',
        querystring: hiringReportQuerySchema,
        response: { 200: hiringReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.report(callerOf(request), request.query);
    },
  );

  app.get(
    '/company/reports/hiring.csv',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'hiringReportCsv',
        tags,
        security,
        summary: 'One table of the hiring report as CSV',
        description:
          'table: funnel, stageDays, sources or rejectReasons; the same range and scope as hiringReport. Every cell is quoted and formula characters are neutralised; column and stage names in the language of X-Lang.',
        querystring: hiringReportCsvQuerySchema,
        response: {
          200: z.string().describe('text/csv; charset=utf-8, with a byte-order mark'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { filename, text } = await service.csv(callerOf(request), request.query, request.lang);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(text);
    },
  );
};

export default reportsRoutes;
