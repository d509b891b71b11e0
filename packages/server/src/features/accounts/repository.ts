// Data access of the accounts feature: users and companies share their sign-in columns, so every
// query takes the account type and picks the table. E-mails are compared case-insensitively
// (the unique indexes are on lower(email)).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountType } from '@talentpool/domain/account';
import type { Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
import { authTokens, companies, users } from '../../db/schema';

export type TokenPurpose = 'verify' | 'reset';

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  tokenVersion: number;
  dataComplete: boolean;
  /** The language of the account's mails. */
  lang: string;
}

const tableOf = (type: AccountType) => (type === 'User' ? users : companies);

function columnsOf(type: AccountType) {
  const t = tableOf(type);
  return {
    id: t.id,
    email: t.email,
    passwordHash: t.passwordHash,
    emailVerifiedAt: t.emailVerifiedAt,
    tokenVersion: t.tokenVersion,
    dataComplete: t.dataComplete,
    lang: t.lang,
  };
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findAccountByEmail(
  db: Db,
  type: AccountType,
  email: string,
): Promise<AccountRow | undefined> {
  const t = tableOf(type);
  const [row] = await db
    .select(columnsOf(type))
    .from(t)
    .where(sql`lower(${t.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Inserts the account; undefined when the e-mail is taken (also by a concurrent sign-up). */
export async function insertAccount(
  db: Db,
  type: AccountType,
  values: { email: string; passwordHash: string; lang: Language },
): Promise<{ id: string } | undefined> {
  const t = tableOf(type);
  try {
    const [row] = await db.insert(t).values(values).returning({ id: t.id });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

export async function markVerified(db: Db, type: AccountType, id: string): Promise<void> {
  const t = tableOf(type);
  await db
    .update(t)
    .set({ emailVerifiedAt: sql`coalesce(${t.emailVerifiedAt}, now())` })
    .where(eq(t.id, id));
}

/** The language the account's mails are written in from now on. */
export async function setLanguage(
  db: Db,
  type: AccountType,
  id: string,
  lang: Language,
): Promise<void> {
  const t = tableOf(type);
  await db.update(t).set({ lang }).where(eq(t.id, id));
}

/** Raises the token version: every login token issued before stops working. */
export async function raiseTokenVersion(db: Db, type: AccountType, id: string): Promise<void> {
  const t = tableOf(type);
  await db
    .update(t)
    .set({ tokenVersion: sql`${t.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(t.id, id));
}

/**
 * A password reset: the new hash, a raised token version (older sessions end) and a verified
 * e-mail (the reset link proved the person reads that mailbox).
 */
export async function replacePassword(
  db: Db,
  type: AccountType,
  id: string,
  passwordHash: string,
): Promise<void> {
  const t = tableOf(type);
  await db
    .update(t)
    .set({
      passwordHash,
      tokenVersion: sql`${t.tokenVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${t.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(t.id, id));
}

export async function insertAuthToken(
  db: Db,
  values: {
    accountType: AccountType;
    accountId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/**
 * Uses a verification or reset token: one UPDATE marks it used only if it is unused and not
 * expired, so two concurrent uses cannot both succeed. Answers the account it belongs to.
 */
export async function consumeAuthToken(
  db: Db,
  type: AccountType,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.accountType, type),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: authTokens.accountId });
  return row?.accountId;
}

/** Ends every other open token of that purpose (a used reset link voids the older ones). */
export async function voidAuthTokens(
  db: Db,
  type: AccountType,
  id: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.accountType, type),
        eq(authTokens.accountId, id),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

/** When the newest open token of that purpose was issued (to avoid mail floods on re-sends). */
export async function latestOpenTokenAt(
  db: Db,
  type: AccountType,
  id: string,
  purpose: TokenPurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sql<Date>`max(${authTokens.createdAt})`.mapWith(authTokens.createdAt) })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.accountType, type),
        eq(authTokens.accountId, id),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.createdAt ?? undefined;
}
