// spec 7 (GET user/{id}, PUT user, PATCH user/uploadImg) and decisions.md 3 and 5 (public profile,
// CV upload, own-data export and deletion, stored files). Permissions are decided here and in the
// service, never by the client.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountSchema } from '@talentpool/domain/accounts/schemas';
import { apiErrorSchema } from '@talentpool/domain/errors';
import {
  profileExportSchema,
  privacySettingsSchema,
  profileSchema,
  publicUserSchema,
  uploadAnswerSchema,
  userSchema,
  type User,
} from '@talentpool/domain/profile/schema';
import { readUploadedFile } from '../../lib/images';
import { perCompanyLimit } from '../../lib/perCompanyLimit';
import { accountOf, bearerToken, signedClaimsOf, type Account } from '../../plugins/app/auth';
import { createSecretCheckLimit } from '../accounts/public';
import { confirmAccountOwner } from '../accounts/public';
import { allUserApplications } from '../jobs/public';
import { cvProposalRoutes } from './cvProposal';
import { profileRepository } from './repository';
import { createProfileService, isUuid } from './service';
import { commonErrors } from '../../lib/errorResponses';

const errors = commonErrors;
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const idParams = z.object({ id: z.string().max(64) });
const asIs = (payload: unknown) => String(payload);

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = profileRepository(app.db);
  const service = createProfileService(repository, app.storage);
  // Guards run on request, before validation: an anonymous caller learns nothing from a 400.
  const userOnly = app.guard('User');
  // Issue 37: the new profile form starts from the person's own CV.
  await app.register(cvProposalRoutes);

  app.get(
    '/user/export',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'exportUserData',
        tags: ['profile'],
        summary: 'Download all of your own data as JSON',
        security: [{ bearerAuth: [] }],
        response: { 200: profileExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      // The export holds everything kept about the user (decision 023), their applications too.
      const [profileData, applications] = await Promise.all([
        service.exportData(userId),
        allUserApplications(app.db, userId),
      ]);
      const data = { ...profileData, applications };
      return reply
        .header('content-disposition', 'attachment; filename="talentpool-my-data.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/user/:id',
    {
      // The token's signature here (401 before any 400); its version is compared below with the
      // one read in the same query as the profile: one database round trip (docs/performance.md).
      onRequest: app.signed,
      // decisions.md 13: profile views are limited per company (a job seeker sees only their own).
      config: { rateLimit: perCompanyLimit(app.config.rateLimits.profileViews) },
      schema: {
        operationId: 'getUser',
        tags: ['profile'],
        summary: 'A user profile',
        description:
          'The user themself sees everything, with their privacy settings; any company sees everything but nationalID, and mobileNO, wemail, address and dateOfBirth only of its own applicants or of a candidate who shows contact details (otherwise they are left out and contactHidden is true); other users get 403. Per company, 429 RATE_LIMITED beyond the profile views limit.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: userSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, claims } = signedClaimsOf(request);
      const { id } = request.params;
      const found = isUuid(id) ? await repository.viewJsonFor(id, claims) : undefined;
      reply.header('cache-control', 'no-store');
      const confirmed = found ? app.tokens.accountOfRead(claims, found.viewerVersion) : null;
      if (found && confirmed) {
        request.account = confirmed;
        service.assertMayView(request.account, id);
        app.audit.recordSoonFor(request, 'candidate.viewed', { type: 'user', id });
        // The database built the JSON from the same field table as toUser (decision 106): it
        // goes out as it is, without a second serialization. The typed reply wants the object
        // that JSON stands for; the cast only says so.
        const body = found.body as unknown as User;
        return reply.type('application/json; charset=utf-8').serializer(asIs).send(body);
      }
      // No such user, or a token version that does not match: the ordinary check answers 401
      // for a revoked token, then 403 or 404 as before.
      request.account = await app.tokens.verify(token);
      const user = await service.getUser(request.account, id);
      app.audit.recordSoonFor(request, 'candidate.viewed', { type: 'user', id });
      return reply.send(user);
    },
  );

  app.get(
    '/public/user/:id',
    {
      schema: {
        operationId: 'getPublicUser',
        tags: ['profile'],
        summary: 'The shareable public profile (no login)',
        description:
          'Never nationalID, dateOfBirth, mobileNO, email, address or CV (decisions.md 5).',
        params: idParams,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => service.getPublicUser(request.params.id),
  );

  app.put(
    '/user',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'saveUserProfile',
        tags: ['profile'],
        summary: 'Save the whole profile (spec 5 rules); marks it complete',
        description:
          'Once the profile is complete, name, nationalID, dateOfBirth, country and address are read-only and keep their stored values.',
        security: [{ bearerAuth: [] }],
        body: profileSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => service.saveProfile(accountOf(request).id, request.body, request.lang),
  );

  app.put(
    '/user/privacy',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'setPrivacy',
        tags: ['profile'],
        summary: 'Choose who finds you and who sees your contact details (decisions.md 13)',
        description:
          'discoverable: companies may find you in search and candidate lists (default on). showContactDetails: companies you have not applied to see mobileNO, wemail, address and dateOfBirth (default off). A company always sees the full profile of its own applicants. Answers your profile.',
        security: [{ bearerAuth: [] }],
        body: privacySettingsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => service.setPrivacy(accountOf(request).id, request.body),
  );

  app.patch(
    '/user/uploadImg',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'uploadUserImg',
        tags: ['profile'],
        summary: 'Upload the profile picture (multipart field pic)',
        description:
          'JPEG, PNG or WebP judged by its bytes, at most 5 MB; stored as a 400x400 WebP without metadata.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: uploadAnswerSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'pic');
      return { url: await service.uploadPicture(accountOf(request).id, bytes) };
    },
  );

  app.patch(
    '/user/uploadCv',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'uploadUserCv',
        tags: ['profile'],
        summary: 'Upload a CV as PDF (multipart field cv)',
        description:
          'A PDF judged by its bytes, at most 5 MB. Answers its URL, which becomes the CV; it is served only to its owner and to companies.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: uploadAnswerSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'cv');
      return { url: await service.uploadCv(accountOf(request).id, bytes) };
    },
  );

  // decisions.md 14: deleting the account asks for the password, and the second factor where it
  // is on; nothing is deleted on a refusal. Wrong guesses are limited like logins.
  const secretCheck = createSecretCheckLimit(app, 'deletion');
  app.delete(
    '/user',
    {
      onRequest: userOnly,
      schema: {
        operationId: 'deleteUserAccount',
        tags: ['profile'],
        summary: 'Delete your account and everything of it; asks for the password (and the code)',
        description:
          'Body {password, totp?}. A wrong password: 401 WRONG_PASSWORD (fields.password); with the second factor on, no totp: 401 TOTP_REQUIRED, a wrong or used one: 401 TOTP_INVALID (fields.totp).',
        security: [{ bearerAuth: [] }],
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const { password, totp } = request.body;
      await secretCheck(request, () => confirmAccountOwner(app.db, 'User', userId, password, totp));
      await service.deleteAccount(userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/files/:key',
    {
      schema: {
        operationId: 'getFile',
        tags: ['profile'],
        summary: 'A stored file',
        description:
          'pic-*.webp pictures are public (the public profile shows them); cv-*.pdf only with the bearer token of its owner or of a company member who may view the profile (decisions.md 16: an interviewer or a member held at second-factor set-up gets 403).',
        params: z.object({ key: z.string().max(140) }),
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const viewer: Account | null = token ? await app.tokens.verify(token) : null;
      const file = await service.readFile(request.params.key, viewer);
      return reply
        .header('content-type', file.type)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          // Keys are new for each upload, so a picture never changes under its URL.
          file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
        )
        .header('content-disposition', file.isPublic ? 'inline' : 'attachment; filename="cv.pdf"')
        .send(file.bytes);
    },
  );
};

export default profileRoutes;
