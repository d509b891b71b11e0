// Decision 162: a running import is announced when it starts, every ten files, when a file needs
// a decision or fails, and when it ends; not on every poll.
import { describe, expect, it } from 'vitest';
import { importAnnouncements, type ImportCounts } from './importAnnouncements';

const counts = (queued: number, extra: Partial<ImportCounts> = {}): ImportCounts => ({
  _id: 'a',
  total: 50,
  queued,
  done: 50 - queued,
  failed: 0,
  duplicates: 0,
  ...extra,
});

const keys = (before: ImportCounts | null, now: ImportCounts, fresh = false) =>
  importAnnouncements(before, now, fresh).map((a) => a.key);

describe('importAnnouncements', () => {
  it('announces a fresh import once when first seen, not one opened from the list', () => {
    expect(importAnnouncements(null, counts(50), true)).toEqual([
      { key: 'started', values: { total: 50 } },
    ]);
    expect(keys(null, counts(50))).toEqual([]);
    expect(keys(null, counts(0))).toEqual([]);
    // Read before the first poll: started and finished together.
    expect(keys(null, counts(0), true)).toEqual(['started', 'finished']);
    // Another import opened: a first sight again.
    expect(keys(counts(3), counts(40, { _id: 'b' }))).toEqual([]);
  });

  it('says the progress every tenth file, not on every poll', () => {
    const said: string[] = [];
    let before = counts(50);
    for (const queued of [49, 47, 44, 41, 40, 39, 33, 30, 21, 12, 5, 1]) {
      const now = counts(queued);
      for (const a of importAnnouncements(before, now, true)) {
        said.push(`${a.key}:${a.values.read ?? ''}`);
      }
      before = now;
    }
    expect(said).toEqual(['progress:10', 'progress:20', 'progress:38', 'progress:45']);
  });

  it('says when a file needs a decision or fails, and the end with the counts', () => {
    expect(importAnnouncements(counts(30), counts(29, { duplicates: 1 }), true)).toEqual([
      { key: 'needsDecision', values: { count: 1 } },
    ]);
    expect(importAnnouncements(counts(30), counts(28, { failed: 2 }), true)).toEqual([
      { key: 'failures', values: { count: 2 } },
    ]);
    expect(keys(counts(30, { failed: 2 }), counts(29, { failed: 2 }))).toEqual([]);
    expect(
      importAnnouncements(counts(4), counts(0, { done: 47, failed: 2, duplicates: 1 }), true),
    ).toEqual([{ key: 'finished', values: { done: 47, failed: 2, duplicates: 1 } }]);
    // After the end (a decision taken, the list polled again): nothing more.
    expect(keys(counts(0, { duplicates: 1 }), counts(0))).toEqual([]);
  });
});
