// Issue 21, decision 137: talent pools under /api/company/talent-pools. Every call needs
// `candidates.search` (owners, admins, recruiters, hiring managers: the same roles that find
// candidates create, rename and delete the company's pools); inviting a pool to a posting needs
// `postings.manage` on that posting too (a hiring manager on its team), as inviteToJob does. Another company's pool
// is "not found" (404). Invitations reuse the single-use job links of decision 102 (the links
// feature's codes, single-use rule and mail), the company's mails of the day (decision 120) and
// its links of the hour (RATE_LIMIT_LINKS), answering who was invited and who was skipped, why.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  addPoolEntriesAnswerSchema,
  addPoolEntriesBodySchema,
  invitePoolAnswerSchema,
  invitePoolBodySchema,
  poolBodySchema,
  poolEntriesQuerySchema,
  poolEntryNoteBodySchema,
  poolEntryPageSchema,
  poolEntryParamsSchema,
  poolEntrySchema,
  poolIdParamsSchema,
  poolPageSchema,
  poolSchema,
  poolsQuerySchema,
} from '@talentpool/domain/pools/schemas';
import { assertMemberCan, memberOf } from '../../plugins/app/auth';
import { callerOf as companyCallerOf } from '../../lib/caller';
// Invitations reuse the links feature and the pipeline's posting check, as inviteToJob does.
import { createJobInvitations } from '../links/public';
import { createPoolsRepository } from './repository';
import { createPoolsService, type PoolCaller } from './service';
import { commonErrors } from '../../lib/errorResponses';

const tags = ['talent pools'];
const security = [{ bearerAuth: [] }];
const errors = commonErrors;

/** The pools' caller: the shared caller, named by the member's id. */
function callerOf(request: FastifyRequest): PoolCaller {
  const { companyId, member } = companyCallerOf(request);
  return { companyId, memberId: member.id };
}

const poolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createPoolsRepository(app.db);
  const service = createPoolsService({ db: app.db, repository });
  const invitations = createJobInvitations(app);
  const perCompany = invitations.rateLimit;

  app.get(
    '/company/talent-pools',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'listTalentPools',
        tags,
        security,
        summary: "The company's talent pools by name, with their sizes, paged",
        description:
          'With `userId`, each pool says whether it holds that candidate (`contains`), for the "Add to pool" control.',
        querystring: poolsQuerySchema,
        response: { 200: poolPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.list(callerOf(request), request.query);
    },
  );

  app.post(
    '/company/talent-pools',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'createTalentPool',
        tags,
        security,
        summary: 'Create a talent pool (names are unique in the company, whatever their case)',
        body: poolBodySchema,
        response: { 201: poolSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pool = await service.create(callerOf(request), request.body.name);
      return reply.status(201).send(pool);
    },
  );

  app.put(
    '/company/talent-pools/:id',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'updateTalentPool',
        tags,
        security,
        summary: 'Rename a talent pool',
        params: poolIdParamsSchema,
        body: poolBodySchema,
        response: { 200: poolSchema, ...errors },
      },
    },
    async (request) => service.rename(callerOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/company/talent-pools/:id',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'deleteTalentPool',
        tags,
        security,
        summary: 'Delete a talent pool and its entries (the candidates themselves are untouched)',
        params: poolIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/company/talent-pools/:id/entries',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'listTalentPoolEntries',
        tags,
        security,
        summary: "A pool's candidates, most recently added first, paged, with notes",
        description:
          'A candidate shows the fields of a search result, never contact details. One who turned discoverable off (and never applied to the company) is `hidden: true` with `candidate: null`; the note stays.',
        params: poolIdParamsSchema,
        querystring: poolEntriesQuerySchema,
        response: { 200: poolEntryPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.entries(callerOf(request), request.params.id, request.query);
    },
  );

  app.post(
    '/company/talent-pools/:id/entries',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'addTalentPoolEntries',
        tags,
        security,
        summary: 'Add candidates (from search, a profile or the pipeline) to a pool',
        description:
          'Answers which were added, which were already there (their note is kept), and which were skipped: notFound, hidden (not discoverable and not an applicant of the company), poolFull.',
        params: poolIdParamsSchema,
        body: addPoolEntriesBodySchema,
        response: { 200: addPoolEntriesAnswerSchema, ...errors },
      },
    },
    async (request) => service.add(callerOf(request), request.params.id, request.body),
  );

  app.patch(
    '/company/talent-pools/:id/entries/:userId',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'updateTalentPoolEntry',
        tags,
        security,
        summary: "Set the company's note on a candidate in a pool",
        params: poolEntryParamsSchema,
        body: poolEntryNoteBodySchema,
        response: { 200: poolEntrySchema, ...errors },
      },
    },
    async (request) =>
      service.setNote(
        callerOf(request),
        request.params.id,
        request.params.userId,
        request.body.note,
      ),
  );

  app.delete(
    '/company/talent-pools/:id/entries/:userId',
    {
      config: { permission: 'candidates.search' },
      schema: {
        operationId: 'removeTalentPoolEntry',
        tags,
        security,
        summary: 'Take a candidate out of a pool',
        params: poolEntryParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeEntry(callerOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/company/talent-pools/:id/invite',
    {
      // The guard asks postings.manage (a hiring manager: on the posting's team, checked with
      // the posting); reading the pool's candidates is candidates.search, asked below.
      config: { rateLimit: perCompany, permission: 'postings.manage' },
      schema: {
        operationId: 'inviteTalentPool',
        tags,
        security,
        summary: "Invite a pool's candidates to apply to a published posting with their accounts",
        description:
          'Each candidate gets an invitation to apply with their account on the posting’s page (decision 173), in their own language. Skipped, with the reason: alreadyApplied, alreadyInvited (holds a link to this posting), hidden, mailCapReached (the company mails of the day), rateLimited (the single-use links of the hour, RATE_LIMIT_LINKS). Needs postings.manage on the posting and candidates.search.',
        params: poolIdParamsSchema,
        body: invitePoolBodySchema,
        response: {
          200: invitePoolAnswerSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const member = memberOf(request);
      assertMemberCan(member, 'candidates.search');
      const answer = await service.invite(caller, request.params.id, {
        posting: () =>
          invitations.postingForInvite({ companyId: caller.companyId, member }, request.body.jobId),
        send: (person, lang, job) =>
          invitations.inviteToApply(
            { companyId: caller.companyId, memberId: caller.memberId },
            person,
            lang,
            job,
          ),
        linkLimit: app.config.rateLimits.links,
        fallbackLang: request.lang,
      });
      await app.audit.recordFor(
        request,
        'pool.invited',
        { type: 'posting', id: answer.jobId },
        {
          poolId: request.params.id,
          invited: answer.invited.length,
          skipped: answer.skipped.length,
        },
      );
      return { invited: answer.invited, skipped: answer.skipped };
    },
  );
};

export default poolsRoutes;
