// Issue 40: the order of a posting's ranked list. Everyone who passes the must-haves comes before
// everyone who fails one, whatever the scores; within each, the higher score first, then the
// earlier application, then the id (every applicant has a rank of their own).
export interface RankedFit {
  passes: boolean;
  score: number;
  appliedAt: Date;
  id: string;
}

export function compareFits(a: RankedFit, b: RankedFit): number {
  if (a.passes !== b.passes) return a.passes ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  const time = a.appliedAt.getTime() - b.appliedAt.getTime();
  if (time !== 0) return time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The entries in ranked order with their rank, 1 = best. */
export function rankFits<T extends RankedFit>(entries: readonly T[]): (T & { rank: number })[] {
  return [...entries].sort(compareFits).map((entry, i) => ({ ...entry, rank: i + 1 }));
}
