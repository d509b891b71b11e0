// Data access of the company area: the company row (the candidate search is features/search).
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/database';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyUpdate = Partial<typeof companies.$inferInsert>;

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function updateCompany(
  db: Db,
  id: string,
  values: CompanyUpdate,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row;
}
