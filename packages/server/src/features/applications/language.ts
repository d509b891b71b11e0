// Issue 37: an application's mails go in the language of the page it was made from.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications } from '../../db/schema';

/** Stores the language the application was made in (the web app's X-Lang). */
export async function setApplicationLanguage(
  db: Db,
  applicationId: string,
  lang: string,
): Promise<void> {
  await db.update(applications).set({ lang }).where(eq(applications.id, applicationId));
}
