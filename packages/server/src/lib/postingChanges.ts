// Decision 126: a counter that every write of a job posting raises, so the job pages' cache knows
// at once, without asking the database, that what it keeps may be out of date. The cache also
// compares the database's fingerprint of the open postings every few seconds, which covers
// changes made elsewhere. Decision 263 (issue 43): a bump is also told to the other server
// processes (lib/cacheSignals.ts, PostgreSQL's NOTIFY), whose counter rises when they
// hear it; a company's name or picture (shown in the feeds and on the board) bumps it too.
let version = 0;
const publishers = new Set<() => void>();

export const postingChanges = {
  /** Called after a posting is created, edited, published, closed or returned to draft. */
  bump(): void {
    version += 1;
    for (const publish of publishers) publish();
  },
  /** Another process said it changed postings (decision 263): raise the counter, tell no one. */
  heard(): void {
    version += 1;
  },
  current(): number {
    return version;
  },
  /** Decision 263: `publish` runs on each bump of this process; the answer stops it. */
  onBump(publish: () => void): () => void {
    publishers.add(publish);
    return () => {
      publishers.delete(publish);
    };
  },
};
