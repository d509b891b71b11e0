// Issue 20, decision 163: the hiring figures of any range from a scope's entries kept in memory.
// `repository.entries` reads every report entry of the scope once per company report version,
// with the figures statement's per-entry tests already applied (stage kinds included: they are
// part of the version); any range is then counted here in one pass over typed arrays, with the
// percentiles taken by walking the stays pre-sorted by their days. The definitions are the
// figures statement's (repository.figures), test by test, so both give the same figures to the
// last bit; `test/reportRanges.test.ts` compares them over random ranges.
import type { HiringFigures, ScopeEntries } from './repository';

function add(counts: Int32Array, at: number, by: number) {
  counts[at] = (counts[at] ?? 0) + by;
}

/** No day (a null instant). */
const none = -2_147_483_648;

const ended = 1;
const movedOn = 2;
const hired = 4;
const rejected = 8;
const offer = 16;
const accepted = 32;
const own = 64;
const hiredEver = 128;

export interface Snapshot {
  version: string;
  size: number;
  stages: string[];
  reasons: ScopeEntries['reasons'];
  sources: string[];
  stage: Uint16Array;
  d: Int32Array;
  a: Int32Array;
  p: Int32Array;
  n: Int32Array;
  flags: Uint8Array;
  days: Float64Array;
  tth: Float64Array;
  /** A number per application where a distinct count needs it, else -1. */
  app: Int32Array;
  reason: Int32Array;
  source: Int32Array;
  /** The ended stays, by stage, then days (ascending). */
  staysByDays: Int32Array;
  /** Where each stage's stays begin in `staysByDays` (one more entry than stages). */
  stayStart: Int32Array;
  /** The hires, by their time to hire (ascending). */
  hiresByTime: Int32Array;
}

function ints(text: string, size: number, out: Int32Array | Uint16Array | Uint8Array) {
  if (size === 0) return out;
  const parts = text.split(',');
  for (let i = 0; i < size; i += 1) {
    const part = parts[i] ?? '';
    out[i] = part === '' ? none : Number(part);
  }
  return out;
}

function floats(text: string, size: number) {
  const out = new Float64Array(size);
  if (size === 0) return out;
  const parts = text.split(',');
  for (let i = 0; i < size; i += 1) {
    const part = parts[i] ?? '';
    out[i] = part === '' ? Number.NaN : Number(part);
  }
  return out;
}

/** Numbers the distinct texts of a column from 1 (0: none), in order of `known` first. */
function keysOf(text: string, size: number, separator: string, known: readonly string[]) {
  const numbers = new Map<string, number>(known.map((key, k) => [key, k + 1]));
  const keys = [...known];
  const out = new Int32Array(size);
  if (size === 0) return { out, keys };
  const parts = text.split(separator);
  for (let i = 0; i < size; i += 1) {
    const part = parts[i] ?? '';
    if (part === '') continue;
    let k = numbers.get(part);
    if (k === undefined) {
      keys.push(part);
      k = keys.length;
      numbers.set(part, k);
    }
    out[i] = k;
  }
  return { out, keys };
}

/** Unpacks what `repository.entries` answered and sorts the stays and hires once. */
export function snapshotOf(entries: ScopeEntries): Snapshot {
  const size = entries.total;
  const { columns } = entries;
  const stages = keysOf(columns.stage, size, '\x1f', []);
  const stage = Uint16Array.from(stages.out);
  const flags = ints(columns.flags, size, new Uint8Array(size)) as Uint8Array;
  const days = floats(columns.days, size);
  const tth = floats(columns.tth, size);
  const apps = keysOf(columns.app, size, ',', []);
  const app = apps.out.map((k) => k - 1);
  // Reasons: the company's in name order; then any other (no name: last, as nulls sort) and
  // entries without a reason ('none').
  const reasonIds = entries.reasons.map((r) => r.reasonId ?? 'none');
  const reasonsFound = keysOf(columns.reason, size, ',', reasonIds);
  const reasons = reasonsFound.keys.map(
    (id, k) =>
      entries.reasons[k] ?? { reasonId: id === 'none' ? null : id, nameEn: null, nameAr: null },
  );
  const noReason = reasonsFound.keys.indexOf('none');
  if (noReason !== -1 && noReason < reasonsFound.keys.length - 1) {
    // Keep the entries without a reason after every named one.
    const last = reasonsFound.keys.length;
    const out = reasonsFound.out;
    for (let i = 0; i < size; i += 1) {
      if (out[i] === noReason + 1) out[i] = last;
      else if ((out[i] ?? 0) > noReason + 1) out[i] = (out[i] ?? 0) - 1;
    }
    const [none] = reasons.splice(noReason, 1);
    if (none) reasons.push(none);
  }
  const sourcesFound = keysOf(columns.source, size, '\x1f', entries.sources);
  const stays: number[] = [];
  const hires: number[] = [];
  for (let i = 0; i < size; i += 1) {
    const f = flags[i] ?? 0;
    if (f & ended) stays.push(i);
    if (f & hired) hires.push(i);
  }
  // Stage positions are 1-based (array_position).
  stays.sort((x, y) => (stage[x] ?? 0) - (stage[y] ?? 0) || (days[x] ?? 0) - (days[y] ?? 0));
  hires.sort((x, y) => (tth[x] ?? 0) - (tth[y] ?? 0));
  const stayStart = new Int32Array(stages.keys.length + 2);
  for (const i of stays) add(stayStart, (stage[i] ?? 0) + 1, 1);
  for (let s = 1; s < stayStart.length; s += 1) add(stayStart, s, stayStart[s - 1] ?? 0);
  return {
    version: entries.version,
    size,
    stages: stages.keys,
    reasons,
    sources: sourcesFound.keys,
    stage,
    d: ints(columns.d, size, new Int32Array(size)) as Int32Array,
    a: ints(columns.a, size, new Int32Array(size)) as Int32Array,
    p: ints(columns.p, size, new Int32Array(size)) as Int32Array,
    n: ints(columns.n, size, new Int32Array(size)) as Int32Array,
    flags,
    days,
    tth,
    app,
    reason: reasonsFound.out,
    source: sourcesFound.out,
    staysByDays: Int32Array.from(stays),
    stayStart,
    hiresByTime: Int32Array.from(hires),
  };
}

/**
 * percentile_cont over the `count` values `pick` yields in ascending order, as PostgreSQL takes
 * it (orderedsetaggs.c: the two nearest rows, then lo + proportion * (hi - lo)).
 */
function percentile(
  fraction: number,
  count: number,
  valueAt: (rank: number) => number,
): number | null {
  if (count === 0) return null;
  const position = fraction * (count - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const low = valueAt(first);
  if (second === first) return low;
  const high = valueAt(second);
  return low + (position - first) * (high - low);
}

/**
 * The values at the given ranks among the sorted indexes `order[from..to)` that are in the
 * range (`inRange`), read by one walk.
 */
function ranksOf(
  order: Int32Array,
  from: number,
  to: number,
  inRange: Uint8Array,
  values: Float64Array,
  ranks: number[],
): Map<number, number> {
  const wanted = new Set(ranks);
  const found = new Map<number, number>();
  const last = Math.max(...ranks);
  let rank = 0;
  for (let k = from; k < to && rank <= last; k += 1) {
    const i = order[k] ?? 0;
    if (!inRange[i]) continue;
    if (wanted.has(rank)) found.set(rank, values[i] ?? 0);
    rank += 1;
  }
  return found;
}

function ranksFor(count: number): number[] {
  const ranks = new Set<number>();
  for (const fraction of [0.5, 0.75]) {
    const position = fraction * (count - 1);
    ranks.add(Math.floor(position));
    ranks.add(Math.ceil(position));
  }
  return [...ranks];
}

/**
 * The figures of the instants [start, end) from a snapshot: the figures statement's definitions
 * (decisions 134, 143, 154) with every instant compared as its UTC day (start and end are
 * midnights, so `at >= start` is `day(at) >= day(start)`).
 */
export function figuresOfRange(
  snap: Snapshot,
  start: Date,
  end: Date,
): Omit<HiringFigures, 'version'> {
  const from = Math.round(start.getTime() / 86_400_000);
  const to = Math.round(end.getTime() / 86_400_000);
  const stageCount = snap.stages.length + 1;
  const entered = new Int32Array(stageCount);
  const moved = new Int32Array(stageCount);
  const current = new Int32Array(stageCount);
  const stays = new Int32Array(stageCount);
  const present = new Uint8Array(stageCount);
  const movedAgain = new Set<number>();
  const made = new Set<number>();
  const acceptedBy = new Set<number>();
  const reasonCounts = new Int32Array(snap.reasons.length + 1);
  const sourceCounts = new Int32Array(snap.sources.length + 1);
  const sourceHired = new Int32Array(snap.sources.length + 1);
  const inRange = new Uint8Array(snap.size);
  let hires = 0;
  const { d, a, p, n, flags, stage } = snap;
  for (let i = 0; i < snap.size; i += 1) {
    const day = d[i] ?? 0;
    // r.at >= start and r.at < end and r.applied_at < end
    if (day < from || day >= to || (a[i] ?? 0) >= to) continue;
    inRange[i] = 1;
    const s = stage[i] ?? 0;
    const f = flags[i] ?? 0;
    const prev = p[i] ?? none;
    const next = n[i] ?? none;
    present[s] = 1;
    // first_in_range: prev_same_at is null or prev_same_at < start
    if (prev === none || prev < from) add(entered, s, 1);
    if (f & movedOn) {
      // again_in_range: prev_same_at >= start or next_same_at < end
      const again = (prev !== none && prev >= from) || (next !== none && next < to);
      if (again) movedAgain.add((snap.app[i] ?? 0) * stageCount + s);
      else add(moved, s, 1);
    }
    if (f & ended) add(stays, s, 1);
    else add(current, s, 1);
    if (f & hired) hires += 1;
    if (f & offer) {
      made.add(snap.app[i] ?? 0);
      if (f & accepted) acceptedBy.add(snap.app[i] ?? 0);
    }
    if (f & rejected) add(reasonCounts, snap.reason[i] ?? 0, 1);
    if (f & own) {
      const source = snap.source[i] ?? 0;
      add(sourceCounts, source, 1);
      if (f & hiredEver) add(sourceHired, source, 1);
    }
  }
  for (const key of movedAgain) add(moved, key % stageCount, 1);

  const stageRows: HiringFigures['stages'] = [];
  for (let s = 1; s < stageCount; s += 1) {
    if (!present[s]) continue;
    const count = stays[s] ?? 0;
    let median: number | null = null;
    let p75: number | null = null;
    if (count > 0) {
      const ranks = ranksFor(count);
      const values = ranksOf(
        snap.staysByDays,
        snap.stayStart[s] ?? 0,
        snap.stayStart[s + 1] ?? 0,
        inRange,
        snap.days,
        ranks,
      );
      const at = (rank: number) => values.get(rank) ?? Number.NaN;
      median = percentile(0.5, count, at);
      p75 = percentile(0.75, count, at);
    }
    stageRows.push({
      stage: snap.stages[s - 1] ?? '',
      entered: entered[s] ?? 0,
      movedOn: moved[s] ?? 0,
      current: current[s] ?? 0,
      median,
      p75,
      stays: count,
    });
  }

  let timeToHire: HiringFigures['timeToHire'] = { median: null, p75: null, count: hires };
  if (hires > 0) {
    const values = ranksOf(
      snap.hiresByTime,
      0,
      snap.hiresByTime.length,
      inRange,
      snap.tth,
      ranksFor(hires),
    );
    const at = (rank: number) => values.get(rank) ?? Number.NaN;
    timeToHire = {
      median: percentile(0.5, hires, at),
      p75: percentile(0.75, hires, at),
      count: hires,
    };
  }

  // Reasons by count, then name (their list is in name order); sources by applications, then
  // source (their list is in text order): the figures statement's orders.
  const reasons = snap.reasons
    .map((r, k) => ({ ...r, count: reasonCounts[k + 1] ?? 0, k }))
    .filter((r) => r.count > 0)
    .sort((x, y) => y.count - x.count || x.k - y.k)
    .map(({ k: _k, ...r }) => r);
  const sources = snap.sources
    .map((source, k) => ({
      source,
      applications: sourceCounts[k + 1] ?? 0,
      hired: sourceHired[k + 1] ?? 0,
      k,
    }))
    .filter((r) => r.applications > 0)
    .sort((x, y) => y.applications - x.applications || x.k - y.k)
    .map(({ k: _k, ...r }) => r);

  return {
    stages: stageRows,
    timeToHire,
    offers: { made: made.size, accepted: acceptedBy.size },
    reasons,
    sources,
  };
}
