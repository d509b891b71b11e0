// Multipart uploads (profile picture, CV, company picture). Registered once for the whole app so
// every feature reads files the same way: at most one file of limits.uploadMaxBytes (5 MB) per
// request. Features never call request.file() directly: they use readUploadedFile() from
// lib/images.ts, which turns every failure into FILE_TOO_LARGE / UNSUPPORTED_FILE /
// VALIDATION_FAILED (decisions.md section 3).
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { limits } from '@talentpool/domain/limits';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: limits.uploadMaxBytes,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 1024,
      },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);
