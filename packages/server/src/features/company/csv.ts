// CSV export of a candidate search (RFC 4180), written with the shared CSV writer (lib/csv.ts:
// every cell quoted, formula characters neutralised; issue 21).
import type { Language } from '@talentpool/domain/language';
import type { SearchResultUser } from '@talentpool/domain/company/search';
import { isiTypeName } from '@talentpool/domain/isi/types';
import {
  faculties,
  hlOfEdu,
  professionalFields,
  yearsOfExp,
} from '@talentpool/domain/profile/enums';
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

/** An enumeration's value as the reader's language labels it (the stored value in English). */
const labelled =
  (enumeration: { labelOf(value: string, lang: Language): string }) =>
  (value: string, lang: Language) => (value ? enumeration.labelOf(value, lang) : '');
const jobPositionLabel = labelled(professionalFields);
const yearsOfExpLabel = labelled(yearsOfExp);
const educationLabel = labelled(hlOfEdu);
const facultyLabel = labelled(faculties);

/**
 * The candidates as CSV text with a byte-order mark, so spreadsheets read Arabic as UTF-8; the
 * enumerations and type names in the language of the export, as the page shows them.
 */
export function candidatesCsv(candidates: readonly SearchResultUser[], lang: Language): string {
  return csvDocument([
    header,
    ...candidates.map((c) => [
      c._id,
      c.name,
      c.email,
      jobPositionLabel(c.jobPosition, lang),
      yearsOfExpLabel(c.yearsOfExp, lang),
      educationLabel(c.HLOfEdu, lang),
      facultyLabel(c.faculty, lang),
      c.iRes1,
      c.iRes1 === null ? '' : isiTypeName(c.iRes1, lang),
      c.iRes2,
      c.iRes2 === null ? '' : isiTypeName(c.iRes2, lang),
    ]),
  ]);
}
