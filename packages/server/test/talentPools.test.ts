// Issue 21, decision 137: talent pools over HTTP (every call, the roles, another company's pool,
// privacy, invitations to a posting through the single-use links and the SMTP test server), and
// addToPool, the service issue 20's bulk action calls inside its own transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { talentPools, users, usersProfileCompletedAt } from '../src/db/schema';
import type { Db } from '../src/db/database';
import { addToPool } from '../src/features/pools/service';
import { createAccount, type TestAccount } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/testServer';
import { relaxedLimits, validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let other: TestAccount;

const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A job seeker with a complete profile (found by search unless told otherwise). */
async function candidate(name: string, options: { discoverable?: boolean } = {}) {
  const account = await createAccount(server, 'User');
  const res = await server.request('/api/user', {
    method: 'PUT',
    token: account.token,
    json: { ...validProfile(`2990101${randomDigits(7)}`), name },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  if (options.discoverable === false) {
    const privacy = await server.request('/api/user/privacy', {
      method: 'PUT',
      token: account.token,
      json: { discoverable: false, showContactDetails: false },
    });
    expect(privacy.status).toBe(200);
  }
  return account;
}

async function poolOf(owner: TestAccount, name: string): Promise<string> {
  const [row] = await server.app.db
    .insert(talentPools)
    .values({ companyId: owner.id, name, createdByMemberId: owner.memberId ?? null })
    .returning({ id: talentPools.id });
  if (!row) throw new Error('no pool');
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer({ env: relaxedLimits });
  company = await createAccount(server, 'Company');
  other = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

describe('addToPool (the service of the bulk action)', () => {
  it('adds visible candidates once, reports those already there, unknown or hidden, in order', async () => {
    const poolId = await poolOf(company, 'Backend');
    const a = await candidate('Pool Alpha');
    const b = await candidate('Pool Beta');
    const hidden = await candidate('Pool Hidden', { discoverable: false });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const input = {
      companyId: company.id,
      poolId,
      memberId: company.memberId ?? '',
      userIds: [b.id, unknown, a.id, hidden.id, a.id],
      note: '  strong SQL  ',
    };
    const first = await server.app.db.transaction((tx) => addToPool(tx as unknown as Db, input));
    expect(first).toEqual({
      added: [b.id, a.id],
      already: [],
      skipped: [
        { userId: unknown, reason: 'notFound' },
        { userId: hidden.id, reason: 'hidden' },
      ],
    });
    const again = await server.app.db.transaction((tx) =>
      addToPool(tx as unknown as Db, { ...input, userIds: [a.id, b.id] }),
    );
    expect(again).toEqual({ added: [], already: [a.id, b.id], skipped: [] });
  });

  it('refuses another company’s pool with NOT_FOUND and adds nothing', async () => {
    const poolId = await poolOf(other, 'Theirs');
    const a = await candidate('Pool Gamma');
    await expect(
      server.app.db.transaction((tx) =>
        addToPool(tx as unknown as Db, {
          companyId: company.id,
          poolId,
          memberId: company.memberId ?? '',
          userIds: [a.id],
        }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('stamps profile_completed_at when a profile becomes complete (the alerts’ window)', async () => {
    const a = await candidate('Pool Delta');
    const [row] = await server.app.db
      .select({
        complete: users.dataComplete,
        stamped: sql<boolean>`${usersProfileCompletedAt} is not null`,
      })
      .from(users)
      .where(eq(users.id, a.id));
    expect(row).toEqual({ complete: true, stamped: true });
  });
});
