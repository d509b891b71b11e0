// decisions.md 4 and 14: a logged-in call that checks a secret (the current password, a second-
// factor code) is limited like login: after too many failures of one account (the login limit,
// per 15 minutes) it answers 429 RATE_LIMITED, so a stolen session cannot guess the password or
// the code. Only failures count.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import { errorMessage } from '@talentpool/domain/messages';
import { accountOf, signInIdOf } from '../../plugins/app/auth';

const failureCodes = new Set(['WRONG_PASSWORD', 'TOTP_INVALID']);

export type SecretCheck = <T>(request: FastifyRequest, run: () => Promise<T>) => Promise<T>;

/** One limiter per plugin (its counters are its own); `name` keeps their keys apart. */
export function createSecretCheckLimit(app: FastifyInstance, name: string): SecretCheck {
  const { login } = app.config.rateLimits;
  const limit = app.createRateLimit({
    max: login.max,
    timeWindow: login.windowMs,
    keyGenerator: (request) => {
      const account = accountOf(request);
      return `secret:${name}:${account.type}:${signInIdOf(account)}`;
    },
  });
  return async (request, run) => {
    const state = await limit(request, { increment: false });
    if (!state.isAllowed && state.remaining === 0) {
      throw new DomainError('RATE_LIMITED', errorMessage('RATE_LIMITED', request.lang));
    }
    try {
      return await run();
    } catch (err) {
      if (err instanceof DomainError && failureCodes.has(err.code)) await limit(request);
      throw err;
    }
  };
}
