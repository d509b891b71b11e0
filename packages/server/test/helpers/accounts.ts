// Creates accounts straight in the database for tests that are about something else than sign-up
// (profiles, search, links...). The sign-up flow itself is tested through its API.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountType } from '@talentpool/domain/account';
import { companies, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import type { TestServer } from './testServer';

export interface TestAccount {
  type: AccountType;
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function createAccount(
  server: TestServer,
  type: AccountType,
  options: { email?: string; password?: string; verified?: boolean } = {},
): Promise<TestAccount> {
  const email =
    options.email ?? `${type.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? 'Passw0rd!long';
  const table = type === 'User' ? users : companies;
  const [row] = await server.app.db
    .insert(table)
    .values({
      email,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: table.id, version: table.tokenVersion });
  if (!row) throw new Error('account not created');
  const token = await server.app.tokens.sign({ type, id: row.id, version: row.version });
  return { type, id: row.id, email, password, token };
}

/** Raises the token version, as log out and password change do. */
export async function revokeTokens(server: TestServer, account: TestAccount): Promise<void> {
  const table = account.type === 'User' ? users : companies;
  const [row] = await server.app.db
    .select({ version: table.tokenVersion })
    .from(table)
    .where(eq(table.id, account.id));
  await server.app.db
    .update(table)
    .set({ tokenVersion: (row?.version ?? 0) + 1 })
    .where(eq(table.id, account.id));
}
