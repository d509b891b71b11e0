// decisions.md 18 (issue 42, decisions 232-234): a request that carries an API key as its bearer.
// The key acts as its company within its scopes: the guard asks the domain's one policy table
// which scope the route's declared action needs (keyScopeOf), so keys have no permission list of
// their own. Authentication costs what a member token's does: a SHA-256 of the secret (the JWT's
// is an HMAC-SHA256) and one prepared lookup by a unique index (the member's is by primary key).
// Revocation and expiry are read in that same lookup, so a revoked key answers 401 at once.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isApiKeyScope, type ApiKeyScope } from '@talentpool/domain/apiKeys/scopes';
import { DomainError } from '@talentpool/domain/errors';
import type { Db } from '../../db/database';
import { apiKeys, companies } from '../../db/schema';

/** The key a request acts with (carried by the account's member, decision 233). */
export interface ApiKeyOfAccount {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
}

/** What a key's lookup gives: the company, the member who created it, and the key. */
export interface KeyHolder {
  companyId: string;
  createdByMemberId: string;
  key: ApiKeyOfAccount;
}

/** Decision 232: the stored form of a secret. */
export const hashApiKeySecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** lastUsedAt is written at most once a minute per key (decision 234), not on every request. */
export const lastUsedResolutionMs = 60_000;

export interface ApiKeyAuthenticator {
  /** The key's holder; 401 UNAUTHENTICATED for an unknown, revoked or expired key. */
  authenticate(secret: string): Promise<KeyHolder>;
}

export function createApiKeyAuthenticator(
  db: Db,
  log?: FastifyBaseLogger,
  now: () => number = Date.now,
): ApiKeyAuthenticator {
  const lookup = db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      companyId: apiKeys.companyId,
      createdByMemberId: apiKeys.createdByMemberId,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(companies, sql`${companies.id} = ${apiKeys.companyId}`)
    .where(
      sql`${apiKeys.secretHash} = ${sql.placeholder('hash')} and ${apiKeys.revokedAt} is null
        and (${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > now())
        and ${companies.disabledAt} is null`,
    )
    .limit(1)
    .prepare('auth_api_key');
  const touch = db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      sql`${apiKeys.id} = ${sql.placeholder('id')} and (${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
    )
    .prepare('auth_api_key_touch');
  /** When this process last wrote a key's lastUsedAt (several processes: the row's value also counts). */
  const touched = new Map<string, number>();

  function noteUse(id: string, lastUsedAt: Date | null): void {
    const at = now();
    const last = Math.max(touched.get(id) ?? 0, lastUsedAt?.getTime() ?? 0);
    if (at - last < lastUsedResolutionMs) return;
    touched.set(id, at);
    if (touched.size > 10_000) touched.clear();
    touch.execute({ id }).catch((err: unknown) => log?.warn({ err }, 'API key last use not kept'));
  }

  return {
    async authenticate(secret) {
      const [row] = await lookup.execute({ hash: hashApiKeySecret(secret) });
      if (!row) throw new DomainError('UNAUTHENTICATED', 'error.UNAUTHENTICATED');
      noteUse(row.id, row.lastUsedAt);
      return {
        companyId: row.companyId,
        createdByMemberId: row.createdByMemberId,
        key: {
          id: row.id,
          name: row.name,
          prefix: row.prefix,
          scopes: row.scopes.filter(isApiKeyScope),
        },
      };
    },
  };
}
