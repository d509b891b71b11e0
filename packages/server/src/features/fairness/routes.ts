// Issue 40 (decisions.md 21): getFairnessReport. Permission `reports.read` from the domain's
// policy table, as the hiring report (a hiring manager: the postings of their teams); a posting
// of another company is 404. Only aggregates: no call returns one person's survey answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hiringReportQuerySchema } from '@talentpool/domain/reports/schemas';
import { fairnessReportSchema } from '@talentpool/domain/fairness/report';
import { callerOf } from '../../lib/caller';
import { commonErrors } from '../../lib/errorResponses';
import { fairnessReport } from './service';

const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/reports/fairness',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'getFairnessReport',
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary:
          'Selection rates per group of the voluntary survey, per stage and for the fit top 20%',
        description:
          'Applications made in the range (UTC days, both included; by default the last 90 days), of a posting (`jobId`) or the company. Per stage and per group of each survey question: entered, moved on, selection rate, impact ratio to the highest-rate group, `fourFifths` (ratio under 0.8 with 30 or more people in the stage) and the two-sided p-value of Fisher’s exact test; groups under 5 people show `fewerThan5` and no figure.',
        querystring: hiringReportQuerySchema,
        response: { 200: fairnessReportSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return fairnessReport(app.db, callerOf(request), request.query, app.clock.now());
    },
  );
};

export default fairnessRoutes;
