// decisions.md 13 (decision 128): search, profile views and CSV exports are limited per company,
// whichever member asks, so a team shares one allowance and a scraper cannot spread its requests
// over members. Counted in preHandler, after the token is checked (onRequest), so the key is the
// company of a signed token; an anonymous caller has been refused before this runs.
import type { FastifyRequest } from 'fastify';

export function perCompanyLimit(limit: { max: number; windowMs: number }) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const claims = request.signedToken?.claims;
      const account = claims ?? request.account;
      return account ? `${account.type}:${account.id}` : `ip:${request.ip}`;
    },
  };
}
