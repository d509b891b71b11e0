// Creates accounts straight in the database for tests that are about something else than sign-up
// (profiles, search, links...). The sign-up flow itself is tested through its API.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountType } from '@talentpool/domain/account';
import type { MemberRole } from '@talentpool/domain/members/policy';
import { companies, companyMembers, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import type { TestServer } from './testServer';

export interface TestAccount {
  type: AccountType;
  /** The user, or the company. */
  id: string;
  email: string;
  password: string;
  token: string;
  /** A company account's member (decision 110): the one who logs in. */
  memberId?: string;
  role?: MemberRole;
}

export async function createAccount(
  server: TestServer,
  type: AccountType,
  options: { email?: string; password?: string; verified?: boolean } = {},
): Promise<TestAccount> {
  const email =
    options.email ?? `${type.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? 'Passw0rd!long';
  const values = {
    email,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: options.verified === false ? null : new Date(),
  };
  if (type === 'User') {
    const [row] = await server.app.db
      .insert(users)
      .values(values)
      .returning({ id: users.id, version: users.tokenVersion });
    if (!row) throw new Error('account not created');
    const token = await server.app.tokens.sign({ type, id: row.id, version: row.version });
    return { type, id: row.id, email, password, token };
  }
  // A company with its first member, the owner, as sign-up makes them.
  const [company] = await server.app.db
    .insert(companies)
    .values({ email })
    .returning({ id: companies.id });
  if (!company) throw new Error('company not created');
  return addMember(server, { type, id: company.id }, 'owner', { ...options, email, password });
}

/** Adds an active member of that role to a test company (decision 110), logged in. */
export async function addMember(
  server: TestServer,
  company: Pick<TestAccount, 'id'> & { type?: AccountType },
  role: MemberRole,
  options: { email?: string; password?: string; verified?: boolean; name?: string } = {},
): Promise<TestAccount> {
  const email =
    options.email ?? `${role.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? 'Passw0rd!long';
  const [row] = await server.app.db
    .insert(companyMembers)
    .values({
      companyId: company.id,
      email,
      name: options.name ?? `Test ${role}`,
      passwordHash: await hashPassword(password),
      role,
      status: 'active',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: companyMembers.id, version: companyMembers.tokenVersion });
  if (!row) throw new Error('member not created');
  const token = await server.app.tokens.sign({
    type: 'Company',
    id: company.id,
    memberId: row.id,
    version: row.version,
  });
  return { type: 'Company', id: company.id, email, password, token, memberId: row.id, role };
}

/** Raises the token version, as log out and password change do. */
export async function revokeTokens(server: TestServer, account: TestAccount): Promise<void> {
  const table = account.type === 'User' ? users : companyMembers;
  const id = account.type === 'User' ? account.id : (account.memberId ?? '');
  const [row] = await server.app.db
    .select({ version: table.tokenVersion })
    .from(table)
    .where(eq(table.id, id));
  await server.app.db
    .update(table)
    .set({ tokenVersion: (row?.version ?? 0) + 1 })
    .where(eq(table.id, id));
}
