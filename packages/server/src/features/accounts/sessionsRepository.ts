// Decision 138: the refresh tokens of remembered sessions ("keep me logged in"), kept only as
// SHA-256 hashes. A family is one remembered login; each use rotates the token.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccountType } from '@talentpool/domain/account';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Marks the token used, once: false when it was used (or revoked) already, also by a request
 * running at the same time, which the caller treats as reuse.
 */
export async function markRefreshTokenUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every remembered session of the account ends (log out, password change, deletion). */
export async function revokeAccountTokens(
  db: Db,
  type: AccountType,
  accountId: string,
  at: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.accountType, type),
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Rows no longer of any use to the account (past their limits, or revoked long ago). */
export async function deleteDeadTokens(
  db: Db,
  type: AccountType,
  accountId: string,
  before: Date,
): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.accountType, type),
        eq(refreshTokens.accountId, accountId),
        or(lt(refreshTokens.expiresAt, before), lt(refreshTokens.revokedAt, before)),
      ),
    );
}

/** The number of live (unused, unrevoked) tokens of an account; tests and the operator read it. */
export async function countLiveTokens(
  db: Db,
  type: AccountType,
  accountId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.accountType, type),
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Removes every refresh token of an account (its deletion: the rows name it by id). */
export async function deleteAccountRefreshTokens(
  db: Db,
  type: AccountType,
  id: string,
): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.accountType, type), eq(refreshTokens.accountId, id)));
}
