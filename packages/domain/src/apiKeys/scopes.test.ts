import { describe, expect, it } from 'vitest';
import { companyActions, keyCan, keyScopeOf } from '../members/policy';
import { createApiKeySchema } from './schemas';
import { apiKeyPrefixOf, isApiKeySecret } from './scopes';

describe('API key scopes (decisions.md 18, decision 233)', () => {
  it('reads need the :read scope, writes the :write scope of the same table row', () => {
    expect(keyScopeOf('postings.manage', 'GET')).toBe('jobs:read');
    expect(keyScopeOf('postings.manage', 'PUT')).toBe('jobs:write');
    expect(keyScopeOf('applications.manage', 'GET')).toBe('applications:read');
    expect(keyScopeOf('applications.manage', 'PATCH')).toBe('applications:write');
    expect(keyScopeOf('interviews.read', 'GET')).toBe('interviews:read');
    expect(keyCan(['jobs:read'], 'postings.manage', 'GET')).toBe(true);
    expect(keyCan(['jobs:read'], 'postings.manage', 'POST')).toBe(false);
  });

  it('no scope opens keys, members, security, audit or a member-only action', () => {
    for (const action of [
      'apiKeys.manage',
      'members.manage',
      'members.read',
      'security.manage',
      'audit.read',
      'company.edit',
      'scorecards.submit',
    ] as const) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        expect(keyScopeOf(action, method)).toBeNull();
      }
    }
    const all = [
      'candidates:read',
      'jobs:read',
      'jobs:write',
      'applications:read',
      'applications:write',
      'interviews:read',
      'reports:read',
    ] as const;
    expect(keyCan(all, 'apiKeys.manage', 'POST')).toBe(false);
    // Every action has a row (a new action without one fails to compile and here).
    for (const action of companyActions) expect(keyScopeOf(action, 'GET')).not.toBeUndefined();
  });

  it('recognises a secret and refuses unknown scopes with the field', () => {
    const secret = `tp_${'A'.repeat(43)}`;
    expect(isApiKeySecret(secret)).toBe(true);
    expect(isApiKeySecret('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(apiKeyPrefixOf(secret)).toBe('tp_AAAAAAAAA');
    const bad = createApiKeySchema.safeParse({ name: 'HR', scopes: ['jobs:read', 'admin:all'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['scopes', 1]);
    expect(bad.error?.issues[0]?.message).toBe('apiKeys.scopeInvalid');
    const past = createApiKeySchema.safeParse({
      name: 'HR',
      scopes: ['jobs:read'],
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(past.success).toBe(false);
  });
});
