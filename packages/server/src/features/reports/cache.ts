// Issue 20, decision 143: computed hiring figures kept per company, scope and range, each with
// the company's report version it was computed at (read in the same statement as the figures).
// An entry is served only while the company's version is still that one, so a cached report is
// exactly the report computed now; the time limit and the size bound only keep memory small.
// One cache per server process (a second worker keeps its own; the version is in the database).
import type { HiringFigures, ReportScope } from './repository';

/** How long an entry is kept at most, however often it is read. */
export const reportCacheMillis = 10 * 60_000;
/** How many scopes and ranges are kept (the oldest read goes first). */
export const reportCacheEntries = 500;

interface Entry {
  version: string;
  figures: HiringFigures;
  storedAt: number;
}

/** The key of a scope and range: company, posting, a hiring manager's teams, the two instants. */
export function reportKey(scope: ReportScope): string {
  return [
    scope.companyId,
    scope.jobId ?? '*',
    scope.teamOf ?? '*',
    scope.start.toISOString(),
    scope.end.toISOString(),
  ].join('|');
}

export function createReportCache(now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  return {
    /** The figures computed at `version`, or undefined. */
    get(key: string, version: string): HiringFigures | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || now() - entry.storedAt > reportCacheMillis) {
        entries.delete(key);
        return undefined;
      }
      // Read again: last in the map's order, so the bound drops the longest unread.
      entries.delete(key);
      entries.set(key, entry);
      return entry.figures;
    },

    set(key: string, version: string, figures: HiringFigures) {
      entries.delete(key);
      entries.set(key, { version, figures, storedAt: now() });
      while (entries.size > reportCacheEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },

    get size() {
      return entries.size;
    },
  };
}

export type ReportCache = ReturnType<typeof createReportCache>;
