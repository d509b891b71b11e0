// Issue 20, decision 143: computed hiring figures kept per company, scope and range, each with
// the company's report version it was computed at (read in the same statement as the figures).
// An entry is served only while the company's version is still that one, so a cached report is
// exactly the report computed now; the time limit and the size bound only keep memory small.
// One cache per server process (a second worker keeps its own; the version is in the database).
import type { Snapshot } from './ranges';
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

/** A scope's entries are kept in memory only up to this many (beyond, each range is a statement). */
export const snapshotEntriesMax = 250_000;
/** How many entries all kept scopes hold together at most (the oldest read goes first). */
export const snapshotEntriesTotal = 1_000_000;

/** The key of a scope without its range: company, posting, a hiring manager's teams. */
export function scopeKey(scope: Pick<ReportScope, 'companyId' | 'jobId' | 'teamOf'>): string {
  return [scope.companyId, scope.jobId ?? '*', scope.teamOf ?? '*'].join('|');
}

interface Kept {
  version: string;
  /** Null: the scope has more entries than `snapshotEntriesMax` at this version. */
  snapshot: Snapshot | null;
  storedAt: number;
}

/**
 * Decision 163: each scope's entries, unpacked, at the company's report version they were read
 * at. Served only while that version is the current one (as the figures above); one read at a
 * time per scope and version (ten requests for new ranges right after a write wait for the same
 * read instead of reading ten times).
 */
export function createSnapshotCache(now: () => number = () => performance.now()) {
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<Snapshot | null>>();
  // The version each scope last computed a range at by the statement: the first range after a
  // write is one statement (as cheap as reading the entries); the second reads the entries.
  const asked = new Map<string, string>();
  let total = 0;
  const drop = (key: string) => {
    const old = kept.get(key);
    if (old) total -= old.snapshot?.size ?? 0;
    kept.delete(key);
  };
  return {
    /**
     * The scope's snapshot at `version`: kept, being read, or read now with `read` (which reads
     * the version itself; a write committed meanwhile gives a newer one, kept as it is).
     * Undefined for the first range asked at a version (the caller runs the figures statement):
     * reading every entry costs about what one range's statement does, so it pays only from the
     * second range on.
     */
    get(
      key: string,
      version: string,
      read: () => Promise<Snapshot | null>,
    ): Promise<Snapshot | null> | undefined {
      const entry = kept.get(key);
      if (entry && entry.version === version && now() - entry.storedAt <= reportCacheMillis) {
        kept.delete(key);
        kept.set(key, entry);
        return Promise.resolve(entry.snapshot);
      }
      const flight = `${key}|${version}`;
      const pending = reading.get(flight);
      if (pending) return pending;
      if (asked.get(key) !== version) {
        asked.delete(key);
        asked.set(key, version);
        while (asked.size > reportCacheEntries) {
          const oldest = asked.keys().next();
          if (oldest.done) break;
          asked.delete(oldest.value);
        }
        return undefined;
      }
      const promise = read().then(
        (snapshot) => {
          reading.delete(flight);
          const actual = snapshot?.version ?? version;
          const current = kept.get(key);
          // A newer version kept meanwhile stays.
          if (!current || BigInt(current.version) <= BigInt(actual)) {
            drop(key);
            kept.set(key, { version: actual, snapshot, storedAt: now() });
            total += snapshot?.size ?? 0;
            while (total > snapshotEntriesTotal && kept.size > 1) {
              const oldest = kept.keys().next();
              if (oldest.done) break;
              drop(oldest.value);
            }
          }
          return snapshot;
        },
        (error: unknown) => {
          reading.delete(flight);
          throw error;
        },
      );
      reading.set(flight, promise);
      return promise;
    },

    get size() {
      return kept.size;
    },
  };
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
