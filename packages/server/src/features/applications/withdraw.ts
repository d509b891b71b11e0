// A job seeker withdraws their own application (decision 100): it leaves the company's pipeline,
// its history and notes with it (the foreign keys cascade).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications } from '../../db/schema';

/** Withdraws a user's own application (its history and notes go with it); false if none. */
export async function withdrawApplication(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  return deleted.length > 0;
}
