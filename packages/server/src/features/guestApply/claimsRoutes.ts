// decisions.md 16 (issue 38, decision 192): the job seeker's side of guest applications made with
// their e-mail: listed, then confirmed or discarded one by one. Job seekers only (a company token:
// 403); another account's or an unknown id: 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  confirmedGuestApplicationSchema,
  guestApplicationClaimsSchema,
  guestClaimParamsSchema,
} from '@talentpool/domain/privacy/guestClaims';
import { accountOf } from '../../plugins/app/auth';
import { createGuestClaims } from './claims';

const tags = ['guest applications'];
const security = [{ bearerAuth: [] }];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const guestClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOnly = app.guard('User');
  const claims = createGuestClaims(app.db);

  app.get(
    '/user/guestApplications',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'listGuestApplicationClaims',
        tags,
        security,
        summary: 'Guest applications made with your e-mail, for you to confirm or discard',
        description:
          'Applications made without an account with the e-mail of yours are not attached to it by themselves (decisions.md 16): you confirm those you made (the company then sees your contact details) and discard the others. Oldest first, at most 100.',
        response: { 200: guestApplicationClaimsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return claims.list(accountOf(request).id);
    },
  );

  app.post(
    '/user/guestApplications/:id/confirm',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'confirmGuestApplication',
        tags,
        security,
        summary: 'Confirm that a guest application made with your e-mail is yours',
        description:
          'It becomes your own application, with everything the company already has (name, CV, phone, consent, its history and stage). 409 ALREADY_APPLIED when you applied to that posting with your account; 404 for any application not offered to you.',
        params: guestClaimParamsSchema,
        response: { 200: confirmedGuestApplicationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => claims.confirm(accountOf(request).id, request.params.id),
  );

  app.post(
    '/user/guestApplications/:id/discard',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'discardGuestApplication',
        tags,
        security,
        summary: 'Say that a guest application made with your e-mail is not yours',
        description:
          'It stays a guest’s application and is no longer offered to you. 404 for any application not offered to you.',
        params: guestClaimParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await claims.discard(accountOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default guestClaimsRoutes;
