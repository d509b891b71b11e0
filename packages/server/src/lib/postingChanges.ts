// Decision 126: a counter that every write of a job posting raises, so the job pages' cache knows
// at once, without asking the database, that what it keeps may be out of date. In one process
// only: the cache also compares the database's fingerprint of the open postings every few
// seconds, which covers other processes and changes made elsewhere.
let version = 0;

export const postingChanges = {
  /** Called after a posting is created, edited, published, closed or returned to draft. */
  bump(): void {
    version += 1;
  },
  current(): number {
    return version;
  },
};
