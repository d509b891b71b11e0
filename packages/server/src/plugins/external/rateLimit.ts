// Rate limits (decisions.md section 4). Not global: each route that needs one names its own
// limit from config.rateLimits. Refusals use the error shape with 429 RATE_LIMITED. Counters live
// in memory, or in Redis when REDIS_URL is set, so several server processes share them.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { errorMessage } from '@talentpool/domain/messages';
import { DomainError } from '@talentpool/domain/errors';

export default fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      redis = new Redis(redisUrl, {
        // Fail fast: a request must not hang on an unreachable Redis.
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      redis.on('error', (err: Error) => app.log.warn({ err }, 'redis error'));
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'talentpool-rl-',
      // If Redis is down, let requests through rather than refuse everyone.
      skipOnError: true,
      errorResponseBuilder: (request) =>
        new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang)),
    });
  },
  { name: 'rate-limit', dependencies: ['language'] },
);
