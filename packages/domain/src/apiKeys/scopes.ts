// decisions.md 18 (issue 42, decision 232): what an API key may do. zod-free, so that the policy
// table (and through it the web app's entry chunk) can import it.

/** The scopes of decisions.md 18, exactly; anything else is refused at creation (400). */
export const apiKeyScopes = [
  'candidates:read',
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  'interviews:read',
  'reports:read',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (apiKeyScopes as readonly string[]).includes(value);
}

/**
 * Decision 232: a key's secret is `tp_` followed by 43 base64url letters (32 random bytes); the
 * first 12 letters (`tp_` and 9 more) are its prefix, kept in clear and shown in lists so a
 * person can tell keys apart and a secret scanner can recognise one.
 */
export const apiKeySecretPrefix = 'tp_';
export const apiKeyPrefixLength = 12;
export const apiKeySecretPattern = /^tp_[A-Za-z0-9_-]{43}$/;

export const isApiKeySecret = (token: string): boolean => apiKeySecretPattern.test(token);
export const apiKeyPrefixOf = (secret: string): string => secret.slice(0, apiKeyPrefixLength);

/** Whether a request is a read (a key's `:read` scopes) or a write (`:write`). */
export type ApiKeyAccess = 'read' | 'write';
export const accessOfMethod = (method: string): ApiKeyAccess =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';
