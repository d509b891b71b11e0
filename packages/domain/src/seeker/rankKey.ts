// Issue 46: the order of recommended jobs: every must-have met first, then the fit score, then the
// newest posting (as the recruiter's ranking puts must-haves first, decision 225).
export interface Rankable {
  passes: boolean;
  fit: number;
  publishedAt: string | null;
  id: string;
}

export function rankKey(a: Rankable, b: Rankable): number {
  if (a.passes !== b.passes) return a.passes ? -1 : 1;
  if (a.fit !== b.fit) return b.fit - a.fit;
  const pa = a.publishedAt ?? '';
  const pb = b.publishedAt ?? '';
  if (pa !== pb) return pa < pb ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
