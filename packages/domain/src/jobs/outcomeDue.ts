// Issue 23: the outcome of a hire is asked when it can be known, not at the moment of hiring.
// Whether a hire worked out shows at the end of the probation period: 90 days is the longest
// probation Egyptian and Saudi labour law allow without extension (the UAE allows up to six
// months), so a hire is "due" for its outcome 90 days after the move to a hired stage. An outcome
// known earlier (someone left in week two) can still be recorded at once; accuracy counts every
// recorded outcome the same (decision 102).

/** Days after the move to a hired stage when its outcome is asked for. */
export const outcomeDueAfterDays = 90;

const dayMs = 86_400_000;

/** The moment a hire's outcome is due: `outcomeDueAfterDays` after it was hired. */
export function outcomeDueAt(hiredAt: string | Date): Date {
  return new Date(new Date(hiredAt).getTime() + outcomeDueAfterDays * dayMs);
}

/** A hire still without an outcome whose probation has passed. */
export function isOutcomeDue(
  hire: { stageChangedAt: string; outcome: string | null },
  now: Date = new Date(),
): boolean {
  return hire.outcome === null && outcomeDueAt(hire.stageChangedAt).getTime() <= now.getTime();
}
