// decisions.md 18 (issue 42, decision 232): the payloads of createApiKey, listApiKeys and
// revokeApiKey. One schema for the web form, the server route and the OpenAPI document.
import { z } from 'zod';
import { noBidiControls } from '../controlCharacters';
import { apiKeyScopes } from './scopes';

export const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: 'apiKeys.scopeInvalid' });

export const apiKeySchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    scopes: z.array(apiKeyScopeSchema),
    /** The secret's first letters, kept in clear to tell keys apart (`tp_` and 9 more). */
    prefix: z.string(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    /** Updated at most once a minute (decision 232). */
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeySchema = z
  .object({
    name: z
      .string({ error: 'apiKeys.nameRequired' })
      .trim()
      .min(1, 'apiKeys.nameRequired')
      .max(100, 'apiKeys.nameTooLong')
      .refine(...noBidiControls),
    scopes: z
      .array(apiKeyScopeSchema, { error: 'apiKeys.scopesRequired' })
      .min(1, 'apiKeys.scopesRequired')
      .max(apiKeyScopes.length)
      .transform((scopes) => [...new Set(scopes)]),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'apiKeys.expiryInPast' })
      .refine((at) => Date.parse(at) > Date.now(), 'apiKeys.expiryInPast')
      .nullable()
      .optional(),
  })
  .meta({ id: 'CreateApiKeyRequest' });
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const createdApiKeySchema = z
  .object({
    apiKey: apiKeySchema,
    /** Shown once: only its SHA-256 hash is kept. */
    secret: z.string(),
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z
  .object({ apiKeys: z.array(apiKeySchema) })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.uuid() });
