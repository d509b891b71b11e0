// Issue 22 (decision 135): the response-quality flags of a user's current ISI result, i.e. of
// their latest attempt, for every answer in which a company sees that result (the profile, the
// applicants). One indexed read per row through isi_attempts_user_idx (user_id, created_at).
import { sql, type SQL } from 'drizzle-orm';
import type { IsiFlagsColumn } from './schema';

/** The latest attempt's isi_flags of the user whose id is `userId` (null: none, or unchecked). */
export function latestIsiFlagsOf(userId: unknown): SQL<IsiFlagsColumn | null> {
  return sql<IsiFlagsColumn | null>`(select a.isi_flags from isi_attempts a
    where a.user_id = ${userId} order by a.created_at desc, a.id desc limit 1)`;
}
