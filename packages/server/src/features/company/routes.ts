// spec 7 (company/{id}, PUT company, company/uploadImg, company/search) plus the CSV export of a
// search. decisions.md section 5: every call here is for companies; GET company/{id} for that
// company only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, DomainError } from '@talentpool/domain/errors';
import { companyInputSchema, companySchema } from '@talentpool/domain/company/schema';
import {
  candidateFiltersSchema,
  candidateSearchQuerySchema,
  candidateSearchResultSchema,
} from '@talentpool/domain/company/search';
import { accountOf, assertCan, signedClaimsOf } from '../../plugins/app/auth';
import {
  fileUrl,
  keyOfFileUrl,
  pictureKey,
  processProfileImage,
  readUploadedFile,
} from '../../lib/images';
import { perCompanyLimit } from '../../lib/perCompanyLimit';
import { candidatesCsv } from './csv';
import {
  allCandidatesOf,
  getOwnCompany,
  saveCompany,
  searchCandidatePage,
  setCompanyPicture,
} from './service';
import { commonErrors } from '../../lib/errorResponses';

const errors = commonErrors;

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/search',
    {
      // The token's signature here (401 before any 400); its version is read with the page and
      // confirmed below: one round trip fewer (decision 107).
      onRequest: app.signed,
      // decisions.md 13: per company, counted once the token's signature is known.
      config: {
        permission: 'candidates.search',
        rateLimit: perCompanyLimit(app.config.rateLimits.search),
      },
      schema: {
        operationId: 'searchCandidates',
        tags: ['company'],
        summary: 'Search candidates (spec 5 filters, free text q, sort, paging)',
        description:
          'Only candidates with a complete profile who let companies find them (discoverable, decisions.md 13). Per company, 429 RATE_LIMITED beyond the search limit. Filters that are empty are ignored. q (decisions.md 13) matches every word, in English and Arabic (stemmed, Arabic normalized, one typo in words of five letters or more), against name and job titles, skills and descriptions, ranked by relevance; each result then carries highlight. sort: relevance (default with q), name (default without), newest, or fit with jobId or cardId (each result then carries fit).',
        security: [{ bearerAuth: [] }],
        querystring: candidateSearchQuerySchema,
        response: { 200: candidateSearchResultSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { token, claims } = signedClaimsOf(request);
      const found =
        claims.type === 'Company' && claims.memberId
          ? await searchCandidatePage(
              app.db,
              request.query,
              { companyId: claims.id, memberId: claims.memberId },
              request.lang,
            )
          : undefined;
      request.account = await app.tokens.confirm(token, claims, 'Company', found?.viewerVersion);
      // The page was read for a member the statement could not confirm (an empty page reads no
      // state): the policy decides with the role the full check read.
      assertCan(request, 'candidates.search');
      if (!found) throw new DomainError('FORBIDDEN', 'error.FORBIDDEN');
      // sort=fit to a posting or card that is not this company's (decisions.md 13).
      if (found.missingTarget) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      return found.result;
    },
  );

  app.get(
    '/company/search.csv',
    {
      config: {
        permission: 'candidates.export',
        rateLimit: perCompanyLimit(app.config.rateLimits.exports),
      },
      schema: {
        operationId: 'exportCandidates',
        tags: ['company'],
        summary: 'The current search as CSV (all pages, at most 5000 rows)',
        description:
          'Discoverable candidates only (decisions.md 13). Per company, 429 RATE_LIMITED beyond the exports limit.',
        security: [{ bearerAuth: [] }],
        querystring: candidateFiltersSchema,
        response: { 200: z.string(), ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { users } = await allCandidatesOf(app.db, request.query);
      // decisions.md 11: who exported which candidates (the filters and how many rows). Every
      // event has a target; an export has no single candidate, so its target is the company
      // whose search it is (as security.changed and retention.anonymised).
      await app.audit.recordFor(
        request,
        'candidates.exported',
        { type: 'company', id: accountOf(request).id },
        { filters: request.query, rows: users.length },
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="candidates-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(candidatesCsv(users, request.lang));
    },
  );

  app.put(
    '/company',
    {
      config: { permission: 'company.edit' },
      schema: {
        operationId: 'saveCompanyProfile',
        tags: ['company'],
        summary: 'Save the company profile (every field of spec 3); sets dataComplete',
        security: [{ bearerAuth: [] }],
        body: companyInputSchema,
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => {
      const company = await saveCompany(app.db, accountOf(request), request.body);
      await app.audit.recordFor(
        request,
        'company.updated',
        { type: 'company', id: company._id },
        { part: 'profile' },
      );
      return company;
    },
  );

  app.patch(
    '/company/uploadImg',
    {
      config: { permission: 'company.edit' },
      schema: {
        operationId: 'uploadCompanyImg',
        tags: ['company'],
        summary: 'Upload the company picture (multipart field pic: JPEG, PNG or WebP, 5 MB)',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          200: companySchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const picture = await processProfileImage(await readUploadedFile(request, 'pic'));
      const key = pictureKey();
      await app.storage.put(key, picture);
      const { company, previous } = await setCompanyPicture(app.db, account, fileUrl(key));
      await app.audit.recordFor(
        request,
        'company.updated',
        { type: 'company', id: company._id },
        { part: 'picture' },
      );
      const previousKey = keyOfFileUrl(previous);
      if (previousKey) {
        await app.storage.remove(previousKey).catch((err: unknown) => {
          request.log.warn({ err }, 'could not remove the previous company picture');
        });
      }
      return company;
    },
  );

  app.get(
    '/company/:id',
    {
      config: { permission: 'company.read' },
      schema: {
        operationId: 'getCompany',
        tags: ['company'],
        summary: 'The company profile (that company only)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: companySchema, ...errors },
      },
    },
    async (request) => getOwnCompany(app.db, accountOf(request), request.params.id),
  );
};

export default companyRoutes;
