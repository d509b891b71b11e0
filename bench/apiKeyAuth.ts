// Issue 42 (decision 234): a key's authentication costs no more than a member token's. Two cases
// of bench/run.ts read the same list (GET /api/company/jobs, the demo company's postings) with
// the owner's login token and with an API key of scope jobs:read; `--only "jobs list"` runs just
// them (and the trivial route). The key's rate limit is lifted for the run (RATE_LIMIT_API_KEY
// in run.ts's server environment), so both cases measure authentication and the read alone.

interface ApiKeyAuthCase {
  name: string;
  path: string;
  as: 'Company';
  bearer?: () => string;
}

export function apiKeyAuthCases(secret: () => string): ApiKeyAuthCase[] {
  return [
    { name: 'GET /api/company/jobs list, member token', path: '/api/company/jobs', as: 'Company' },
    {
      name: 'GET /api/company/jobs list, API key (jobs:read)',
      path: '/api/company/jobs',
      as: 'Company',
      bearer: secret,
    },
  ];
}

/** A key of the demo company made through createApiKey, as an integration gets one. */
export async function createBenchApiKey(url: string, ownerToken: string): Promise<string> {
  const res = await fetch(`${url}/api/company/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ name: 'Bench', scopes: ['jobs:read'] }),
  });
  if (res.status !== 201) throw new Error(`createApiKey: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { secret: string }).secret;
}
