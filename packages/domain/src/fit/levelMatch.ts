// Issue 40: the experience and education parts. A level of an ordered enumeration (yearsOfExp,
// hlOfEdu) against the posting's minimum: met 100, one level short 50, further or not stated 0.
// null when the posting sets no minimum: the part does not count.
import { levelOf } from './mustHaves';

export const oneLevelShort = 50;

export function levelMatch(
  order: readonly string[],
  required: string | null,
  actual: string | null,
): number | null {
  const need = levelOf(order, required);
  if (need < 0) return null;
  const have = levelOf(order, actual);
  if (have < 0) return 0;
  if (have >= need) return 100;
  return have === need - 1 ? oneLevelShort : 0;
}
