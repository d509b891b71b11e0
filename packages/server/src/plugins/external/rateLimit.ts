// Rate limits (decisions.md section 4). Not global: each route that needs one names its own
// limit from config.rateLimits. Refusals use the error shape with 429 RATE_LIMITED.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { errorMessage } from '@talentpool/domain/messages';
import { DomainError } from '@talentpool/domain/errors';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (request) =>
        new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang)),
    });
  },
  { name: 'rate-limit', dependencies: ['language'] },
);
