// decisions.md 18 (issue 42, decision 232): createApiKey, listApiKeys, revokeApiKey. The secret is
// 32 random bytes (256 bits) written in base64url after `tp_`; only its SHA-256 is stored. A slow
// password hash (argon2id) buys nothing for a secret of that entropy (no dictionary to try) and
// would cost every request that carries it; SHA-256 lets the lookup be one unique-index read.
import { randomBytes } from 'node:crypto';
import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@talentpool/domain/apiKeys/schemas';
import {
  apiKeyPrefixOf,
  apiKeySecretPrefix,
  isApiKeyScope,
} from '@talentpool/domain/apiKeys/scopes';
import { DomainError } from '@talentpool/domain/errors';
import { hashApiKeySecret } from '../../plugins/app/apiKeyAuth';
import type { ApiKeyRow, ApiKeysRepository } from './repository';

export function newApiKeySecret(): string {
  return `${apiKeySecretPrefix}${randomBytes(32).toString('base64url')}`;
}

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    scopes: row.scopes.filter(isApiKeyScope),
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function createApiKeysService(repository: ApiKeysRepository) {
  return {
    async create(
      companyId: string,
      memberId: string,
      input: Required<Pick<CreateApiKeyInput, 'name' | 'scopes'>> & { expiresAt?: string | null },
    ): Promise<CreatedApiKey> {
      const secret = newApiKeySecret();
      const row = await repository.insert({
        companyId,
        name: input.name,
        scopes: input.scopes,
        prefix: apiKeyPrefixOf(secret),
        secretHash: hashApiKeySecret(secret),
        createdByMemberId: memberId,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      });
      return { apiKey: toApiKey(row), secret };
    },

    async list(companyId: string): Promise<ApiKey[]> {
      return (await repository.list(companyId)).map(toApiKey);
    },

    async revoke(companyId: string, id: string): Promise<ApiKey> {
      const row = await repository.revoke(companyId, id);
      if (!row) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      return toApiKey(row);
    },
  };
}
