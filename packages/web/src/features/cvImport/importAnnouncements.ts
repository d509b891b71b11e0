// Decision 162: what a screen reader hears of a running import. The page polls the import every
// second; a live region holding the counts was read out on every poll that changed them, up to
// once a second for 200 files. These are the changes worth hearing: the import started, every
// tenth file read, a file waiting for the recruiter's decision, files that failed, and the end.
// Pure, so the component test and this rule agree on what is said when.

/** The counts of an import as the page last saw them. */
export interface ImportCounts {
  _id: string;
  total: number;
  queued: number;
  done: number;
  failed: number;
  duplicates: number;
}

/** A text of the cvImport catalogue (`cvImport.announce.*`) and its values. */
export interface Announcement {
  key: 'started' | 'progress' | 'needsDecision' | 'failures' | 'finished';
  values: Record<string, number>;
}

/** Files read between two progress announcements. */
export const announceEvery = 10;

const read = (counts: ImportCounts) => counts.total - counts.queued;

/**
 * What to announce when the page sees `now` after `before` (null: the first sight of this
 * import). `fresh` says the import was just sent from this page: its first sight is announced;
 * an earlier import opened from the list is not (the focus lands on its heading instead).
 */
export function importAnnouncements(
  before: ImportCounts | null,
  now: ImportCounts,
  fresh: boolean,
): Announcement[] {
  const finished: Announcement = {
    key: 'finished',
    values: { done: now.done, failed: now.failed, duplicates: now.duplicates },
  };
  if (!before || before._id !== now._id) {
    if (!fresh) return [];
    const started: Announcement = { key: 'started', values: { total: now.total } };
    return now.queued === 0 ? [started, finished] : [started];
  }
  // The end says everything at once: the counts of failures and decisions are in it.
  if (before.queued > 0 && now.queued === 0) return [finished];
  if (now.queued === 0) return [];
  const said: Announcement[] = [];
  if (now.duplicates > before.duplicates) {
    said.push({ key: 'needsDecision', values: { count: now.duplicates } });
  }
  if (now.failed > before.failed) said.push({ key: 'failures', values: { count: now.failed } });
  if (Math.floor(read(now) / announceEvery) > Math.floor(read(before) / announceEvery)) {
    said.push({ key: 'progress', values: { read: read(now), total: now.total } });
  }
  return said;
}
