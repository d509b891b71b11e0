// The zod-free limits of process/schemas.ts (which re-exports them and builds its schemas from
// them), for web modules that the job board and the job page load (decision 156).

/** Ids in one bulk action; with `matching`, at most this many applicants. */
export const bulkLimits = { maxIds: 500, maxMatchingIds: 10_000 } as const;
