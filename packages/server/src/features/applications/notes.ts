// A company's private note on an application (decision 100); retention blanks their texts
// (anonymise.ts).
import type { Db } from '../../db/database';
import { applicationNotes } from '../../db/schema';

/** Stores a member's note on an application of the member's company. */
export async function addApplicationNote(
  db: Db,
  input: { applicationId: string; companyId: string; memberId: string; text: string },
) {
  const [row] = await db.insert(applicationNotes).values(input).returning({
    id: applicationNotes.id,
    text: applicationNotes.text,
    createdAt: applicationNotes.createdAt,
  });
  if (!row) throw new Error('note not stored');
  return row;
}
