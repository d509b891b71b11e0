// Reliability under load and faults (issue 10), run by `npm run test:stress`, not by `npm test`:
// 200 concurrent sign-ups, profile saves and questionnaire submissions with no lost or doubled
// row; on PostgreSQL, the database going away during a run gives 503 on health and clear errors,
// and the server recovers without a restart.
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isiAttempts, users } from '../../src/db/schema';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { json, startTestServer, usingPostgres, type TestServer } from '../helpers/testServer';
import { answers, newEmail, relaxedLimits, validProfile } from '../security/fixtures';

const load = 200;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: relaxedLimits });
});

afterAll(async () => {
  await server?.close();
});

const password = 'Passw0rd!long';

describe(`${load} concurrent writes`, () => {
  it(`${load} sign-ups: every one answered 201 and stored once`, async () => {
    const emails = Array.from({ length: load }, () => newEmail('load'));
    const statuses = await Promise.all(
      emails.map(async (email) => {
        const res = await server.request('/api/user/signup', {
          method: 'POST',
          json: { email, password, ConfirmPassword: password },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(load);
    const rows = await server.app.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    expect(rows).toHaveLength(load);
    expect(new Set(rows.map((r) => r.email)).size).toBe(load);
  });

  it(`${load} sign-ups of the same e-mail at once: one account, the rest 409`, async () => {
    const email = newEmail('race');
    const statuses = await Promise.all(
      Array.from({ length: load }, async () => {
        const res = await server.request('/api/user/signup', {
          method: 'POST',
          json: { email, password, ConfirmPassword: password },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(load - 1);
    const rows = await server.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  describe('with accounts', () => {
    let accounts: TestAccount[];
    beforeAll(async () => {
      accounts = [];
      // In batches: password hashing is the slow part of making accounts.
      for (let i = 0; i < load; i += 20) {
        accounts.push(
          ...(await Promise.all(Array.from({ length: 20 }, () => createAccount(server, 'User')))),
        );
      }
    });

    it(`${load} profile saves at once: each stored, each its own`, async () => {
      const statuses = await Promise.all(
        accounts.map(async (account, i) => {
          const res = await server.request('/api/user', {
            method: 'PUT',
            token: account.token,
            json: {
              ...validProfile(`2990101${String(10_000_000 + i).slice(1)}`),
              name: `Load User ${i}`,
            },
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(load);
      const rows = await server.app.db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          inArray(
            users.id,
            accounts.map((a) => a.id),
          ),
        );
      expect(rows).toHaveLength(load);
      const byId = new Map(rows.map((r) => [r.id, r.name]));
      accounts.forEach((account, i) => expect(byId.get(account.id)).toBe(`Load User ${i}`));
    });

    it(`${load} saves of one profile at once: all answered, one row holding one of them`, async () => {
      const [owner] = accounts;
      if (!owner) throw new Error('no account');
      // Goals, not the name: the name is read-only once the profile exists (spec 2).
      const goals = Array.from({ length: load }, (_, i) => `Racing goal ${i}`);
      const statuses = await Promise.all(
        goals.map(async (longTermGoals) => {
          const res = await server.request('/api/user', {
            method: 'PUT',
            token: owner.token,
            json: { ...validProfile('29901019999999'), longTermGoals },
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(load);
      const rows = await server.app.db.select().from(users).where(eq(users.id, owner.id));
      expect(rows).toHaveLength(1);
      expect(goals).toContain(rows[0]?.longTermGoals);
      const seen = await json(
        await server.request(`/api/user/${owner.id}`, { token: owner.token }),
      );
      expect(seen.job).toHaveLength(1);
    });

    it(`${load} questionnaire submissions at once: one attempt each, none lost`, async () => {
      const statuses = await Promise.all(
        accounts.map(async (account, i) => {
          const res = await server.request('/api/company/test', {
            method: 'POST',
            token: account.token,
            json: { result: answers(i + 1) },
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(load);
      const rows = await server.app.db
        .select({ userId: isiAttempts.userId, answers: isiAttempts.answers })
        .from(isiAttempts)
        .where(
          inArray(
            isiAttempts.userId,
            accounts.map((a) => a.id),
          ),
        );
      expect(rows).toHaveLength(load);
      const byUser = new Map(rows.map((r) => [r.userId, r.answers]));
      accounts.forEach((account, i) => expect(byUser.get(account.id)).toEqual(answers(i + 1)));
    });
  });
});

// The database going away is a PostgreSQL fault: PGlite lives inside the server process.
if (usingPostgres) {
  describe('the database goes away during a run', () => {
    it('answers 503 on health and clear errors, then recovers without a restart', async () => {
      const url = new URL(server.config.databaseUrl ?? '');
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      const account = await createAccount(server, 'User');
      try {
        expect((await server.request('/api/health')).status).toBe(200);
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        const health = await server.request('/api/health');
        expect(health.status).toBe(503);
        expect(await json(health)).toEqual({ status: 'unavailable' });
        const save = await server.request('/api/user', {
          method: 'PUT',
          token: account.token,
          json: validProfile('29901018888888'),
        });
        // A clear 503 SERVICE_UNAVAILABLE (decision 081), never a 500 or a misleading 401.
        expect(save.status).toBe(503);
        const body = await json(save);
        expect(Object.keys(body).sort()).toEqual(['code', 'error']);
        expect(body.code).toBe('SERVICE_UNAVAILABLE');
        expect(JSON.stringify(body)).not.toMatch(/terminat|ECONN|postgres|stack/i);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      // Back without a restart: health, a read and a write.
      let health = await server.request('/api/health');
      for (let i = 0; i < 20 && health.status !== 200; i += 1) {
        health = await server.request('/api/health');
      }
      expect(health.status).toBe(200);
      const again = await server.request('/api/user', {
        method: 'PUT',
        token: account.token,
        json: validProfile('29901017777777'),
      });
      expect(again.status).toBe(200);
    });
  });
}
