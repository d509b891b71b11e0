// Decision 166: the facts of a word the vocabulary lacks (its typo candidates) are kept for
// unknownFactsTtlMs, so a recruiter paging through a typo does not pay the trigram lookup on
// every page; a word a new profile brings reaches typo matching once they expire.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unknownFactsTtlMs } from '../src/features/search/public';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let candidate: TestAccount;

// One letter from the name the candidate saves below, and held by no other profile.
const typed = 'Quorvendal';
const written = 'Quorvendil';

async function found(): Promise<string[]> {
  const res = await server.request(`/api/company/search?q=${typed}`, { token: company.token });
  expect(res.status).toBe(200);
  const body = (await json(res)) as { users: { _id: string }[] };
  return body.users.map((u) => u._id);
}

beforeAll(async () => {
  server = await startTestServer();
  [company, candidate] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
  ]);
});

afterAll(async () => {
  await server?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('company/search: a word the vocabulary lacks', () => {
  it('keeps its typo candidates for a minute, then finds the word a new profile brought', async () => {
    expect(await found()).toEqual([]);
    const saved = await server.request('/api/user', {
      method: 'PUT',
      token: candidate.token,
      json: { ...validProfile('29901011234599'), name: `${written} Marsh` },
    });
    expect(saved.status).toBe(200);
    // Within the minute the kept facts still say "no word within one typo".
    expect(await found()).toEqual([]);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + unknownFactsTtlMs + 1_000);
    expect(await found()).toEqual([candidate.id]);
  });
});
