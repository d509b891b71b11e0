// Issue 20, decisions 130 and 134: the pure parts of the hiring report. The database counts and
// takes percentiles (percentile_cont); these helpers order what it answers by the stage list,
// compute conversions, round days, and define the date range, so the server and the tests share
// one definition. percentileCont is PostgreSQL's own definition (linear interpolation between the
// two nearest ranks), for tests that check the database's figures.

/** The report's range when none is given: the last 90 days, today included. */
export const defaultRangeDays = 90;
/** The longest range a report covers. */
export const maxRangeDays = 5 * 366;

/** A date as YYYY-MM-DD in UTC. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return isoDay(at);
}

/** Days from one YYYY-MM-DD date to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000,
  );
}

/**
 * The range a report covers, both ends included: the given dates, or the last 90 days up to
 * today. As instants: from 00:00 UTC of `from` up to (not including) 00:00 UTC of the day after
 * `to`.
 */
export function reportRange(
  query: { from?: string; to?: string },
  today: Date,
): { from: string; to: string; start: Date; end: Date } {
  const to = query.to ?? (query.from ? maxDay(query.from, isoDay(today)) : isoDay(today));
  const from = query.from ?? addDays(to, -(defaultRangeDays - 1));
  return {
    from,
    to,
    start: new Date(`${from}T00:00:00.000Z`),
    end: new Date(`${addDays(to, 1)}T00:00:00.000Z`),
  };
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** PostgreSQL's percentile_cont over values (any order); null for none. */
export function percentileCont(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[upper] ?? low;
  return low + (high - low) * (position - lower);
}

/** Days as the report shows them: one decimal; null stays null. */
export function roundDays(days: number | null | undefined): number | null {
  if (days === null || days === undefined || !Number.isFinite(days)) return null;
  return Math.round(days * 10) / 10;
}

/** The share of those who entered a stage that moved on, in percent with one decimal; null when none entered. */
export function conversionOf(entered: number, movedOn: number): number | null {
  if (entered <= 0) return null;
  return Math.round((movedOn / entered) * 1000) / 10;
}

export interface StageOfList {
  key: string;
  name: { en: string; ar: string };
}

/**
 * Rows the database answered per stage key, in the order of the stage list; a stage without rows
 * gets `empty`, and keys no longer in any list (a removed stage still in the history) follow,
 * named by their key.
 */
export function byStageList<T extends { stage: string }, R>(
  stages: readonly StageOfList[],
  rows: readonly T[],
  shape: (stage: StageOfList, row: T | undefined) => R,
): R[] {
  const byKey = new Map(rows.map((r) => [r.stage, r]));
  const listed = stages.map((stage) => shape(stage, byKey.get(stage.key)));
  const known = new Set(stages.map((s) => s.key));
  const others = rows
    .filter((r) => !known.has(r.stage))
    .map((r) => shape({ key: r.stage, name: { en: r.stage, ar: r.stage } }, r));
  return [...listed, ...others];
}

/**
 * The stage list of several postings summed by key (the company report): each key once, where
 * it first appears, named as the first posting that has it names it.
 */
export function mergeStageLists(lists: readonly (readonly StageOfList[])[]): StageOfList[] {
  const merged = new Map<string, StageOfList>();
  for (const list of lists) {
    for (const stage of list) {
      if (!merged.has(stage.key)) merged.set(stage.key, { key: stage.key, name: stage.name });
    }
  }
  return [...merged.values()];
}

export interface FunnelCounts {
  stage: string;
  entered: number;
  movedOn: number;
  current: number;
}

/** The funnel rows of a stage list with their conversion. */
export function funnelOf(stages: readonly StageOfList[], counts: readonly FunnelCounts[]) {
  return byStageList(stages, counts, (stage, row) => {
    const entered = row?.entered ?? 0;
    const movedOn = row?.movedOn ?? 0;
    return {
      stage: stage.key,
      name: stage.name,
      entered,
      movedOn,
      current: row?.current ?? 0,
      conversion: conversionOf(entered, movedOn),
    };
  });
}
