// decisions.md 18 (issue 42): the api_keys rows of one company. The key's authentication reads
// the same table (plugins/app/apiKeyAuth.ts), by the secret's hash.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeys } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function createApiKeysRepository(db: Db) {
  return {
    async insert(values: {
      companyId: string;
      name: string;
      scopes: string[];
      prefix: string;
      secretHash: string;
      createdByMemberId: string;
      expiresAt: Date | null;
    }): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKeys).values(values).returning();
      if (!row) throw new Error('api key not stored');
      return row;
    },

    /** The company's keys, newest first, revoked ones included (their use is history). */
    list(companyId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.companyId, companyId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    /** Revokes a key of the company; the row, or null for another company's or an unknown id. */
    async revoke(companyId: string, id: string): Promise<ApiKeyRow | null> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
        .returning();
      if (row) return row;
      const [already] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)))
        .limit(1);
      return already ?? null;
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
