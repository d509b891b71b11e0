// CSV export of a candidate search (RFC 4180), written with the shared CSV writer (lib/csv.ts:
// every cell quoted, formula characters neutralised; issue 21).
import type { Language } from '@talentpool/domain/language';
import type { SearchResultUser } from '@talentpool/domain/company/search';
import { isiTypeName } from '@talentpool/domain/isi/types';
import { csvDocument } from '../../lib/csv';

const header = [
  '_id',
  'name',
  'email',
  'jobPosition',
  'yearsOfExp',
  'HLOfEdu',
  'faculty',
  'iRes1',
  'personalityType',
  'iRes2',
  'leadershipStyle',
] as const;

/** The candidates as CSV text with a byte-order mark, so spreadsheets read Arabic as UTF-8. */
export function candidatesCsv(candidates: readonly SearchResultUser[], lang: Language): string {
  return csvDocument([
    header,
    ...candidates.map((c) => [
      c._id,
      c.name,
      c.email,
      c.jobPosition,
      c.yearsOfExp,
      c.HLOfEdu,
      c.faculty,
      c.iRes1,
      c.iRes1 === null ? '' : isiTypeName(c.iRes1, lang),
      c.iRes2,
      c.iRes2 === null ? '' : isiTypeName(c.iRes2, lang),
    ]),
  ]);
}
