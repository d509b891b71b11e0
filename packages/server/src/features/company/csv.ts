// CSV export of a candidate search (RFC 4180). Cells that a spreadsheet would run as a formula
// (starting with = + - @, or a tab / carriage return) get a leading apostrophe, so a candidate
// named "=HYPERLINK(...)" stays text (OWASP: CSV injection).
import type { Language } from '@talentpool/domain/language';
import type { SearchResultUser } from '@talentpool/domain/company/search';
import { isiTypeName } from '@talentpool/domain/isi/types';

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(',');
}

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
  const lines = [csvRow(header)];
  for (const c of candidates) {
    lines.push(
      csvRow([
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
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
