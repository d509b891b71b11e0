// Data access of the accounts feature: users and company members share their sign-in columns, so
// every query takes the account type and picks the table (a company's logins are its members,
// decision 110). E-mails are compared case-insensitively (the unique indexes are on lower(email)).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountType } from '@talentpool/domain/account';
import type { Language } from '@talentpool/domain/language';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { Db } from '../../db/database';
import { authTokens, companies, companyMembers, recoveryCodes, users } from '../../db/schema';

/**
 * invite: a company member's invitation (decision 110); emailChange: the verification of a new
 * login address, whose token text carries the address (decision 112).
 */
export type TokenPurpose = 'verify' | 'reset' | 'invite' | 'emailChange';

/** A sign-in row: a user, or a company member (with its company's id and role). */
export interface AccountRow {
  /** The user, or the member. */
  id: string;
  email: string;
  /** Null for a member who has not accepted the invitation yet. */
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  tokenVersion: number;
  /** The user's profile, or the company's. */
  dataComplete: boolean;
  /** The language of the account's mails. */
  lang: string;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
  /** When an operator disabled the user, or the member's company (decision 120); else null. */
  disabledAt: Date | null;
  /** Members only. */
  member?: {
    companyId: string;
    name: string | null;
    role: MemberRole;
    status: 'invited' | 'active';
    requireTotp: boolean;
    /** The address the company signed up with. */
    companyEmail: string;
  };
}

const tableOf = (type: AccountType) => (type === 'User' ? users : companyMembers);

const signInColumns = (t: ReturnType<typeof tableOf>) => ({
  id: t.id,
  email: t.email,
  passwordHash: t.passwordHash,
  emailVerifiedAt: t.emailVerifiedAt,
  tokenVersion: t.tokenVersion,
  lang: t.lang,
  totpSecret: t.totpSecret,
  totpEnabledAt: t.totpEnabledAt,
  totpLastStep: t.totpLastStep,
});

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const memberRow = (db: Db) =>
  db
    .select({
      ...signInColumns(companyMembers),
      dataComplete: companies.dataComplete,
      disabledAt: companies.disabledAt,
      companyId: companyMembers.companyId,
      name: companyMembers.name,
      role: companyMembers.role,
      status: companyMembers.status,
      requireTotp: companies.requireTotp,
      companyEmail: companies.email,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId));

type MemberSelection = Awaited<ReturnType<ReturnType<typeof memberRow>['where']>>[number];

function toMemberAccount(row: MemberSelection): AccountRow {
  const { companyId, name, role, status, requireTotp, companyEmail, ...account } = row;
  return { ...account, member: { companyId, name, role, status, requireTotp, companyEmail } };
}

/** The account signing in with that e-mail (members: not removed). */
export async function findAccountByEmail(
  db: Db,
  type: AccountType,
  email: string,
): Promise<AccountRow | undefined> {
  if (type === 'Company') {
    const [row] = await memberRow(db)
      .where(
        and(
          sql`lower(${companyMembers.email}) = lower(${email})`,
          isNull(companyMembers.removedAt),
        ),
      )
      .limit(1);
    return row && toMemberAccount(row);
  }
  const [row] = await db
    .select({
      ...signInColumns(users),
      dataComplete: users.dataComplete,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** The account of that id (a user, or a member not removed). */
export async function findAccountById(
  db: Db,
  type: AccountType,
  id: string,
): Promise<AccountRow | undefined> {
  if (type === 'Company') {
    const [row] = await memberRow(db)
      .where(and(eq(companyMembers.id, id), isNull(companyMembers.removedAt)))
      .limit(1);
    return row && toMemberAccount(row);
  }
  const [row] = await db
    .select({
      ...signInColumns(users),
      dataComplete: users.dataComplete,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * Inserts the account; undefined when the e-mail is taken (also by a concurrent sign-up). A
 * company sign-up makes the company and its first member, the owner, in one transaction
 * (decision 110); the id answered is the member's (tokens, verification).
 */
export async function insertAccount(
  db: Db,
  type: AccountType,
  values: { email: string; passwordHash: string; lang: Language },
): Promise<{ id: string } | undefined> {
  try {
    if (type === 'User') {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row;
    }
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ email: values.email, lang: values.lang })
        .returning({ id: companies.id });
      if (!company) throw new Error('company insert returned no row');
      const [member] = await tx
        .insert(companyMembers)
        .values({ ...values, companyId: company.id, role: 'owner', status: 'active' })
        .returning({ id: companyMembers.id });
      return member;
    });
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
  if (type === 'User') {
    // Issue 37: from a change on, a job seeker's application mails follow the account's language.
    await db
      .update(users)
      .set({
        lang,
        langChangedAt: sql`case when ${users.lang} = ${lang} then ${users.langChangedAt} else now() end`,
      })
      .where(eq(users.id, id));
    return;
  }
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

/**
 * Takes a TOTP step for the account: true only if it is later than every step used before, in one
 * UPDATE, so the same code (or an older one) cannot log in twice, even concurrently.
 */
export async function useTotpStep(
  db: Db,
  type: AccountType,
  id: string,
  step: number,
): Promise<boolean> {
  const t = tableOf(type);
  const rows = await db
    .update(t)
    .set({ totpLastStep: step })
    .where(and(eq(t.id, id), sql`(${t.totpLastStep} is null or ${t.totpLastStep} < ${step})`))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Uses one recovery code of the account (single use, also under concurrent logins). */
export async function consumeRecoveryCode(
  db: Db,
  type: AccountType,
  id: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.accountType, type),
        eq(recoveryCodes.accountId, id),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/**
 * The account of a verification or reset token that is valid now, without using it: a reset
 * checks the new password against the account's e-mail first, so a refused password does not
 * spend the link (consumeAuthToken then takes it, once).
 */
export async function findOpenAuthToken(
  db: Db,
  type: AccountType,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: authTokens.accountId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.accountType, type),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.accountId;
}

/**
 * A password change while logged in: the new hash and a raised token version (every other session
 * ends). Answers the new version, for this session's fresh token.
 */
export async function changePassword(
  db: Db,
  type: AccountType,
  id: string,
  passwordHash: string,
): Promise<number | undefined> {
  const t = tableOf(type);
  const [row] = await db
    .update(t)
    .set({ passwordHash, tokenVersion: sql`${t.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(t.id, id))
    .returning({ version: t.tokenVersion });
  return row?.version;
}

/**
 * Stores a new second-factor secret, not yet on: only while the factor is off (a pending secret
 * of an earlier start is replaced). False when it is already on.
 */
export async function storePendingTotpSecret(
  db: Db,
  type: AccountType,
  id: string,
  secret: string,
): Promise<boolean> {
  const t = tableOf(type);
  const rows = await db
    .update(t)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.totpEnabledAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/**
 * Turns the second factor on with the pending secret a code was checked against: only if that
 * secret is still the pending one (a concurrent start replaced nothing), stores the code's step as
 * used and replaces the recovery codes, in one transaction. False when nothing was turned on.
 */
export async function enableTotp(
  db: Db,
  type: AccountType,
  id: string,
  secret: string,
  step: number,
  codeHashes: string[],
): Promise<boolean> {
  const t = tableOf(type);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(t)
      .set({ totpEnabledAt: sql`now()`, totpLastStep: step, updatedAt: sql`now()` })
      .where(and(eq(t.id, id), isNull(t.totpEnabledAt), eq(t.totpSecret, secret)))
      .returning({ id: t.id });
    if (rows.length === 0) return false;
    await tx
      .delete(recoveryCodes)
      .where(and(eq(recoveryCodes.accountType, type), eq(recoveryCodes.accountId, id)));
    await tx
      .insert(recoveryCodes)
      .values(codeHashes.map((codeHash) => ({ accountType: type, accountId: id, codeHash })));
    return true;
  });
}

/** Turns the second factor off: secret, time, last step and recovery codes go. */
export async function disableTotp(db: Db, type: AccountType, id: string): Promise<void> {
  const t = tableOf(type);
  await db.transaction(async (tx) => {
    await tx
      .update(t)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    await tx
      .delete(recoveryCodes)
      .where(and(eq(recoveryCodes.accountType, type), eq(recoveryCodes.accountId, id)));
  });
}

/** How many recovery codes of the account are still unused. */
export async function countUnusedRecoveryCodes(
  db: Db,
  type: AccountType,
  id: string,
): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)`.mapWith(Number) })
    .from(recoveryCodes)
    .where(
      and(
        eq(recoveryCodes.accountType, type),
        eq(recoveryCodes.accountId, id),
        isNull(recoveryCodes.usedAt),
      ),
    );
  return row?.left ?? 0;
}

/** The recovery codes of a deleted account. */
export async function deleteRecoveryCodes(db: Db, type: AccountType, id: string): Promise<void> {
  await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.accountType, type), eq(recoveryCodes.accountId, id)));
}

/** The tokens (verification, reset, invitation, e-mail change) of a deleted account. */
export async function deleteAuthTokens(db: Db, type: AccountType, id: string): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.accountType, type), eq(authTokens.accountId, id)));
}

/** Stores an e-mail change token, voiding the account's earlier ones (the newest request wins). */
export async function insertEmailChangeToken(
  db: Db,
  values: { accountType: AccountType; accountId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await voidAuthTokens(tx, values.accountType, values.accountId, 'emailChange');
    await insertAuthToken(tx, { ...values, purpose: 'emailChange' });
  });
}

/**
 * Applies a verified change of login e-mail: the new address counts as verified, the token
 * version rises (every session ends: the person logs in with the new address), and the
 * account's open verification and reset links (sent to the old address) are void. 'taken' when
 * the address went to another account since the request.
 */
export async function applyEmailChange(
  db: Db,
  type: AccountType,
  id: string,
  to: string,
): Promise<'changed' | 'gone' | 'taken'> {
  const t = tableOf(type);
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .update(t)
        .set({
          email: to,
          emailVerifiedAt: sql`now()`,
          tokenVersion: sql`${t.tokenVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(type === 'User' ? eq(t.id, id) : and(eq(t.id, id), isNull(companyMembers.removedAt)))
        .returning({ id: t.id });
      if (rows.length === 0) return 'gone';
      await tx
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.accountType, type),
            eq(authTokens.accountId, id),
            sql`${authTokens.purpose} in ('verify', 'reset')`,
            isNull(authTokens.usedAt),
          ),
        );
      return 'changed';
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}
