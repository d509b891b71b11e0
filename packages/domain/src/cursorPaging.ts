// decisions.md 18 (issue 42, decision 235): cursor paging for integrations, beside page/pageSize.
// A list that takes `cursor` answers in a stable order (oldest first, by creation time and id)
// from just after the cursor, with `nextCursor` (where the next page starts) and `hasMore`.
// `cursor=` (empty) starts at the beginning. A row added meanwhile comes after every row read
// before it, so a client following nextCursor reads each row exactly once. The cursor is opaque.
import { z } from 'zod';

export const cursorParamSchema = z
  .string()
  .max(200, 'paging.cursorInvalid')
  .regex(/^[A-Za-z0-9_-]*$/, 'paging.cursorInvalid')
  .optional()
  .meta({
    description:
      'Cursor paging (decision 235): empty to start, then the nextCursor of the previous answer. With it, the list is ordered oldest first and `page` is ignored.',
  });

/** The fields a cursor page adds to its answer (absent without `cursor`). */
export const cursorAnswerFields = {
  /** Where the next page starts: give it as `cursor`. Also when hasMore is false (rows added later). */
  nextCursor: z.string().nullable().optional(),
  /** Whether rows after this page existed when it was read. */
  hasMore: z.boolean().optional(),
};
