// GET user/{id} checks the viewer's token version in the same query as the profile (issue 11,
// docs/performance.md). The answers must stay those of the ordinary guard: 401 for a revoked
// token whether or not the user exists, then 403, then 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, revokeTokens, type TestAccount } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let owner: TestAccount;
let other: TestAccount;
let company: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, 'User');
  other = await createAccount(server, 'User');
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

const status = async (id: string, token?: string) =>
  (await server.request(`/api/user/${id}`, token ? { token } : {})).status;

describe('GET user/{id} and the token version', () => {
  it('serves the owner and any company, refuses another user, and 404s an unknown id', async () => {
    expect(await status(owner.id, owner.token)).toBe(200);
    expect(await status(owner.id, company.token)).toBe(200);
    expect(await status(owner.id, other.token)).toBe(403);
    expect(await status(randomUUID(), company.token)).toBe(404);
    expect(await status('not-a-uuid', company.token)).toBe(404);
  });

  it('answers 401 to a revoked token, for an existing and an unknown user alike', async () => {
    const viewer = await createAccount(server, 'Company');
    expect(await status(owner.id, viewer.token)).toBe(200);
    await revokeTokens(server, viewer);
    expect(await status(owner.id, viewer.token)).toBe(401);
    expect(await status(randomUUID(), viewer.token)).toBe(401);
    const self = await createAccount(server, 'User');
    await revokeTokens(server, self);
    expect(await status(self.id, self.token)).toBe(401);
  });

  it('answers 401 without a token or with a forged one, before validating the id', async () => {
    expect(await status(owner.id)).toBe(401);
    const [head, body] = company.token.split('.');
    expect(await status(owner.id, `${head}.${body}.forged`)).toBe(401);
    expect(await status('x'.repeat(100))).toBe(401);
  });
});
